// #pragma once: included twice, and again through a different path to the same file.
#include "inc/once/o.h"
#include "inc/once/o.h"
#include "inc/once/../once/o.h"
#include "./inc/once/o.h"
#include "inc/once/op.h"
#include "inc/once/op.h"
#pragma once
end
