// Locals of function templates nothing names: nvcc's device pass warns once per template
// when the template is instantiated (a call from ordinary code, or from an explicit
// specialization), even in a branch `if constexpr` discards; never for one not instantiated.
#define CHECK(EXPR) do { const int __err = EXPR; } while (0)
template <class T> void h1(T t) { int a = 1; }
template <class T> void h2(T t) { int b = 1; }
template <class T> __device__ void d1(T t) { const int d = 2; }
template <class T, bool B> void h3(T t) { if constexpr (B) { int e = 1; } int f = 2; if constexpr (B) { (void)f; } }
template <class T> void never(T t) { int g = 1; }
template <typename T, bool C> void run(int s) { int st = s; if (st != 0) { CHECK(st); } }
template <typename T, int H, bool C> void run_(int s);
template <> void run_<float, 224, true>(int s) { run<float, true>(s); }
void use() { h1<int>(1); h1<float>(1); h2(1); h3<int, false>(1); }
__global__ void k2() { d1<int>(1); }
