// White space of every kind: tab, vertical tab, form feed, trailing blanks.
#define	TABBED	1
int	v1 =2;

int v2 = 3;   	 
   	  int v3 = v1 + v2;



	#	define INDENTED_DIRECTIVE 1
int v4 = 4;	 
