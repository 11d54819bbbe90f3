namespace a { namespace b::c { inline namespace v1 { int x; } } }
namespace alias = a::b::c;
namespace { static int hidden; }
extern "C" { int f(void); extern "C++" { int g(); } }
namespace __attribute__((visibility("default"))) vis { int y; }
