// The argument strings are writable, and argv[0] is a non-empty string.
// RUN: %ferret run %s -- hello > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: HELLO
// CHECK-NEXT: argv0 ok
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  for (char *p = argv[1]; *p; p++)
    if (*p >= 'a' && *p <= 'z')
      *p = *p - 'a' + 'A';
  puts(argv[1]);
  if (argv[0] != NULL && strlen(argv[0]) > 0)
    puts("argv0 ok");
  return 0;
}
