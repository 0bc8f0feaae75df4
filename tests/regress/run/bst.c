// A binary search tree: recursive insert, in-order traversal through a
// callback with a context pointer, height, recursive free.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 3 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 10 20 30 40 50 60 65 70 80
// CHECK-NEXT: 9 10 80
// CHECK-NEXT: 4
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>

struct tree {
  int key;
  struct tree *left, *right;
};

static struct tree *insert(struct tree *t, int key) {
  if (!t) {
    t = malloc(sizeof *t);
    t->key = key;
    t->left = t->right = NULL;
  } else if (key < t->key) {
    t->left = insert(t->left, key);
  } else if (key > t->key) {
    t->right = insert(t->right, key);
  }
  return t;
}

static void walk(const struct tree *t, void (*visit)(int, void *), void *ctx) {
  if (!t)
    return;
  walk(t->left, visit, ctx);
  visit(t->key, ctx);
  walk(t->right, visit, ctx);
}

struct collect {
  int n;
  int keys[32];
};

static void add_key(int key, void *ctx) {
  struct collect *c = ctx;
  c->keys[c->n++] = key;
}

static void print_key(int key, void *ctx) {
  printf("%s%d", *(int *)ctx ? " " : "", key);
  *(int *)ctx = 1;
}

static int height(const struct tree *t) {
  if (!t)
    return 0;
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}

static void destroy(struct tree *t) {
  if (!t)
    return;
  destroy(t->left);
  destroy(t->right);
  free(t);
}

int main(void) {
  int keys[] = {50, 30, 70, 20, 40, 60, 80, 30, 65, 10};
  struct tree *root = NULL;
  for (unsigned i = 0; i < sizeof keys / sizeof keys[0]; i++)
    root = insert(root, keys[i]);
  int started = 0;
  walk(root, print_key, &started);
  printf("\n");
  struct collect c = {0};
  walk(root, add_key, &c);
  printf("%d %d %d\n", c.n, c.keys[0], c.keys[c.n - 1]);
  printf("%d\n", height(root));
  destroy(root);
  return 0;
}
