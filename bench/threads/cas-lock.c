// broken-lock.c with a compare-and-swap lock: the pair stays consistent.
#define CAS 1
#include "broken-lock.c"
