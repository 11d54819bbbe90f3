// extern "C" callees: EDG demangles the external name, the plain name, and prints the name
// itself when that fails; when it succeeds it prints a type (`i` reads "int", `Pi`
// "int *"); case call_extern_c_names has the forms cufront reads.
extern "C" __device__ int dot(int);
extern "C" __device__ int kx(int);
extern "C" __device__ int __foo(int);
extern "C" __device__ int i(int);
extern "C" __device__ int rand2(int);
extern "C" __device__ int Pi(int);
extern "C" { __device__ float sum_all(float, int); }
namespace n { extern "C" __device__ int nf(int); }
extern "C" int hc(int);
extern "C" int hd(int);
int h() { return dot(1) + kx(1) + __foo(1) + i(1) + rand2(1) + Pi(1) + sum_all(2.0f, 1) + n::nf(1) + dot(2); }
__device__ int dd() { return hc(1) + hd(2); }
__global__ void kk() { hc(1); }
__host__ __device__ int hdf() { return hc(1); }
void host_sync() {
  __syncthreads();
  __threadfence();
}
