// A TRUE answer with --witness writes a correctness witness (format 2.0,
// one invariant_set entry) with the loop invariants of the proof: the
// ranges, constants and equalities of the integer variables in scope at
// each loop's keyword (a for loop's own variable is not yet in scope there).
// Each invariant is then proved again as an assertion at its loop's head.
// Before, TRUE wrote no witness and said nothing.
// RUN: cp %S/Inputs/loops.c %t.c
// RUN: cd %T && %ferret verify %t.c --engine explore --witness %t.yml | FileCheck %s
// RUN: %check-witness %t.yml --source
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// RUN: cd %T && %check-invariants %t.yml | FileCheck %s --check-prefix=PROVED
// The shape engine's proof gives its own.
// RUN: cd %T && %ferret verify %t.c --engine shape --witness %t.shape.yml | FileCheck %s --check-prefix=SHAPE
// RUN: %check-witness %t.shape.yml --source
// RUN: cd %T && %check-invariants %t.shape.yml | FileCheck %s --check-prefix=PROVED
// A wrong invariant is refuted, so the check can fail.
// RUN: sed 's/i <= 255/i <= 254/' %t.yml > %t.wrong.yml
// RUN: cd %T && not %check-invariants %t.wrong.yml | FileCheck %s --check-prefix=REFUTED
// CHECK: RESULT: TRUE
// CHECK-NEXT: witness: {{.*}}.yml holds 3 loop invariants of the explore engine's proof
// WITNESS: entry_type: "invariant_set"
// WITNESS: format_version: "2.0"
// WITNESS: type: "loop_invariant"
// WITNESS-NEXT: location:
// WITNESS-NEXT: file_name: "{{.*}}.c"
// WITNESS-NEXT: line: 9
// WITNESS-NEXT: column: 3
// WITNESS-NEXT: function: "main"
// WITNESS-NEXT: value: "i >= 0 && i <= 255 && j >= 0 && j <= 255 && k == 7 && big == -5 && i == j"
// WITNESS-NEXT: format: "c_expression"
// WITNESS: line: 15
// WITNESS: value: "{{.*}}u >= 3U && u <= 19U && n == i && n == j && i == j"
// WITNESS: line: 18
// WITNESS: value: "{{.*}}k == 7 && big == -5 && u == 21U && n == i && n == j && i == j"
// PROVED: 3 of 3 invariants not refuted
// SHAPE: RESULT: TRUE
// SHAPE-NEXT: witness: {{.*}} holds {{[0-9]+}} loop invariant{{s?}} of the shape engine's proof
// REFUTED: REFUTED {{.*}}i <= 254{{.*}}(FALSE(unreach-call))
