/* Shared-memory accesses of the SPIN twin models (bench/spin/README.md).
 *
 * Every access to a variable shared between threads goes through one of
 * these, so that each is exactly one visible step for Ferret and one
 * statement in the Promela twin.  Sequentially consistent atomics make the
 * native runs behave like both verifiers' interleaving semantics (plain or
 * volatile accesses would let x86 reorder a store after a later load and
 * break Peterson natively). */
#ifndef SPIN_TWIN_SC_H
#define SPIN_TWIN_SC_H
#include <stdlib.h>

#define LD(x) __atomic_load_n(&(x), __ATOMIC_SEQ_CST)
#define ST(x, v) __atomic_store_n(&(x), (v), __ATOMIC_SEQ_CST)
#define FETCH_ADD(x, v) __atomic_fetch_add(&(x), (v), __ATOMIC_SEQ_CST)

/* A native build (-DNATIVE_ROUNDS=R) loops R times and ends, and implements
 * SV-COMP's atomic sections with a mutex; for the verifiers every thread
 * loops forever, as the Promela twins do, and an atomic section is one step
 * (a d_step in Promela). */
#ifdef NATIVE_ROUNDS
#include <pthread.h>
#define FOREVER for (int round_ = 0; round_ < NATIVE_ROUNDS; round_++)
static pthread_mutex_t atomic_section_ = PTHREAD_MUTEX_INITIALIZER;
void __VERIFIER_atomic_begin(void) { pthread_mutex_lock(&atomic_section_); }
void __VERIFIER_atomic_end(void) { pthread_mutex_unlock(&atomic_section_); }
#else
#define FOREVER for (;;)
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
#endif

void reach_error(void) { abort(); }

/* Critical section of the mutual-exclusion models: three visible steps,
 * like `ncs++; assert(ncs == 1); ncs--` in Promela. */
static unsigned in_cs;
static inline void critical_section(void) {
  FETCH_ADD(in_cs, 1);
  if (LD(in_cs) != 1)
    reach_error();
  FETCH_ADD(in_cs, -1);
}
#endif
