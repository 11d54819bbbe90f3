// __has_attribute, __has_cpp_attribute, __has_builtin: true and false names.
__has_attribute(noreturn) __has_attribute(always_inline) __has_attribute(__packed__)
__has_attribute(gnu::always_inline) __has_attribute(no_such_attribute) __has_attribute(nodiscard)
__has_cpp_attribute(nodiscard) __has_cpp_attribute(deprecated) __has_cpp_attribute(fallthrough)
__has_cpp_attribute(maybe_unused) __has_cpp_attribute(likely) __has_cpp_attribute(no_unique_address)
__has_cpp_attribute(noreturn) __has_cpp_attribute(carries_dependency) __has_cpp_attribute(assume)
__has_cpp_attribute(gnu::unused) __has_cpp_attribute(foo::bar) __has_cpp_attribute(no_such)
__has_cpp_attribute(clang::fallthrough) __has_cpp_attribute(__nodiscard__)
__has_builtin(__builtin_expect) __has_builtin(__builtin_unreachable) __has_builtin(__builtin_memcpy)
__has_builtin(__builtin_no_such) __has_builtin(__is_trivial) __has_builtin(__has_trivial_copy)
__has_builtin(printf) __has_builtin(__builtin_offsetof) __has_builtin(__builtin_launder)
#if __has_cpp_attribute(nodiscard) >= 201603L && !__has_builtin(__builtin_no_such)
in_if_ok
#endif
#define ATTR noreturn
__has_attribute(ATTR) __has_cpp_attribute(ATTR)
#if defined(__has_attribute) && defined __has_cpp_attribute && defined(__has_builtin)
defined_ok
#endif
