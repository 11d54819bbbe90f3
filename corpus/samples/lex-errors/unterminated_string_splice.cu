const char* s = "ends in a splice \

int after = 1;
