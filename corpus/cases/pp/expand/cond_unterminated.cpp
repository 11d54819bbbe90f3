// #if without #endif at the end of the file: an error, reported at the #if.
#define A 1
#if A
kept
#ifdef A
kept2
