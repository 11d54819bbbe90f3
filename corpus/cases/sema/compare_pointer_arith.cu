// A pointer compared with an arithmetic value that is no null pointer constant (EC42).
bool run(int *p, int i, long l, char c, float f, unsigned u, const int *q) {
  bool b1 = 32 > p;
  bool b2 = i < p;
  bool b3 = p >= l;
  bool b4 = p == 1;
  bool b5 = p != i;
  bool b6 = c <= p;
  bool b7 = f > p;
  bool b8 = u > p;
  bool b9 = q < 7;
  return b1 && b2 && b3 && b4 && b5 && b6 && b7 && b8 && b9;
}

__device__ bool on_device(int *p, int i) { return p > i; }
