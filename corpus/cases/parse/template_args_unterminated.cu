template <typename T>
struct Vec {
  T data[4];
};

__device__ int first() {
  Vec<int v;
  v.data[0] = 1;
  return v.data[0];
}
