// An integer constant converted implicitly to an integer type that does not hold it draws,
// on both passes, #68 "integer conversion resulted in a change of sign" where the type's
// width holds it as a signed or an unsigned value (`unsigned u = -1`, `char c = 200`,
// `int x = 4294967295u`), #69 "integer conversion resulted in truncation" where it needs
// more bits; at the value, in an initializer and in an assignment. Hexadecimal bit
// patterns draw #69 only. A string literal made a `char *` draws #2464 (at the literal in
// an initializer, at `=` in an assignment); a literal shift count at least the promoted
// operand's width #63, a negative one #62.
int truncated() { unsigned char c = 300; return c; }
int negative_to_unsigned() { unsigned char c = -1; return c; }
int minus_one() { unsigned u = -1; return (int)u; }
int long_to_int() { int x = 3000000000; return x; }
int into_char() { char c = 200; return c; }
int short_truncated() { short s = -40000; return s; }
int signed_char() { signed char c = 128; return c; }
int unsigned_short() { unsigned short s = 65536; return s; }
int assigned() { int x; x = 3000000000; return x; }
int char_truncated() { char c = -129; return c; }
int hex_truncated() { unsigned short s = 0xFFFFFFFF; return s; }
int named_constant() { const int N = 300; unsigned char c = N; return c; }
int expression() { unsigned char c = 'a' + 200; return c; }
int parenthesized() { unsigned char c = (300); return c; }
int unsigned_as_wide() { int x = 4294967295u; return x; }
int unsigned_long() { unsigned long ul = -1; return (int)ul; }
int char_assigned() { char c = 0; c = 300; return c; }
int string_initialized() { char *s = "abc"; return s[0]; }
int string_assigned() { char *s; s = "abc"; return s[0]; }
int shift_literal() { return 1 << 32; }
int shift_variable(int x) { return x << 32; }
int shift_right(int x) { return x >> 40; }
int shift_promoted(unsigned char c) { return c << 32; }
int shift_long(long long v) { return (int)(v << 64); }
int shift_unsigned() { unsigned u = 1u << 32; return (int)u; }
int shift_negative(int x) { return x << -1; }
__device__ int in_device() { unsigned char c = 300; return c; }
int expression_minus() { int y = -1u + 0; return y; }
int unsigned_truncated() { unsigned char c = -1u; return c; }
unsigned returned_negative() { return -1; }
unsigned char returned_large() { return 300; }
struct Member { unsigned char m = 300; };
unsigned char global_value = 300;
void take_size(unsigned long n);
void take_u8(unsigned char b);
void take_char(char c);
void take_ptr(char *p);
void two(unsigned char a, unsigned char b);
int arguments() { take_size(-1); take_u8(256); take_char(200); take_ptr("x"); two(1, 300); return 0; }
int argument_patterns() { take_u8(0xFFF); take_char(0xFF); return 0; }
