int g_count;
void h() { g_count += 1; }
