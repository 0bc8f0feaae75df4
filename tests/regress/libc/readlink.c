// readlink: a link's text, cut to the buffer's size and not terminated;
// EINVAL for a file that is no link, ENOENT for nothing; a link leading
// out of the root is EACCES, so no name outside is told (natively it
// reads "/etc/passwd").  It once stopped the run as unmodelled.
// RUN: rm -rf %t.dir && mkdir -p %t.dir/sub && echo hi > %t.dir/sub/f.txt
// RUN: ln -s sub/f.txt %t.dir/link.txt && ln -s /etc/passwd %t.dir/out
// RUN: cd %t.dir && %ferret run %s | FileCheck %s
// CHECK: link.txt: 9 errno 0 'sub/f.txt'
// CHECK: link.txt: 3 errno 0 'sub'
// CHECK: sub/f.txt: -1 errno 22 ''
// CHECK: nope: -1 errno 2 ''
// CHECK: out: -1 errno 13 ''
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void show(const char *path, size_t size) {
  char buf[64];
  memset(buf, 0, sizeof buf);
  errno = 0;
  ssize_t n = readlink(path, buf, size);
  printf("%s: %zd errno %d '%s'\n", path, n, n < 0 ? errno : 0, buf);
}

int main(void) {
  show("link.txt", 63);
  show("link.txt", 3);
  show("sub/f.txt", 63);
  show("nope", 63);
  show("out", 63);
  return 0;
}
