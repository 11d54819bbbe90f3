template <class T, class U = X<T> struct A;
A<int, A<int>> a;
A<A<A<int>> b;
template <class T> struct B : A<T, > {};
X<(1 > 2)>> c;
