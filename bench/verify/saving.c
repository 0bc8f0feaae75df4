/* The cost of saving and hashing states at every input (Kouba's measure):
   one nondet bool per iteration, its `true` branch blocked at once, with some
   work on a heap array between inputs.  Compare the explorer's own work
   (serialising, hashing, saving, restoring) with the executor's. */
#include <stdlib.h>
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned long h = 0;
  int *a = malloc(64 * sizeof *a);
  for (int i = 0; i < 64; i++)
    a[i] = i;
  for (int i = 0; i < 2000; i++) {
    _Bool b = __VERIFIER_nondet_bool();
    __VERIFIER_assume(!b);
    for (int k = 0; k < 64; k++)
      h = h * 31 + (unsigned)a[(k + i) & 63];
    a[i & 63] ^= (int)h;
  }
  free(a);
  return (int)(h & 1);
}
