// asprintf and vasprintf give a heap string the caller frees; <err.h>'s
// warn, warnx, err and errx print "NAME: MESSAGE[: strerror(errno)]" to
// stderr as glibc does (NAME: argv[0]'s last component), and err/errx
// exit with their status.
// RUN: %ferret run %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %ferret run %s -- zz 2>&1 | FileCheck %s --check-prefix=ERRX
// RUN: not %ferret run %s -DLEAK 2>&1 | FileCheck %s --check-prefix=LEAK
// The expected lines are glibc's output.
// CHECK: 15 main has 1 args 7 [003.1]
// ERR: errwarn: open x.txt: No such file or directory
// ERR-NEXT: errwarn: plain 7
// ERR-NEXT: errwarn: Permission denied
// ERR-NEXT: errwarn: giving up: Invalid argument
// ERR-NEXT: ferret: exited with status 4
// ERRX: errwarn: bad argument 'zz'
// ERRX-NEXT: ferret: exited with status 3
// LEAK: errwarn.c:[[@LINE+29]]:3: error: memory-leak: 5 bytes in 1 heap block definitely lost at exit
// LEAK: note: allocated here by asprintf (5 bytes)
#include <err.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static int vcat(char **out, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vasprintf(out, fmt, ap);
  va_end(ap);
  return n;
}

int main(int argc, char **argv) {
  char *s, *t;
  int n = asprintf(&s, "%s has %d args", "main", argc);
  int m = vcat(&t, "[%05.1f]", 3.14159);
  printf("%d %s %d %s\n", n, s, m, t);
  free(s);
  free(t);
  errno = ENOENT;
  warn("open %s", "x.txt");
  warnx("plain %d", 7);
  errno = EACCES;
  warn(NULL);
#ifdef LEAK
  asprintf(&s, "lost");
  return 0;
#endif
  if (argc > 1) errx(3, "bad argument '%s'", argv[1]);
  errno = EINVAL;
  err(4, "giving up");
}
