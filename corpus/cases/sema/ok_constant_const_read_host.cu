__constant__ const int c = 3;
int h() { return c + 1; }
