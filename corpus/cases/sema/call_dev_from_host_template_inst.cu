__device__ int d() { return 1; }
template <class T> int h(T) { return d(); }
int main() { return h(1); }
