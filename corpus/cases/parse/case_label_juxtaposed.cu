__device__ int classify(int v) {
  switch (v) {
  case 1 2:
    return 1;
  }
  return 0;
}
