struct Base { virtual ~Base() = default; virtual int f() const = 0; };
class Derived final : public Base, private virtual Other {
public:
  Derived() : Base(), m{1} {}
  int f() const override { return m; }
  operator bool() const { return m != 0; }
  Derived &operator=(const Derived &) = delete;
private:
  int m;
  struct Inner { union { int i; float f; }; } inner;
};
enum class E : unsigned char { A = 1, B, C = A | B };
