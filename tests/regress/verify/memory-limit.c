// --memory-limit holds for the whole process in every engine: a program
// that grows without bound ends with UNKNOWN (memory limit of N MB reached)
// (`ferret run`: exit 3, "stopped: memory limit ..."), its peak resident
// memory (as /usr/bin/time measures it) under the limit + 10 %, never an
// OOM kill.  Before, the limit was checked by the explicit engine alone,
// every 1024 new states: a heap growing on one path, the shape engine and
// the interpreter were not held at all.
//
// The explicit engine: the program's heap on one path, and (-DSTATES) the
// visited set and the search stack.
// RUN: /usr/bin/time -f %%M -o %t.heap.kb %ferret verify %s --engine explore --memory-limit 200 > %t.heap; test $? -eq 3
// RUN: FileCheck %s --check-prefix=VERIFY --input-file %t.heap
// RUN: python3 %S/Inputs/peak-under.py %t.heap.kb 200
// RUN: /usr/bin/time -f %%M -o %t.states.kb %ferret verify %s -DSTATES --engine explore --memory-limit 200 > %t.states; test $? -eq 3
// RUN: FileCheck %s --check-prefix=VERIFY --input-file %t.states
// RUN: python3 %S/Inputs/peak-under.py %t.states.kb 200
// The shape engine's hunters (no list abstraction): their graphs and work
// list.  With abstraction the endless list is one segment and the program
// is proved: it never loses a node and never exits.
// RUN: /usr/bin/time -f %%M -o %t.shape.kb %ferret verify %s --engine shape --no-abstraction --memory-limit 200 > %t.shape; test $? -eq 3
// RUN: FileCheck %s --check-prefix=VERIFY --input-file %t.shape
// RUN: python3 %S/Inputs/peak-under.py %t.shape.kb 200
// RUN: %ferret verify %s --engine shape --memory-limit 200 | FileCheck %s --check-prefix=ABSTRACT
// The interpreter's heap.
// RUN: /usr/bin/time -f %%M -o %t.run.kb %ferret run %s --memory-limit 200 2> %t.run; test $? -eq 3
// RUN: FileCheck %s --check-prefix=INTERP --input-file %t.run
// RUN: python3 %S/Inputs/peak-under.py %t.run.kb 200
// An allocation that fails (here under an address-space limit, with no
// --memory-limit) stops the engines as well; it was an abort.  Where the
// limit falls decides whether the engines stop at the first failure or a
// second one ends the process: both say the same (the second said "out of
// memory", and with Graphviz's libraries loaded it is the one at 700000).
// RUN: (ulimit -v 700000; %ferret verify %s --engine explore --memory-limit 0 > %t.as); test $? -eq 3
// RUN: FileCheck %s --check-prefix=ALLOC --input-file %t.as
// VERIFY: RESULT: UNKNOWN (memory limit of 200 MB reached)
// ALLOC: RESULT: UNKNOWN (out of memory (an allocation failed))
// ABSTRACT: RESULT: TRUE
// INTERP: ferret: stopped: memory limit of 200 MB reached
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
  struct node *next;
  char payload[1000];
};

int main(void) {
#ifdef STATES
  // Every path is new: the visited set and the depth-first stack grow.
  unsigned long long x = 0;
  for (;;)
    x = __VERIFIER_nondet_int() ? x * 3 + 1 : x * 5 + 2;
#else
  struct node *head = 0;
  for (;;) {
    struct node *n = malloc(sizeof *n);
    n->next = head;
    head = n;
  }
#endif
}
