char c = 'x;
#if 0
this isn't code
#endif
int after = 2;
