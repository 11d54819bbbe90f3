__device__ int d();
namespace n { struct S { int f(); }; int S::f() { return d(); } }
