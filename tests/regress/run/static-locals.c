// Static local variables keep their value between calls; each function has
// its own; static locals can be returned by address.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 7 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 100 101 102
// CHECK-NEXT: 5
// CHECK-NEXT: 17
// CHECK-NEXT: red
// CHECK-NEXT: green
// CHECK-NEXT: blue
// CHECK-NEXT: red
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>

static int next_id(void) {
  static int id = 100;
  return id++;
}

static int calls(void) {
  static int n;
  return ++n;
}

static int *shared_slot(void) {
  static int slot = 7;
  return &slot;
}

static const char *rotate(void) {
  static const char *words[3] = {"red", "green", "blue"};
  static int i;
  const char *w = words[i];
  i = (i + 1) % 3;
  return w;
}

int main(void) {
  int a = next_id();
  int b = next_id();
  int c = next_id();
  printf("%d %d %d\n", a, b, c);
  for (int i = 0; i < 4; i++)
    calls();
  printf("%d\n", calls());
  *shared_slot() += 10;
  printf("%d\n", *shared_slot());
  for (int i = 0; i < 4; i++)
    printf("%s\n", rotate());
  return 0;
}
