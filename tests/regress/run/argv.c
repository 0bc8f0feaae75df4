// Program arguments after -- are passed to main.
// RUN: %ferret run %s -- a bb "c c" > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// RUN: %ferret run %s 2>/dev/null | FileCheck %s --check-prefix=NOARGS --match-full-lines
// CHECK:      argc=4
// CHECK-NEXT: argv[1]=a (1)
// CHECK-NEXT: argv[2]=bb (2)
// CHECK-NEXT: argv[3]=c c (3)
// CHECK-NEXT: argv[4] is null
// NOARGS:      argc=1
// NOARGS-NEXT: argv[1] is null
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  printf("argc=%d\n", argc);
  for (int i = 1; i < argc; i++)
    printf("argv[%d]=%s (%zu)\n", i, argv[i], strlen(argv[i]));
  if (argv[argc] == NULL)
    printf("argv[%d] is null\n", argc);
  return 0;
}
