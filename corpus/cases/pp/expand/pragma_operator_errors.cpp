// _Pragma with a bad operand.
_Pragma(1) a
_Pragma b
_Pragma("ok") c
_Pragma(("paren")) d
_Pragma("x" "y") e
end
