// Two threads increment a counter without a lock: one update can be lost.
#include <pthread.h>
extern void reach_error(void);
int counter;
void *inc(void *a) { (void)a; int t = counter; counter = t + 1; return 0; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, inc, 0);
  pthread_create(&y, 0, inc, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  if (counter != 2) reach_error();
  return 0;
}
