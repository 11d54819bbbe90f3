#if 0
int a = 1''2;
#endif
int b = 1''2;
const char* r = R"a b(x)a b";
const char* q = R"12345678901234567(x)12345678901234567";
