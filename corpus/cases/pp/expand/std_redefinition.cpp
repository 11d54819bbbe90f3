// C 6.10.3.5 EXAMPLE 6: valid and invalid redefinitions.
#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \
 a /* other stuff on this line
 */ )
OBJ_LIKE FUNC_LIKE(1)
#define OBJ_LIKE (0)
#define OBJ_LIKE (1 - 1)
#define FUNC_LIKE(b) ( a )
#define FUNC_LIKE(b) ( b )
OBJ_LIKE FUNC_LIKE(2)
