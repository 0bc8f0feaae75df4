// pread/pwrite (at an offset, the position kept; a pipe is ESPIPE, a
// negative offset EINVAL), fsync, ftruncate/truncate (cut, and grown with
// zeros), BSD bcopy/bcmp.  Each once stopped the run as unmodelled; the
// expected output is a native run's.  The file lives in the run's overlay.
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && %ferret run %s | FileCheck %s
// RUN: test ! -e %t.dir/scratch.bin
// CHECK: write 8
// CHECK: pread 3 cde pos 8
// CHECK: pwrite 2 pos 8
// CHECK: fsync 0
// CHECK: ftruncate 0
// CHECK: read 4 aXYd
// CHECK: ftruncate grow 0 size 6
// CHECK: pread bad -1
// CHECK: pread pipe -1
// CHECK: truncate 0
// CHECK: truncate missing -1
// CHECK: bcopy hhello bcmp 1 1
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
int main(void) {
  int fd = open("scratch.bin", O_RDWR | O_CREAT | O_TRUNC, 0644);
  printf("write %zd\n", write(fd, "abcdefgh", 8));
  char b[8] = {0};
  ssize_t got = pread(fd, b, 3, 2);
  printf("pread %zd %.3s pos %ld\n", got, b, (long)lseek(fd, 0, SEEK_CUR));
  got = pwrite(fd, "XY", 2, 1);
  printf("pwrite %zd pos %ld\n", got, (long)lseek(fd, 0, SEEK_CUR));
  printf("fsync %d\n", fsync(fd));
  printf("ftruncate %d\n", ftruncate(fd, 4));
  lseek(fd, 0, SEEK_SET);
  memset(b, 0, sizeof b);
  printf("read %zd %s\n", read(fd, b, 8), b);
  int grown = ftruncate(fd, 6);
  printf("ftruncate grow %d size %ld\n", grown, (long)lseek(fd, 0, SEEK_END));
  printf("pread bad %zd\n", pread(fd, b, 1, -1));
  int p[2];
  pipe(p);
  printf("pread pipe %zd\n", pread(p[0], b, 1, 0));
  close(p[0]);
  close(p[1]);
  close(fd);
  printf("truncate %d\n", truncate("scratch.bin", 2));
  printf("truncate missing %d\n", truncate("no-such-file", 2));
  unlink("scratch.bin");
  char s[8] = "hello";
  bcopy(s, s + 1, 5);
  printf("bcopy %s bcmp %d %d\n", s, bcmp("ab", "ab", 2) == 0, bcmp("ab", "ac", 2) != 0);
  return 0;
}
