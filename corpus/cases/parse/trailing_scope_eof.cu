namespace lib { __device__ int value = 3; }

__device__ int get() { return lib::value; }
::
