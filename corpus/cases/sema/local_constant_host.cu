void f() { __constant__ int c = 1; (void)c; }
