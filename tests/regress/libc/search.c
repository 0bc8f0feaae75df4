// <search.h>: tsearch/tfind/tdelete/twalk/twalk_r/tdestroy build glibc's
// red-black trees, so twalk's visits and depths are a native run's (the
// output is compared with gcc's build), through insertions and deletions
// that rotate; lsearch/lfind; hcreate/hsearch/hdestroy, the table full
// at glibc's size.  tdestroy's free function may be the library's free.
// Misuse: a node used after tdelete freed it, a tree never destroyed
// (its nodes leak), a root variable never set to NULL, a node given to
// free(), twalk of a pointer tsearch did not return, lsearch
// past the array's end, a comparator returning an uninitialised value.
// RUN: gcc -w -o %t.native %s && %t.native > %t.want
// RUN: %ferret run %s > %t.got
// RUN: diff %t.want %t.got
// RUN: FileCheck %s < %t.got
// RUN: not %ferret run %s -DAFTER 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: not %ferret run %s -DLEAK 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s -DNOTNODE 2>&1 | FileCheck %s --check-prefix=NOTNODE
// RUN: not %ferret run %s -DFULL 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not %ferret run %s -DUNDEF 2>&1 | FileCheck %s --check-prefix=UNDEF
// RUN: not %ferret run %s -DNOROOT 2>&1 | FileCheck %s --check-prefix=NOROOT
// RUN: not %ferret run %s -DFREENODE 2>&1 | FileCheck %s --check-prefix=FREENODE
// CHECK: in order: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
// CHECK: hsearch full at 5: ENOMEM 1
// AFTER: error: use-after-free
// LEAK: error: memory-leak
// LEAK: allocated here by tsearch
// NOTNODE: error: invalid-call: twalk of a pointer that is not a tree node tsearch made
// FULL: error: out-of-bounds{{.*}}lsearch
// UNDEF: error: uninitialized{{.*}}comparator
// NOROOT: error: uninitialized-value{{.*}}the tree pointer tsearch reads
// FREENODE: error: invalid-free: free of a heap block of 24 bytes allocated by tsearch, which only tdestroy releases
#define _GNU_SOURCE
#include <errno.h>
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp(const void *a, const void *b) {
#ifdef UNDEF
  int junk;
  if (a) return junk;
#endif
  return *(const int *)a - *(const int *)b;
}
static void show(const void *node, VISIT which, int depth) {
  printf(" %c%d@%d", "pPel"[which], **(int *const *)node, depth);
}
static void inorder(const void *node, VISIT which, void *out) {
  if (which == postorder || which == leaf) printf(" %d", **(int *const *)node);
  ++*(int *)out;
}
static void word(const void *node, VISIT which, void *unused) {
  if (which == postorder || which == leaf) printf(" %s", *(char *const *)node);
}
static int freed;
static void release(void *key) { ++freed; (void)key; }

int main(void) {
  static int keys[] = {8, 3, 12, 1, 5, 10, 14, 2, 4, 6, 7, 9, 11, 13, 15, 16};
  void *root = NULL;
  for (int i = 0; i < 16; ++i) {
    int **n = tsearch(&keys[i], &root, cmp);
    if (*n != &keys[i]) return 1;
  }
  int again = 5;
  printf("again %d %d\n", *(int **)tsearch(&again, &root, cmp) == &keys[4], tfind(&again, &root, cmp) != NULL);
  printf("shape:");
  twalk(root, show);
  printf("\nin order:");
  int visits = 0;
  twalk_r(root, inorder, &visits);
  printf("\nvisits %d\n", visits);
  int gone[] = {8, 1, 16, 12, 3, 99};
  for (int i = 0; i < 6; ++i) {
    void *parent = tdelete(&gone[i], &root, cmp);
    printf("delete %d: %s", gone[i], parent ? "found" : "absent");
    printf(", after:");
    twalk(root, show);
    printf("\n");
  }
  printf("tfind 8: %p\n", tfind(&gone[0], &root, cmp));
  tdestroy(root, release);
  printf("freed %d keys\n", freed);

  void *names = NULL;
  const char *words[] = {"pear", "apple", "fig", "kiwi"};
  for (int i = 0; i < 4; ++i) tsearch(strdup(words[i]), &names, (int (*)(const void *, const void *))strcmp);
  printf("strdup'd keys:");
  twalk_r(names, word, NULL);
  tdestroy(names, free);
  printf(" destroyed with free\n");

  int arr[8] = {4, 8, 15};
  size_t n = 3;
  int k = 16, l = 8;
  int *at = lsearch(&k, arr, &n, sizeof *arr, cmp);
  printf("lsearch %d at %d, n %zu", *at, (int)(at - arr), n);
  printf("; lfind 8 at %d", (int)((int *)lfind(&l, arr, &n, sizeof *arr, cmp) - arr));
  k = 23;
  printf("; lfind 23 %p\n", lfind(&k, arr, &n, sizeof *arr, cmp));

  printf("hcreate %d\n", hcreate(5));
  static char names7[8][4];
  int i;
  for (i = 0; i < 8; ++i) {
    snprintf(names7[i], 4, "k%d", i);
    ENTRY e = {names7[i], (void *)(long)(i * 10)};
    errno = 0;
    if (!hsearch(e, ENTER)) break;
  }
  printf("hsearch full at %d: %s", i, errno == ENOMEM ? "ENOMEM" : "?");
  printf(" %d\n", hsearch((ENTRY){"k1", 0}, FIND) != NULL);
  ENTRY *f = hsearch((ENTRY){"k3", 0}, FIND);
  printf("k3 -> %ld, k9 %p\n", (long)f->data, (void *)hsearch((ENTRY){"k9", 0}, FIND));
  hdestroy();

#ifdef AFTER
  void *t = NULL;
  int a = 1, b = 2;
  tsearch(&a, &t, cmp);
  int **nb = tsearch(&b, &t, cmp);
  tdelete(&b, &t, cmp);
  printf("%d\n", **nb);
#elif defined(LEAK)
  void *t = NULL;
  int a = 1;
  tsearch(&a, &t, cmp);
  t = NULL;
#elif defined(NOTNODE)
  int x = 0;
  twalk(&x, show);
#elif defined(FULL)
  int three[3] = {1, 2, 3};
  size_t m = 3;
  int z = 9;
  lsearch(&z, three, &m, sizeof z, cmp);
#elif defined(NOROOT)
  void *t;
  int a = 1;
  tsearch(&a, &t, cmp);
#elif defined(FREENODE)
  void *t = NULL;
  int a = 1;
  free(tsearch(&a, &t, cmp));
#elif defined(UNDEF)
  void *t = NULL;
  int a = 1, b = 2;
  tsearch(&a, &t, cmp);
  tsearch(&b, &t, cmp);
#endif
  return 0;
}
