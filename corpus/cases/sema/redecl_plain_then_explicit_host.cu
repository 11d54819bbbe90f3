int f();
__host__ int f() { return 1; }
