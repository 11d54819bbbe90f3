int hv;
int h() { hv = 2; return hv + 1; }
