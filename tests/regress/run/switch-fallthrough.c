// Switch fallthrough (Duff's-device style copy and cumulative cases),
// break inside loops inside a switch, and switch without matching case.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 4 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: fallthrough!
// CHECK-NEXT: abcde
// CHECK-NEXT: -1 1 11 111 0
// CHECK-NEXT: 7308
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static void duff_copy(char *to, const char *from, int count) {
  int n = (count + 3) / 4;
  switch (count % 4) {
  case 0: do { *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}

static int level(int n) {
  int r = 0;
  switch (n) {
  case 3:
    r += 100;
  case 2:
    r += 10;
  case 1:
    r += 1;
    break;
  case 0:
    r = -1;
  }
  return r;
}

int main(void) {
  char buf[16] = {0};
  duff_copy(buf, "fallthrough!", 12);
  printf("%s\n", buf);
  char buf2[8] = {0};
  duff_copy(buf2, "abcde", 5);
  printf("%s\n", buf2);
  for (int i = 0; i <= 4; i++)
    printf(i ? " %d" : "%d", level(i));
  printf("\n");
  int hits = 0;
  for (int i = 0; i < 10; i++) {
    switch (i % 3) {
    case 0:
      for (int j = 0; j < 10; j++) {
        if (j == 2)
          break;
        hits++;
      }
      break;
    case 1:
      continue;
    default:
      hits += 100;
    }
    hits += 1000;
  }
  printf("%d\n", hits);
  return 0;
}
