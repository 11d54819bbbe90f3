// Malformed `#pragma message` arguments: both front ends report them, at the token in the
// pragma line as g++ -E prints it (macros expanded).
#define NUM 42
#define TEXT "text"
#pragma message NUM
#pragma message("x");
#pragma message ( "kept" ) extra
#pragma message("a", "b")
#pragma message(1+2)
#pragma message(TEXT TEXT) NUM
#pragma message()
#pragma message
int after;
