// Increments in SV-COMP atomic sections are never lost.
#include <pthread.h>
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int counter;
void *inc(void *a) {
  (void)a;
  for (int i = 0; i < 2; i++) {
    __VERIFIER_atomic_begin();
    counter = counter + 1;
    __VERIFIER_atomic_end();
  }
  return 0;
}
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, inc, 0);
  pthread_create(&y, 0, inc, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  if (counter != 4) reach_error();
  return 0;
}
