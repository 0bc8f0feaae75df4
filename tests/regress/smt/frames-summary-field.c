// A function called in a loop that writes one field of a struct, proved with
// every call summarised (--inline-depth 0): the summary's frame is the field
// `hits` (a long), so `misses` (an int) and `limit` keep their values across
// the calls without an invariant saying so.  The twin's callee writes
// `misses` too: then FALSE, and the trace replays.
// RUN: %ferret verify %s --engine smt --inline-depth 0 --timeout 30 --stats 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --inline-depth 0 --timeout 30 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// SAFE: proof by chc-int
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: reach_error
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct counter { long hits; int misses; };
struct counter c;
int limit = 7;
void hit(struct counter *p) {
  p->hits = p->hits + 1;
#ifdef BUG
  if (p->hits == 3) p->misses = 1;
#endif
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) return 0;
  for (int i = 0; i < n; i++) hit(&c);
  if (c.misses != 0 || limit != 7) reach_error();
  return 0;
}
