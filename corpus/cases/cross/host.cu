// `scale(float)` as a host function, and the definition of `total`.
float scale(float x);
__device__ int total;
float twice(float x) { return scale(x); }
