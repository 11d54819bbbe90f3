// $ is an identifier character by default.
#define $x dollar_x
#define a$b(c) [c$]
$x a$b(1) $ $$ x$ $1
#define $ just_dollar
$ $x$
#define STR(x) #x
STR($x)
