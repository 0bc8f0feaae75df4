// Threads run under the default schedule of `ferret run` (the running
// thread goes on until it blocks or ends, then the lowest-numbered
// runnable one), a replayed one, and every interleaving under verify.
// RUN: %ferret run %s --print-inputs 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: %ferret run %s --schedule 0,2 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %s | FileCheck %s --check-prefix=VERIFY
// RUN: not %ferret run %s --schedule 0,x 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ferret: error: --schedule takes comma-separated thread numbers, not 'x'
// DEFAULT: worker 1 done
// DEFAULT-NEXT: joined 1 with self 1
// DEFAULT-NEXT: worker 2 done
// DEFAULT-NEXT: joined 2 with self 2
// DEFAULT-NEXT: counter 4
// DEFAULT: ferret: schedule: 0,1,1,
// REPLAY: worker 2 done
// REPLAY-NEXT: worker 1 done
// VERIFY: RESULT: TRUE
#include <pthread.h>
#include <stdio.h>

int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  int id = *(int *)arg;
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
  }
  printf("worker %d done\n", id);
  return (void *)(long)pthread_self();
}

int main(void) {
  pthread_t t[2];
  int ids[2] = {1, 2};
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, &ids[i]);
  for (int i = 0; i < 2; i++) {
    void *r;
    pthread_join(t[i], &r);
    printf("joined %d with self %ld\n", ids[i], (long)r);
    if (!pthread_equal(t[i], (pthread_t)r)) return 1;
  }
  printf("counter %d\n", counter);
  return counter != 4;
}
