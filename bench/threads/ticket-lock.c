// A ticket lock: each thread takes the next ticket with an atomic
// fetch-and-add and spins until its ticket is served.  With RACY_TICKET
// (ticket-lock-bug.c) the ticket is read and bumped in two steps, so two
// threads can hold the same ticket and both enter.
#include <pthread.h>

extern void reach_error(void);
unsigned next_ticket, now_serving;
int inside;

void *worker(void *arg) {
#ifdef RACY_TICKET
  unsigned my = next_ticket;
  next_ticket = my + 1;
#else
  unsigned my = __sync_fetch_and_add(&next_ticket, 1);
#endif
  while (now_serving != my)
    ;
  inside++;
  if (inside != 1) reach_error();
  inside--;
  now_serving = my + 1;
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
