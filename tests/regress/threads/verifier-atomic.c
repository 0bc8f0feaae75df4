// SV-COMP's atomic sections: __VERIFIER_atomic_begin/end and functions
// named __VERIFIER_atomic_* run without a context switch, so the
// increments inside never interleave.  -DBUG drops them.
// RUN: %ferret verify %s | FileCheck %s --check-prefix=OK
// RUN: not %ferret verify -DBUG %s | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify -DBUG %s --trace %t.json > /dev/null
// RUN: not %ferret run -DBUG %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// REPLAY: error: reach-error
// OK: RESULT: TRUE
// BUG: RESULT: FALSE(unreach-call)
#include <pthread.h>

extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int x, y;

#ifdef BUG
void bump(void) { y = y + 1; }
#define BEGIN()
#define END()
#else
void __VERIFIER_atomic_bump(void) { y = y + 1; }
#define bump __VERIFIER_atomic_bump
#define BEGIN() __VERIFIER_atomic_begin()
#define END() __VERIFIER_atomic_end()
#endif

void *work(void *arg) {
  BEGIN();
  x = x + 1;
  END();
  bump();
  return arg;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, work, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  if (x != 2 || y != 2) reach_error();
  return 0;
}
