// flags: -std=c++20
// `if consteval` outside C++23 warns #3215 until its tag's pragma.
constexpr int cf1(int x) { if consteval { return x; } else { return x + 1; } }
#pragma nv_diag_suppress if_consteval_nonstandard
constexpr int cf2(int x) { if consteval { return x; } else { return x + 1; } }
int main() { return cf1(1) + cf2(2); }
