// flags: -imacros inc/pre/macros.h
// -imacros FILE: only its macros are kept, its output is discarded.
IMAC(a) IMAC_OBJ
