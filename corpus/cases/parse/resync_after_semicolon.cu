int b = 1 + ;
struct S { int x = ; int y = ; };
void g(int p) {
    p = 1 + ;
    p = ;
    int s = ;
    return ;
}
__device__ int h(int p) {
    p = p * ;
    int t = ;
    if (p) p = ;
    p = ;
    int u = , v = 1;
    return p;
}
int c = ;
