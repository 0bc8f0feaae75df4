// Counting characters, lines and words with a getchar() loop until EOF.
// RUN: printf 'hello world\nferret  runs\n\nend\n' | %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// RUN: %ferret run %s < /dev/null 2>/dev/null | FileCheck %s --check-prefix=EMPTY --match-full-lines
// CHECK: chars=30 lines=4 words=5
// EMPTY: chars=0 lines=0 words=0
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

int main(void) {
  int c, chars = 0, lines = 0, words = 0, in_word = 0;
  while ((c = getchar()) != EOF) {
    chars++;
    if (c == '\n')
      lines++;
    if (c == ' ' || c == '\n' || c == '\t') {
      in_word = 0;
    } else if (!in_word) {
      in_word = 1;
      words++;
    }
  }
  printf("chars=%d lines=%d words=%d\n", chars, lines, words);
  return 0;
}
