template <class T> __global__ T k() { return T(); }
