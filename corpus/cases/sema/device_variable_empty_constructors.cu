// A constructor whose body holds only blocks and `return;` is "empty" for cicc; a
// reference binds to a variable without reading it.
struct B { __device__ B() { {} } int x; };
struct E { __device__ E() { return; } int x; };
struct F { __device__ F() { {} {} } int x; };
struct G { __device__ G() { { return; } } int x; };
struct H { __device__ H() { return; return; } int x; };
struct I { __device__ I() { ; } int x; };
struct J { __device__ J() { { ; } } int x; };
struct K { __device__ K() { if (1) {} } int x; };
__device__ B b;
__device__ E e;
__device__ F f;
__device__ G g;
__device__ H h;
__device__ I i;
__device__ J j;
__device__ K k;
__device__ int a = 1;
__device__ int& r = a;
__device__ const int& cr = a;
__device__ int* p = &a;
__device__ int&& rr = static_cast<int&&>(a);
