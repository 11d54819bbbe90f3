// A call with too many or too few arguments in a function template's body that depends on
// nothing: cudafe++ reports it at the definition, cicc once however many instances there are
// (none for a template never instantiated). A host function so called from a device template's
// instance gets the count error only, not the cross-space one.
void f(int a, int b) {}
template <class T> void t(T x) {
  f();
  f(1, 2, 3);
}
template <class T> __device__ void dt(T x) { f(); }
void use() { t(1); t(1.0f); }
__global__ void k() { dt(1); }
template <class T> void never(T x) { f(); }
