struct Counter { int n; };
public:
__device__ int count = 0;
