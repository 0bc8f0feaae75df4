// bench/sarif-roundtrip.py: every FALSE answer's SARIF log passes the checks
// and says what the answer says; with --html the longest walk is named.
// REQUIRES: sarif-validator
// RUN: %sarif-roundtrip %S/Inputs/tasks --timeout 10 --html | FileCheck %s
// CHECK: ok {{.*}}list-uaf.yml valid-memsafety: FALSE(valid-deref)
// CHECK: ok {{.*}}reach.yml unreach-call: FALSE(unreach-call)
// CHECK: FALSE answers: 2; SARIF logs valid and saying so: 2
// CHECK: longest walk: {{[0-9]+}} steps, {{.*}}list-uaf.yml valid-memsafety: HTML report of {{[0-9]+}} bytes
