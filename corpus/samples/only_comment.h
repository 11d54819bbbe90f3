/* nothing but a comment */
// and a line comment