// rwlock-bug.c with the writer holding the lock for writing.
#define EXCLUSIVE 1
#include "rwlock-bug.c"
