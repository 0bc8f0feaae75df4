// A dense switch (jump-table shaped) with a default.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 9 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: -1 ???
// CHECK-NEXT: 0 sun
// CHECK-NEXT: 1 mon
// CHECK-NEXT: 2 tue
// CHECK-NEXT: 3 wed
// CHECK-NEXT: 4 thu
// CHECK-NEXT: 5 fri
// CHECK-NEXT: 6 sat
// CHECK-NEXT: 7 ???
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static const char *day(int d) {
  switch (d) {
  case 0: return "sun";
  case 1: return "mon";
  case 2: return "tue";
  case 3: return "wed";
  case 4: return "thu";
  case 5: return "fri";
  case 6: return "sat";
  default: return "???";
  }
}

int main(void) {
  for (int i = -1; i <= 7; i++)
    printf("%d %s\n", i, day(i));
  return 0;
}
