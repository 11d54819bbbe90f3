// flags: -arch=sm_80 --extended-lambda
// With --extended-lambda, annotations before a lambda's parameters are accepted; after them
// they are still refused.
void h1() { auto a = [] __device__ () {}; (void)a; }
void h4() { auto d = []() __device__ {}; (void)d; }
void h6() { auto g = [] __host__ __device__ (int x) { return x; }; (void)g; }
void h9() { auto l = [] () mutable __host__ {}; (void)l; }
