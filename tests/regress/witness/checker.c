// The witness format checker (scripts/check-witness.py) rejects what the
// format 2.0 rules forbid, so the tests that run it on Ferret's witnesses
// can fail: one follow waypoint per segment at its end, the target last,
// constraints where the type asks for one and nowhere else, the metadata's
// required keys and values, a call's ')' where the location points, an
// invariant's required fields and its loop keyword.
// RUN: cd %S && %check-witness Inputs/good.yml --source
// RUN: cd %S && not %check-witness Inputs/two-follows.yml 2>&1 | FileCheck %s --check-prefix=FOLLOWS
// RUN: cd %S && not %check-witness Inputs/target-first.yml 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: cd %S && not %check-witness Inputs/constraints.yml 2>&1 | FileCheck %s --check-prefix=CONSTRAINTS
// RUN: cd %S && not %check-witness Inputs/metadata.yml 2>&1 | FileCheck %s --check-prefix=METADATA
// RUN: cd %S && %check-witness Inputs/column.yml
// RUN: cd %S && not %check-witness Inputs/column.yml --source 2>&1 | FileCheck %s --check-prefix=COLUMN
// RUN: cd %S && not %check-witness Inputs/invariants.yml --source 2>&1 | FileCheck %s --check-prefix=INVARIANTS
// FOLLOWS: content[0].segment[0]: a follow waypoint before the end of its segment (one follow per segment)
// TARGET: content[0].segment[0]: the target must be the last waypoint of the last segment
// CONSTRAINTS: content[0].segment[0].waypoint: a function_return waypoint needs a constraint
// CONSTRAINTS: content[1].segment[0].waypoint: a target waypoint may not have a constraint
// METADATA: entry 1.metadata: missing required key 'uuid'
// METADATA: entry 1.metadata.task.data_model: must be one of ['ILP32', 'LP64'], not 'SP64'
// COLUMN: location.column: line 3, column 30 of Inputs/small.c is not at ): {{.*}}
// INVARIANTS: content[0].invariant: missing required key 'format'
// INVARIANTS: content[1].invariant.location.column: line 4, column 5 of Inputs/small.c is not at for or while or do
