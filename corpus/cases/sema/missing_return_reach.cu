// flags: -std=c++17
// #940 as EDG's flow analysis reaches the end: after a statement that does not complete,
// nothing is reached until a label (a named one always, `case` and `default` when their
// switch is); a switch is left by a `break` that is reached (not one after a `return` or an
// endless loop), by the end of its body, or without `default`; both branches of an `if` are
// reached whatever its condition; a loop is left by a `break` or `continue` of its own
// wherever it is, or by a condition that is not constant `true` (one that declares is never
// folded, `0`, `false` and constant names are).
const int kZero = 0;
const int kOne = 1;
constexpr bool kOn = true;
int arr[4];
int sw_default_break(int x) {
  switch (x) {
  case 0: return 1;
  default: break;
  }
}
int sw_default_if_break(int x, int y) {
  switch (x) {
  case 0: return 1;
  default: if (y) break; return 2;
  }
}
int sw_case_break(int x) {
  switch (x) {
  case 0: break;
  default: return 2;
  }
}
int sw_falls_off(int x) {
  switch (x) {
  case 0: x++;
  default: x++;
  }
}
int sw_default_first(int x) {
  switch (x) {
  default: x++;
  case 1: return 1;
  }
}
int sw_all_return(int x) { switch (x) { case 0: return 1; default: return 2; } }
int sw_break_after_return(int x) { switch (x) { case 1: return 0; break; default: return 1; break; } }
int sw_break_of_loop(int x) { switch (x) { default: while (x) break; return 1; } }
int sw_break_under_if0(int x) { switch (x) { default: if (0) break; return 1; } }
int sw_break_in_blocks(int x) { switch (x) { default: { { break; } } } }
int sw_endless_loop(int x) { switch (x) { default: for (;;) {} } }
int sw_break_after_endless_loop(int x) { switch (x) { default: for (;;) {} break; } }
int sw_break_after_throw(int x) { switch (x) { default: throw 1; break; } }
int sw_empty_last_case(int x) { switch (x) { default: return 1; case 2: ; } }
int sw_goto_out(int x) { switch (x) { default: goto out; } out: x++; }
int sw_statement_before_default(int x) { switch (x) { x++; default: return 1; } }
int sw_return_body(int x) { switch (x) { return 1; } }
int sw_declares(int x) { switch (int y = x) { case 1: return y; } }
int sw_init(int x) { switch (int y = x; y) { case 1: return 1; } }
int sw_default_in_block(int x) { switch (x) { case 1: { default: return 2; } } }
int sw_default_in_loop(int x) { switch (x) { case 1: while (x) { default: return 2; } } }
int sw_case_in_endless_loop(int x) { switch (x) { case 1: while (1) { case 2: break; } return 1; default: return 2; } }
int sw_inner_switch_breaks(int x) { switch (x) { case 1: return 1; default: switch (x) { default: break; } return 3; } }
int sw_inner_switch_returns(int x) { switch (x) { case 1: return 1; default: switch (x) { default: return 4; } break; } }
int after_switch_after_return(int x) { return x; switch (x) { case 1: break; } }
int while_declares(int x) { while (int y = x) { return y; } }
int while_declares_one(int x) { while (int y = 1) { x += y; } }
int while_zero(int x) { while (0) { return x; } }
int while_false(int x) { while (false) { } }
int while_constant_zero(int x) { while (kZero) { } }
int while_constant_difference(int x) { while (kOne - 1) { } }
int while_constant_true(int x) { while (kOn) { } }
int while_one(int x) { while (1) { return x; } }
int do_while_zero(int x) { do { x++; } while (0); }
int do_while_false(int x) { do { x++; } while (false); }
int do_while_zero_returns(int x) { do { return x; } while (0); }
int do_while_zero_break(int x) { do { if (x) break; return 1; } while (0); }
int do_while_zero_continue(int x) { do { if (x) continue; return 1; } while (0); }
int do_while_one_continue(int x) { do { if (x) continue; return 1; } while (1); }
int do_continue_after_return(int x) { do { return 1; continue; } while (x); }
int do_break_after_return(int x) { do { return 1; break; } while (1); }
int for_zero(int x) { for (; 0;) { } }
int for_false(int x) { for (int i = 0; false;) { return i; } }
int for_constant_true(int x) { for (int i = 0; kOne;) { x += i; } }
int for_one(int x) { for (int i = 0; 1;) { x += i; } }
int range_for(int x) { for (int v : arr) { return v; } }
int range_for_break(int x) { for (int v : arr) { if (v) break; } return 1; }
int break_after_endless_loop(int x) { for (;;) { for (;;) {} break; } }
int break_after_throw(int x) { while (1) { throw 1; break; } }
int break_after_if_else(int x) { while (1) { if (x) return 1; else return 2; break; } }
int break_after_switch(int x) { while (1) { switch (x) { default: return 1; } break; } }
int break_after_block(int x) { while (1) { { return 1; } break; } }
int if_zero(int x) { if (0) return 1; }
int if_one(int x) { if (1) return 1; }
int if_constant_zero(int x) { if (kZero) return 1; }
int if_constant_true(int x) { if (kOn) return 1; }
int if_zero_else(int x) { if (0) return 1; else x++; }
int if_one_else(int x) { if (1) x++; else return 1; }
int if_zero_then(int x) { if (0) x++; else return 1; }
int if_declares(int x) { if (int y = x) return y; }
int if_init(int x) { if (int y = 0; y) return 1; }
int else_if_zero(int x) { if (x) return 1; else if (0) return 2; }
int after_return(int x) { return x; x++; }
int label_after_return(int x) { return x; lab: x++; }
int label_in_branch_after_return(int x) { return 1; if (x) { lab: x++; } }
int goto_back(int x) { lab: x++; goto lab; }
int goto_forward(int x) { goto end; return 1; end: ; }
int goto_over(int x) { if (x) goto end; return 1; end: return 2; }
int goto_out_of_loop(int x) { for (;;) { if (x) goto out; } out: x++; }
int goto_out_then_return(int x) { for (;;) { if (x) goto out; } return 1; out: return 2; }
int try_handler_completes(int x) { try { return 1; } catch (...) { } }
int try_block_completes(int x) { try { x++; } catch (...) { return 1; } }
int try_all_return(int x) { try { return 1; } catch (int) { return 2; } catch (...) { return 3; } }
int try_second_handler(int x) { try { return 1; } catch (int) { return 2; } catch (...) { x++; } }
int try_then_return(int x) { try { x++; } catch (...) { } return x; }
