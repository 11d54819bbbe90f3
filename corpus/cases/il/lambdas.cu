int apply(int x) {
  int base = 10;
  auto add = [base](int v) { return v + base; };
  auto twice = [&](int v) -> int { return add(add(v)); };
  return twice(x);
}
