// Callers whose redeclarations name different execution spaces: the host pass sees what
// the declarations up to the definition merge to, the device pass every declaration.
int hf();
__device__ int df();
__device__ int k1();
int k1() { return hf() + df(); }
int k2();
__device__ int k2() { return hf() + df(); }
__device__ int k3() { return hf() + df(); }
int k3();
__host__ int k4();
__device__ int k4() { return hf() + df(); }
__device__ int k5();
int k5() { return df(); }
int h5() { return k5(); }
