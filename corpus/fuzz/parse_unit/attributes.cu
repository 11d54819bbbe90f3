[[deprecated("use g")]] int f();
__attribute__((always_inline, aligned(16))) inline int g() { return 0; }
struct alignas(32) __align__(16) V { float x, y, z, w; };
__declspec(noinline) void h();
alignas(alignof(double)) char buf[sizeof(double)];
static_assert(sizeof(V) == 32, "size");
asm("nop");
