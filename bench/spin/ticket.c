/* Ticket lock for N threads (-DN=2 or 3, default 2) with tickets counted
 * modulo M (default N + 1); twin of ticket.pml.  Taking a ticket is one
 * atomic section (a fetch-and-increment modulo M).  -DBUG takes it with a
 * separate read and write instead: two threads can draw the same ticket and
 * enter together. */
#include <pthread.h>
#include "sc.h"

#ifndef N
#define N 2
#endif
#ifndef M
#define M (N + 1)
#endif

static unsigned next_ticket;
static unsigned now_serving;

static void *thread(void *arg) {
  (void)arg;
  FOREVER {
    unsigned my;
#ifdef BUG
    my = LD(next_ticket);
    ST(next_ticket, (my + 1) % M);
#else
    __VERIFIER_atomic_begin();
    my = next_ticket;
    next_ticket = (my + 1) % M;
    __VERIFIER_atomic_end();
#endif
    while (LD(now_serving) != my)
      ;
    critical_section();
    ST(now_serving, (my + 1) % M);
  }
  return 0;
}

int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], 0, thread, 0);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  return 0;
}
