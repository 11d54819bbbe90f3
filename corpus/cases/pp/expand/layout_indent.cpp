// Tokens indented by spaces and tabs, and spacing between tokens on a line.
zero
 one
    four
	tab
		two_tabs
  	 mixed
	  tab_then_spaces
a   b		c 	 d
        x  =  1  ;
#define E
E     indented_after_empty
   E  E  z
end   
