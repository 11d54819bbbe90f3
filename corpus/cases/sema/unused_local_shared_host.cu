int g() { __shared__ int s[2]; return 0; }
