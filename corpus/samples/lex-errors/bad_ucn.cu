int \u12 = 1;
int x\U0000 = 2;
