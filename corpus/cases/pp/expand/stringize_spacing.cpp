// Stringizing: whitespace runs collapse to one space, leading/trailing space is dropped,
// newlines and comments inside the argument count as whitespace.
#define str(x) #x
str(a+b)
str(  a   +   b  )
str(	a	 	b	)
str(a
    +
    b)
str(a/* comment */b)
str(a /* c */ + /* d */ b)
str(a// line comment
b)
str( ( a , b ) )
str(f (x)  [ y ]  .z)
