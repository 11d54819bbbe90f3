// #940 and calls that do not return: EDG looks at the statement, not into it. Only a
// noreturn call (or throw) that is the whole statement, parentheses and casts to void
// aside, ends it; one inside an operation, a condition or a comma does not.
[[noreturn]] void nr1();
[[noreturn]] int nri();
void plain();
void (*fp)();
int c1(int x) { x ? nr1() : nr1(); }
int c2(int x) { x ? throw 1 : void(0); }
int c3(int x) { x ? void(0) : fp(); }
int c4(int x) { x && (nr1(), true); }
int c5() { nri() ? 1 : 2; }
int c6(int x) { x ? plain() : nr1(); }
int c7(int x) { (void)(x ? 0 : nri()); }
int c8(int x) { x ? (nr1(), 1) : 2; }
int c9(int x) { x || (throw 1, true); }
int c10(int x) { x ? plain() : plain(); }
int d1() { nr1(), 1; }
int d2() { 1, nr1(); }
int d3() { (void)nri(); }
int d4() { (nr1()); }
int d5() { throw 1; }
int d6(int x) { x = nri(); }
int d7() { static_cast<void>(nri()); }
int d8() { plain(), nr1(); }
int d9() { nri() + 1; }
int d10() { int y = nri(); }
int d11() { plain(), nri() * 2; }
int d12(int x) { x += nri(); }
