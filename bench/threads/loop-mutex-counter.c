// loop-lost-update.c with its mutex: no update is lost.
#define LOCKED 1
#include "loop-lost-update.c"
