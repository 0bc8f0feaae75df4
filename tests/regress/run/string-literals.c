// String literals: concatenation, escapes, sizeof, arrays initialised from
// literals, identical literals, embedded NULs.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 12 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: ferret run 10
// CHECK-NEXT: 4 4
// CHECK-NEXT: 10 9 92 39
// CHECK-NEXT: 65 65 0
// CHECK-NEXT: [tab	here]
// CHECK-NEXT: quote "inside"
// CHECK-NEXT: Mutable 8
// CHECK-NEXT: xyz
// CHECK-NEXT: left 5
// CHECK-NEXT: right
// CHECK-NEXT: 0 0 8
// CHECK-NEXT: ed
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(void) {
  const char *joined = "fer" "ret" " " "run";
  printf("%s %zu\n", joined, strlen(joined));
  printf("%zu %zu\n", sizeof("abc"), sizeof("a\0b"));
  printf("%d %d %d %d\n", '\n', '\t', '\\', '\'');
  printf("%d %d %d\n", '\x41', '\101', '\0');
  printf("[tab\there]\n");
  printf("quote \"inside\"\n");
  char arr[] = "mutable";
  arr[0] = 'M';
  printf("%s %zu\n", arr, sizeof arr);
  char exact[4] = "xyz";
  printf("%s\n", exact);
  const char *emb = "left\0right";
  printf("%s %zu\n", emb, strlen(emb + 5));
  printf("%s\n", emb + 5);
  char padded[8] = "ab";
  printf("%d %d %d\n", padded[2], padded[7], (int)sizeof padded);
  printf("%c%c\n", "hello"[1], *("world" + 4));
  return 0;
}
