#define CFG_B 3
