// EC3645 is reported only when the device pass's front end reported no error: the
// comparison's error silences both.
int host_f() { return 3; }
__device__ int d1 = host_f();
bool bad(int *p, float *q) { return p == q; }
__device__ int d2 = host_f();
