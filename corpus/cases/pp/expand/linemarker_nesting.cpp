// Line markers with flags 1 and 2: an entry nests, a return must name the file it returns to.
int top;
# 5 "linemarker_nesting.cpp" 2
int after_unnested_return;
# 1 "entered.h" 1
int in_entered;
# 9 "elsewhere.cpp" 2
int still_entered;
#  12   "linemarker_nesting.cpp"   2   
int returned;
# 1 "sys_entered.h" 1 3 4
int in_system;
# 3 "not_the_includer.cpp" 2
int still_system;
# 20 "" 2
int returned_by_empty_name;
__LINE__ __FILE__
