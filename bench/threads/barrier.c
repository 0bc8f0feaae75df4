// barrier-bug.c with both halves written before the barrier.
#define ORDERED 1
#include "barrier-bug.c"
