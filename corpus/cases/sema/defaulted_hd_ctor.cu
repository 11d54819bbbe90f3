struct S { __host__ __device__ S() = default; int x; };
