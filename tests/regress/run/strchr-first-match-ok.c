// strchr reads only up to the first match: an unterminated buffer holding
// the character is not read past it (glibc and ASan agree).  Ferret used to
// read the whole string first and reported an out-of-bounds read here.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 1 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(void) {
  char tag[3] = {'x', 'y', 'z'};
  char word[4] = "abc";
  printf("%d %d\n", (int)(strchr(tag, 'y') - tag), strchr(word, 'q') != NULL);
  return 0;
}
