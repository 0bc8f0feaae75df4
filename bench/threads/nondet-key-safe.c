// nondet-key.c whose publisher never changes the key: no input fails.
#define SAFE 1
#include "nondet-key.c"
