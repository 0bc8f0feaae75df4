// A --witness, --trace or --test-vector-out that cannot be written ends
// with one line on stderr and exit status 2: before verifying when the
// place is wrong (no such directory, a directory where a file goes, a file
// where a directory goes), so a long run does not lose its evidence.
// Before, the files were silently not written (exit 1, nothing on stderr).
// RUN: rm -rf %t && mkdir -p %t/dir && touch %t/file
// RUN: %ferret verify %s --witness %t/missing/w.yml > %t/out 2> %t/err; echo "exit=$?" >> %t/err
// RUN: FileCheck %s --check-prefix=MISSING < %t/err
// RUN: %ferret verify %s --trace %t/dir > %t/out 2> %t/err; echo "exit=$?" >> %t/err
// RUN: FileCheck %s --check-prefix=DIR < %t/err
// RUN: %ferret verify %s --test-vector-out %t/file > %t/out 2> %t/err; echo "exit=$?" >> %t/err
// RUN: FileCheck %s --check-prefix=FILE < %t/err
// RUN: %ferret verify %s --test-vector-out %t/file/sub > %t/out 2> %t/err; echo "exit=$?" >> %t/err
// RUN: FileCheck %s --check-prefix=UNDER < %t/err
// Nothing was verified: no verdict.
// RUN: not grep RESULT %t/out
// A write that fails after the verdict (/proc takes no new files, even from
// root) is reported the same way, after the verdict.
// RUN: %ferret verify %s --witness /proc/ferret-w.yml > %t/out 2> %t/err; echo "exit=$?" >> %t/err
// RUN: FileCheck %s --check-prefix=LATE < %t/err
// The same places for a TRUE answer's correctness witness.
// RUN: not %ferret verify %S/Inputs/loops.c --witness %t/dir 2>&1 | FileCheck %s --check-prefix=TRUEDIR
// MISSING: ferret: error: cannot write --witness {{.*}}missing/w.yml: no such directory: {{.*}}missing
// MISSING-NEXT: exit=2
// DIR: ferret: error: cannot write --trace {{.*}}dir: is a directory
// DIR-NEXT: exit=2
// FILE: ferret: error: cannot write --test-vector-out {{.*}}file: not a directory
// FILE-NEXT: exit=2
// UNDER: ferret: error: cannot write --test-vector-out {{.*}}file/sub: no such directory: {{.*}}file
// UNDER-NEXT: exit=2
// LATE: ferret: error: cannot write --witness /proc/ferret-w.yml: {{.+}}
// LATE-NEXT: exit=2
// TRUEDIR: ferret: error: cannot write --witness {{.*}}dir: is a directory
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = 0;
  if (__VERIFIER_nondet_int() == 1) *p = 1;
  return 0;
}
