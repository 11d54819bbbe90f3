// A function-like macro name as the very last token of the file.
#define f(x) <x>
f(1)
f