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
