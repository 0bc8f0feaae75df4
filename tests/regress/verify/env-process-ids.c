// The process's ids are input: getppid, getuid, geteuid, getgid and getegid
// give any value of their range, as getpid does.  Ferret once stopped at
// them with "does not model".  A bug behind root (uid 0) is found, and its
// replay passes the reading with --clock; a program comparing them only
// with constants is proved (-DCLEAN).
// RUN: not %ferret verify %s -DROOT --trace %t1.json | FileCheck %s --check-prefix=ROOT
// RUN: not %ferret run %s -DROOT --replay %t1.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret verify %s -DPARENT | FileCheck %s --check-prefix=PARENT
// RUN: %ferret verify %s -DCLEAN | FileCheck %s --check-prefix=CLEAN
// RUN: %ferret run %s -DCLEAN 2>&1 | FileCheck %s --check-prefix=RAN
// ROOT: RESULT: FALSE(valid-deref)
// ROOT: trace: {{.*}}: geteuid() = 0 in main
// REPLAY: error: null-dereference
// PARENT: RESULT: FALSE(valid-deref)
// PARENT: trace: {{.*}}: getppid() = 1 in main
// CLEAN: RESULT: TRUE
// RAN: exited with status 0
#include <unistd.h>

int main(void) {
  int *p = 0;
#if defined(ROOT)
  if (getuid() != 0 && geteuid() == 0)
    return *p;
#elif defined(PARENT)
  if (getppid() == 1)
    return *p;
#elif defined(CLEAN)
  if (getppid() < 0 || getgid() == (gid_t)-1 && getegid() == (gid_t)-1)
    return 1;
#endif
  return 0;
}
