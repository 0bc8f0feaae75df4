// cond-rwlock.c with the writer not waiting for the readers.
#define IGNORE_READERS 1
#include "cond-rwlock.c"
