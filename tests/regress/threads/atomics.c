// Atomic read-modify-writes, compare-and-swap and atomic loads and stores
// (C11 and the GCC builtins, which Clang turns into atomic IR): a spin lock
// built from them keeps the counter exact, and atomics never race with
// each other.  -DBUG increments with a plain read and write.
// RUN: %ferret verify %s | FileCheck %s --check-prefix=OK
// RUN: %ferret verify %s --property %S/Inputs/no-data-race.prp | FileCheck %s --check-prefix=OK
// RUN: %ferret run %s 2>&1 | FileCheck %s --check-prefix=NATIVE
// RUN: not %ferret verify -DBUG %s | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify -DBUG %s --property %S/Inputs/no-data-race.prp | FileCheck %s --check-prefix=RACE
// RUN: not %ferret verify -DBUG %s --trace %t.json > /dev/null
// RUN: not %ferret run -DBUG %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// REPLAY: error: reach-error
// RUN: not %ferret verify -DBUG %s --property %S/Inputs/no-data-race.prp --trace %t.race.json > /dev/null
// RUN: not %ferret run -DBUG %s --replay %t.race.json 2>&1 | FileCheck %s --check-prefix=REPLAY-RACE
// REPLAY-RACE: error: data-race
// OK: RESULT: TRUE
// NATIVE: total 2 flags 3 max 7
// BUG: RESULT: FALSE(unreach-call)
// RACE: RESULT: FALSE(no-data-race)
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

extern void reach_error(void);
atomic_int lock;
int counter, total;
long hits;
unsigned flags;
int maxSeen;

void *work(void *arg) {
  long me = (long)arg;
  int expected = 0;
  while (!atomic_compare_exchange_strong(&lock, &expected, 1)) expected = 0;
  counter++;
  atomic_store(&lock, 0);
  __atomic_fetch_add(&hits, 1, __ATOMIC_SEQ_CST);
  __sync_fetch_and_or(&flags, 1u << me);
  __atomic_fetch_max(&maxSeen, (int)me + 6, __ATOMIC_SEQ_CST);
#ifdef BUG
  int v = __atomic_load_n(&total, __ATOMIC_RELAXED);
  total = v + 1;
#else
  __sync_fetch_and_add(&total, 1);
#endif
  __sync_synchronize();
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, work, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  if (counter != 2 || total != 2 || hits != 2 || !__sync_bool_compare_and_swap(&flags, 3u, 3u)) reach_error();
  printf("total %d flags %u max %d\n", total, flags, maxSeen);
  return 0;
}
