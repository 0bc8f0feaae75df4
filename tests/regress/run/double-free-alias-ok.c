// Twin of double-free-alias.c: aliasing is detected before the second free.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 6
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

struct pair {
  int *left;
  int *right;
};

static void destroy(struct pair *p) {
  free(p->left);
  if (p->right != p->left)
    free(p->right);
}

int main(void) {
  int *shared = malloc(sizeof(int));
  *shared = 3;
  struct pair p = {shared, shared};
  printf("%d\n", *p.left + *p.right);
  destroy(&p);
  return 0;
}
