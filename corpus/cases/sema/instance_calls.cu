// Calls of host functions in kernel and __device__ function templates: cicc reports them
// once per instance, named with its template arguments, where ordinary code first names a
// kernel's instance, or after the unit for instances named in other instances' bodies. A
// host-device template's instances get the warning, even those only host code calls.
static float op(float x) { return x; }
struct L1 {};
namespace n { struct C {}; }

template <class T, class L>
__global__ void kern(const T *x, T *dst) { dst[0] = (T)op((float)x[0]); }

template <class T>
__device__ T dev(T x) { return (T)op((float)x); }

template <class T>
__global__ void uses_dev(T x) { dev(x); }

template <class T>
static void launch(const T *x, T *dst) {
    kern<T, L1><<<1, 1>>>(x, dst);
    kern<T, n::C><<<1, 1>>>(x, dst);
}

template <class T>
__host__ __device__ T both(T x) { return (T)op((float)x); }

__global__ void plain() { op(1.0f); }

void host(void *a, void *b, int t) {
    uses_dev<<<1, 1>>>('c');
    if (t) {
        launch((const float *)a, (float *)b);
    } else {
        launch((const double *)a, (double *)b);
    }
    uses_dev<<<1, 1>>>(2.0);
    both(1.0f);
}

__global__ void plain2() { op(2.0f); }
