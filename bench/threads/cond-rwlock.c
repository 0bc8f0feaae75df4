// Readers and a writer over a read-write lock made of a mutex and a
// condition variable: a reader waits while the writer writes, the writer
// while anyone reads or writes, and each reader sees x == y.  With
// IGNORE_READERS (cond-rwlock-bug.c) the writer waits only for another
// writer, and may update the pair while a reader reads it.
#include <pthread.h>

extern void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
int readers, writing, x, y;

void read_lock(void) {
  pthread_mutex_lock(&m);
  while (writing) pthread_cond_wait(&changed, &m);
  readers++;
  pthread_mutex_unlock(&m);
}

void read_unlock(void) {
  pthread_mutex_lock(&m);
  readers--;
  if (readers == 0) pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
}

void write_lock(void) {
  pthread_mutex_lock(&m);
#ifdef IGNORE_READERS
  while (writing)
#else
  while (writing || readers > 0)
#endif
    pthread_cond_wait(&changed, &m);
  writing = 1;
  pthread_mutex_unlock(&m);
}

void write_unlock(void) {
  pthread_mutex_lock(&m);
  writing = 0;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
}

void *writer(void *arg) {
  write_lock();
  x++;
  y++;
  write_unlock();
  return arg;
}

void *reader(void *arg) {
  read_lock();
  if (x != y) reach_error();
  read_unlock();
  return arg;
}

int main(void) {
  pthread_t w, r1, r2;
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  return 0;
}
