// Operator functions redeclared in another execution space (#20035, #20039) and defined
// twice: EDG names them `operator+`, `W::operator==` (no space, unlike its call messages).
// Operators of one type but different symbols are different functions.
struct V { int x; };
__device__ V operator+(V, V);
__host__ V operator+(V a, V b) { return a; }
V operator-(V a, V b);
__device__ V operator-(V a, V b) { return a; }
__host__ __device__ V operator*(V a, V b);
V operator*(V a, V b) { return a; }
V operator/(V a, V b) { return a; }
V operator/(V a, V b) { return a; }
struct W {
  __device__ W &operator=(const W &);
  __host__ bool operator==(const W &) const;
};
__host__ W &W::operator=(const W &) { return *this; }
__device__ bool W::operator==(const W &) const { return true; }
V operator%(V a, V b) { return a; }
V operator%(V a, int b) { return a; }
V operator%(V a, int b) { return a; }
V operator-(V a) { return a; }
__host__ V operator-(V a);
