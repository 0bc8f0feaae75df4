// cas-counter.c without the retry of a failed compare-and-swap.
#define NO_RETRY 1
#include "cas-counter.c"
