// Invalid pastes: g++ reports each and keeps the two tokens separate
// (`<=` ## `>` too: <=> is not a token before C++20).
#define cat(a, b) a ## b
cat(/, /) end1
cat(/, *) end2
cat(+, -)
cat(a, +)
#define RPLP ) ## (
RPLP
cat(., .)
cat("a", "b")
cat(1, "x")
cat(x, "y")
cat(-, >>)
cat(., ..)
cat(<<, <) cat(>>, >)
cat(<=, >)
after
