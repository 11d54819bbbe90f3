enum Color { Red, Green };
__device__ int f(Color c) { return c == Red ? 1 : 2; }
