// #940 where control reaches the end through an asm statement, a switch or a loop, as EDG's
// flow analysis sees it: it does not look into `asm` (even `trap;`), a switch without
// `default` may match no case (whatever its cases or its condition), a loop is left by a
// `break` of its own wherever it is, or when its condition is false; infinite loops without
// one, a switch whose default returns, and noreturn calls are silent.
#include <cstdlib>
enum Color { Red, Green, Blue };
__device__ int after_trap() { asm("trap;"); }
__device__ int after_volatile_asm(int x) { if (x) return 1; asm volatile("trap;"); }
__device__ int after_asm_operands(int x) { int y; asm("mov.u32 %0, %1;" : "=r"(y) : "r"(x)); }
__host__ __device__ int both_after_asm() { asm("trap;"); }
__device__ int after_builtin_trap(int x) { if (x) return 1; __trap(); }
int every_enumerator(Color c) {
  switch (c) {
  case Red: return 1;
  case Green: return 2;
  case Blue: return 3;
  }
}
int some_enumerators(Color c) {
  switch (c) {
  case Red: return 1;
  case Green: return 2;
  }
}
int constant_switch() { switch (1) { case 1: return 1; } }
int empty_switch(int x) { switch (x) {} }
int nested_default(int x, int y) {
  switch (x) {
  case 0:
    switch (y) { default: return 2; }
  case 1: return 1;
  }
}
int with_default(Color c) {
  switch (c) {
  case Red: return 1;
  default: return 2;
  }
}
int default_then_break(int x) { switch (x) { default: return 1; break; } }
int forever() { for (;;) {} }
int while_true() { while (true) {} }
int do_forever() { do {} while (1); }
int break_out(int x) { for (;;) { if (x) break; } }
int break_after_return() { for (;;) { return 1; break; } }
int break_under_if0() { for (;;) { if (0) break; } }
int break_of_inner_switch(int x) { for (;;) { switch (x) { case 0: break; } } }
int break_of_inner_loop(int x) { for (;;) { while (x) { break; } } }
int while_condition(int x) { while (x) { return 1; } }
int for_condition(int x) { for (int i = 0; i < x; ++i) return i; }
int do_condition(int x) { do { } while (x); }
int do_return(int x) { do { return 1; } while (x); }
int while_then_abort(int x) { while (x) { } abort(); }
int while_body_aborts(int x) { while (x) { abort(); } }
