// rand_r (glibc's generator, exact), strtoimax/strtoumax, getpagesize,
// nanosleep (EINVAL for a bad request), tzset, asctime_r/ctime_r, and GNU
// error/error_at_line (exiting with a nonzero status).  Each once stopped
// the run as unmodelled; the expected output is a native run's.
// RUN: %ferret run %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %ferret run %s -- quit 2>&1 | FileCheck %s --check-prefix=QUIT
// RUN: not %ferret run %s -DSHORT 2>&1 | FileCheck %s --check-prefix=SHORT
// CHECK: rand_r 1187592820 153898277 2368046169
// CHECK: strtoimax -12 strtoumax 31
// CHECK: pagesize 4096
// CHECK: nanosleep 0
// CHECK: nanosleep bad -1 22
// CHECK: asctime_r Fri Jan  1 00:00:00 1971
// CHECK: ctime_r 1
// ERR: more-libc{{[^:]*}}: opening x.txt: No such file or directory
// ERR: more-libc{{[^:]*}}:f.c:12: bad 3
// QUIT: more-libc{{[^:]*}}: giving up
// QUIT: exited with status 4
// SHORT: error: out-of-bounds: write of 26 bytes {{.*}} by asctime_r
#define _GNU_SOURCE
#include <errno.h>
#include <error.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
  unsigned seed = 7;
  int a = rand_r(&seed), b = rand_r(&seed);
  printf("rand_r %d %d %u\n", a, b, seed);
  printf("strtoimax %jd strtoumax %ju\n", strtoimax("-12x", 0, 10), strtoumax("0x1f", 0, 0));
  printf("pagesize %d\n", getpagesize());
  struct timespec ts = {0, 1000};
  printf("nanosleep %d\n", nanosleep(&ts, 0));
  ts.tv_nsec = 1000000000;
  int r = nanosleep(&ts, 0);
  printf("nanosleep bad %d %d\n", r, errno);
  tzset();
  time_t t = 86400 * 365;
#ifdef SHORT
  char buf[20];
#else
  char buf[26];
#endif
  struct tm tm;
  gmtime_r(&t, &tm);
  printf("asctime_r %s", asctime_r(&tm, buf));
  printf("ctime_r %d\n", ctime_r(&t, buf) == buf);
  errno = ENOENT;
  error(0, errno, "opening %s", "x.txt");
  error_at_line(0, 0, "f.c", 12, "bad %d", 3);
  if (argc > 1) error(4, 0, "giving up");
  return 0;
}
