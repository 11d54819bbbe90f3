const char* r = R"x(abc
int z;
