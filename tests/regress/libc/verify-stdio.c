// verify on a program that writes a file and reads it back: a truncating
// open asks nothing of the environment, so the explicit engine explores
// every input and finds the read past the buffer (FALSE, and the
// counterexample replays) or proves the bounded twin (TRUE).  The shape
// and SMT engines do not model streams: UNKNOWN, never an answer.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: not %ferret verify %s -DBUG --engine explore --trace %t.json | FileCheck %s --check-prefix=BUG
// RUN: not %ferret run %s -DBUG --replay %t.json --fs-root %t.dir 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %s --engine explore | FileCheck %s --check-prefix=SAFE
// RUN: not %ferret verify %s -DBUG --engine shape | FileCheck %s --check-prefix=OTHER
// RUN: not %ferret verify %s --engine shape | FileCheck %s --check-prefix=OTHER
// RUN: not %ferret verify %s -DBUG --engine smt | FileCheck %s --check-prefix=OTHER
// RUN: not %ferret verify %s --engine smt | FileCheck %s --check-prefix=OTHER
// BUG: RESULT: FALSE(valid-deref)
// BUG: error: out-of-bounds: {{.*}}fread
// REPLAY: error: out-of-bounds
// REPLAY: the run shows FALSE(valid-deref), as the counterexample
// SAFE: RESULT: TRUE
// OTHER: RESULT: UNKNOWN ({{.*}}fopen
#include <stdio.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char k = __VERIFIER_nondet_uchar();
  if (k > 5) return 0;
  FILE *out = fopen("scratch.txt", "w");
  if (!out) return 0;
  for (int i = 0; i < k; ++i) fputc('a' + i, out);
  fclose(out);
  FILE *in = fopen("scratch.txt", "r");
  char buf[4];
#ifdef BUG
  size_t want = 5;
#else
  size_t want = sizeof buf;
#endif
  size_t n = fread(buf, 1, want, in);
  fclose(in);
  return n > 0 && buf[0] != 'a';
}
