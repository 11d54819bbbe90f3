// An error inside a template shows at its instantiation, with a context line.
template <class T> T f(T x) { return undefined_thing(x); }
int g() { return f(1); }
