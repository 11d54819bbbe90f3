// _Pragma("...") in the middle of a line, inside a macro expansion, destringized.
before _Pragma("message(\"x\")") after
a _Pragma("unroll 4") b _Pragma("nv_diag_suppress 177") c
#define LOOP(n) _Pragma("unroll") for (int i = 0; i < n; ++i) {}
LOOP(8)
#define DO_PRAGMA(x) _Pragma(#x)
DO_PRAGMA(GCC diagnostic ignored "-Wformat")
DO_PRAGMA(pack(push, 2)) struct S {};
#define WRAP(x) begin x end
WRAP(_Pragma("omp simd") loop)
_Pragma(L"wide string")
_Pragma("GCC dependency \"pragma_operator.cpp\"")
#define P _Pragma
P("from_macro") tail
end
