char c = 'x;
int b;
