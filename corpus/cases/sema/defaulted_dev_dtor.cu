struct S { __device__ ~S() = default; };
