const char* s = "no closing quote;
int after = 1;
