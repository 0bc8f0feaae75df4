// --wall-timeout ends the generation as the CPU budget does (the table
// printed, the goals left open unknown), long before --timeout's default
// wall-clock guard of 3 x 60 + 30 s; it is checked like --timeout.
// RUN: rm -rf %t.suite
// RUN: %ferret testgen %s --out %t.suite --timeout 60 --wall-timeout 2 --quiet > %t.out
// RUN: FileCheck %s < %t.out
// CHECK: goals: 4; covered 3, infeasible 0, unknown 1
// CHECK: tests: 1 found, 1 after reduction, written to {{.*}} ({{[0-3]\.[0-9]+}} s)
// RUN: not %ferret testgen %s --out %t.suite --wall-timeout -1 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: --wall-timeout
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned h = __VERIFIER_nondet_uint();
  // 64 rounds of squaring and mixing: no engine inverts them in seconds.
  for (int i = 0; i < 64; i++) h = (h * h + 0x9e3779b9u) ^ (h >> 7);
  if (h == 0x12345678u) return 1;
  return 0;
}
