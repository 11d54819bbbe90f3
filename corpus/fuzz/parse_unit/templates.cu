template <typename T, int N = 4, template <class> class C = std::vector>
struct Array { T data[N]; C<T> more; };
template <class T> using Vec = Array<T, 8>;
template <> struct Array<void, 0> {};
template <class... Ts> auto sum(Ts... ts) -> decltype((ts + ...)) { return (ts + ...); }
Array<Array<int, (3 > 2)>, 2> nested;
Vec<Vec<Vec<int>>> v;
template <class T> concept Small = sizeof(T) <= 4;
template <Small T> requires (!Small<T*>) void g(T);
