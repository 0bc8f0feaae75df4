// Misuse of streams is reported: fclose twice, a read from a stream opened
// for writing only, a stream used after fclose, and (a warning) a stream
// left open at exit.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: not %ferret run %s --fs-root %t.dir -DTWICE 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %ferret run %s --fs-root %t.dir -DWRONLY 2>&1 | FileCheck %s --check-prefix=WRONLY
// RUN: not %ferret run %s --fs-root %t.dir -DAFTER 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: %ferret run %s --fs-root %t.dir 2>&1 | FileCheck %s --check-prefix=LEAK
#include <stdio.h>

int main(void) {
  FILE *f = fopen("x.txt", "w");
  fputs("data", f);
#if defined(TWICE)
  fclose(f);
  // TWICE: stdio-misuse.c:[[@LINE+3]]:{{[0-9]+}}: error: double-free: fclose of a stream already closed
  // TWICE: note: opened by fopen here
  // TWICE: note: closed here
  fclose(f);
#elif defined(WRONLY)
  // WRONLY: stdio-misuse.c:[[@LINE+1]]:{{[0-9]+}}: error: invalid-call: fgetc reads from a stream opened for writing only
  fgetc(f);
#elif defined(AFTER)
  fclose(f);
  // AFTER: stdio-misuse.c:[[@LINE+1]]:{{[0-9]+}}: error: use-after-free: fprintf on a stream closed by fclose
  fprintf(f, "late");
#else
  // LEAK: stdio-misuse.c:12:{{[0-9]+}}: warning: memory-leak: the stream opened by fopen here is never closed
#endif
  return 0;
}
