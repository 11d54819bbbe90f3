// #940 after a call: EDG warns unless the called function is declared noreturn, in any
// spelling; what the function does is not looked at (forever() loops and still warns).
#include <cassert>
#include <cstdlib>
#include <exception>
#define NORETURN __attribute__((noreturn))
void plain(int) {}
[[noreturn]] void nr1();
__attribute__((noreturn)) void nr2();
void nr3() __attribute__((noreturn));
void nr4(int x = [] { return 1; }()) __attribute__((cold, noreturn));
[[gnu::noreturn]] void nr5();
NORETURN void nr6();
void forever() { for (;;) {} }
void takes(void (*cb)() __attribute__((noreturn)), int) {}
struct S { void m() {} static void sm() {} };
int f1(int x) { plain(x); }
int f2() { nr1(); }
int f3() { nr2(); }
int f4() { nr3(); }
int f5() { forever(); }
int f6() { exit(1); }
int f7() { abort(); }
int f8(S s) { s.m(); }
int f9() { S::sm(); }
int f10(int x) { plain(x), plain(x); }
int f11() { nr4(); }
int f12() { nr5(); }
int f13() { nr6(); }
int f14() { std::terminate(); }
int f15() { __builtin_trap(); }
int f16() { __builtin_unreachable(); }
int f17(int x) { assert(x); }
int f18() { assert(false); }
int f19(void (*cb)() __attribute__((noreturn))) { cb(); }
int f20(int x) { plain(x); nr1(); }
int f21(int x) { if (x) plain(x); else nr1(); }
__device__ void dplain() {}
__device__ int d1() { dplain(); }
__device__ int d2() { __trap(); }
__device__ int d3() { __syncthreads(); }
