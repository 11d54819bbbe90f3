// inc/builtin/file.h
header __FILE__ __LINE__ __INCLUDE_LEVEL__ __BASE_FILE__ __FILE_NAME__
#include "nested.h"
