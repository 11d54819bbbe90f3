// A label no goto names draws #177 "label "L" was declared but never referenced" on the
// device pass, as unreferenced variables do; one a goto names draws nothing.
int g(int);
int unused() { M: return 0; }
int two() { int x = 0; N: ; O: x++; return x; }
int used() { int x = 0; L: x++; if (x < 3) goto L; return x; }
__device__ int in_device(int x) { P: return x; }
