// __FILE__, __LINE__, __INCLUDE_LEVEL__, __BASE_FILE__, __FILE_NAME__ in headers.
main __FILE__ __INCLUDE_LEVEL__ __BASE_FILE__ __FILE_NAME__
#include "inc/builtin/file.h"
HERE
main_again __FILE__ __INCLUDE_LEVEL__
