// An interpreter's dispatch loop with computed goto (labels as values):
// blockaddress constants in a static table and indirectbr.
// RUN: %ferret run %s | FileCheck %s
// RUN: %ferret verify %s --engine explore | FileCheck %s --check-prefix=VERIFY
// RUN: not %ferret run %s -DBAD 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: result 42
// CHECK: steps 9
// VERIFY: RESULT: TRUE
#include <stdio.h>

enum { PUSH, ADD, MUL, DUP, PRINT, HALT };

static int run(const int *code) {
  static void *dispatch[] = {&&push, &&add, &&mul, &&dup, &&print, &&halt};
  int stack[16], sp = 0, steps = 0;
  const int *pc = code;
#define NEXT() do { ++steps; goto *dispatch[*pc++]; } while (0)
  NEXT();
push:
  stack[sp++] = *pc++;
  NEXT();
add:
  --sp;
  stack[sp - 1] += stack[sp];
  NEXT();
mul:
  --sp;
  stack[sp - 1] *= stack[sp];
  NEXT();
dup:
  stack[sp] = stack[sp - 1];
  ++sp;
  NEXT();
print:
  printf("result %d\n", stack[sp - 1]);
  NEXT();
halt:
  return steps;
}

int main(void) {
  // (5 + 2) * 3 * 2 = 42
  static const int prog[] = {PUSH, 5, PUSH, 2, ADD, PUSH, 3, MUL, DUP, ADD, PRINT, HALT};
  printf("steps %d\n", run(prog));
#ifdef BAD
  static void *label = &&here;
  void *target = (void *)main;
here:
  (void)label;
  // BAD: error: invalid-call: computed goto to an address that is not a label of this function
  goto *target;
#endif
  return 0;
}
