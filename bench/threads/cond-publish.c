// cond-publish-bug.c with the value written before the flag is raised.
#define IN_ORDER 1
#include "cond-publish-bug.c"
