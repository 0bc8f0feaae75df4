// ticket-lock.c with the ticket read and bumped in two steps.
#define RACY_TICKET 1
#include "ticket-lock.c"
