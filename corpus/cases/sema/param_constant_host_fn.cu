void f(__constant__ int x) {}
