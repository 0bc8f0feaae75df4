// Nothing outside --fs-root is touched or shown, whatever the path: ".."
// above the root, absolute paths elsewhere, symbolic links leaving it
// (followed: a link out names nothing, and lstat shows the link with no
// size), chdir above it.  The root's own
// ".." entry shows the root's inode, not its parent's.  With --fs-write,
// mkdir, rmdir and unlink outside the root change nothing.
// RUN: rm -rf %t.out %t.dir && mkdir -p %t.out/keep %t.dir && printf 'secret' > %t.out/victim
// RUN: ln -s %t.out %t.dir/outdir && ln -s %t.out/victim %t.dir/outfile && printf 'in' > %t.dir/in.txt
// RUN: ln -s in.txt %t.dir/inlink && ln -s . %t.dir/loop
// RUN: %ferret run %s --fs-root %t.dir --fs-write -- %t.out | FileCheck %s
// RUN: test -e %t.out/victim && test -d %t.out/keep && test ! -e %t.out/made && test ! -e %t.dir/../made
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void try(const char *path) {
  struct stat st;
  int s = stat(path, &st);
  DIR *d = opendir(path);
  FILE *f = fopen(path, "r");
  printf("%s: stat %d opendir %s fopen %s access %d\n", path, s, d ? "yes" : "no", f ? "yes" : "no",
         access(path, F_OK));
  if (d) closedir(d);
  if (f) fclose(f);
}

int main(int argc, char **argv) {
  char victim[4096], keep[4096];
  snprintf(victim, sizeof victim, "%s/victim", argv[1]);
  snprintf(keep, sizeof keep, "%s/keep", argv[1]);
  // CHECK: ..: stat -1 opendir no fopen no access -1
  try("..");
  // CHECK: ../victim: stat -1 opendir no fopen no access -1
  try("../victim");
  // CHECK: /: stat -1 opendir no fopen no access -1
  try("/");
  // CHECK: /etc/passwd: stat -1 opendir no fopen no access -1
  try("/etc/passwd");
  // CHECK: outdir: stat -1 opendir no fopen no access -1
  try("outdir");
  // CHECK: outfile: stat -1 opendir no fopen no access -1
  try("outfile");
  // CHECK: outdir/victim: stat -1 opendir no fopen no access -1
  try("outdir/victim");
  // CHECK: inlink: stat 0 opendir no fopen yes access 0
  try("inlink");
  // CHECK: {{.*}}/victim: stat -1 opendir no fopen no access -1
  try(victim);
  // CHECK: lstat outdir 0 link 1 size 0, inlink 0 link 1 size 6, loop link 1, in.txt link 0
  struct stat l1, l2, l3, l4;
  int s1 = lstat("outdir", &l1), s2 = lstat("inlink", &l2);
  lstat("loop", &l3);
  lstat("in.txt", &l4);
  printf("lstat outdir %d link %d size %ld, inlink %d link %d size %ld, loop link %d, in.txt link %d\n", s1,
         S_ISLNK(l1.st_mode), (long)l1.st_size, s2, S_ISLNK(l2.st_mode), (long)l2.st_size, S_ISLNK(l3.st_mode),
         S_ISLNK(l4.st_mode));
  // CHECK: unlink -1 rmdir -1 mkdir -1 -1
  printf("unlink %d rmdir %d mkdir %d %d\n", unlink(victim), rmdir(keep), mkdir("../made", 0755),
         mkdir("outdir/made", 0755));
  // CHECK: chdir .. -1, cwd is the root: 1
  char cwd[4096], root[4096];
  getcwd(root, sizeof root);
  int r = chdir("..");
  printf("chdir .. %d, cwd is the root: %d\n", r, strcmp(getcwd(cwd, sizeof cwd), root) == 0);
  // CHECK: root's .. is itself: 1
  struct stat st;
  stat(".", &st);
  DIR *d = opendir(".");
  struct dirent *e;
  int same = 0;
  while ((e = readdir(d)))
    if (strcmp(e->d_name, "..") == 0) same = e->d_ino == st.st_ino;
  closedir(d);
  printf("root's .. is itself: %d\n", same);
  return 0;
}
