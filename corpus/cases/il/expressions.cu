struct P { int m; int f(int); };
int h(int);
void e(int a, int b, int *p, P s, P *ps, bool c, float fl, double d) {
  a = +a; a = -a; a = !a; a = ~a; a = *p; p = &a; ++a; --a; a++; a--;
  a = a * b; a = a / b; a = a % b; a = a + b; a = a - b; a = a << b; a = a >> b;
  c = a < b; c = a > b; c = a <= b; c = a >= b; c = a == b; c = a != b;
  a = a & b; a = a ^ b; a = a | b; c = c && c; c = c || c;
  a *= b; a /= b; a %= b; a += b; a -= b; a <<= b; a >>= b; a &= b; a ^= b; a |= b;
  a = (a, b); a = h(a); a = p[1]; a = s.m; a = ps->m; a = s.f(1); a = ps->f(2);
  a = c ? a : b; p = p + 1; a = p - p; fl = 1.5f; d = 2.5; d = 1e10L; c = true; p = nullptr;
  a = 'x'; a = sizeof(a); a = alignof(int); c = noexcept(h(1)); throw 1;
  int *q = new int(3); delete q; int *r = new int[4]; delete[] r;
  a = (int)d; a = static_cast<int>(d); a = reinterpret_cast<long>(p); int P::*mp = &P::m; a = s.*mp; a = ps->*mp;
  unsigned u = 7u; long long ll = 8ll; unsigned long ul = 0x10UL;
}
