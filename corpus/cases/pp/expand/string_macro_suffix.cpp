// A string literal touching a macro name (inttypes.h style "%"PRId64): g++ splits them
// (with a warning) when the name is a macro; otherwise it is a ud-suffix.
#define PRIX "lx"
#define PRId64 "lld"
#define _sfx "not_used"
"%"PRIX
"%" PRIX
"%"PRId64 "x"
"%"_sfx
"%"notamacro
u8"a"PRIX L"b"PRIX
'c'PRIX
R"(raw)"PRIX
