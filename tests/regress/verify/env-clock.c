// Clock readings are input: time, clock, gettimeofday and clock_gettime
// give any value of their range, successive calls unrelated.  Each
// variant's bug needs one reading; the replay passes the readings with
// --clock.  A result only compared with constants is covered class by
// class (-DCLEAN is TRUE); one used in arithmetic is sampled (UNKNOWN).
// RUN: not %ferret verify %s -DTIME --trace %t1.json | FileCheck %s --check-prefix=TIME
// RUN: not %ferret run %s -DTIME --replay %t1.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DCLOCK --witness %t2.yml | FileCheck %s --check-prefix=CLOCK
// RUN: not %ferret run %s -DCLOCK --replay %t2.yml 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DTIMEVAL --trace %t3.json | FileCheck %s --check-prefix=TIMEVAL
// RUN: not %ferret run %s -DTIMEVAL --replay %t3.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DTIMESPEC --trace %t4.json | FileCheck %s --check-prefix=TIMESPEC
// RUN: not %ferret run %s -DTIMESPEC --replay %t4.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s -DTIMESPEC --clock 5,999999999 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: %ferret verify %s -DCLEAN | FileCheck %s --check-prefix=CLEAN
// RUN: not %ferret verify %s -DSAMPLED | FileCheck %s --check-prefix=SAMPLED
// TIME: RESULT: FALSE(valid-deref)
// TIME: trace: {{.*}}: time() = {{-?[0-9]*[13579]}} in main
// TIME: replay: ferret run {{.*}} --clock {{-?[0-9]+}}
// CLOCK: RESULT: FALSE(valid-deref)
// CLOCK: trace: {{.*}}: clock() = 1001 in main
// TIMEVAL: trace: {{.*}}: gettimeofday() sets tv_sec = {{-?[0-9]+}} in main
// TIMEVAL: trace: {{.*}}: gettimeofday() sets tv_usec = 999999 in main
// TIMESPEC: trace: {{.*}}: clock_gettime() sets tv_nsec = 999999999 in main
// REPLAY: error: null-dereference
// CLEAN: RESULT: TRUE
// SAMPLED: RESULT: UNKNOWN (the values of time() were sampled)
#include <sys/time.h>
#include <time.h>

int main(void) {
  int *p = 0;
#if defined(TIME)
  if (time(0) % 2 == 1)
    return *p;
#elif defined(CLOCK)
  if (clock() > 1000)
    return *p;
#elif defined(TIMEVAL)
  struct timeval tv;
  gettimeofday(&tv, 0);
  if (tv.tv_usec == 999999)
    return *p;
#elif defined(TIMESPEC)
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  if (ts.tv_nsec > 999999998)
    return *p;
#elif defined(CLEAN)
  if (time(0) == 0 || clock() < 0)
    return 1;
#elif defined(SAMPLED)
  int a[7] = {0};
  int i = time(0) % 7;
  return a[i < 0 ? i + 7 : i];
#endif
  return 0;
}
