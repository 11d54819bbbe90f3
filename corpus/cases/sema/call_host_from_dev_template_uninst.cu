int h();
template <class T> __device__ int d(T) { return h(); }
