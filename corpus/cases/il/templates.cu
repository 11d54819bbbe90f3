template <typename T> struct Box { T item; T get() const { return item; } };
template <typename T, int N = 4> T scale(T v) { return v * N; }
template <> struct Box<int> { int item; };
template <class... Ts> int count(Ts... ts) { return sizeof...(Ts); }
template <template <typename> class C> struct Holder { C<int> held; };
Box<float> boxed;
int four = scale<int>(1);
