int x = 1;
@interface NotCxx
int y = x @ 2;
