// #177 (device pass) for a variable of an anonymous namespace declared `extern` before its
// definition: at the definition, unless something names it after its first declaration.
namespace { extern int a; }
int use() { return a; }
namespace { int a = 1; }
namespace { extern int b; }
namespace { int b = 2; }
namespace { extern int c; extern int c; int c; }
namespace { extern int d; }
void g() { d = 3; }
namespace { int d; }
namespace { extern const int k; const int k = 4; }
namespace n { namespace { extern int e; } }
namespace n { namespace { int e = 5; } }
namespace { extern int f; }
int f2() { return sizeof(f); }
namespace { int f = 6; }
static int s;
namespace { extern int s2; }
int s2x() { return s; }
namespace { int s2; }
