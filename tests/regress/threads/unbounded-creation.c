// Threads created without bound have no finite state space: a path that
// would create more than --max-threads (default 64) ends unexplored, and
// the answer is UNKNOWN with that reason, never TRUE.  Before, the search
// ran until the timeout or, holding every thread in every save point, out
// of memory (std::bad_alloc).
// RUN: not %ferret verify %s --property %S/Inputs/unreach-call.prp --max-threads 8 | FileCheck %s
// RUN: not %ferret verify %s --property %S/Inputs/unreach-call.prp --timeout 2 | FileCheck %s --check-prefix=TIMEOUT
// RUN: not %ferret verify %s -DBUG --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s --max-threads 0 2>&1 | FileCheck %s --check-prefix=ZERO
// CHECK: RESULT: UNKNOWN (thread limit of 8 reached: the runs with more threads were not explored (--max-threads))
// The explicit engine's share ends it (the shape engines after it stop at
// once on pthread_create), which the reason says since c7f9567.
// TIMEOUT: RESULT: UNKNOWN ({{(the explore engine's share of the CPU time ran out \()?}}{{CPU time|wall-clock}} limit of
// TIMEOUT: note: also: thread limit of 64 reached
// BUG: RESULT: FALSE(unreach-call)
// ZERO: --max-threads: must be a whole number from 1 to 4294967295, not 0
#include <pthread.h>

extern void reach_error(void);
int count;

void *work(void *arg) {
#ifdef BUG
  count = count + 1;
  if (count > 5) reach_error();
#else
  count = 1;
#endif
  return arg;
}

int main(void) {
  pthread_t t;
  while (1) pthread_create(&t, 0, work, 0);
  return 0;
}
