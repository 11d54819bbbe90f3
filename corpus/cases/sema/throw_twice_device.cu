__device__ void f(int x) { if (x) throw 1; throw 2; }
