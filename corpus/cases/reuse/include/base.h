static const char *base_file = __BASE_FILE__;
