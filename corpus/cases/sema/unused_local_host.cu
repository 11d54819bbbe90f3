int h() { int unused = 3; return 1; }
