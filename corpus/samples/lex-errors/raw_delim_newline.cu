const char* r = u8R"abc
def(x)abc
def";
int after = 5;
