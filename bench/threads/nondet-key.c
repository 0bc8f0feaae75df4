// A thread fails when an input matches a key another thread published:
// one input value out of 2^32, and an interleaving, lead to the error.
// With SAFE (nondet-key-safe.c) the key it can match is never published.
#include <pthread.h>
extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
unsigned key = 7, published;
void *publisher(void *a) {
  (void)a;
#ifndef SAFE
  key = 0x5eed1234u;
#endif
  published = 1;
  return 0;
}
void *checker(void *a) {
  (void)a;
  unsigned guess = __VERIFIER_nondet_uint();
  if (published && guess == key && key != 7) reach_error();
  return 0;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, publisher, 0);
  pthread_create(&c, 0, checker, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
