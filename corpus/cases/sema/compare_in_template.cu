// Incompatible pointers compared in a function template: cicc reports it for the
// instantiation, cudafe++ not at all; cufront leaves templates alone.
template <class T> bool f(int *p, float *q, T t) { return p == q; }
template <class T> struct C { bool m(int *p, float *q) { return p == q; } };
bool use(int *p, float *q) { return f(p, q, 1); }
