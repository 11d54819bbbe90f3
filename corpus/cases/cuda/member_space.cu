struct S { __device__ int m; static __device__ int sm; };
