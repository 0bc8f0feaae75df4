// A verdict given beside undefined behaviour says so in the table and in
// the comma-separated file.  The task's reach_error() is reachable only
// through a signed overflow: the answer is TRUE, with the overflow named
// (by the shape verifier, which runs first).
// RUN: %ferret bench %S/Inputs/ub --jobs 1 --timeout 20 --csv %t.csv > %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.out
// RUN: FileCheck %s --check-prefix=CSV --input-file %t.csv
// CHECK: wrap-only.yml unreach-call true TRUE (UB: signed-overflow) shape {{[0-9.]+ +[0-9.]+}} correct
// CSV: wrap-only.yml,unreach-call,true,TRUE (UB: signed-overflow),shape,correct
