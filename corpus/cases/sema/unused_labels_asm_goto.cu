// A label an `asm goto` names is referenced (no #177); one nothing names is not.
void b() {
  asm goto("" :::: lbl);
lbl:
  return;
}
void c() {
unused_lbl:
  return;
}
