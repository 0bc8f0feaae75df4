// uname and gethostname give the host's names in `run` (they once stopped
// the run as unmodelled); a buffer too short for the host name is
// ENAMETOOLONG.  verify does not explore the host's names: UNKNOWN, naming
// the call.
// RUN: %ferret run %s 2>&1 | FileCheck %s
// RUN: not %ferret verify %s | FileCheck %s --check-prefix=VERIFY
// CHECK: sysname Linux
// CHECK: same host 1
// CHECK: short -1 36
// VERIFY: RESULT: UNKNOWN (unsupported: uname asks the host's names, which this analysis does not explore)
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

int main(void) {
  struct utsname u;
  if (uname(&u) != 0) return 1;
  printf("sysname %s\n", u.sysname);
  char host[256];
  if (gethostname(host, sizeof host) != 0) return 2;
  printf("same host %d\n", strcmp(host, u.nodename) == 0);
  char tiny[1];
  int r = gethostname(tiny, 0);
  printf("short %d %d\n", r, errno);
  return 0;
}
