namespace a {
struct S { int x;
void f() { if (1) { }
}
} }
int y = {1, {2, };
}
