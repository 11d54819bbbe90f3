template <typename T> struct Box { T v; };
template <int N> struct Num { static const int value = N; };
template <typename T> using Id = T;

__device__ int angles() {
  Box<int> b{1};
  Box<Box<int>> nested{{2}};
  Box<Box<Box<int>>> deep{{{3}}};
  Num<(4 > 2)> flag;
  Id<Box<int>> c{b};
  int a = 5, d = 6, e = 7;
  bool lt = a < d > e;
  return b.v + nested.v.v + deep.v.v.v + flag.value + c.v + (lt ? 1 : 0);
}
