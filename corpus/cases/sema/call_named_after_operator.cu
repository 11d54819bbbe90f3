// Operators on class objects cufront does not type (`*p + *q`, `arr[0] + arr[1]`) may call
// device operator functions cudafe++ reports, after which it names callees mangled
// (`_Z1d1?`): cufront, not knowing, names none of them rather than in other words.
struct V { int x; };
__device__ V operator+(V, V);
struct S { int m(int); };
void h(V *p, V *q, S s, V arr[2]) {
  s.m(1);
  *p + *q;
  arr[0] + arr[1];
}
__device__ void d(int);
void h2() { d(1); }
