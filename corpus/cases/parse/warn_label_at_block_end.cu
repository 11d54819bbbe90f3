__device__ void spin(int n) {
  if (n > 0) goto done;
  n = 0;
done:
}
