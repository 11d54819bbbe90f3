// Calls across execution spaces of functions with class and enum parameters, in device
// code: the call messages write them fully qualified (`    ::S`, ` ::n::T`).
struct S { struct In {}; };
enum E { e0 };
typedef S S_alias;
namespace n { struct T {}; enum class K { k0 }; namespace m { struct U {}; } }
namespace { struct Anon {}; }

__device__ void d1(S, const n::T &) {}
__device__ void d2(S_alias *, E) {}
__device__ void d3(n::m::U, n::K) {}
__device__ void d4(Anon) {}
__device__ void d5(S::In) {}
void h1(S *, n::T) {}
void h2(const S &, Anon *) {}

void host() {
    d1(S(), n::T());
    d2(nullptr, e0);
    d3(n::m::U(), n::K::k0);
    d4(Anon());
    d5(S::In());
}

__global__ void kernel() {
    h1(nullptr, n::T());
    h2(S(), nullptr);
}

__device__ void device() {
    h2(S(), nullptr);
}
