// Ferret's SARIF logs pass the SARIF 2.1.0 schema and Microsoft's SARIF
// validator (scripts/check-sarif.py): verify's with a trace, run's, one
// of several threads, bench's merged one, and one with no result.
// REQUIRES: sarif-validator
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %ferret verify %S/Inputs/list-uaf.c --sarif %t/verify.sarif --sarif-root %S > /dev/null
// RUN: not %ferret verify %S/Inputs/race.c --property %S/Inputs/no-data-race.prp --sarif %t/race.sarif > /dev/null
// RUN: %ferret verify %S/Inputs/safe.c --sarif %t/true.sarif > /dev/null
// RUN: not %ferret run %S/Inputs/list-uaf.c --inputs 4 --sarif %t/run.sarif 2> /dev/null
// RUN: %ferret bench %S/Inputs/tasks --timeout 20 --no-progress --sarif %t/bench.sarif > /dev/null 2>&1
// RUN: %check-sarif %t/verify.sarif %t/race.sarif %t/true.sarif %t/run.sarif %t/bench.sarif | FileCheck %s
// CHECK: verify.sarif: valid (1 results)
// CHECK: race.sarif: valid (1 results)
// CHECK: true.sarif: valid (0 results)
// CHECK: run.sarif: valid (1 results)
// CHECK: bench.sarif: valid (2 results)
//
// A log that breaks the schema is caught (the check can fail).
// RUN: sed 's/"version": "2.1.0"/"version": "2.0.0"/' %t/verify.sarif > %t/broken.sarif
// RUN: not %check-sarif %t/broken.sarif | FileCheck %s --check-prefix=BROKEN
// BROKEN: broken.sarif: invalid:
