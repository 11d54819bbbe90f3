// The null directive `#` alone, with spaces, with a comment; #s that are not directives.
a
#
  #  
# /* comment */
#	// comment
b
#define H #
#define STR(x) #x
H define X 1
X
c # d
#if 1
#
#endif
end
