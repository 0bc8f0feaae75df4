/* A helper header for witness-header.c: a nondet choice and a faulty store
 * that happen in code outside the verified input file. */
extern int __VERIFIER_nondet_int(void);
static int choose(void) { return __VERIFIER_nondet_int(); }
static void store(int *p, int v) { *p = v; }
