// CUDA <<< >>> launch syntax inside macro bodies and arguments (lexed as << < and >> >).
#define LAUNCH(k, g, b, ...) k<<<g, b>>>(__VA_ARGS__)
#define LAUNCH2(k, cfg, ...) k<<<cfg>>>(__VA_ARGS__)
#define CFG(a, b) a, b
LAUNCH(kern, 1, 256, x, y);
LAUNCH(kern, dim3(1, 2), 64);
LAUNCH2(k2, CFG(4, 32), p);
#define OPEN <<<
#define CLOSE >>>
kern OPEN 1, 2 CLOSE ();
a<<<b>>>c
#define STR(...) #__VA_ARGS__
STR(k<<<1,2>>>()) STR(a<<<b>>>c)
#define CAT(a, b) a ## b
CAT(<, <)< CAT(>, >)>
