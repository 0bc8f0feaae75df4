// What the dispatch loop's own handlers of local variables' objects, their
// scopes, switches and pointer equality must still report: a local that
// overflows the stack, a use after its scope ended (its block entered
// again revives it), a switch on an undefined value, and equality of
// pointers into different objects decided by their addresses.
// RUN: %ferret run %s | FileCheck %s --check-prefix=OK
// RUN: not %ferret run %s -DOVERFLOW 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not %ferret run %s -DSCOPE 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not %ferret run %s -DSWITCH 2>&1 | FileCheck %s --check-prefix=SWITCH
#include <stdio.h>

static int nil;

static int touch(int *p) { return *p; }

// A local whose address is taken, made at every call.
static int deep(int n) {
  char buf[4096];
  buf[0] = (char)n;
  return n == 0 ? buf[0] : deep(n - 1) + touch(&nil) + buf[0];
}

static int kind(int k) {
  // SWITCH: local-objects.c:[[@LINE+1]]:{{[0-9]+}}: error: uninitialized-value: a switch condition depends on an uninitialised value
  switch (k) {
    case 1: return 10;
    case 7: return 70;
    case 300: return 3000;
    default: return -1;
  }
}

int main(void) {
#ifdef OVERFLOW
  // OVERFLOW: error: stack-overflow: a local variable of 4096 bytes at call depth {{[0-9]+}} exhausts the stack of 8388608 bytes (--stack-size)
  return deep(100000);
#elif defined(SCOPE)
  int *kept = 0;
  for (int i = 0; i < 3; ++i) {
    int x = i;
    if (kept) printf("%d\n", *kept);  // the same object, revived each time round
    kept = &x;
  }
  // SCOPE: local-objects.c:[[@LINE+1]]:{{[0-9]+}}: error: use-after-scope:
  return *kept;
#elif defined(SWITCH)
  int k;
  return kind(k);
#else
  int here = 0;
  // OK: deep 55
  printf("deep %d\n", deep(10));
  // OK: kinds 10 70 3000 -1
  printf("kinds %d %d %d %d\n", kind(1), kind(7), kind(300), kind(2));
  // OK: equal 0 1 0 1
  printf("equal %d %d %d %d\n", &here == &nil, &nil == &nil, (void *)&here == (void *)&deep, &here != &nil);
  return 0;
#endif
}
