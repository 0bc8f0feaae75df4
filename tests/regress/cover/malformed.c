// Bad suites: a malformed test case, one that is no <testcase>, malformed
// metadata — each reported on one line, and the other tests still run.
// Usage errors exit 2.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 2)
    return 1;
  return 0;
}
// RUN: %ferret cover %s --tests %S/Inputs/bad > %t.out 2> %t.err; echo "status $?" >> %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// ERR-DAG: warning: metadata.xml of {{.*}}bad is malformed (Start-end tags mismatch); continuing without it
// ERR-DAG: warning: cannot read test vector testcase1.xml: {{.*}}; test skipped
// ERR-DAG: warning: test vector testcase2.xml has no <testcase> element; test skipped
// RUN: FileCheck %s < %t.out
// CHECK: testcase3.xml: exit 1; {{[0-9]+}} new goals
// CHECK: tests executed: 1 (0 with an error, 0 short of inputs, 0 stopped by a limit)
// CHECK: status 0
//
// The same suite zipped, in a folder as Test-Comp's archives have it.
// RUN: rm -rf %t.zip && python3 -c "import zipfile,sys,os; z=zipfile.ZipFile(sys.argv[1],'w'); \
// RUN:   [z.write(os.path.join(sys.argv[2],f),'test-suite/'+f) for f in sorted(os.listdir(sys.argv[2]))]" %t.zip %S/Inputs/bad
// RUN: %ferret cover %s --tests %t.zip 2>&1 | FileCheck %s --check-prefix=ZIP
// ZIP: testcase3.xml: exit 1
// ZIP: tests executed: 1
//
// RUN: not %ferret cover %s --tests %t.missing 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: ferret: error: no such test suite: {{.*}}missing
// RUN: not %ferret cover %s --tests %s 2>&1 | FileCheck %s --check-prefix=NOTZIP
// NOTZIP: ferret: error: cannot open test suite {{.*}}malformed.c: Not a zip archive
// RUN: rm -rf %t.empty && mkdir %t.empty && not %ferret cover %s --tests %t.empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: warning: {{.*}}empty has no metadata.xml; continuing without it
// EMPTY: ferret: error: no readable test case in {{.*}}empty
// RUN: %ferret cover %s 2> %t.usage; test $? = 2 && FileCheck %s --check-prefix=USAGE < %t.usage
// USAGE: ferret: error: --tests is required
