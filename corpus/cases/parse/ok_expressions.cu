// Expressions the parser reads: allocation, asm operands, conditions, loops, lambdas.
#include <new>
struct Node { int v; Node *next; };
template <typename T, int N> struct Buf { T data[N]; };

__device__ unsigned lane() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  asm("" ::: "memory");
  return r;
}

int host_work(int n) {
  Node *head = new Node{1, nullptr};
  int *xs = new int[n]();
  Node *placed = new (head) Node;
  Buf<int, 4> *b = new Buf<int, 4>;
  delete[] xs;
  delete b;
  int total = placed ? placed->v : 0;
  for (int i = 0, j = n; i < j; ++i, --j) {
    total += i * j;
  }
  if (Node *p = head) {
    total += p->v;
  }
  while (total > 100 && n) {
    total /= 2;
  }
  switch (n % 3) {
  case 0:
    total++;
    break;
  default:
    break;
  }
  auto twice = [](int w) -> int { return w * 2; };
  auto keep = [=]() mutable { return total; };
  total = n > 2 ? twice(n) : keep();
  delete head;
  return total;
}
