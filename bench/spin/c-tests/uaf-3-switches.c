// A use-after-free that only an interleaving with three preemptions reaches
// (as in Rakamarić's Windows driver bug): each thread's step is guarded by
// the other's previous step, so the order must be
//   user: a = 1 | freer: b = 1 | user: c = 1 | freer: free | user: *q
// where the switches user→freer, freer→user and user→freer preempt a thread
// that still has work, and the last one happens because freer ends.  A
// search bounded to two preemptions cannot find it.
// RUN: not %ferret verify %s | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s --context-bound 3 | FileCheck %s --check-prefix=BUG
// RUN: %ferret verify %s --context-bound 2 > %t.k2; test $? -eq 3
// RUN: FileCheck %s --check-prefix=K2 < %t.k2
// BUG: RESULT: FALSE(valid-deref)
// K2: RESULT: UNKNOWN
#include <pthread.h>
#include <stdlib.h>

int *p;
int a, b, c, freed, seen;

void *user(void *arg) {
  (void)arg;
  int *q = p;
  a = 1;
  if (b) {
    c = 1;
    seen = *q;
  }
  return 0;
}

void *freer(void *arg) {
  (void)arg;
  if (a) {
    b = 1;
    if (c) {
      free(p);
      freed = 1;
    }
  }
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  p = malloc(sizeof *p);
  if (!p)
    return 0;
  *p = 42;
  pthread_create(&t0, 0, user, 0);
  pthread_create(&t1, 0, freer, 0);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  if (!freed)
    free(p);
  return 0;
}
