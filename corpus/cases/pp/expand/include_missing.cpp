// A missing include is a fatal error: the output stops there.
before
#include "no/such/header.h"
after
#include <also_missing.h>
