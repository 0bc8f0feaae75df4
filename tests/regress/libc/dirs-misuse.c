// Misuse of directory streams and struct stat, each reported: closedir
// twice, readdir after closedir, a struct dirent kept past closedir, a
// DIR that opendir never returned, a NULL DIR, a struct stat too small,
// and a stream never closed (a warning; the run ends normally).
// RUN: not %ferret run %s -DTWICE 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %ferret run %s -DAFTER 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: not %ferret run %s -DKEPT 2>&1 | FileCheck %s --check-prefix=KEPT
// RUN: not %ferret run %s -DNOTDIR 2>&1 | FileCheck %s --check-prefix=NOTDIR
// RUN: not %ferret run %s -DNULLDIR 2>&1 | FileCheck %s --check-prefix=NULLDIR
// RUN: not %ferret run %s -DSMALL 2>&1 | FileCheck %s --check-prefix=SMALL
// RUN: not %ferret run %s -DNAME 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: %ferret run %s -DLEAK 2>&1 | FileCheck %s --check-prefix=LEAK
// TWICE: error: double-free: closedir of a directory stream already closed
// TWICE: note: opened by opendir here
// TWICE: note: closed here
// AFTER: error: use-after-free: readdir on a directory stream closed by closedir
// KEPT: error: use-after-free
// KEPT: e->d_name
// NOTDIR: error: invalid-call: readdir on a pointer that is not a DIR opendir returned
// NULLDIR: error: null-dereference: readdir on a null DIR pointer
// SMALL: error: out-of-bounds{{.*}}stat
// NAME: error: {{.*}}stat
// LEAK: warning: {{.*}}the directory stream opened by opendir here is never closed
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

int main(void) {
  DIR *d = opendir(".");
  struct dirent *e = readdir(d);
#ifdef TWICE
  closedir(d);
  closedir(d);
#elif defined(AFTER)
  closedir(d);
  readdir(d);
#elif defined(KEPT)
  closedir(d);
  printf("%s\n", e->d_name);
#elif defined(NOTDIR)
  int x[8] = {0};
  readdir((DIR *)x);
#elif defined(NULLDIR)
  readdir(NULL);
#elif defined(SMALL)
  char buf[64];
  stat(".", (struct stat *)buf);
#elif defined(NAME)
  char name[3] = {'.', '.', '.'};  // no terminator
  struct stat st;
  stat(name, &st);
#elif defined(LEAK)
  printf("%d\n", e != NULL);
  return 0;
#endif
  closedir(d);
  return 0;
}
