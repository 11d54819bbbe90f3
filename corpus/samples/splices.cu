// Line splices everywhere phase 2 allows them.
#inc\
lude <cuda_\
runtime.h>
#define LONG_MACRO(a, b) \
    ((a) + \
     (b))

__global__ void spl\
iced_kernel(float* da\
ta, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <\
= n) return;
    data[i] +\
= 1.0f;
    data[i] = data[i] <\
< 2 ? 0.5e\
+1f : 0x1p\
-3;
    int big = 1'000\
'000;
    const char* s = "a string \
continued on the next line";
    const char* t = u8\
"prefix spliced";
    const char* r = R\
"(raw, prefix spliced; inside \
the body the backslash stays)";
    char c = '\
x';
    // a line comment \
       continued by a splice
    /* a block comment *\
/
    i >\
>\
= 1;
}

int main() {
    float* d = nullptr;
    splic\
ed_kernel<\
<<1, 32>\
>>(d, 32);
    return LONG_MACRO(0, 0);
}
#define SPACE_SPLICE(x) x \   
    + 1
#define TAB_SPLICE(x) x \	
    + 2
// splices inside a UTF-8 sequence and inside a UCN (g++ decodes after splicing)
int caf√\
©_split = 1;
int \u12\
1e = 2;
// a line comment ending in a splice before an empty line \

int after_comment = 3;
