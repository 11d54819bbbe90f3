sys1_h
#include "sys2.h"
sys1_h_end
