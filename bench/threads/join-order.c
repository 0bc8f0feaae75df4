// missing-join.c joining before it reads: the result is always there.
#define JOINED 1
#include "missing-join.c"
