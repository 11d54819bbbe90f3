void f() { __shared__ int s; }
