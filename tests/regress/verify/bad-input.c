// Input errors: exit status 2 and one line.
// RUN: not %ferret verify %S/Inputs/does-not-exist.c 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %ferret verify %s --property %s 2>&1 | FileCheck %s --check-prefix=PRP
// RUN: %ferret verify %S/Inputs/does-not-exist.c; test $? -eq 2
// MISSING: does-not-exist.c
// PRP: error:
int main(void) { return 0; }
// A file that is not a trace: exit 2 with one line.
// RUN: not %ferret run %s --replay %s 2>&1 | FileCheck %s --check-prefix=TRACE
// TRACE: ferret: error: cannot read trace
// A negative or infinite time limit is a usage error (0 is no limit:
// verify/zero-limits.c).
// RUN: %ferret verify %s --timeout -3; test $? -eq 2
// RUN: not %ferret verify %s --timeout inf 2>&1 | FileCheck %s --check-prefix=TIMEOUT
// RUN: %ferret run %s --timeout -1; test $? -eq 2
// RUN: %ferret bench %s --timeout -1; test $? -eq 2
// RUN: %ferret verify %s --max-states -5; test $? -eq 2
// TIMEOUT: ferret: error: --timeout
// RUN: %ferret run %s --max-steps -1; test $? -eq 2
// RUN: %ferret bench %s --jobs -2; test $? -eq 2
// Only the engines that exist are accepted.
// RUN: not %ferret verify %s --engine magic 2>&1 | FileCheck %s --check-prefix=ENGINE
// ENGINE: ferret: error: --engine: magic not in {auto,explore,shape,smt}
