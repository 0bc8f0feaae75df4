// Register liveness took an alloca's result for as many words as the
// object it allocates (an array of 200 ints): it cleared bits past its
// bit set, which corrupted the heap (verify aborted in malloc) and could
// mark live registers dead.  The result of alloca is one pointer word.
// A byte of stdin indexing past the array is the bug found.
// RUN: not %ferret verify %s --engine explore --timeout 10 | FileCheck %s
// CHECK: RESULT: FALSE(valid-deref)
// CHECK: out-of-bounds
#include <stdio.h>

int main(void) {
  int c = getc(stdin);
  int a[200];
  for (int i = 0; i < 200; i++)
    a[i] = i;
  if (c != EOF)
    return a[c];
  return 0;
}
