// Reading lines with fgets and echoing them reversed.
// RUN: printf 'abc\nxy\n' | %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK:      cba
// CHECK-NEXT: yx
// CHECK-NEXT: 2 lines
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(void) {
  char line[64];
  int n = 0;
  while (fgets(line, sizeof line, stdin)) {
    size_t len = strlen(line);
    if (len && line[len - 1] == '\n')
      line[--len] = '\0';
    for (size_t i = 0; i < len / 2; i++) {
      char t = line[i];
      line[i] = line[len - 1 - i];
      line[len - 1 - i] = t;
    }
    puts(line);
    n++;
  }
  printf("%d lines\n", n);
  return 0;
}
