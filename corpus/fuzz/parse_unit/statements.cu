void f(int n) {
  for (int i = 0; i < n; ++i) { if (i % 2) continue; else break; }
  switch (n) { case 0: [[fallthrough]]; case 1: break; default: goto end; }
  do { --n; } while (n > 0);
  for (auto [a, b] : pairs) {}
  if constexpr (sizeof(int) == 4) {} else {}
end:
  return;
}
