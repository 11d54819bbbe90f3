// `foo(foo) (2)`: the inner foo came from the argument and was painted during its
// expansion, so it stays even though a ( follows it later.
#define foo(x) bar x
foo(foo) (2)
#define id(x) x
id(id)(3)
id(id(id))(4)
#define NIL(x) x
#define G_0(arg) NIL(G_1)(arg)
#define G_1(arg) NIL(arg)
G_0(42)
