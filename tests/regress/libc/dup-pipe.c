// dup, dup2, dup3 and fcntl(F_DUPFD) make numbers that share a
// description (one position); dup2 onto stdout sends printf's bytes to a
// file; fcntl reads and sets FD_CLOEXEC and the status flags; a pipe
// carries bytes in order and reads end of file once its write end is
// closed.  Misuse: a bad number (EBADF), a read of an empty pipe whose
// write end is open (waits forever: a deadlock), a write with no reader
// (EPIPE), an fcntl command not modelled.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && printf 'abcdef' > %t.dir/six.txt
// RUN: %ferret run %s --fs-root %t.dir | FileCheck %s
// RUN: not %ferret run %s --fs-root %t.dir -DBLOCK 2>&1 | FileCheck %s --check-prefix=BLOCK
// RUN: not %ferret run %s --fs-root %t.dir -DCMD 2>&1 | FileCheck %s --check-prefix=CMD
// CHECK: dup 3 -> 4: a b, shared position 2
// CHECK: dup2 -> 9: c, F_DUPFD from 20 -> 20: d
// CHECK: bad: -1 9 -1 9 -1 9
// CHECK: cloexec 0 1, flags rdonly 1 append 0 then 1
// CHECK: redirected 0
// CHECK: out.txt holds 'to the file 42\n'
// CHECK: pipe 0: read 5 'hello', then 0 after close
// CHECK: no reader: -1 32
// BLOCK: error: deadlock: a read of an empty pipe whose write end is open waits forever
// CMD: error: unsupported: fcntl command
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>

int main(void) {
  int fd = open("six.txt", O_RDONLY);
  int other = dup(fd);
  char a, b, c, d;
  read(fd, &a, 1);
  read(other, &b, 1);
  printf("dup %d -> %d: %c %c, shared position %ld\n", fd, other, a, b, (long)lseek(fd, 0, SEEK_CUR));
  int nine = dup2(fd, 9);
  read(nine, &c, 1);
  int twenty = fcntl(fd, F_DUPFD, 20);
  read(twenty, &d, 1);
  printf("dup2 -> %d: %c, F_DUPFD from 20 -> %d: %c\n", nine, c, twenty, d);
  int e1 = dup(77), x1 = errno, e2 = dup2(77, 5), x2 = errno, e3 = dup3(fd, fd, 0), x3 = errno;
  printf("bad: %d %d %d %d %d %d\n", e1, x1 == EBADF ? 9 : x1, e2, x2 == EBADF ? 9 : x2, e3, x3 == EINVAL ? 9 : x3);
  int before = fcntl(fd, F_GETFD);
  fcntl(fd, F_SETFD, FD_CLOEXEC);
  int fl = fcntl(fd, F_GETFL);
  fcntl(fd, F_SETFL, fl | O_APPEND);
  printf("cloexec %d %d, flags rdonly %d append %d then %d\n", before, fcntl(fd, F_GETFD), (fl & O_ACCMODE) == O_RDONLY,
         (fl & O_APPEND) != 0, (fcntl(fd, F_GETFL) & O_APPEND) != 0);
  close(fd);
  close(other);
  close(nine);
  close(twenty);

  fflush(stdout);
  int saved = dup(1);
  int out = open("out.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  dup2(out, 1);
  close(out);
  printf("to the file %d\n", 42);
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  printf("redirected %d\n", 0);
  char buf[64] = {0};
  FILE *f = fopen("out.txt", "r");
  fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[strlen(buf) - 1] = 0;
  printf("out.txt holds '%s\\n'\n", buf);

  int p[2];
  int r = pipe(p);
  write(p[1], "hello", 5);
#ifdef BLOCK
  read(p[0], buf, 5);
  read(p[0], buf, 1);
#endif
#ifdef CMD
  fcntl(p[0], F_GETOWN);
#endif
  close(p[1]);
  memset(buf, 0, sizeof buf);
  long n = read(p[0], buf, sizeof buf);
  printf("pipe %d: read %ld '%s', then %ld after close\n", r, n, buf, (long)read(p[0], buf, 1));
  close(p[0]);
  pipe(p);
  close(p[0]);
  signal(SIGPIPE, SIG_IGN);
  long w = write(p[1], "x", 1);
  printf("no reader: %ld %d\n", w, errno);
  close(p[1]);
  return 0;
}
