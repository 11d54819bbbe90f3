// #line with a number, with a number and a file name, and with macros.
__LINE__ __FILE__
#line 100 "foo.cpp"
__LINE__ __FILE__
#line 5
__LINE__ __FILE__
#define L 42
#define F "bar.cpp"
#line L F
__LINE__ __FILE__
#line 7 "dir/with space.cpp"
__LINE__ __FILE__
after
