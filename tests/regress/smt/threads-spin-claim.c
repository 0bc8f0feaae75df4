// The bounded claim of the SMT engine's context bound needs, after the
// proof that no violation is reachable, two more answers: no path goes on
// past the unwinding, and none meets what the encoding does not model
// (here: an access out of bounds).  On spinning threads (Peterson's entry
// protocol) the second query took as long as the proof, and the answer
// ended at the time limit without the claim ("but whether a path meets
// what the encoding does not model was not decided").  Now the two are one
// query on the solver that made the proof, the bounds of accesses to
// globals are constants instead of reads of the rounds' guessed memories,
// and a thread's own stack objects stay live through its switches: the
// claim comes in a fraction of a second (-DNOCHECK: nothing to prove but
// the accesses), or a few seconds with the check.  Never TRUE.
// RUN: %ferret verify -DNOCHECK %s --engine smt --context-bound 3 --property %S/../threads/Inputs/unreach-call.prp --timeout 20 --wall-timeout 0 > %t.spin; test $? -eq 3
// RUN: FileCheck %s --check-prefix=CLAIM3 < %t.spin
// RUN: %ferret verify %s --engine smt --context-bound 2 --property %S/../threads/Inputs/unreach-call.prp --timeout 30 --wall-timeout 0 > %t.check; test $? -eq 3
// RUN: FileCheck %s --check-prefix=CLAIM2 < %t.check
// CLAIM3: RESULT: UNKNOWN (TRUE up to 3 contexts per thread)
// CLAIM2: RESULT: UNKNOWN (TRUE up to 2 contexts per thread)
#include <pthread.h>

extern void reach_error(void);
int flag0, flag1, turn, inside;

void *first(void *arg) {
  flag0 = 1;
  turn = 1;
  while (flag1 && turn == 1)
    ;
  inside++;
  inside--;
  flag0 = 0;
  return arg;
}

void *second(void *arg) {
  flag1 = 1;
  turn = 0;
  while (flag0 && turn == 0)
    ;
  inside++;
  inside--;
  flag1 = 0;
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
#ifndef NOCHECK
  if (inside != 0) reach_error();
#endif
  return 0;
}
