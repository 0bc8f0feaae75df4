// Two threads write one counter without a lock: FALSE(no-data-race).
#include <pthread.h>
int counter;
void *work(void *arg) {
  counter = counter + 1;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, work, 0);
  counter = counter + 2;
  pthread_join(t, 0);
  return 0;
}
