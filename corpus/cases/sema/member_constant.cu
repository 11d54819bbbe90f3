struct S { __constant__ int c; };
