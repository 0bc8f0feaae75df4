// peterson.c with each thread giving itself the turn: both enter.
#define BUG 1
#include "peterson.c"
