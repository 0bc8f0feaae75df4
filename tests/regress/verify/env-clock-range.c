// A clock reads a time the kernel can keep: from the epoch up to
// KTIME_SEC_MAX (2262).  time() used to be any time_t, and localtime of
// one near INT64_MAX returns NULL, so every `localtime(&now)->tm_year` was
// FALSE(valid-deref) with time() = 9223372036854775806, a reading no
// machine gives.  Now that program is UNKNOWN (the times are sampled), a
// test for a time before the epoch is proved unreachable (-DNEGATIVE), and
// a bug in the clock's real range is still found and replays (-DLATE).
// RUN: not %ferret verify %s | FileCheck %s --check-prefix=LOCAL
// RUN: %ferret verify %s -DNEGATIVE | FileCheck %s --check-prefix=NEGATIVE
// RUN: not %ferret verify %s -DLATE --trace %t.json | FileCheck %s --check-prefix=LATE
// RUN: not %ferret run %s -DLATE --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// LOCAL: RESULT: UNKNOWN (the values of time() were sampled)
// NEGATIVE: RESULT: TRUE
// LATE: RESULT: FALSE(valid-deref)
// REPLAY: error: null-dereference
#include <stdio.h>
#include <sys/time.h>
#include <time.h>

int main(void) {
  int *p = 0, here = 0;
#if defined(NEGATIVE)
  time_t now = time(0);
  if (now >= 0) p = &here;
#elif defined(LATE)
  struct timeval tv;
  gettimeofday(&tv, 0);
  if (tv.tv_sec < 4102444800) p = &here;  // a bug from 2100 on
#else
  time_t now = time(0);
  p = &localtime(&now)->tm_year;
#endif
  return *p;
}
