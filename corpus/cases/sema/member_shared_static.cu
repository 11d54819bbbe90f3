struct S { static __shared__ int s; };
