// `#pragma message("…")` inside functions (host, device, host-device, as _Pragma): its
// arguments are the pragma's, not statements (no syntax error; cicc's remark #20200).
int f() {
#pragma message("building device path")
  return 0;
}
#pragma message("file scope")
__device__ int g() {
#pragma message("dev")
  return 0;
}
__host__ __device__ int h() {
  _Pragma("message(\"hd\")")
  return 1;
}
