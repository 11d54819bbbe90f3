const char* r = LR"a\b(x)a\b";
int after = 6;
