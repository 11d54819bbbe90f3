// A friend function defined in its class is a member of the enclosing namespace: #940 and
// #177 name it without the class, and both passes warn of a host one.
struct Q {
  friend int fr(int c) { if (c) return 1; }
};
namespace ns {
struct R {
  friend int fr3(int c) { if (c) return 1; }
};
}
struct O { struct I { friend __device__ int f4(int c) { if (c) return 1; } }; };
static int f1(int);
struct P { friend int f1(int c) { return c; } };
namespace {
struct S { friend int f2(int c) { return c; } friend int f5(int c) { if (c) return 1; } };
}
namespace ns2 { static int f3(int); struct T { friend int f3(int c) { if (c) return 1; } }; }
int use() { Q q; (void)q; return 0; }
