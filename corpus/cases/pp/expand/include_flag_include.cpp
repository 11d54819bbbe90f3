// flags: -include inc/pre/pre.h
// -include FILE is processed as if #included at the top of the main file.
PRE_MACRO __FILE__ __INCLUDE_LEVEL__
