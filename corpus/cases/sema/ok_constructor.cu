// Constructions nvcc accepts: host-device and device constructors in device code, host ones
// in host code, aggregates (no constructor called), copies (the implicit copy constructor
// runs on both sides), scalars initialized with parentheses.
struct HD { __host__ __device__ HD(int) {} __host__ __device__ HD(int, float) {} };
struct Dev { __device__ Dev(int) {} };
struct Host { Host(int) {} };
struct Agg { int a; float b; };
__device__ HD make(int i) { return HD(i); }
__global__ void k(int i, float f, int *out) {
  HD a(i);
  HD b{i, f};
  HD c = i;
  Dev d(1);
  Dev *p = new Dev(2);
  Agg g{1, 2.0f};
  Agg h = {i, f};
  HD copy = a;
  HD copy2(b);
  int x(i);
  float y(f);
  HD(3);
  (void)c;
  (void)d;
  (void)copy;
  (void)copy2;
  delete p;
  *out = g.a + h.a + x + static_cast<int>(y);
}
void host(int i) {
  Host a(i);
  Host b = 2;
  Host c{3};
  HD d(4);
  (void)a;
  (void)b;
  (void)c;
  (void)d;
}
// Inherited constructors compete with the class's own: `Derived d(2.0f)` calls Base(float).
struct Base { __host__ __device__ Base(float) {} };
struct Derived : Base { using Base::Base; Derived(int) : Base(1.0f) {} };
__global__ void inherits() {
  Derived d(2.0f);
  (void)d;
}
