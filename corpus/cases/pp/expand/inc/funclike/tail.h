#define tail(x) [x]
before tail
