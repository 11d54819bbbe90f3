nested __FILE__ __LINE__ __INCLUDE_LEVEL__ __BASE_FILE__
#define HERE __FILE__ __LINE__
