// Four threads each add input values to their own slot in a loop, and one
// of them reports when the sum of the slots it sees hits a target: many
// inputs and interleavings, and the error needs chosen inputs and an
// interleaving in which the others have written.
#include <pthread.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int slot[4];
void *adder(void *a) {
  int me = (int)(long)a;
  for (int i = 0; i < 3; i++) {
    int v = __VERIFIER_nondet_int();
    if (v < 0 || v > 1000) v = 0;
    slot[me] += v;
  }
  if (me == 3 && slot[0] + slot[1] + slot[2] + slot[3] == 2777) reach_error();
  return 0;
}
int main(void) {
  pthread_t t[4];
  for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, adder, (void *)i);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
