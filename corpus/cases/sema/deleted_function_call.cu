void gone(int) = delete;
void use() { gone(1); }
__device__ void dgone() = delete;
__global__ void k() { dgone(); }
namespace n {
void pick(int);
void pick(float) = delete;
}
void chooses() { n::pick(1.5f); n::pick(2); }
