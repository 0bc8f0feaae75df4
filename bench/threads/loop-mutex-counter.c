// Three threads add to a counter in loops under a mutex: none is lost.
#include <pthread.h>
extern void reach_error(void);
int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *add(void *a) {
  (void)a;
  for (int i = 0; i < 4; i++) { pthread_mutex_lock(&m); int t = counter; counter = t + 1; pthread_mutex_unlock(&m); }
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, add, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  if (counter != 12) reach_error();
  return 0;
}
