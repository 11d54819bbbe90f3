// UCN and UTF-8 identifiers: \u00e9 and é name the same macro.
#define \u00e9 ucn_defined
é \u00e9 \U000000e9
#define café utf8_defined
café caf\u00e9
#define STR(x) #x
STR(\u00e9) STR(é)
#define CAT(a, b) a ## b
CAT(caf, é) CAT(caf, \u00e9)
x\u00e9y xéy
