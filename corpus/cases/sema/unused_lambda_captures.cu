// flags: --extended-lambda
// A local assigned only in a lambda that captures by reference by default (`[&]`, `[&, y]`,
// nested) draws no #550; a named capture `[&x]` neither. A closure variable never used draws
// #177 in an ordinary function, but not in a function template's instance.
template <typename T> void f() { auto l = [] {}; }
template <typename T> __device__ void fd(T t) { auto l = [t] { return t; }; }
void g() { auto l = [] {}; }
void a() { int x; [&] { x = 1; }(); }
void b() { int x = 0; int y = 1; [&, y] { x = y; }(); }
void c() { int x; [&] { [&] { x = 1; }(); }(); }
void d() { int x; [&x] { x = 1; }(); }
__device__ void e() { int arr[2]; [&] { arr[0] = 1; }(); }
void h() { int x; [&](auto) { x = 1; }(0); }
__global__ void k() { fd(1); }
int main() { f<int>(); a(); b(); c(); d(); h(); }
