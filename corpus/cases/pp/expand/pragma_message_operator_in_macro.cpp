// `_Pragma` with a message from a macro, after white space: its arguments start right after
// the pragma's name, as after any token (no space from the paddings before it).
#define MSG(x) _Pragma(#x)
#define EMPTY
int a;
  MSG(message("via macro")) int b;
EMPTY MSG(message ("spaced" )) int c;
void f() {
    MSG(redefine_extname old_name new_name)
}
