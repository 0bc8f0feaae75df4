// `ferret run --error-exitcode N`, as valgrind's option: a test harness
// that checks a program's status can run it under Ferret unchanged.  The
// run exits with the program's own status when no error is found (3 here,
// 0 with -DZERO) and with N when one is (-DOVERFLOW); without the option
// the statuses are Ferret's own (0 no error, 1 error).  Before, the
// program's status was only printed.
// RUN: %ferret run %s --error-exitcode 99; test $? = 3
// RUN: %ferret run %s -DZERO --error-exitcode 99
// RUN: %ferret run %s -DOVERFLOW --error-exitcode 99 2> %t.err; test $? = 99 && FileCheck %s < %t.err
// RUN: %ferret run %s
// RUN: not %ferret run %s -DOVERFLOW 2>/dev/null
// RUN: not %ferret run %s --error-exitcode 0 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: error: out-of-bounds
// BAD: --error-exitcode
int main(void) {
  int a[2] = {0, 0};
#if defined(OVERFLOW)
  return a[2];
#elif defined(ZERO)
  return a[0];
#else
  return 3 + a[1];
#endif
}
