// Heap blocks a thread has allocated and not yet published are private:
// accessing them is no scheduling point, so building two lists costs few
// states (1,475 when every heap access was visible).  -DBUG publishes
// without the lock: one thread's list can be lost (a leak), and the
// accesses race.
// RUN: %ferret verify %s --stats | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DBUG %s | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify -DBUG %s --property %S/Inputs/no-data-race.prp | FileCheck %s --check-prefix=RACE
// OK: RESULT: TRUE
// OK: states stored {{[0-9]{1,3}$}}
// BUG: RESULT: FALSE(valid-memtrack)
// RACE: RESULT: FALSE(no-data-race)
#include <pthread.h>
#include <stdlib.h>

struct node { int v; struct node *next; };
struct node *published;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *build(void *arg) {
  struct node *h = 0;
  for (int i = 0; i < 4; i++) {
    struct node *n = malloc(sizeof *n);
    n->v = i;
    n->next = h;
    h = n;
  }
  for (struct node *p = h; p; p = p->next) p->v *= 2;
  struct node *t = h;
  while (t->next) t = t->next;
#ifndef BUG
  pthread_mutex_lock(&m);
#endif
  t->next = published;
  published = h;
#ifndef BUG
  pthread_mutex_unlock(&m);
#endif
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, build, 0);
  pthread_create(&b, 0, build, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  while (published) {
    struct node *n = published->next;
    free(published);
    published = n;
  }
  return 0;
}
