struct S { int f() const { return 1; } };
int h() { S s; return s.f(); }
