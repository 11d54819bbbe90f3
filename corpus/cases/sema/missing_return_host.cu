int h(int x) { if (x > 2) return 1; }
