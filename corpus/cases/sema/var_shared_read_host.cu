__shared__ int sv;
int h() { return sv; }
