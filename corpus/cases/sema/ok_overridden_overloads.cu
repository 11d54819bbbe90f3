// Silent: every overload overridden, `using B::f;` bringing the others in, a base with one
// virtual overload and a non-virtual one, a class that declares no function of the name.
struct B { virtual void f(int); virtual void f(double); };
struct All : B { void f(int) override; void f(double) override; };
struct Using : B { using B::f; void f(int) override; };
struct None : B { void h(); };
struct N { virtual void h(int); void h(double); };
struct OneVirtual : N { void h(int); };
