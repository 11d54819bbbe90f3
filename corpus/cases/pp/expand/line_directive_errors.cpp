// Ill-formed #line directives: errors, and a warning for extra tokens.
#line
#line abc
#line 10 foo
__LINE__ __FILE__
#line 20 "f.cpp" extra
__LINE__ __FILE__
