// Every literal form: prefixes, raw strings, ud-suffixes, separators, hex floats.
#include <string>
#include <cstdint>
#include <cinttypes>

constexpr unsigned long long operator""_KiB(unsigned long long v) { return v * 1024; }
constexpr long double operator"" _deg(long double v) { return v * 3.14159265358979L / 180; }
constexpr char operator""_up(char c) { return c >= 'a' && c <= 'z' ? c - 32 : c; }
std::string operator""_s(const char* p, std::size_t n) { return std::string(p, n); }

const char c0 = 'a', c1 = '\'', c2 = '\\', c3 = '\n', c4 = '\x7f', c5 = '\077', c6 = '"';
const wchar_t w0 = L'w';
const char16_t u0 = u'\u00e9';
const char32_t U0 = U'\U0001F600';
const char8_t e0 = u8'x';
const int multi = 'abcd';

const char* s0 = "plain \"quoted\" \\ /* not a comment */ // nor this";
const wchar_t* s1 = L"wide";
const char16_t* s2 = u"utf-16 \u00e9";
const char32_t* s3 = U"utf-32 \U0001F600";
const char8_t* s4 = u8"utf-8 é";
const char* s5 = "" "adjacent" "";
const char* s6 = "tab\there" "\0embedded NUL escape";

const char* r0 = R"(raw with "quotes" and \backslashes\)";
const char* r1 = R"--(contains )" inside)--";
const char* r2 = R"#(#include <not_a_header>)#";
const char* r3 = R"x'(single ' quote delimiter)x'";
const char* r4 = R"ab"cd(quote in the delimiter)ab"cd";
const char* r5 = R"0123456789abcdef(sixteen-character delimiter)0123456789abcdef";
const wchar_t* r6 = LR"(wide raw)";
const char16_t* r7 = uR"(u raw)";
const char32_t* r8 = UR"(U raw)";
const char8_t* r9 = u8R"(u8 raw)";
const char* r10 = R"lines(
first line \
second line, the backslash above is kept
  /* not a comment */ // nor this
)lines";
const char* r11 = R"()";
const char* r12 = R"{}[]<>%:;.?*+-/^(punctuation delimiter){}[]<>%:;.?*+-/^";
const char* r13 = R"&|~!=,#(more punctuation)&|~!=,#";
auto rs = R"(raw with ud-suffix)"_s;

auto us = "suffix"_s;
auto uc = 'q'_up;
auto uk = 4_KiB;
auto ud = 90.0_deg;
auto ud2 = 1.5e3_deg;
const char* fmt = "%"PRId64" items\n";

int i0 = 0, i1 = 42, i2 = 0x2A, i3 = 052, i4 = 0b101010, i5 = 1'000'000;
unsigned long long i6 = 18'446'744'073'709'551'615ull;
long i7 = 0xFFFF'FFFFL, i8 = 0B1010'1010;
auto i9 = 123u + 456lu + 789LL + 10uz;
double f0 = 1.0, f1 = .5, f2 = 1., f3 = 1e10, f4 = 1E-10, f5 = 2.5e+3;
float f6 = 1.0f, f7 = 3.f, f8 = 1e+5F;
long double f9 = 1.0L;
double h0 = 0x1p-3, h1 = 0x1.8p+1, h2 = 0X.8P0, h3 = 0xA.Bp-2, h4 = 0x1'0p1;
float h5 = 0x1p+127f;
double sep = 3.141'592'653;
auto tricky = 1.e+3 + 0x1P-1 + 12.5e-3;
int dots = sizeof(int) + i1/i0;

#define NUM 1.2.3e+x  // a pp-number that is no number
#define VER 2_0_1
