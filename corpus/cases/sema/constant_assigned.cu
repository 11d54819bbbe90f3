// Assigning a scalar __constant__ variable: EC137 in any function, on both passes; its
// array elements and class members are not const.
__constant__ int cv;
__constant__ float cf[4];
struct S { int a; };
__constant__ S cs;
int hv;
void h1() { cv = 2; }
__device__ void d1() { cv = 3; }
__global__ void k1() { cv += 1; cf[1] = 2.0f; }
void h2() { cv++; --cv; cs.a = 4; }
__host__ __device__ void hd() { cv = 5; }
void h3() { int x = cv; hv = x; }
