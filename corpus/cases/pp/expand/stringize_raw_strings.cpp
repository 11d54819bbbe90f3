// Stringizing raw string literals, including one with a newline inside.
#define str(x) #x
str(R"(a"b\c)")
str(R"d(x)"y)d")
str(LR"(wide)" u8R"(u8)" uR"(u)" UR"(U)")
str(R"(line1
line2)")
str(R"(tab	inside)")
after
