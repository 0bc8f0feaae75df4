// The dispatch loop's computed goto (sem/window.cpp, kGoto and kBrGoto: a
// label's address is looked up in a table of the goto's targets, and the
// branch to Clang's shared `indirectgoto` block is joined to the goto) keeps
// the general path's checks: an address that is not a label of the running
// function among the goto's targets is reported, whether it is another
// function's label, past the function's blocks, a block whose address was
// never taken, null or undefined.  Each instruction is still its own step:
// the run takes 264 steps, as before, and a step limit at any point of the
// dispatch stops cleanly.
// RUN: %ferret run %s | FileCheck %s --match-full-lines
// RUN: %ferret run --max-steps 264 %s | FileCheck %s --match-full-lines
// RUN: not %ferret run --max-steps 263 %s 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: for n in $(seq 61 100); do %ferret run --max-steps $n %s 2>&1; echo "exit=$?"; done > %t.steps
// RUN: test "$(grep -c 'step limit of .* reached' %t.steps)" = 40 && test "$(grep -c 'exit=3' %t.steps)" = 40
// RUN: not %ferret run %s -- 1 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %ferret run %s -- 1 2 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %ferret run %s -- 1 2 3 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %ferret run %s -- 1 2 3 4 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %ferret run %s -- 1 2 3 4 5 2>&1 | FileCheck %s --check-prefix=UNDEF
// CHECK: top 3
// CHECK-NEXT: top 2
// CHECK-NEXT: top 1
// CHECK-NEXT: top 15
// CHECK-NEXT: steps 15
// LIMIT: ferret: stopped: step limit of 263 reached
// BAD: error: invalid-call: computed goto to an address that is not a label of this function
// UNDEF: error: uninitialized-value: the address of a computed goto depends on an uninitialised value
#include <stdint.h>
#include <stdio.h>

enum { PUSH, ADD, JNZ, DEC, PRINT, HALT };

static void *foreign(void) {
  static void *l = &&there;
there:
  return l;
}

static int run(const int *code, int bad) {
  static void *dispatch[] = {&&push, &&add, &&jnz, &&dec, &&print, &&halt};
  int stack[16], sp = 0, steps = 0;
  const int *pc = code;
  void *target = 0;
  (void)target;
#define NEXT() do { ++steps; goto *dispatch[*pc++]; } while (0)
  switch (bad) {
    case 1: goto *foreign();
    case 2: goto *((char *)&&push + 1000);
    case 3: goto *((char *)&&jnz + 1);
    case 4: goto *target;
    case 5: { void *u; goto *u; }
  }
  NEXT();
push:
  stack[sp++] = *pc++;
  NEXT();
add:
  --sp;
  stack[sp - 1] += stack[sp];
  NEXT();
jnz:
  if (stack[sp - 1]) { pc = code + *pc; NEXT(); }
  ++pc;
  NEXT();
dec:
  --stack[sp - 1];
  NEXT();
print:
  printf("top %d\n", stack[sp - 1]);
  NEXT();
halt:
  return steps;
}

int main(int argc, char **argv) {
  (void)argv;
  // 3, 2, 1 printed, then 10 + 5 printed.
  static const int prog[] = {PUSH, 3, PRINT, DEC, JNZ, 2, PUSH, 10, PUSH, 5, ADD, PRINT, HALT};
  printf("steps %d\n", run(prog, argc - 1));
  return 0;
}
