// A writer keeps x == y under a read-write lock; two readers check it.
// The bug: the writer takes the lock for reading, so a reader may see the
// update half done.
#include <pthread.h>

extern void reach_error(void);
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
int x, y;

void *writer(void *arg) {
  for (int i = 0; i < 2; i++) {
#ifdef EXCLUSIVE
    pthread_rwlock_wrlock(&l);
#else
    pthread_rwlock_rdlock(&l);
#endif
    x = x + 1;
    y = y + 1;
    pthread_rwlock_unlock(&l);
  }
  return arg;
}

void *reader(void *arg) {
  pthread_rwlock_rdlock(&l);
  if (x != y) reach_error();
  pthread_rwlock_unlock(&l);
  return arg;
}

int main(void) {
  pthread_t w, r1, r2;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  if (x != 2 || y != 2) reach_error();
  return 0;
}
