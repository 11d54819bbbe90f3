__device__ int d() { return 1; }
template <class T> int h(T) { return d(); }
