const char* r = R"delim(raw string
without its closing delimiter )delim
)delim ;
