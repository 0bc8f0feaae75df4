// The shape engine's output functions read every string they print to its
// terminator.  They used to check one byte of each pointer argument, so a
// printf("%s") or puts of an unterminated buffer was proved TRUE by the
// shape engine and by auto.  The format says which arguments are strings:
// a precision bounds the read (PRECISION), a %p of a freed block reads
// nothing (DANGLING), perror(NULL) prints no string (PERROR), and a %n,
// which writes, is not modelled (COUNT), nor a format that is no constant
// string (the FORMAT case; the explicit engine finds that bug).
// RUN: not %ferret verify %s --engine shape -DSTACK | FileCheck %s --check-prefix=STACK
// RUN: not %ferret verify %s -DSTACK | FileCheck %s --check-prefix=STACK
// RUN: not %ferret verify %s --engine shape -DHEAP | FileCheck %s --check-prefix=HEAP
// RUN: not %ferret verify %s --engine shape -DFORMAT | FileCheck %s --check-prefix=FORMAT
// RUN: not %ferret verify %s -DFORMAT | FileCheck %s --check-prefix=FOUND
// RUN: %ferret verify %s --engine shape -DPRECISION | FileCheck %s --check-prefix=TRUE
// RUN: %ferret verify %s --engine shape -DDANGLING | FileCheck %s --check-prefix=TRUE
// RUN: %ferret verify %s --engine shape -DPERROR | FileCheck %s --check-prefix=TRUE
// RUN: not %ferret verify %s --engine shape -DCOUNT | FileCheck %s --check-prefix=COUNT
// STACK: RESULT: FALSE(valid-deref)
// STACK: out-of-bounds: read of 1 byte at offset 4 of local variable 'b'
// HEAP: RESULT: FALSE(valid-deref)
// HEAP: out-of-bounds: read of 1 byte at offset 4 of heap block
// FORMAT: RESULT: UNKNOWN (printf() of a format that is not a constant string)
// FOUND: RESULT: FALSE(valid-deref)
// FOUND: out-of-bounds: read of 1 byte at offset 4 of local variable 'b'
// TRUE: RESULT: TRUE
// COUNT: RESULT: UNKNOWN (printf() writes through %n, which the shape engine does not model)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char b[4];
  memcpy(b, "abcd", 4);
  char *h = malloc(4);
  if (!h) return 0;
  memcpy(h, "wxyz", 4);
#if defined(STACK)
  printf("%d %s\n", 1, b);
#elif defined(HEAP)
  fputs(h, stderr);
#elif defined(FORMAT)
  printf(b);
#elif defined(PRECISION)
  fprintf(stdout, "%.4s %.*s\n", b, 4, h);
#elif defined(DANGLING)
  char *gone = malloc(1);
  free(gone);
  printf("%p\n", (void *)gone);
#elif defined(PERROR)
  perror(NULL);
#elif defined(COUNT)
  int n;
  printf("ab%n\n", &n);
#endif
  free(h);
  return 0;
}
