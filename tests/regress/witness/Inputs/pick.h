/* Helpers for header-choice.c: nondet choices made in code outside the
 * task's input file, one whose result is not the value chosen, one with
 * no result at all. */
extern int __VERIFIER_nondet_int(void);
static int pick(void) { int k = __VERIFIER_nondet_int(); return k == 41 ? 42 : 0; }
static void fill(int *a) { a[0] = __VERIFIER_nondet_int(); a[1] = __VERIFIER_nondet_int(); }
