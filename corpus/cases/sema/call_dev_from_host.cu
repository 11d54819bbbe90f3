__device__ int d(int x) { return x; }
int main() { return d(1); }
