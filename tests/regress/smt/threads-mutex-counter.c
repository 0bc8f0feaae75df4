// A counter incremented by two threads under a mutex
// (bench/threads/lost-update.c -DLOCKED): no interleaving loses
// an update, and the SMT engine's context-bounded search must not answer
// FALSE.  It cannot answer TRUE either: its answer is bounded by the
// contexts per thread.  The lazy tracking of regions starts with none, so
// the first counterexamples read the counter and the mutex untracked and
// are spurious; --stats shows the refinement rounds that track them.
// RUN: %ferret verify -DLOCKED %S/../../../bench/threads/lost-update.c --engine smt --context-bound 2 --property %S/../threads/Inputs/unreach-call.prp --timeout 60 --stats > %t.out 2>&1; test $? -eq 3
// RUN: FileCheck %s < %t.out
// CHECK: RESULT: UNKNOWN (TRUE up to 2 contexts per thread
// CHECK-NOT: RESULT: FALSE
// CHECK: 2 contexts per thread, 3 threads, {{[1-9][0-9]*}} regions tracked after {{[1-9][0-9]*}} refinement rounds
