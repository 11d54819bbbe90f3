int a = "abc;
int b;
