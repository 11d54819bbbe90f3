// Stringizing string and character literals: " and \ inside them get a backslash,
// outside literals they do not.
#define str(x) #x
str("abc")
str("a\"b")
str("a\\b")
str("\n\t\0")
str('\'')
str('"')
str('\\')
str(L"wide" u"16" U"32" u8"utf8")
str(L'a' u'b' U'c' u8'd')
str("a" 'b' "c\"")
str(\)
str(\n)
str("x"_suffix 'y'_s)
str(a"b'c")
str('a' "b'c")
