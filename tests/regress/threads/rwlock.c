// Readers share a read-write lock, a writer excludes them: no reader ever
// sees a half-done update.  -DBUG lets the writer take a read lock.
// RUN: %ferret verify %s | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DBUG %s | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run -DWRITE_TWICE %s 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %ferret verify -DBUG %s --trace %t.json > /dev/null
// RUN: not %ferret run -DBUG %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// REPLAY: error: reach-error
// OK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// TWICE: error: deadlock: pthread_rwlock_wrlock of a read-write lock this thread holds for writing
#include <pthread.h>

extern void reach_error(void);
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
int a, b;

void *reader(void *arg) {
  pthread_rwlock_rdlock(&l);
  if (a != b) reach_error();
  pthread_rwlock_unlock(&l);
  return arg;
}

void *writer(void *arg) {
#ifdef BUG
  pthread_rwlock_rdlock(&l);
#else
  pthread_rwlock_wrlock(&l);
#endif
  a++;
  b++;
  pthread_rwlock_unlock(&l);
  return arg;
}

int main(void) {
#ifdef WRITE_TWICE
  pthread_rwlock_wrlock(&l);
  pthread_rwlock_wrlock(&l);
#endif
  pthread_t r1, r2, w;
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(r1, 0);
  pthread_join(w, 0);
  pthread_join(r2, 0);
  if (pthread_rwlock_trywrlock(&l) != 0) reach_error();
  pthread_rwlock_unlock(&l);
  pthread_rwlock_destroy(&l);
  return 0;
}
