// Members and elements of device variables used in host functions (#20091, #20092 at the
// variable), and of host variables in device functions: a field of a class object counts as
// the object; a __constant__ array's element or class's member is writable (no EC137).
__constant__ float cf[4];
struct S { int a; int b[2]; };
__constant__ S cs;
__device__ S ds;
__device__ int da[3];
void h1() { cf[1] = 2.0f; }
void h2() { cs.a = 4; }
void h3() { int y = cs.a; (void)y; }
void h4() { ds.a = 1; }
void h5() { int z = ds.a; (void)z; }
void h6() { ds.a += 1; }
void h7() { ds.b[0] = 1; }
void h8() { da[1] = 2; }
S hs;
int ha[2];
__device__ void d1() { hs.a = 1; }
__device__ int d2() { return hs.a + ha[0]; }
__device__ void d3() { hs.b[1] = 2; }
__global__ void k1() { cs.a; }
