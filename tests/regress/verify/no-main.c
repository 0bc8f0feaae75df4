// A program without main is an input error for verify (exit 2, one line),
// as it is for run; it was RESULT: UNKNOWN, exit 3.
// RUN: %ferret verify %s > %t.out 2> %t.err; test $? -eq 2
// RUN: FileCheck %s --input-file %t.err
// RUN: count 0 < %t.out && count 1 < %t.err
// CHECK: ferret: error: the program has no main function
int helper(int x) { return x + 1; }
