using Real float;

__device__ Real half(Real v) { return v * 0.5f; }
