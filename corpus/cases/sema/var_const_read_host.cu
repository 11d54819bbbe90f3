__constant__ float cv[4];
float h() { return cv[1]; }
