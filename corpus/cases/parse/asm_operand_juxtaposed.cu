__device__ unsigned add(unsigned a, unsigned b) {
  unsigned r;
  asm("add.u32 %0, %1, %2;" : "=r"(r) : "r"(a b), "r"(b));
  return r;
}
