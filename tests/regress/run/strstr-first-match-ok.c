// strstr reads the haystack only up to the end of the first occurrence: an
// unterminated buffer holding the needle is not read past it (ASan agrees).
// Ferret used to read the whole haystack first and reported an overrun.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1 0 0 1
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(void) {
  char tag[4] = {'a', 'b', 'c', 'd'};
  const char *text = "abcabd";
  printf("%d %d %d %d\n", (int)(strstr(tag, "bc") - tag), (int)(strstr(text, "") - text), strstr(text, "abx") != NULL,
         (int)(strstr(text, "cab") - text) == 2);
  return 0;
}
