// mmap of anonymous memory (zeroed, page-aligned, the rest of the last
// page there), a private read-only mapping of a file, mprotect, munmap;
// getrlimit/setrlimit/prlimit (the host's limits, then the process's
// own: a soft limit above the hard one is EINVAL), getrusage of the
// children (zeros); umask, chmod and fchmod seen by stat and access.
// The output is compared with gcc's build.  Misuse: a mapping used after
// munmap, freed with free(), written through PROT_READ, read past its
// pages, part of it unmapped, never unmapped (a leak).  Unmapped twice is
// no error (TWICE): the kernel's second munmap finds nothing to unmap and
// succeeds, and mprotect of the gone pages fails with ENOMEM; it was
// reported as a double free.
// RUN: rm -rf %t.dir %t.ndir && mkdir -p %t.dir %t.ndir && printf 'hello, mapped file\n' > %t.dir/data.txt
// RUN: cp %t.dir/data.txt %t.ndir && gcc -w -o %t.native %s && cd %t.ndir && %t.native > %t.want
// RUN: cd %t.dir && %ferret run %s > %t.got
// RUN: diff %t.want %t.got
// RUN: FileCheck %s < %t.got
// RUN: cd %t.dir && not %ferret run %s -DAFTER 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: cd %t.dir && %ferret run %s -DTWICE 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: cd %t.dir && not %ferret run %s -DFREE 2>&1 | FileCheck %s --check-prefix=FREE
// RUN: cd %t.dir && not %ferret run %s -DRDONLY 2>&1 | FileCheck %s --check-prefix=RDONLY
// RUN: cd %t.dir && not %ferret run %s -DPAST 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: cd %t.dir && not %ferret run %s -DPART 2>&1 | FileCheck %s --check-prefix=PART
// RUN: cd %t.dir && not %ferret run %s -DLEAK 2>&1 | FileCheck %s --check-prefix=LEAK
// CHECK: anon: aligned 1 zero 1 last 0
// CHECK: file: hello, mapped file|0
// CHECK: setrlimit soft above hard: -1 EINVAL
// CHECK: chmod: 0600 access w 0 x -1
// AFTER: error: use-after-free
// TWICE: again 0 mprotect -1 ENOMEM 1
// TWICE: exited with status 0
// FREE: error: invalid-free: free of a heap block of 8192 bytes allocated by mmap, which only munmap releases
// RDONLY: error: read-only-write
// PAST: error: out-of-bounds
// PART: error: unsupported: munmap of part of a mapping
// LEAK: error: memory-leak
// LEAK: allocated here by mmap
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void) {
  char *p = mmap(NULL, 5000, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return 1;
  printf("anon: aligned %d zero %d", (uintptr_t)p % 4096 == 0, p[0] == 0 && p[4999] == 0);
  printf(" last %d\n", p[8191]);
  strcpy(p, "written");
  printf("mprotect %d: %s\n", mprotect(p, 5000, PROT_READ), p);
  printf("munmap %d\n", munmap(p, 5000));
  errno = 0;
  printf("bad: length 0 %d", mmap(NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) == MAP_FAILED);
  printf(" %d", errno == EINVAL);
  printf(", unaligned munmap %d", munmap(p + 1, 10));
  printf(" %d\n", errno == EINVAL);

  int fd = open("data.txt", O_RDONLY);
  char *f = mmap(NULL, 19, PROT_READ, MAP_PRIVATE, fd, 0);
  printf("file: %.18s|%d\n", f, f[19]);
  munmap(f, 19);
  close(fd);
  errno = 0;
  printf("closed fd: %d", mmap(NULL, 19, PROT_READ, MAP_PRIVATE, fd, 0) == MAP_FAILED);
  printf(" %d\n", errno == EBADF);

  struct rlimit lim, again;
  getrlimit(RLIMIT_NOFILE, &lim);
  struct rlimit lower = {lim.rlim_cur > 64 ? 64 : lim.rlim_cur, lim.rlim_max};
  printf("setrlimit %d", setrlimit(RLIMIT_NOFILE, &lower));
  getrlimit(RLIMIT_NOFILE, &again);
  printf(" -> %d, hard kept %d\n", (int)again.rlim_cur, again.rlim_max == lim.rlim_max);
  struct rlimit bad = {10, 5};
  errno = 0;
  printf("setrlimit soft above hard: %d", setrlimit(RLIMIT_NOFILE, &bad));
  printf(" %s\n", errno == EINVAL ? "EINVAL" : "?");
  struct rlimit old;
  printf("prlimit %d", prlimit(0, RLIMIT_NOFILE, NULL, &old));
  printf(" soft %d\n", (int)old.rlim_cur);
  errno = 0;
  printf("bad resource %d", getrlimit(99, &lim));
  printf(" %d\n", errno == EINVAL);
  struct rusage u;
  memset(&u, 1, sizeof u);
  printf("children: %d", getrusage(RUSAGE_CHILDREN, &u));
  printf(" %ld %ld\n", (long)u.ru_utime.tv_sec, u.ru_maxrss);
  printf("self: %d\n", getrusage(RUSAGE_SELF, &u));

  umask(077);
  printf("umask was 077: %o\n", (unsigned)umask(022));
  mkdir("made", 0777);
  struct stat st;
  stat("made", &st);
  printf("mkdir 0777 under 022: %o\n", (unsigned)st.st_mode & 0777);
  chmod("data.txt", 0600);
  stat("data.txt", &st);
  printf("chmod: %04o access w %d", (unsigned)st.st_mode & 0777, access("data.txt", W_OK));
  printf(" x %d\n", access("data.txt", X_OK));
  fd = open("data.txt", O_RDONLY);
  fchmod(fd, 0744);
  fstat(fd, &st);
  printf("fchmod: %04o\n", (unsigned)st.st_mode & 0777);
  close(fd);
  errno = 0;
  printf("chmod missing %d", chmod("missing", 0600));
  printf(" %d\n", errno == ENOENT);

  char *m = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
#ifdef AFTER
  munmap(m, 8192);
  m[0] = 1;
#elif defined(TWICE)
  munmap(m, 8192);
  printf("again %d", munmap(m, 8192));
  printf(" mprotect %d", mprotect(m, 8192, PROT_READ));
  printf(" ENOMEM %d\n", errno == ENOMEM);
#elif defined(FREE)
  free(m);
#elif defined(RDONLY)
  mprotect(m, 8192, PROT_READ);
  m[1] = 1;
#elif defined(PAST)
  m[8192] = 1;
#elif defined(PART)
  munmap(m, 4096);
#elif defined(LEAK)
  m = NULL;
#else
  munmap(m, 8192);
#endif
  return 0;
}
