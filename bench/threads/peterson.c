// Peterson's algorithm for two threads: never both in the critical section.
// With BUG (peterson-bug.c) each thread gives itself the turn, and both enter.
#include <pthread.h>

extern void reach_error(void);

int flag0, flag1, turn, inside;

static void critical(void) {
  inside++;
  if (inside != 1) reach_error();
  inside--;
}

void *first(void *arg) {
  (void)arg;
  flag0 = 1;
#ifdef BUG
  turn = 0;
#else
  turn = 1;
#endif
  while (flag1 && turn == 1)
    ;
  critical();
  flag0 = 0;
  return 0;
}

void *second(void *arg) {
  (void)arg;
  flag1 = 1;
#ifdef BUG
  turn = 1;
#else
  turn = 0;
#endif
  while (flag0 && turn == 0)
    ;
  critical();
  flag1 = 0;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
