// sprintf and snprintf: return values, truncation, size 0, building strings
// incrementally.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 8 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 7-x-1.50 8
// CHECK-NEXT: overflo 11 7
// CHECK-NEXT: 6
// CHECK-NEXT: 3 0
// CHECK-NEXT: 0,1,4,9,16, 11
// CHECK-NEXT: 0003.142
// CHECK-NEXT:    ab|cd   |
// CHECK-NEXT: -123 6
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

int main(void) {
  char buf[64];
  int n = sprintf(buf, "%d-%s-%.2f", 7, "x", 1.5);
  printf("%s %d\n", buf, n);
  char small[8];
  int r = snprintf(small, sizeof small, "%s", "overflowing");
  printf("%s %d %zu\n", small, r, strlen(small));
  r = snprintf(NULL, 0, "%d", 123456);
  printf("%d\n", r);
  char one[1];
  r = snprintf(one, sizeof one, "abc");
  printf("%d %d\n", r, one[0]);
  char acc[32];
  int len = 0;
  for (int i = 0; i < 5; i++)
    len += snprintf(acc + len, sizeof acc - len, "%d,", i * i);
  printf("%s %d\n", acc, len);
  char num[16];
  sprintf(num, "%08.3f", 3.14159);
  printf("%s\n", num);
  sprintf(buf, "%5s|%-5s|", "ab", "cd");
  printf("%s\n", buf);
  r = snprintf(buf, 5, "%d", -12345);
  printf("%s %d\n", buf, r);
  return 0;
}
