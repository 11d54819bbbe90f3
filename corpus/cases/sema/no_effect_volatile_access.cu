// flags: -std=c++17
// Reading a volatile object is an effect: through `->` into a volatile object, and through
// an alias template's volatile type, nvcc is quiet; the same reads of non-volatile objects
// draw #174 "expression has no effect".
#include <type_traits>
struct Flag { int ready; int arr[4]; Flag* next; };
struct Holder { int a; };
template <typename T> using Vol = volatile T;
template <typename T> using Plain = T;
__global__ void touch(volatile Flag* f, Flag* g, volatile Holder** pp, Holder** qq) {
  f->ready;
  f->arr[0];
  f->next;
  (*pp)->a;
  pp[0]->a;
  (*f).ready;
  f[0].ready;
  g->ready;
  g->arr[0];
  (*qq)->a;
  qq[0]->a;
  auto& r = f->ready;
  r;
  auto& s = g->ready;
  s;
}
__global__ void aliases(int* out) {
  Vol<int> w = 2;
  w;
  std::add_volatile_t<int> a = 1;
  a;
  std::add_cv<int>::type d = 3;
  d;
  Plain<int> p = 4;
  p;
  int i = 5;
  i;
  out[0] = w + a + d + p + i;
}
