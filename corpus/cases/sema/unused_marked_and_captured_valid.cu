// flags: -std=c++17
// Quiet for statics marked used, constructor or destructor (or unused at an earlier
// declaration), and for variables and parameters set in a lambda capturing by default.
__attribute__((constructor)) static void ctor() {}
__attribute__((destructor)) static void dtor() {}
__attribute__((used)) static void fu() {}
__attribute__((used)) static int vu;
static void f3() __attribute__((unused));
static void f3() {}
[[maybe_unused]] static void f4();
static void f4() {}
void p1(int x) { auto l = [&] { x = 1; }; l(); }
void p2(int x) { auto l = [&] { return [&] { x = 2; }; }; l()(); }
void m1() { int z = 0; auto l = [=]() mutable { z = 1; }; l(); }
void m2(int x) { auto l = [=]() mutable { x = 1; }; l(); }
