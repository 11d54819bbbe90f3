// inc/pre/pre.h
pre_h_text __FILE__ __INCLUDE_LEVEL__
#define PRE_MACRO from_pre
