// Windows line endings (CR LF), with splices before CR LF.
#include <cstdio>
#define MAX(a, b) \
    ((a) > (b) ? (a) : (b))
#define SPACED(a) a \  
    + 1

/* a block comment
   over CR LF lines */
int max3(int a, int b, int c) {
    // line comment ending at CR LF
    const char* s = "line one\r\n"
                    "line two";
    const char* r = R"x(raw
with CR LF inside
)x";
    std::puts(s); std::puts(r);
    return MAX(a, MAX(b, c));
}
