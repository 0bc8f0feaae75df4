// verify on programs whose answer depends on the host's directories, file
// status or working directory: these are not explored, so the verdict is
// UNKNOWN naming what was asked, never TRUE (the bug needs a directory
// with more than two entries) and never a FALSE the environment was not
// shown to give.  The same program under `run` reads the real directory.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && touch %t.dir/one
// RUN: not %ferret verify %s --engine explore | FileCheck %s --check-prefix=DIR
// RUN: not %ferret verify %s | FileCheck %s --check-prefix=AUTO
// RUN: not %ferret verify %s -DSTAT --engine explore | FileCheck %s --check-prefix=STAT
// RUN: not %ferret verify %s -DCWD --engine explore | FileCheck %s --check-prefix=CWD
// RUN: not %ferret run %s --fs-root %t.dir 2>&1 | FileCheck %s --check-prefix=REAL
// DIR: RESULT: UNKNOWN
// DIR: stat(.) asks the host's file system, which this analysis does not explore
// AUTO: RESULT: UNKNOWN
// STAT: RESULT: UNKNOWN
// STAT: stat(data) asks the host's file system
// CWD: RESULT: UNKNOWN
// CWD: getcwd asks the host's file system
// REAL: error: assertion
#include <assert.h>
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void) {
#ifdef STAT
  struct stat st;
  if (stat("data", &st) == 0) assert(st.st_size < 100);
#elif defined(CWD)
  char buf[16];
  if (getcwd(buf, sizeof buf)) assert(buf[1] != 'z');
#else
  DIR *d = opendir(".");
  if (!d) return 0;
  int n = 0;
  while (readdir(d)) ++n;
  closedir(d);
  assert(n <= 2);
#endif
  return 0;
}
