// As nondet-key.c, but the checker compares against a key the publisher
// never writes while the flag is set: no input leads to the error.
#include <pthread.h>
extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
unsigned key = 7, published;
void *publisher(void *a) { (void)a; published = 1; return 0; }
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
