__device__ int d() { int n = 0; for (int i = 0; i < 4; ) { n++; break; } return n; }
