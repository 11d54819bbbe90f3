// inc/pre/macros.h
macros_h_text_is_discarded
#define IMAC(x) imacros_##x
#define IMAC_OBJ 7
