// scandir with a filter and alphasort: the entries in malloc'ed blocks
// the program frees, in order; a list never freed is a leak named for
// scandir; reading past an entry's d_reclen bytes is an overrun.
// RUN: rm -rf %t.dir && mkdir -p %t.dir/d && touch %t.dir/b %t.dir/a %t.dir/.hidden %t.dir/C
// RUN: %ferret run %s --fs-root %t.dir | FileCheck %s
// RUN: not %ferret run %s --fs-root %t.dir -DLEAK 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: not %ferret run %s --fs-root %t.dir -DPAST 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: %ferret run %s --fs-root %t.dir -DNODIR 2>&1 | FileCheck %s --check-prefix=NODIR
// CHECK: 4 entries: C a b d/
// CHECK: all 7, first .{{$}}
// LEAK: error: memory-leak
// LEAK: allocated here by scandir
// PAST: error: out-of-bounds
// NODIR: scandir of a file: -1 Not a directory
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int visible(const struct dirent *e) { return e->d_name[0] != '.'; }

int main(void) {
  struct dirent **list;
#ifdef NODIR
  int r = scandir("b", &list, NULL, alphasort);
  printf("scandir of a file: %d %s\n", r, strerror(errno));
  return 0;
#endif
  int n = scandir(".", &list, visible, alphasort);
  printf("%d entries:", n);
  for (int i = 0; i < n; ++i) {
    printf(" %s%s", list[i]->d_name, list[i]->d_type == DT_DIR ? "/" : "");
#ifdef PAST
    printf("%c", list[i]->d_name[200]);
#endif
    free(list[i]);
  }
  printf("\n");
  free(list);
  n = scandir(".", &list, NULL, alphasort);
  printf("all %d, first %s\n", n, list[0]->d_name);
  for (int i = 0; i < n; ++i) free(list[i]);
#ifndef LEAK
  free(list);
#endif
  return 0;
}
