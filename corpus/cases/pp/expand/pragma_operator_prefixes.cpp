// _Pragma with prefixed and raw string literals: how g++ 12 destringizes them.
_Pragma(L"wide string") a
_Pragma(u8"utf8 string") b
_Pragma(u"u16 string") c
_Pragma(R"(raw string)") d
_Pragma("esc \\ and \" and \'") e
end
