// `#pragma message` in function templates: cicc reads it once in the template, and again
// in a device instance (at the next token). cufront leaves templates undecided.
template <class T> int host_template(T) {
#pragma message("host template, instantiated")
  return 4;
}
template <class T> __device__ int dev_template(T) {
#pragma message("device template, instantiated twice")
  return 5;
}
template <class T> __host__ __device__ int hd_template(T) {
  {
#pragma message("hd template, nested block")
  }
  return 5;
}
int use_host() { return host_template(1); }
__global__ void k(int *p) { *p = dev_template(1) + dev_template(2.0) + hd_template(3); }
