// ferret run reads the real environment and clock: getenv sees the
// process's variables, time, gettimeofday and clock_gettime the real time.
// --clock and --random replace the first readings and random numbers (a
// replay of verify's choices), then the real clock and the run's own
// generator go on.
// RUN: env FERRET_TEST_VAR=hello %ferret run %s > %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.out
// RUN: env -u FERRET_TEST_VAR %ferret run %s | FileCheck %s --check-prefix=UNSET
// RUN: %ferret run %s --clock 5,6,7,8,9 --random 42 | FileCheck %s --check-prefix=GIVEN
// RUN: not %ferret run %s --clock 1,x 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: FERRET_TEST_VAR=hello
// CHECK: real clock
// UNSET: FERRET_TEST_VAR unset
// GIVEN: time=5 tv_sec=6 tv_usec=7 ts_sec=8 ts_nsec=9
// GIVEN: rand=42
// BAD: ferret: error: --clock takes comma-separated integers, not 'x'
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

int main(void) {
  const char *v = getenv("FERRET_TEST_VAR");
  if (v)
    printf("FERRET_TEST_VAR=%s\n", v);
  else
    puts("FERRET_TEST_VAR unset");
  time_t t = time(NULL);
  struct timeval tv;
  struct timespec ts;
  gettimeofday(&tv, NULL);
  clock_gettime(CLOCK_REALTIME, &ts);
  // 2020-01-01: the clock this test runs on is later.
  if (t > 1577836800 && tv.tv_sec > 1577836800 && ts.tv_sec > 1577836800 && tv.tv_usec < 1000000)
    puts("real clock");
  else
    printf("time=%ld tv_sec=%ld tv_usec=%ld ts_sec=%ld ts_nsec=%ld\n", (long)t, (long)tv.tv_sec, (long)tv.tv_usec,
           (long)ts.tv_sec, ts.tv_nsec);
  printf("rand=%d\n", rand());
  return 0;
}
