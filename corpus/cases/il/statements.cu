int pick(int n) {
  int total = 0;
  for (int i = 0; i < n; ++i) {
    if (i % 2) continue;
    total += i;
  }
  while (total > 100) total -= 7;
  do { --total; } while (total > 50);
  switch (n) {
  case 1: total = 1; break;
  case 2:
  case 3: total = 3; break;
  default: total = 0;
  }
  {
    int inner = total;
    total = inner * 2;
  }
again:
  if (total < 0) { total = -total; goto again; }
  ;
  return total;
}
void nothing() { return; }
