// Functions with internal linkage nothing names: nvcc's device pass warns (#177), a static
// or anonymous-namespace one, declared only or defined, not a template, not one whose address is taken.
static void s1() {}
static __device__ void s2() {}
static inline void s3() {}
namespace { void a1() {} __device__ void a2(); template <class T> void a3(T) {} void a4(); void a5() {} }
static void s4();
static void used() {}
void pub() { used(); a5(); }
static void s5() {}
void (*fp)() = s5;
