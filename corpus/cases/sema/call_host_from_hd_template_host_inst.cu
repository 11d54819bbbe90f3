int h();
template <class T> __host__ __device__ int hd(T) { return h(); }
int main() { return hd(1); }
