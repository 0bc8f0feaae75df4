// realpath: the absolute name without ".", ".." or links, inside the
// root (the working directory here); ENOENT for nothing there; a file the
// program made in the run's overlay has a name too.  It once stopped the
// run as unmodelled.  verify does not explore the host's names: UNKNOWN.
// RUN: rm -rf %t.dir && mkdir -p %t.dir/sub && echo hi > %t.dir/sub/f.txt && ln -s sub/f.txt %t.dir/link.txt
// RUN: cd %t.dir && %ferret run %s | FileCheck %s
// RUN: test ! -e %t.dir/made.txt
// RUN: cd %t.dir && not %ferret verify %s | FileCheck %s --check-prefix=VERIFY
// CHECK: dot: {{$}}
// CHECK: file: /sub/f.txt
// CHECK: up: /sub/f.txt
// CHECK: link: /sub/f.txt
// CHECK: missing: NULL errno 2
// CHECK: made: /made.txt
// CHECK: malloced 1
// VERIFY: RESULT: UNKNOWN ({{.*}}the host's file system{{.*}})
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Names are printed relative to the working directory, which differs
// between runs.
static void show(const char *what, const char *p) {
  char cwd[PATH_MAX];
  getcwd(cwd, sizeof cwd);
  char buf[PATH_MAX];
  char *r = realpath(p, buf);
  if (!r) {
    printf("%s: NULL errno %d\n", what, errno);
    return;
  }
  size_t n = strlen(cwd);
  printf("%s: %s\n", what, strncmp(r, cwd, n) == 0 ? r + n : r);
}

int main(void) {
  show("dot", ".");
  show("file", "sub/./f.txt");
  show("up", "sub/../sub/f.txt");
  show("link", "link.txt");
  show("missing", "nope");
  close(open("made.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644));
  show("made", "made.txt");
  unlink("made.txt");
  char *m = realpath("sub", NULL);
  printf("malloced %d\n", m != NULL);
  free(m);
  return 0;
}
