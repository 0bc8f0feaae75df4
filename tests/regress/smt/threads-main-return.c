// main's last return is a switch point, as in the executor: the bug of
// spinning-thread.c needs both workers to run after main created them and
// before it returned (its return ends the process).  Without that switch
// point the context-bounded search could not preempt main there: it let
// the workers run after main's return, none of its models replayed, and
// it claimed "TRUE up to 1 contexts per thread", wrongly.
// RUN: not %ferret verify %S/../threads/spinning-thread.c --engine smt --context-bound 2 --property %S/../threads/Inputs/unreach-call.prp --timeout 30 | FileCheck %s
// CHECK: RESULT: FALSE(unreach-call)
