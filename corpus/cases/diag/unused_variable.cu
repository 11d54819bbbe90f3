// An unused local: only the device pass (cicc) reports #177-D.
int h() { int a = 1; int b; return a; }
