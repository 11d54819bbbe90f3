__global__ void work(int *p) { p[threadIdx.x] = 0; }

void run(int *p) {
  work<<<1, 32>(p);
}
