[[nodiscard] __device__ int answer();

__device__ int answer() { return 42; }
