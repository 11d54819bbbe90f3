// flags: -std=c++17
// The variables of a range-for's declaration and of an if's or switch's init-statement, as
// the block redeclares them (EC2801, EC704, both passes) and as nothing uses them: no #177 or
// #550 for them, but for a structured binding's first name (#177, device pass; not modelled).
int g();
struct V { int* begin(); int* end(); };
struct P { int a, b; };
__device__ void d1() { for (int v : {1, 2}) { } }
__device__ void d2() { int a[3]; for (int& r : a) { r = 1; } }
__device__ void d3() { if (int a = g(); a > 0) { } }
__device__ void d4() { if (int a = g(); true) { } }
__device__ void d5() { switch (int s = g(); s) { default: break; } }
__device__ void d6() { int k = 0; for (int v : {1, 2}) { k += v; } (void)k; }
__device__ void d7() { P ps[2] = {}; for (auto [x, y] : ps) { } }
void h1() { for (int v : {1, 2}) { } }
void h2() { if (int a = g(); true) { } }
void h3() { V x; for (auto e : x) { int e = 1; (void)e; } }
void h4() { if (int a = g(); a) { int a = 2; (void)a; } }
__device__ void d8() { for (const int v : {1, 2}) { int v = 2; (void)v; } }
__device__ void d9() { for (int v : {1, 2}) { { int v = 3; (void)v; } } }
void h5() { switch (int s = g(); s) { case 1: { int s = 0; (void)s; } } }
