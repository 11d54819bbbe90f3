// A __device__ function called from host code: the host pass reports it and nvcc stops.
__device__ int devf(int x) { return x * 2; }
int main() {
  int y = devf(3);
  return y;
}
