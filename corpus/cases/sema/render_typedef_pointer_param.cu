// Typedefs of pointers as parameters: the type they name, pointers written together (`int **`).
typedef int *iptr;
typedef const float *cfp;
void h(iptr *p, cfp *q) {}
__device__ void d(iptr *p, cfp *q) { h(p, q); }
