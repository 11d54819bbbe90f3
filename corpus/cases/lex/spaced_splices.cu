int a\  
b = 1;
#define X 1 \	
 + 2
int y = X;
