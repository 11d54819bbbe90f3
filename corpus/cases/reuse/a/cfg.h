#include_next <cfg.h>
#define CFG_A CFG_B
