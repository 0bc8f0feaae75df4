// `run --json` prints exactly one JSON document on stdout whatever happens:
// a missing file, a compile error, a file that is not C, a bad option and a
// bad input value get {"status":"input-error","message":...} (exit 2);
// Clang's own messages stay on stderr.  Before, these printed nothing on
// stdout.
// RUN: not %ferret run %S/Inputs/does-not-exist.c --json > %t.1 2>/dev/null
// RUN: not %ferret run %s -DBROKEN --json > %t.2 2>/dev/null
// RUN: not %ferret run %S/Inputs/not-c.txt --json > %t.3 2>/dev/null
// RUN: not %ferret run %s --json --max-steps x > %t.4 2>/dev/null
// RUN: not %ferret run %s --json --inputs 1,,2 > %t.5 2>/dev/null
// RUN: not %ferret run %s --json --inputs 99999999999 > %t.6 2>/dev/null
// RUN: for f in %t.1 %t.2 %t.3 %t.4 %t.5 %t.6; do python3 -c "import json,sys; j=json.load(open(sys.argv[1])); assert j['status']=='input-error' and j['message'], j" $f || exit 1; done
// RUN: FileCheck %s --check-prefix=MISSING --input-file %t.1
// RUN: FileCheck %s --check-prefix=BROKEN --input-file %t.2
// RUN: FileCheck %s --check-prefix=RANGE --input-file %t.6
// MISSING: does-not-exist.c
// BROKEN: compilation of {{.*}}json-input-errors.c failed
// RANGE: input 1 ('99999999999') is out of range
extern int __VERIFIER_nondet_int(void);

int main(void) {
#ifdef BROKEN
  return undeclared;
#endif
  return __VERIFIER_nondet_int() > 5;
}
