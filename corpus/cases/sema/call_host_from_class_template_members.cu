// A device or host-device member of a class template's instance that a compiled function calls
// (of any space) is instantiated on the device pass, and its calls of host functions reported
// as a function template instance's are, the caller named after the instance ("S<int> ::dev").
// Once per instance; not under the exec-check pragmas, not where nothing compiled calls it;
// an overloaded callee is not decided.
void h(int);
void g(int);
void g(double);
void h2();
template <class T> struct S {
  __device__ void dev(T t) { h(t); }
  __host__ __device__ void both(T t) { h(t); }
  __host__ __device__ static void st(T t) { h(t); }
#pragma nv_exec_check_disable
  __host__ __device__ void quiet(T t) { h(t); }
#pragma hd_warning_disable
  __host__ __device__ void quiet_too(T t) { h(t); }
  __host__ __device__ void clean(T t) { (void)t; }
  __host__ __device__ void unused(T t) { h(t); }
  __device__ void dev_quiet(T t) { h2(); }
};
template <class T> struct P {
  __host__ __device__ void onlyhost(T t) { h(t); }
};
__global__ void k() {
  S<int> s;
  s.dev(1);
  s.dev(2);
  s.both(1);
  s.clean(1);
  S<char>::st('a');
  s.quiet(1);
  s.quiet_too(1);
}
void host_user() {
  S<float> f;
  f.both(1.0f);
  S<int> s;
  s.both(3);
}
static void unused_host() { P<int> p; p.onlyhost(1); }
inline void unused_inline() { P<long> p; p.onlyhost(1); }
template <class T, int N = 3> struct Q {
  __device__ void dev(T t) { h(t + N); }
  __device__ void over(T t) { g(t); }
};
void host_caller() { Q<int> q; q.dev(1); }
static __device__ void not_emitted() { Q<long> q; q.dev(1); }
__global__ void k2(Q<short, 2> *p) { p->dev(1); p->over(1); }
