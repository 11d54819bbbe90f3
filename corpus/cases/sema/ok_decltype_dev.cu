__device__ int d();
decltype(d()) h() { return 1; }
