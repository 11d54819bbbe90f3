// #ifdef / #ifndef on defined, undefined, function-like, empty and #undef'd macros.
#define OBJ 0
#define FN(x) x
#define EMPTY
#ifdef OBJ
obj_defined
#endif
#ifdef FN
fn_defined
#endif
#ifdef EMPTY
empty_defined
#endif
#ifndef NOPE
nope_not_defined
#endif
#undef OBJ
#ifdef OBJ
bad
#else
obj_undefined
#endif
#ifdef __cplusplus
cplusplus
#endif
#ifndef __STDC__
bad2
#endif
#ifdef defined
bad3
#endif
