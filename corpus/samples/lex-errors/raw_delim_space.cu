const char* r = R"a b(abc)a b";
int after = 3;
