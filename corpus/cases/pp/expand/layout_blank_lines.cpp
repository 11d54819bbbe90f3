// Runs of blank lines: g++ prints up to 7 newlines, and a line marker for 8 or more.
// Each token is named after its line number.
line3

line5


line8



line12




line17





line23






line30







line38








line47









line57












line70
#define EMPTY
EMPTY
EMPTY
EMPTY
EMPTY
EMPTY
EMPTY
EMPTY
EMPTY
EMPTY
line81_after_nine_empty_expansions
