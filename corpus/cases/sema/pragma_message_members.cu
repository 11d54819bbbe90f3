// `#pragma message` in members defined in their class: read with the class's tokens, and a
// device member's body again when it is parsed, at the token after the pragma.
struct Outer {
  __host__ __device__ int both() {
    if (true) {
#pragma message("in a host-device member's block")
      return 1;
    }
    return 0;
  }
  __device__ void only_pragma() {
#pragma message("before the closing brace")
  }
  static __device__ int static_member() {
#pragma message("in a static device member")
    return 2;
  }
  struct Inner {
    __device__ int nested() {
#pragma message("in a nested class's member")
      return 3;
    }
    int host_nested() {
#pragma message("in a nested class's host member")
      return 4;
    }
  };
  friend __device__ int befriended(Outer) {
#pragma message("in a friend defined in the class")
    return 5;
  }
};
__device__ int out_of_class_use(Outer o) { return o.both() + Outer::static_member(); }
