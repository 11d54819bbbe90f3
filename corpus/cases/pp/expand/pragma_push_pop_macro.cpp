// #pragma push_macro / pop_macro save and restore a macro definition.
#define X 1
X
#pragma push_macro("X")
#undef X
#define X 2
X
#pragma pop_macro("X")
X
#pragma push_macro("Y")
#define Y defined_after_push
Y
#pragma pop_macro("Y")
Y
#pragma push_macro("X")
#pragma push_macro("X")
#undef X
X
#pragma pop_macro("X")
X
#pragma pop_macro("X")
#pragma pop_macro("X")
X
end
