// A nondet int used in arithmetic is sampled: no bug on the samples, and no
// proof either.
// RUN: not %ferret verify %s | FileCheck %s
// CHECK: RESULT: UNKNOWN ({{.*}}sampled
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int a[4] = {0, 0, 0, 0};
  return a[(x * 7 + 3) & 3];
}
