__global__ constexpr void k() {}
