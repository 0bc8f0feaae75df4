// strcpy strncpy strcat strncat strdup strndup memset memcpy memmove.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 13 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: ferret runs 11
// CHECK-NEXT: ferret runs C
// CHECK-NEXT: abcdefg
// CHECK-NEXT: 98 0 0
// CHECK-NEXT: Duplicate
// CHECK-NEXT: truncate 8
// CHECK-NEXT: short
// CHECK-NEXT: 1
// CHECK-NEXT: return 1
// CHECK-NEXT: 0101234789
// CHECK-NEXT: 1234234789
// CHECK-NEXT: -1
// CHECK-NEXT: 1010101
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char buf[32];
  strcpy(buf, "ferret");
  strcat(buf, " runs");
  printf("%s %zu\n", buf, strlen(buf));
  strncat(buf, " C programs", 2);
  printf("%s\n", buf);
  char small[8];
  strncpy(small, "abcdefghij", sizeof small - 1);
  small[sizeof small - 1] = '\0';
  printf("%s\n", small);
  char padded[8];
  memset(padded, 'x', sizeof padded);
  strncpy(padded, "ab", sizeof padded);
  printf("%d %d %d\n", padded[1], padded[2], padded[7]);
  char *d = strdup("duplicate");
  d[0] = 'D';
  printf("%s\n", d);
  char *nd = strndup("truncate me", 8);
  printf("%s %zu\n", nd, strlen(nd));
  char *whole = strndup("short", 100);
  printf("%s\n", whole);
  char *r = strcpy(buf, "ret");
  printf("%d\n", r == buf);
  char *c = strcat(buf, "urn");
  printf("%s %d\n", c, c == buf);
  char mv[16] = "0123456789";
  memmove(mv + 2, mv, 5);
  printf("%s\n", mv);
  memmove(mv, mv + 3, 4);
  printf("%s\n", mv);
  int nums[4];
  memset(nums, 0xff, sizeof nums);
  printf("%d\n", nums[2]);
  memset(nums, 1, sizeof nums);
  printf("%x\n", (unsigned)nums[0]);
  free(d);
  free(nd);
  free(whole);
  return 0;
}
