// glibc's _FORTIFY_SOURCE names: with optimisation on (-D__OPTIMIZE__
// stands for -O2, as Ferret compiles at -O0) the headers call
// __printf_chk, __memcpy_chk, __strcpy_chk, ... with the destination's
// size; each runs its plain model, so the output is the plain program's.
// Where Clang gives the size (the sprintf family's macros: a struct
// member's size) a write past it is Ferret's out-of-bounds error even
// inside the object, where glibc aborts; elsewhere (the inline wrappers'
// size is "unknown" at -O0) the plain model's checks report the overrun.
// RUN: %ferret run %s -D_FORTIFY_SOURCE=2 -D__OPTIMIZE__ < %s | FileCheck %s
// RUN: %ferret run %s < %s | FileCheck %s
// RUN: not %ferret run %s -D_FORTIFY_SOURCE=2 -D__OPTIMIZE__ -DMEMBER 2>&1 | FileCheck %s --check-prefix=MEMBER
// RUN: not %ferret run %s -D_FORTIFY_SOURCE=2 -D__OPTIMIZE__ -DSNPRINTF 2>&1 | FileCheck %s --check-prefix=SNPRINTF
// RUN: not %ferret run %s -D_FORTIFY_SOURCE=2 -D__OPTIMIZE__ -DSPRINTF 2>&1 | FileCheck %s --check-prefix=SPRINTF
// RUN: not %ferret run %s -D_FORTIFY_SOURCE=2 -D__OPTIMIZE__ -DREAD 2>&1 < %s | FileCheck %s --check-prefix=READ
// RUN: not %ferret run %s -D_FORTIFY_SOURCE=2 -D__OPTIMIZE__ -DMEMCPY 2>&1 | FileCheck %s --check-prefix=MEMCPY
// CHECK: printf 3 [ab] [xyz] [7]
// CHECK: fprintf too
// CHECK: copies: hello hello! he
// CHECK: line: // glibc's
// MEMBER: error: out-of-bounds: sprintf writes 12 bytes into a destination of 8 bytes (the size _FORTIFY_SOURCE gave __sprintf_chk; glibc aborts here)
// SNPRINTF: error: out-of-bounds: snprintf may write 20 bytes into a destination of 8 bytes (the size _FORTIFY_SOURCE gave __snprintf_chk
// SPRINTF: error: out-of-bounds: write of 11 bytes at offset 0 of local variable 'small' of 4 bytes in 'main' by sprintf
// READ: error: out-of-bounds{{.*}}read
// MEMCPY: error: out-of-bounds
#include <stdio.h>
#include <string.h>
#include <unistd.h>

struct rec {
  char name[8];
  int id;
};

int main(int argc, char **argv) {
  char buf[16], small[4];
  struct rec r = {"", 1};
  int n = sprintf(buf, "%d", 123);
  printf("printf %d [%s] [%s] [%d]\n", n, "ab", "xyz", 7);
  fprintf(stdout, "fprintf too\n");
  strcpy(buf, "hello");
  char other[16];
  memcpy(other, buf, 6);
  strcat(other, "!");
  strncpy(small, buf, 2);
  small[2] = 0;
  snprintf(r.name, sizeof r.name, "%s", small);
  printf("copies: %s %s %s\n", buf, other, r.name);
  char line[32];
  if (fgets(line, sizeof line, stdin)) printf("line: %.10s\n", line);
#ifdef MEMBER
  sprintf(r.name, "%s", "hello world");
#endif
#ifdef SNPRINTF
  snprintf(r.name, 20, "%s", "x");
#endif
#ifdef SPRINTF
  sprintf(small, "%d", 1234567890);
#endif
#ifdef READ
  read(0, buf, 32);
#endif
#ifdef MEMCPY
  memcpy(buf, other, argc + 40);
#endif
  return r.id - 1;
}
