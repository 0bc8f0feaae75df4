// Two threads increment a counter without a lock: under a mutex no update is lost.
#include <pthread.h>
extern void reach_error(void);
int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *inc(void *a) { (void)a; pthread_mutex_lock(&m); int t = counter; counter = t + 1; pthread_mutex_unlock(&m); return 0; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, inc, 0);
  pthread_create(&y, 0, inc, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  if (counter != 2) reach_error();
  return 0;
}
