int g(int x) { return x; }
int main() { return g(2); }
