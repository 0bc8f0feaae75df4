// A binary search tree: insertions, lookups and its height.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct tree { int key; struct tree *left, *right; };

struct tree *insert(struct tree *t, int key, int *dup) {
  if (!t) {
    t = malloc(sizeof *t);
    t->key = key;
    t->left = t->right = NULL;
    return t;
  }
  if (key < t->key) t->left = insert(t->left, key, dup);
  else if (key > t->key) t->right = insert(t->right, key, dup);
  else (*dup)++;
  return t;
}

int height(const struct tree *t) {
  if (!t) return 0;
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}

int contains(const struct tree *t, int key) {
  while (t) {
    if (key == t->key) return 1;
    t = key < t->key ? t->left : t->right;
  }
  return 0;
}

void release(struct tree *t) {
  if (!t) return;
  release(t->left);
  release(t->right);
  free(t);
}

int main(void) {
  struct tree *t = NULL;
  int dup = 0, n = 0;
  while (n < 7 && __VERIFIER_nondet_int()) {
    t = insert(t, __VERIFIER_nondet_int() % 20, &dup);
    n++;
  }
  int h = height(t);
  int r = contains(t, __VERIFIER_nondet_int());
  if (h == 5 && dup == 0) r += 10;
  if (h == n && n > 3) r += 20;
  release(t);
  return r;
}
