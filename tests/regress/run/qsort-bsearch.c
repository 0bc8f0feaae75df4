// qsort and bsearch with callbacks over ints, strings and structs.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 14 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: -50 -7 0 1 3 3 8 19 42 100
// CHECK-NEXT: 7
// CHECK-NEXT: 1
// CHECK-NEXT: 100 -50
// CHECK-NEXT: apple
// CHECK-NEXT: banana
// CHECK-NEXT: cherry
// CHECK-NEXT: fig
// CHECK-NEXT: pear
// CHECK-NEXT: 3
// CHECK-NEXT: cat:20
// CHECK-NEXT: ann:25
// CHECK-NEXT: bob:30
// CHECK-NEXT: dan:30
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int cmp_int_desc(const void *a, const void *b) { return cmp_int(b, a); }

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

struct person {
  const char *name;
  int age;
};

static int by_age_then_name(const void *a, const void *b) {
  const struct person *p = a, *q = b;
  if (p->age != q->age)
    return p->age - q->age;
  return strcmp(p->name, q->name);
}

int main(void) {
  int v[10] = {42, -7, 19, 0, 3, 3, 100, -50, 8, 1};
  qsort(v, 10, sizeof v[0], cmp_int);
  for (int i = 0; i < 10; i++)
    printf(i ? " %d" : "%d", v[i]);
  printf("\n");
  int key = 19;
  int *hit = bsearch(&key, v, 10, sizeof v[0], cmp_int);
  printf("%td\n", hit ? hit - v : -1);
  key = 20;
  printf("%d\n", bsearch(&key, v, 10, sizeof v[0], cmp_int) == NULL);
  qsort(v, 10, sizeof v[0], cmp_int_desc);
  printf("%d %d\n", v[0], v[9]);
  const char *words[5] = {"pear", "apple", "fig", "banana", "cherry"};
  qsort(words, 5, sizeof words[0], cmp_str);
  for (int i = 0; i < 5; i++)
    printf("%s\n", words[i]);
  const char *want = "fig";
  const char **w = bsearch(&want, words, 5, sizeof words[0], cmp_str);
  printf("%td\n", w - words);
  struct person ps[4] = {{"dan", 30}, {"ann", 25}, {"bob", 30}, {"cat", 20}};
  qsort(ps, 4, sizeof ps[0], by_age_then_name);
  for (int i = 0; i < 4; i++)
    printf("%s:%d\n", ps[i].name, ps[i].age);
  qsort(v, 0, sizeof v[0], cmp_int);
  return 0;
}
