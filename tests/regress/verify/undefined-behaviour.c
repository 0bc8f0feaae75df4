// A path that overflows a signed integer (or shifts out of range) ends
// there when the property checked does not name it: SV-COMP's tasks are
// free of undefined behaviour and labelled as if it cannot happen.  Here
// reach_error() is reachable only through a wrap (c * 20000000 for
// c >= 108): TRUE, with the overflow as a warning that replays; before, the
// wrapped path was followed into FALSE(unreach-call).  -DBUG reaches it
// without one; -DSHIFT shifts out of range on the way.  (The explicit
// engine's reports, with the values that overflow.)
// RUN: %ferret verify %s --engine explore --property %S/Inputs/unreach-call.prp | FileCheck %s
// CHECK: RESULT: TRUE
// CHECK-NEXT: undefined-behaviour.c:[[@LINE+31]]:37: warning: signed-overflow: signed 32-bit + overflows (1080000000 + 1080000000)
// CHECK: note: undefined behaviour: the paths through it were not followed
// CHECK-NEXT: replay: ferret run {{.*}}undefined-behaviour.c --inputs 54
// CHECK: warning: signed-overflow: signed 32-bit * overflows (108 * 20000000)
// CHECK: replay: ferret run {{.*}}undefined-behaviour.c --inputs 108
// The replay shows it as an error.
// RUN: not %ferret run %s --inputs 108 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %s --engine explore --property %S/Inputs/unreach-call.prp --json | FileCheck %s --check-prefix=JSON
// RUN: not %ferret verify %s --engine explore -DBUG --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s --engine explore --property %S/Inputs/no-overflow.prp | FileCheck %s --check-prefix=OVERFLOW
// RUN: %ferret verify %s --engine explore -DSHIFT --property %S/Inputs/unreach-call.prp | FileCheck %s --check-prefix=SHIFT
// Memory safety too: no property file names it.
// RUN: %ferret verify %s --engine explore | FileCheck %s --check-prefix=MEMSAFETY
// REPLAY: error: signed-overflow: signed 32-bit * overflows (108 * 20000000)
// JSON: {"engine":"explore","result":"TRUE","undefined_behaviour":[{"column":37,{{.*}}"kind":"signed-overflow",{{.*}}"replay":"ferret run {{.*}} --inputs 54"
// BUG: RESULT: FALSE(unreach-call)
// BUG: replay: ferret run {{.*}} --inputs 1
// OVERFLOW: RESULT: FALSE(no-overflow)
// OVERFLOW-NEXT: error: signed-overflow
// SHIFT: RESULT: TRUE
// SHIFT: warning: shift-out-of-range: shift of a 32-bit value by 32
// MEMSAFETY: RESULT: TRUE
// MEMSAFETY: warning: signed-overflow
extern signed char __VERIFIER_nondet_char(void);
extern void reach_error(void);
int main(void) {
  signed char c = __VERIFIER_nondet_char();
#ifdef SHIFT
  if (c > 31 && (1 << c) == 0) reach_error();
#else
  int x = 0;
  for (int i = 0; i < 2; i++) x = x + c * 20000000;
#ifdef BUG
  if (x == 40000000) reach_error();
#else
  if (x < 0 && c > 0) reach_error();
#endif
#endif
  return 0;
}
