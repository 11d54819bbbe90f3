// Valid: host calls in templates no instance reaches, in discarded `if constexpr` branches,
// and in explicit specializations' stead; a kernel template whose instance calls only
// device functions.
static float op(float x) { return x; }
__device__ float dop(float x) { return x; }

template <class T>
__global__ void never(T x) { op((float)x); }

template <class T>
__global__ void guarded(T x) {
    if constexpr (sizeof(T) == 16) {
        op((float)x);
    }
}

template <class T>
__global__ void special(T x) { op((float)x); }
template <>
__global__ void special<int>(int x) { dop((float)x); }

template <class T>
__global__ void fine(T x) { dop((float)x); }

void host() {
    guarded<<<1, 1>>>(1.0f);
    special<<<1, 1>>>(1);
    fine<<<1, 1>>>(2.0);
}
