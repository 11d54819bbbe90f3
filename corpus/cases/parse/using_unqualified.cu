namespace n { int v; struct T {}; }
int w;
void fn();
struct S {};
typedef int I;
template <class X> struct TT {};
using w;
using fn;
using S;
using I;
using n;
using TT;
namespace m { using w; }
namespace m { int z; using z; }
