// fcntl's record locks: one process holds every lock it asks for, and
// F_GETLK finds none in the way (l_type F_UNLCK).  They once stopped the
// run as an unmodelled command (a database engine locks its files).  A
// struct flock too small is out of bounds (-DSHORT).
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DSHORT 2>&1 | FileCheck %s --check-prefix=SHORT
// CHECK: setlk 0
// CHECK: getlk 0 unlocked 1
// CHECK: unlock 0
// SHORT: error: out-of-bounds: read of {{16|32}} bytes {{.*}} by fcntl
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(void) {
  int fd = open("lockme", O_RDWR | O_CREAT | O_TRUNC, 0644);
  struct flock fl;
  memset(&fl, 0, sizeof fl);
  fl.l_type = F_WRLCK;
  fl.l_whence = SEEK_SET;
  fl.l_len = 10;
  printf("setlk %d\n", fcntl(fd, F_SETLK, &fl));
  fl.l_type = F_RDLCK;
  int got = fcntl(fd, F_GETLK, &fl);
  printf("getlk %d unlocked %d\n", got, fl.l_type == F_UNLCK);
  fl.l_type = F_UNLCK;
  printf("unlock %d\n", fcntl(fd, F_SETLKW, &fl));
  close(fd);
  unlink("lockme");
#ifdef SHORT
  short tiny;
  fcntl(0, F_SETLK, &tiny);
#endif
  return 0;
}
