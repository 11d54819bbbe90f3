struct Pair {
  int a, b;
  __device__ Pair(int x, int y) : a(x), { b = y; }
};
