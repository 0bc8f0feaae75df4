// <libgen.h>'s dirname and POSIX basename (which the header renames to
// __xpg_basename) against GNU's basename from <string.h> (-DGNU): the
// output is glibc's.  The POSIX ones write a NUL into their argument and
// may return glibc's constant "." (writing it is reported); GNU's never
// writes, so a string literal is fine for it.
// RUN: %ferret run %s | FileCheck %s --check-prefix=POSIX
// RUN: %ferret run %s -DGNU | FileCheck %s --check-prefix=GNU
// RUN: not %ferret run %s -DWRITEDOT 2>&1 | FileCheck %s --check-prefix=DOT
// RUN: not %ferret run %s -DLITERAL 2>&1 | FileCheck %s --check-prefix=LITERAL
// POSIX: [/usr/lib] dir [/usr] base [lib]
// POSIX: [/usr/] dir [/] base [usr]
// POSIX: [usr] dir [.] base [usr]
// POSIX: [/] dir [/] base [/]
// POSIX: [//] dir [//] base [/]
// POSIX: [///] dir [/] base [/]
// POSIX: [//a] dir [//] base [a]
// POSIX: [a//b//] dir [a] base [b]
// POSIX: [] dir [.] base [.]
// POSIX: [.] dir [.] base [.]
// POSIX: [..] dir [.] base [..]
// GNU: [/usr/lib] base [lib]
// GNU: [/usr/] base []
// GNU: [usr] base [usr]
// GNU: [/] base []
// GNU: [a//b//] base []
// DOT: error: {{.*}}read-only
// LITERAL: error: {{.*}}read-only
#ifdef GNU
#define _GNU_SOURCE
#include <string.h>
#else
#include <libgen.h>
#endif
#include <stdio.h>
#include <string.h>

static const char *paths[] = {"/usr/lib", "/usr/", "usr", "/", "//", "///", "//a", "a//b//", "", ".", ".."};

int main(void) {
#ifdef WRITEDOT
  char *d = dirname((char[]){"name"});
  d[0] = 'x';
#elif defined(LITERAL)
  puts(dirname("a/b"));
#else
  for (unsigned i = 0; i < sizeof paths / sizeof *paths; ++i) {
    char a[32], b[32];
    strcpy(a, paths[i]);
    strcpy(b, paths[i]);
#ifdef GNU
    if (i == 2 || i == 3 || i == 7 || i == 0 || i == 1) printf("[%s] base [%s]\n", paths[i], basename(b));
#else
    char *dir = dirname(a);
    printf("[%s] dir [%s] base [%s]\n", paths[i], dir, basename(b));
#endif
  }
#endif
  return 0;
}
