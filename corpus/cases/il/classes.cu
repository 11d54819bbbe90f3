struct Base { int b; virtual int value() const = 0; virtual ~Base() {} };
struct Derived : Base {
  int d;
  explicit Derived(int v) : d(v) {}
  int value() const override { return d; }
  static int made;
  mutable int cache;
  Derived &operator+=(int x) { d += x; return *this; }
  operator bool() const { return d != 0; }
};
int Derived::made = 0;
class Private { int hidden; protected: int p; public: int open; };
union Bits { unsigned u; float f; };
struct Outer { struct Inner { char c; }; Inner in; enum Mode { on, off } mode; };
int use(Derived &r, const Derived *p) { return r.value() + p->d; }
