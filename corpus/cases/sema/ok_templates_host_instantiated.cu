// A host-device function template calling printf (a device function too), instantiated
// only by host code, and a host function template calling a host function: nvcc is silent.
#include <cstdio>
template <class T> __host__ __device__ void show(T x) { printf("%d\n", static_cast<int>(x)); }
int log_value(int x) { return x; }
template <class T> T logged(T x) { return log_value(x); }
void host() { show(1); logged(2); }
