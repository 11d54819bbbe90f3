struct A { A(); };
__device__ A a;
