// flags: -Iinc/comp
// Computed includes: the header name comes from macro expansion ("..." and <...> forms).
#define HDR "inc/comp/a.h"
#include HDR
#define ANGLE <comp.h>
#include ANGLE
#define MK(x) <x.h>
#include MK(comp)
#define STR(x) #x
#define XSTR(x) STR(x)
#define DIR inc/comp
#include XSTR(DIR/a.h)
#define OPEN <comp
#define CLOSE .h>
#include OPEN CLOSE
#define NAME comp
#if __has_include(<NAME.h>)
bad_header_name_is_not_expanded
#endif
end
