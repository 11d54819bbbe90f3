// Redeclarations that name different execution spaces: cudafe++ (host pass) sees, at
// the call, the spaces the declarations before it name; cicc (device pass) merges every
// declaration, one without a space counting as __host__.
__device__ int f1();
int f1();
int h1() { return f1(); }

int f2();
__device__ int f2() { return 1; }
int h2() { return f2(); }

__device__ int f3();
__host__ int f3();
int h3() { return f3(); }

__host__ int f4();
__device__ int f4();
int h4() { return f4(); }

__device__ int f5();
__host__ __device__ int f5();
int f5();
int h5() { return f5(); }

int f6();
int h6() { return f6(); }
__device__ int f6();

__device__ int f7();
int h7() { return f7(); }
__host__ int f7();

__host__ int f8();
__device__ int k8() { return f8(); }
__device__ int f8();

int f9();
__device__ int k9() { return f9(); }
__device__ int f9() { return 1; }

__host__ int f10();
int f10();
__device__ int k10() { return f10(); }

namespace n { __device__ int f11(); }
int n::f11() { return 1; }
int h11() { return n::f11(); }

struct S { __device__ int m(); };
int S::m() { return 1; }
int h12(S s) { return s.m(); }

__device__ int f13();
int f13() { return 1; }
__host__ __device__ int hd13() { return f13(); }
__device__ int k13() { return f13(); }
