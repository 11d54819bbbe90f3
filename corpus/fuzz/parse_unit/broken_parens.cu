int f(int a, int b;
int g = (1 + (2 * 3);
void h() { call(a, b]; }
int k[3 = {1, 2, 3};
template <class T struct X {};
)]}
