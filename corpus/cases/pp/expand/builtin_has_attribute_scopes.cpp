// __has_cpp_attribute and __has_attribute with __x__ spellings in the scope and the name (CCCL asks for __gnu__::__const__).
__has_cpp_attribute(__gnu__::__const__) __has_cpp_attribute(gnu::const) __has_cpp_attribute(__gnu__::const)
__has_cpp_attribute(gnu::__const__) __has_attribute(__gnu__::__const__) __has_attribute(__gnu__::always_inline)
__has_cpp_attribute(__gnu__::__unused__) __has_cpp_attribute(__clang__::fallthrough) __has_cpp_attribute(__foo__::bar)
__has_cpp_attribute(__gnu__::__no_such__) __has_cpp_attribute(__gnu__::__packed__)
#if __has_cpp_attribute(__gnu__::__const__)
scoped_ok
#endif
