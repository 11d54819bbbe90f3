struct Two { int a; int b; };

__device__ int combine(Two s) {
  auto [x, y] = s;
  int base = x, mul = y;
  auto f = [=](int k) mutable -> int { base += k; return base * mul; };
  auto g = [&] { return f(1); };
  int total = 0;
  for (int i = 0; i < 3; ++i) {
    if (i == 1) continue;
    total += g();
  }
  switch (total) {
  case 0: total = -1; break;
  default: goto done;
  }
done:
  return total + [] { return 0; }();
}
