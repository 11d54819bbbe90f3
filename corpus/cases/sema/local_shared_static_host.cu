void f() { static __shared__ int s; (void)s; }
