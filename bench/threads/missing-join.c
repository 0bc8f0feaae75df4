// main reads a result without joining the thread that writes it.  With
// JOINED (join-order.c) it joins first, and the result is always there.
#include <pthread.h>
extern void reach_error(void);
int result;
void *work(void *a) { (void)a; result = 42; return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, work, 0);
#ifdef JOINED
  pthread_join(t, 0);
  if (result != 42) reach_error();
#else
  if (result == 42) reach_error();
  pthread_join(t, 0);
#endif
  return 0;
}
