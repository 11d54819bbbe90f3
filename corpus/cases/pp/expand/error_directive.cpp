// #error: an error, but with -E g++ goes on to the end of the file.
before
#error this is an error with 'quotes" and MACRO names
#define MACRO 1
#error
#error "a string" MACRO
after MACRO
