// Silent: constants the type holds, bit patterns written in hexadecimal that only change
// sign, `bool`, a value that is not constant, shifts within the width, a string literal
// made a `const char *` or an array.
int fits() { unsigned char c = 255; signed char d = -128; return c + d; }
int hex_pattern() { char c = 0xFF; int x = 0x80000000; return c + x; }
int same_width() { long long y = 0xFFFFFFFFFFFFFFFF; return (int)y; }
int boolean() { bool b = 2; return b; }
int not_constant(int x) { unsigned char c = x ? 300 : 1; return c; }
int unsigned_minus() { unsigned u = -1u; return (int)u; }
int wide(long long v) { long l = 3000000000; return (int)(l + (v << 40)); }
int within(int x) { return (1 << 31) + (x << 31) + (x >> 31); }
int const_string() { const char *s = "abc"; char a[] = "abc"; return s[0] + a[0]; }
int complement() { unsigned char c = ~0; int x = ~0u; return c + x; }
int negated_unsigned() { int x = -1u; return x; }
unsigned returned_fits() { return 1; }
