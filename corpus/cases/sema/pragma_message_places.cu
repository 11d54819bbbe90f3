// `#pragma message` in the places cicc reads (its remark #20200, at the end of the pragma
// line as g++ -E prints it) and those it skips (host functions' bodies, system headers).
#define TEXT "from a macro"
#pragma message("top")
#pragma message(TEXT)
#pragma   message  (  "spaced"  )
#pragma message "bare" " and joined"
#pragma message(u8"utf8 " "caf\u00e9 \"quoted\" \\ back")
#pragma message("")
#pragma message
#pragma message()
namespace outer {
#pragma message("in a namespace")
namespace {
#pragma message("in an anonymous namespace")
}
struct S {
#pragma message("in a class")
  __device__ int member() {
#pragma message("in a device member")
    return 1;
  }
  int host_member() {
#pragma message("in a host member")
    return 2;
  }
};
}  // namespace outer
extern "C" {
#pragma message("in extern C")
}
__global__ void kernel() {
  {
#pragma message("in a kernel's block")
  }
}
constexpr int constant_host() {
#pragma message("in a constexpr host function")
  return 3;
}
template <class T> int host_template(T) {
#pragma message("in a host template")
  return 4;
}
template <class T> __host__ __device__ int hd_template(T) {
#pragma message("in a host-device template")
  return 5;
}
void host_lambda() {
  auto l = [] {
#pragma message("in a lambda in a host function")
  };
  l();
}
#define MESSAGE(x) _Pragma(#x)
__device__ int operators() {
  _Pragma("message(\"operator\")")
  MESSAGE(message("operator from a macro"))
  return 0;
}
  MESSAGE(message("operator at namespace scope")) int after_operator;
#pragma nv_diag_suppress pragma_message
#pragma message("suppressed by tag")
#pragma nv_diag_default pragma_message
#pragma message("end")
