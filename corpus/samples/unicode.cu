// Non-ASCII identifiers, UCNs, dollar signs; UTF-8 in comments: naïve façade, Δt → ∞, 日本語.
#include <cstdio>

__device__ float café(float x) { return x * 2.0f; }
__constant__ float π = 3.14159265f;
static const int データ = 7;
int größe = 1, Ωmega = 2, x\u00e9 = 3, \u03bbda = 4;
int caf\u00e9_count = 0;           // same spelling rules as café
int \U0001D4B3 = 5;                  // MATHEMATICAL SCRIPT SMALL X via UCN
int $dollar = 6, a$b = 7, tail$ = 8;

__global__ void kernel_λ(float* out) {
    float Δt = 0.01f;
    out[threadIdx.x] = café(π * Δt) + データ + größe;
}

const char* greet = "héllo wörld — ✓";
const char16_t* g16 = u"naïve";
const char32_t* g32 = U"𝒳 and \U0001F600";
const char8_t* g8 = u8"日本語";
const char* ucn_in_string = "\u00e9\u00E9";
const wchar_t wide_char = L'é';
const char32_t emoji = U'😀';

int main() {
    std::printf("%s %d %d %d\n", greet, Ωmega, x\u00e9, \u03bbda + $dollar + a$b + tail$);
    return caf\u00e9_count + \U0001D4B3;
}
