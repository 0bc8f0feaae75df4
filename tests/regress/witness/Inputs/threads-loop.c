/* A correct multi-threaded program with a loop (correctness-empty.c). */
#include <pthread.h>
int shared;
void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; i++) shared = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int n = 0;
  while (n < 2) n++;
  pthread_join(t, 0);
  return 0;
}
