// g++ places a preprocessor diagnostic on the line `#line` presumes.
#warning before
#line 100
#warning hi
int main() { return 0; }
#line 7
#warning seven
