__host__ int f();
int f() { return 1; }
