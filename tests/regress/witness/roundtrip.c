// Witness round trips (bench/witness-roundtrip.py, the fast subset of the
// bench command run on ../shared/benchmarks): every FALSE answer's witness
// follows the format and replays to the same property, with a choice in a
// header, ILP32 and LP64 tasks, memtrack, memcleanup and unreach-call; a
// TRUE answer's correctness witness follows the format and none of its
// invariants is refuted.
// RUN: cd %S/Inputs/tasks && %witness-roundtrip . --timeout 20 --correctness | FileCheck %s
// CHECK-DAG: ok   ./header.yml valid-memsafety: FALSE(valid-deref)
// CHECK-DAG: ok   ./leak.yml valid-memsafety: FALSE(valid-memtrack)
// CHECK-DAG: ok   ./leak.yml valid-memcleanup: FALSE(valid-memcleanup)
// CHECK-DAG: ok   ./leak.yml unreach-call: FALSE(unreach-call)
// CHECK-DAG: ok   ./loops.yml unreach-call: TRUE, 3 of 3 invariants not refuted
// CHECK: FALSE answers: 4; witnesses following the format: 4; replaying to the same property: 4
// CHECK: TRUE answers: 1; correctness witnesses following the format with no invariant refuted: 1
