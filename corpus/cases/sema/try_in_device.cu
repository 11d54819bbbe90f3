__device__ int f() { try { return 1; } catch (...) { return 0; } }
