__device__ int f(int x) { try { if (x) throw x; return 1; } catch (int) { return 0; } }
