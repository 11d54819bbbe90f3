/* A file about comments. */ // and line comments
/**
 * Doxygen style, with "quotes" and 'apostrophes' (which are fine in comments),
 * a fake /* nested opener, and a raw-string lookalike R"( that is not one.
 */
/*/ still a comment: the opener's star does not also close it */
#include /* a comment between #include and the header */ <cstdio>
# /* between # and the directive name */ define ANSWER 42 // trailing
  #  define INDENTED 1
/**/#define AFTER_EMPTY_COMMENT 2
int a = 1 /* inline */ + /* more */ 2;   //// many slashes ///
int b = a//* C++ line comment, not a division */ 3
    ;
int c = a /**/ / /**/ 2;
const char* not_comments = "/* inside a string */ // also inside";
const char not_comment_char = '/';
int d = 4 / 2 /* a // line comment marker inside a block comment */;
// A line comment with trailing white space and a tab	   
/* A block comment
   over
   several lines */ int e = 5;
//////////////////////////////////////////////////////////////////////////////
/******************************************************************************/
int f = 6; /* comment ends the file without a newline */