// Two owners of one block both free it, the second inside a cleanup helper.
// RUN: not %ferret run %s 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

struct pair {
  int *left;
  int *right;
};

static void destroy(struct pair *p) {
  free(p->left);
  // CHECK: double-free-alias.c:[[@LINE+1]]:{{[0-9]+}}: error: double-free:
  free(p->right);
}

int main(void) {
  int *shared = malloc(sizeof(int));
  *shared = 3;
  struct pair p = {shared, shared};
  printf("%d\n", *p.left + *p.right);
  destroy(&p);
  // CHECK: #0 destroy at
  // CHECK-NEXT: #1 main at {{.*}}double-free-alias.c:[[@LINE-2]]:
  return 0;
}
