// Two storage classes in one declaration (`typedef` counts as one, `thread_local` and a
// linkage specification do not): EDG reports EC81 at the second and reads on with the
// first, so the declaration stays (`a1` static, `a2` extern, `a4` a typedef).
static extern int a1;
extern static int a2;
static static int a3;
typedef static int a4;
static typedef int a5;
struct S { mutable static int m; static mutable int n; };
void f() { register static int r = 1; (void)r; }
static thread_local int a6;
int static extern a9;
