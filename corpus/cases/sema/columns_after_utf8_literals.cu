// EDG counts the characters of a string or character literal for the columns after it,
// not its bytes; after a raw string's newline, bytes again.
int f(int y) { const char* s = "é"; if (y = 3) return s[0]; return 0; }
int g(int y) { const char* s = u8"éé"; if (y = 3) return s[0]; return 0; }
int h(int y) { const wchar_t* s = L"é"; if (y = 3) return s[0]; return 0; }
int i(int y) { const char* s = R"(é)"; if (y = 3) return s[0]; return 0; }
int j(int y) { /* é */ const char* s = "a"; if (y = 3) return s[0]; return 0; }
int k(int y) { const char* s = "a"; if (y = 3) return s[0]; return 0; } // é
int l(int y) { const char* s = R"(é
é)"; if (y = 3) return s[0]; return 0; }
