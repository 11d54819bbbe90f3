namespace outer {
  namespace inner { int deep; }
  inline namespace v1 { int versioned; }
  namespace { int hidden_here; }
  typedef int number;
  using real = double;
}
namespace alias = outer::inner;
using namespace outer;
using outer::inner::deep;
extern "C" int c_function(int);
extern "C" { int c_variable; }
static int internal_counter;
number n1 = 3;
int read_deep() { return alias::deep + deep; }
