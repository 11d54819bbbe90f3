#define CAT(a, b) a##b
#define STR(x) #x
#define DECL(T, n) T CAT(var_, n) = sizeof(STR(n));
#if defined(__CUDACC__) && __cplusplus >= 201703L
DECL(int, 1)
DECL(float, 2)
#else
#error no
#endif
_Pragma("once") int after;
#pragma unroll 4
int z;
