// flags: -Iinc/next1 -Iinc/next2
// #include_next continues the search after the directory that held the current header.
#include <nx.h>
#include "nx.h"
end
