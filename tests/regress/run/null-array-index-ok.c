// Twin of null-array-index.c: the vector has storage.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 10
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stddef.h>

struct vec {
  int len;
  int *data;
};

int main(void) {
  int storage[4] = {1, 2, 3, 4};
  struct vec v = {4, storage};
  int sum = 0;
  for (int i = v.len - 1; i >= 0; i--)
    sum += v.data[i];
  printf("%d\n", sum);
  return 0;
}
