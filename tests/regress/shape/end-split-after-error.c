// A list of 1s then 2s, nodes never freed, and an error call that returns
// before abort(); a failed malloc hangs.  At the program's end the shape
// engine splits a state on whether a 0+ segment is empty (garbage depends
// on it); it resumed the part already past main's return, which has no
// frame, and crashed (SV-COMP's list-properties/list-2 under unreach-call
// crashed so in every earlier smoke run).  The error is reachable.
// RUN: not %ferret verify %s --engine shape --property %S/../verify/Inputs/unreach-call.prp --trace %t.json | FileCheck %s
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// CHECK: RESULT: FALSE(unreach-call)
// REPLAY: error: reach-error:
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
struct cell {
  int tag;
  struct cell *next;
};
static void hang(void) {
  for (;;) {
  }
}
int main(void) {
  struct cell *first = malloc(sizeof *first);
  if (!first) hang();
  struct cell *p = first;
  while (__VERIFIER_nondet_int()) {
    p->tag = 1;
    p->next = malloc(sizeof *p->next);
    if (!p->next) hang();
    p = p->next;
  }
  while (__VERIFIER_nondet_int()) {
    p->tag = 2;
    p->next = malloc(sizeof *p->next);
    if (!p->next) hang();
    p = p->next;
  }
  p->tag = 3;
  p = first;
  while (p->tag == 2) p = p->next;
  while (p->tag == 1) p = p->next;
  if (p->tag != 3) {
    reach_error();
    abort();
  }
  return 0;
}
