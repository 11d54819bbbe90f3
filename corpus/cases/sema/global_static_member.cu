struct S { __global__ static void k(); };
