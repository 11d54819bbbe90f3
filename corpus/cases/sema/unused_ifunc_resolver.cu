// #177 and `ifunc("name")`: the string references the resolver it names, as an alias's
// references its target (nvcc is quiet on `sresolver`); the ifunc itself and a static
// resolver nothing names are still reported.
typedef void (*FP)();
void impl() {}
static FP sresolver() { return impl; }
void ifn() __attribute__((ifunc("sresolver")));
static FP gnu_resolver() { return impl; }
void gnu_ifn() __attribute__((__ifunc__("gnu_resolver")));
static FP unused_resolver() { return impl; }
static void unused_static() {}
int main() { ifn(); return 0; }
