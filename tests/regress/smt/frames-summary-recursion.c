// A recursive list length through its summary: length() writes nothing (its
// frame is empty), so the list's links and data are the same after the
// call; the summary itself says the length is never negative.  With
// --inline-depth 0 the call of sum() is summarised too.  The twin's
// length() writes the data it walks over: FALSE, and the trace replays.
// RUN: %ferret verify %s --engine smt --inline-depth 0 --timeout 30 | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine smt --inline-depth 0 --timeout 30 --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// SAFE: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
// REPLAY: reach_error
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { struct node *next; int data; };
int length(struct node *l) {
  if (!l) return 0;
#ifdef BUG
  l->data = -1;
#endif
  return 1 + length(l->next);
}
int sum(int a, int b) { return a + b; }
int main(void) {
  struct node b = {0, 2}, a = {&b, 1};
  int n = length(__VERIFIER_nondet_int() ? &a : &b);
  if (n < 0 || sum(a.data, b.data) != 3) reach_error();
  return 0;
}
