enum Color { Red, , Blue };

__device__ int code(Color c) { return c == Blue ? 2 : 0; }
