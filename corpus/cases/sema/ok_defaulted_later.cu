struct S { __host__ __device__ S(); int x; };
__host__ __device__ S::S() = default;
