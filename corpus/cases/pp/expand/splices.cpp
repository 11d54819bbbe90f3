// Line splices (backslash-newline) in definitions, invocations and tokens.
#define LONG(a, \
             b) \
  a + \
  b
LONG(1, \
2) LO\
NG(3, 4)
#def\
ine SPLIT_DIRECTIVE 5
SPLIT_DIRECTIVE
"str\
ing" 12\
34 +\
= a \   
b
#define SP(x) x \  
  tail
SP(1) after
