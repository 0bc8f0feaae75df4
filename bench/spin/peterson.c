/* Peterson's mutual exclusion for 2 threads; twin of peterson.pml.
 * -DBUG writes turn before the own flag, which breaks mutual exclusion. */
#include <pthread.h>
#include "sc.h"

static int flag[2];
static int turn;

static void *thread(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  FOREVER {
#ifdef BUG
    ST(turn, other);
    ST(flag[me], 1);
#else
    ST(flag[me], 1);
    ST(turn, other);
#endif
    while (LD(flag[other]) && LD(turn) == other)
      ;
    critical_section();
    ST(flag[me], 0);
  }
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++)
    pthread_create(&t[i], 0, thread, (void *)i);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
