// Variables the C library defines are not zero in the shape engine.  stdin,
// stdout and stderr were null there (unwritten globals), so a program that
// checks its stream before using it (`if (!f) return`) ended at once and was
// proved TRUE, by --engine shape and by auto, whatever it did next.  Now
// the streams point to FILEs of their own, so the check passes and the bug
// behind it is found (STREAM); a program that relies on a stream being set
// is proved (-DCLEAN); any other library variable (optind) is any value:
// a path behind a value it cannot have at the start is met, and the
// concrete run, where optind starts at 1, does not confirm it (OPTIND).
// RUN: not %ferret verify %s --engine shape -DSTREAM | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s -DSTREAM | FileCheck %s --check-prefix=BUG
// RUN: not %ferret verify %s --engine shape -DOPTIND | FileCheck %s --check-prefix=OPTIND
// RUN: %ferret verify %s --engine shape -DCLEAN | FileCheck %s --check-prefix=CLEAN
// BUG: RESULT: FALSE(valid-deref)
// CLEAN: RESULT: TRUE
// OPTIND: RESULT: UNKNOWN ({{.*}}not confirmed by a concrete run)
#include <stdio.h>
#include <unistd.h>

int main(void) {
  int slots[2] = {0, 0};
  FILE *in = stdin;
#if defined(STREAM)
  if (!in || !stdout || !stderr) return 0;
  slots[2] = 1;
#elif defined(OPTIND)
  if (optind != 1) slots[2] = 1;
#else
  if (!in) slots[2] = 1;
#endif
  return slots[0];
}
