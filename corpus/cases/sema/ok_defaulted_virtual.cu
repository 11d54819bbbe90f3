struct S { __host__ __device__ virtual ~S() = default; };
