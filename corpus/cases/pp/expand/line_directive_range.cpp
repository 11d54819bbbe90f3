// #line 0 and a line number out of range.
__LINE__
#line 0
__LINE__
#line 4294967295
__LINE__
#line 4294967296
__LINE__
#line 2147483648
__LINE__
