// A template's instance is lowered when a function that needs it is: an unused static
// host function's or an unused inline device function's instances draw nothing on the
// device pass; an external host function's and a used static function's do.
int hf() { return 1; }
template <class T> __host__ __device__ T a(T x) { return hf() + x; }
static int h1(int i) { return a(i); }
template <class T> __host__ __device__ T b(T x) { return hf() + x; }
int h2(int i) { return b(i); }
template <class T> __device__ T c(T x) { return hf() + x; }
inline __device__ int d1(int i) { return c(i); }
template <class T> __device__ T e(T x) { return hf() + x; }
static __device__ int d2(int i) { return e(i); }
__device__ int d3(int i) { return d2(i); }
