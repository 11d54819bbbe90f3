// Globals of internal linkage marked unused (`[[gnu::unused]]`, `[[maybe_unused]]`,
// `__attribute__((unused))` before or after the name) draw no #177; the others do, on the
// device pass. Functions likewise.
[[gnu::unused]] static int g1;
__attribute__((unused)) static int g2;
static int g3 __attribute__((unused));
[[maybe_unused]] static int g4;
static int g5;
namespace { [[maybe_unused]] int g6; int g7; }
[[gnu::unused]] static void fn1() {}
static void fn2() {}
__attribute__((unused)) static void fn3() {}
