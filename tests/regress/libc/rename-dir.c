// rename of a directory moves its whole tree in the layer: files (their
// bytes and modes) and subdirectories, host ones and ones the program
// made, show under the new name and not the old; an empty directory as
// the target is replaced, a non-empty one is ENOTEMPTY, a file ENOTDIR,
// a directory into itself EINVAL.  With --fs-write the host's tree moves
// too.  The output is compared with gcc's build (run in its own copy).
// RUN: rm -rf %t.dir %t.ndir && mkdir -p %t.dir/top/sub %t.dir/empty %t.dir/full
// RUN: printf 'one\n' > %t.dir/top/a.txt && printf 'two\n' > %t.dir/top/sub/b.txt && touch %t.dir/full/x %t.dir/file
// RUN: cp -r %t.dir %t.ndir && gcc -w -o %t.native %s && cd %t.ndir && %t.native > %t.want
// RUN: cd %t.dir && %ferret run %s > %t.got
// RUN: diff %t.want %t.got
// RUN: FileCheck %s < %t.got
// RUN: test -d %t.dir/top && test ! -e %t.dir/moved
// RUN: cd %t.dir && %ferret run --fs-write %s > %t.written
// RUN: diff %t.want %t.written
// RUN: test ! -e %t.dir/top && test -f %t.dir/empty/b.txt && test -f %t.dir/moved/new.txt
// CHECK: rename top -> moved: 0
// CHECK: moved/sub/b.txt: two
// CHECK: top gone: 1
// CHECK: into itself: -1 EINVAL
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void cat(const char *path) {
  FILE *f = fopen(path, "r");
  char line[64] = "";
  if (f) {
    fgets(line, sizeof line, f);
    fclose(f);
  }
  printf("%s: %s", path, f ? line : "(none)\n");
}
static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
static void list(const char *path) {
  DIR *d = opendir(path);
  char *names[16];
  int n = 0;
  struct dirent *e;
  while (d && (e = readdir(d)) && n < 16) names[n++] = strdup(e->d_name);
  if (d) closedir(d);
  qsort(names, n, sizeof *names, cmp);
  printf("%s:", path);
  for (int i = 0; i < n; ++i) {
    printf(" %s", names[i]);
    free(names[i]);
  }
  printf("\n");
}

int main(void) {
  FILE *f = fopen("top/new.txt", "w");
  fputs("made\n", f);
  fclose(f);
  mkdir("top/madedir", 0755);
  chmod("top/a.txt", 0640);
  printf("rename top -> moved: %d\n", rename("top", "moved"));
  list("moved");
  list("moved/sub");
  cat("moved/a.txt");
  cat("moved/sub/b.txt");
  cat("moved/new.txt");
  struct stat st;
  stat("moved/a.txt", &st);
  printf("mode %o\n", (unsigned)st.st_mode & 0777);
  printf("top gone: %d\n", stat("top", &st) == -1 && errno == ENOENT);
  cat("top/a.txt");
  errno = 0;
  printf("onto non-empty: %d", rename("moved", "full"));
  printf(" %s\n", errno == ENOTEMPTY || errno == EEXIST ? "ENOTEMPTY" : "?");
  errno = 0;
  printf("onto a file: %d", rename("moved", "file"));
  printf(" %s\n", errno == ENOTDIR ? "ENOTDIR" : "?");
  errno = 0;
  printf("into itself: %d", rename("moved", "moved/sub/deeper"));
  printf(" %s\n", errno == EINVAL ? "EINVAL" : "?");
  printf("sub onto empty: %d\n", rename("moved/sub", "empty"));
  list("empty");
  cat("empty/b.txt");
  list("moved");
  return 0;
}
