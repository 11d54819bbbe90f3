void f(int x) { if (x) throw x; }
