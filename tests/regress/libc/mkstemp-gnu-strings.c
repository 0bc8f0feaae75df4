// mkstemp makes and opens a file of a fresh name (a bad template is
// EINVAL); GNU's strcasestr and rawmemchr, and rawmemchr past the end of
// its object without the byte (-DOVER).  Each once stopped the run as
// unmodelled; the expected output is a native run's.
// RUN: %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DOVER 2>&1 | FileCheck %s --check-prefix=OVER
// CHECK: fd>=0 1 name changed 1 len 10
// CHECK: read 5 hello
// CHECK: gone -1
// CHECK: bad -1
// CHECK: World|null
// CHECK: World
// OVER: error: out-of-bounds: {{.*}}rawmemchr
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(void) {
  char t[] = "dataXXXXXX";
  int fd = mkstemp(t);
  printf("fd>=0 %d name changed %d len %zu\n", fd >= 0, strcmp(t, "dataXXXXXX") != 0, strlen(t));
  write(fd, "hello", 5);
  lseek(fd, 0, SEEK_SET);
  char b[6] = {0};
  printf("read %zd %s\n", read(fd, b, 5), b);
  close(fd);
  unlink(t);
  printf("gone %d\n", access(t, F_OK));
  char bad[] = "dataXXXX";
  printf("bad %d\n", mkstemp(bad));
  const char *s = "Hello World";
  printf("%s|%s\n", strcasestr(s, "WORLD"), strcasestr(s, "xyz") ? "?" : "null");
#ifdef OVER
  printf("%s\n", (char *)rawmemchr(s, 'Q'));
#else
  printf("%s\n", (char *)rawmemchr(s, 'W'));
#endif
  return 0;
}
