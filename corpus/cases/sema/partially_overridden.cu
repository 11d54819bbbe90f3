// A class overriding some of its base's overloaded virtual functions of a name and not the
// others draws #611 "overloaded virtual function "B::f" is only partially overridden in class
// "D"" at the class's name, on both passes, once per name; a class whose only function of
// the name overrides none of them (another parameter type, another qualifier) draws #997
// "overloaded function "B::f" is hidden by "D::f" -- virtual function override intended?" at
// that function. Parameter types match through typedefs; the base's name is qualified.
struct B { virtual void f(int); virtual void f(double); virtual void f(char); virtual int g(); virtual int g(int); };
struct One : B { void f(char); };
struct Two : B { void f(int); void f(double); };
struct Qualifier : B { void f(int) const; };
struct Both : B { void f(int); int g(); };
namespace ns { struct C { virtual void k(int); virtual void k(float); }; }
struct Namespaced : ns::C { void k(float); };
struct Other : B { void f(long); };
typedef int Int;
struct Typedef : B { void f(Int); };
class Access : public B { public: virtual void f(int); };
struct B2 { virtual void m(int); virtual void m(int, int); };
struct Arity : B2 { void m(int, int) override; };
