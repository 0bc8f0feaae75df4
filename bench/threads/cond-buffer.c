// cond-buffer-if.c with the consumer re-checking in a loop: every value
// is taken once, in order.
#define RECHECK 1
#include "cond-buffer-if.c"
