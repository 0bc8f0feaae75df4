// Directories in the file-system layer: a host tree under --fs-root read
// through stat, opendir/readdir and access; mkdir, a file created in the
// new directory, unlink and rmdir change the run's copy (listed at once,
// the host left alone) and, with --fs-write, the host's tree; chdir moves
// relative paths and getcwd names the root as the host does.
// RUN: rm -rf %t.dir && mkdir -p %t.dir/sub && printf 'hello\n' > %t.dir/a.txt && printf 'x' > %t.dir/sub/b.txt
// RUN: chmod 0640 %t.dir/a.txt
// RUN: %ferret run %s --fs-root %t.dir | FileCheck %s -DROOT=%t.dir
// RUN: test ! -e %t.dir/made && test -e %t.dir/a.txt
// RUN: %ferret run %s --fs-root %t.dir --fs-write | FileCheck %s -DROOT=%t.dir
// RUN: test -d %t.dir/made && test -e %t.dir/made/in.txt && test ! -e %t.dir/gone && test ! -e %t.dir/a.txt
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

// The names in dir, sorted (readdir's order is the host's).
static void list(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) {
    printf("opendir %s: %s\n", dir, strerror(errno));
    return;
  }
  char *names[64];
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d)) && n < 64)
    names[n++] = strcat(strcpy(malloc(strlen(e->d_name) + 3), e->d_name), e->d_type == DT_DIR ? "/" : "");
  closedir(d);
  qsort(names, n, sizeof *names, cmp);
  printf("%s:", dir);
  for (int i = 0; i < n; ++i) {
    printf(" %s", names[i]);
    free(names[i]);
  }
  printf("\n");
}

int main(void) {
  struct stat st;
  // CHECK: a.txt: 0 reg 1 size 6 mode 640
  int r = stat("a.txt", &st);
  printf("a.txt: %d %s %d size %lld mode %o\n", r, S_ISREG(st.st_mode) ? "reg" : "?", (int)st.st_nlink,
         (long long)st.st_size, st.st_mode & 0777);
  // CHECK: sub: 0 dir
  r = lstat("sub", &st);
  printf("sub: %d %s\n", r, S_ISDIR(st.st_mode) ? "dir" : "?");
  // CHECK: none: -1 No such file or directory
  r = stat("none", &st);
  printf("none: %d %s\n", r, strerror(errno));
  // CHECK: .: ../ ./ a.txt sub/
  list(".");
  // CHECK: access 0 0 -1 -1
  printf("access %d %d %d %d\n", access("a.txt", F_OK), access("a.txt", R_OK | W_OK), access("a.txt", X_OK),
         access("nope", F_OK));

  // CHECK: mkdir 0, again -1 File exists
  r = mkdir("made", 0755);
  printf("mkdir %d, again %d %s\n", r, mkdir("made", 0755), strerror(errno));
  FILE *f = fopen("made/in.txt", "w");
  fputs("inside\n", f);
  // CHECK: made: ../ ./ in.txt
  list("made");
  // CHECK: fstat 0 size 7
  fflush(f);
  printf("fstat %d size %lld\n", fstat(fileno(f), &st), (long long)st.st_size);
  fclose(f);
  mkdir("gone", 0700);
  // CHECK: .: ../ ./ a.txt gone/ made/ sub/
  list(".");
  // CHECK: rmdir made -1 Directory not empty, gone 0, gone again -1 No such file or directory
  r = rmdir("made");
  printf("rmdir made %d %s, ", r, strerror(errno));
  r = rmdir("gone");
  printf("gone %d, ", r);
  r = rmdir("gone");
  printf("gone again %d %s\n", r, strerror(errno));
  // CHECK: unlink sub -1 Is a directory, a.txt 0, stat -1
  r = unlink("sub");
  printf("unlink sub %d %s, ", r, strerror(errno));
  r = unlink("a.txt");
  printf("a.txt %d, stat %d\n", r, stat("a.txt", &st));
  // CHECK: .: ../ ./ made/ sub/
  list(".");
  // CHECK: rmdir a file -1 Not a directory
  r = rmdir("sub/b.txt");
  printf("rmdir a file %d %s\n", r, strerror(errno));

  char cwd[4096];
  // CHECK: cwd [[ROOT]]
  printf("cwd %s\n", getcwd(cwd, sizeof cwd));
  // CHECK: chdir 0 cwd [[ROOT]]/sub
  r = chdir("sub");
  printf("chdir %d cwd %s\n", r, getcwd(cwd, sizeof cwd));
  f = fopen("b.txt", "r");
  // CHECK: b.txt holds 'x'
  printf("b.txt holds '%c'\n", fgetc(f));
  fclose(f);
  // CHECK: ..: ../ ./ made/ sub/
  list("..");
  // CHECK: small buffer null 1 Numerical result out of range
  char tiny[2];
  printf("small buffer null %d %s\n", getcwd(tiny, sizeof tiny) == NULL, strerror(errno));
  // CHECK: malloc'd [[ROOT]]/sub
  char *m = getcwd(NULL, 0);
  printf("malloc'd %s\n", m);
  free(m);
  // CHECK: chdir to a file -1 Not a directory
  r = chdir("b.txt");
  printf("chdir to a file %d %s\n", r, strerror(errno));
  chdir("..");
  // CHECK: back [[ROOT]]
  printf("back %s\n", getcwd(cwd, sizeof cwd));
  return 0;
}
