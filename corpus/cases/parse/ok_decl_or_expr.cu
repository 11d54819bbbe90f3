struct Gadget { int id; };
struct Widget {
  int n;
  Widget(Gadget (*make)()) : n(make().id) {}
};
Gadget origin() { return Gadget{7}; }

int build() {
  Widget w(Gadget());      // most vexing parse: declares a function w
  int(v);                  // declares v
  v = 3;
  Gadget(g);               // declares g
  g.id = v;
  Widget real(origin);
  return real.n + g.id + (w == nullptr ? 1 : 0);
}
