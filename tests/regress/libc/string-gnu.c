// <strings.h> and the GNU/BSD string functions real programs use
// (strcasecmp in INI and HTTP parsers, strsep in tokenisers, memmem,
// memrchr, strchrnul, bzero, index/rindex), and the comparison results
// as glibc gives them: the difference of the first differing bytes, which
// a program may print.  Each reads only as far as glibc does; a missing
// terminator, a short buffer or an uninitialised byte is reported.
// RUN: %ferret run %s | FileCheck %s --match-full-lines
// RUN: not %ferret run %s -D CASE_PAST 2>&1 | FileCheck %s --check-prefix=CASE-PAST
// RUN: not %ferret run %s -D MEMRCHR_SHORT 2>&1 | FileCheck %s --check-prefix=MEMRCHR-SHORT
// RUN: not %ferret run %s -D MEMMEM_UNINIT 2>&1 | FileCheck %s --check-prefix=MEMMEM-UNINIT
// RUN: not %ferret run %s -D STRSEP_LITERAL 2>&1 | FileCheck %s --check-prefix=STRSEP-LITERAL
// RUN: not %ferret run %s -D BZERO_PAST 2>&1 | FileCheck %s --check-prefix=BZERO-PAST
// CHECK: cmp -2 2 0 -2 -254 128
// CHECK-NEXT: case 0 -2 0 -1 -29
// CHECK-NEXT: chrnul 3 1 memrchr 3 none memmem 2 none 0
// CHECK-NEXT: [a] [] [b c] end
// CHECK-NEXT: bzero 0 0 7 index 2 rindex 4
// CASE-PAST: error: out-of-bounds: read of 1 byte at offset 3 of local variable 'key' of 3 bytes in 'main' by strcasecmp
// MEMRCHR-SHORT: error: out-of-bounds: read of 8 bytes at offset 0 of local variable 'buf' of 4 bytes in 'main' by memrchr
// MEMMEM-UNINIT: error: uninitialized-value: memmem reads an uninitialised byte
// STRSEP-LITERAL: error: read-only-write: write of 1 byte into read-only string literal
// BZERO-PAST: error: out-of-bounds: write of 9 bytes at offset 0 of local variable 'buf' of 4 bytes in 'main' by bzero
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <strings.h>

int main(int argc, char **argv) {
  const char *a = argc > 5 ? argv[1] : "apple", *b = argc > 5 ? argv[2] : "apricot";
  printf("cmp %d %d %d %d %d %d\n", strcmp(a, b), strcmp(b, a), strncmp(a, b, 2), memcmp(a, b, 3),
         memcmp("\x01", "\xff", 1), strcmp("a\x90", "a\x10"));
  printf("case %d %d %d %d %d\n", strcasecmp("Apple", "aPPLE"), strcasecmp("APPLE", "apricot"),
         strncasecmp("HELLO world", "hello WORLD!", 11), strncasecmp("Key", "kez", 3), strcasecmp("[", "X"));
  const char *s = "abc";
  char hay[] = "abcabc";
  printf("chrnul %d %d memrchr %d %s memmem %d %s %d\n", (int)(strchrnul(s, 'z') - s), (int)(strchrnul(s, 'b') - s),
         (int)((char *)memrchr(hay, 'a', 6) - hay), memrchr(hay, 'z', 6) ? "found" : "none",
         (int)((char *)memmem(hay, 6, "ca", 2) - hay), memmem(hay, 6, "cc", 2) ? "found" : "none",
         (int)((char *)memmem(hay, 6, "", 0) - hay));
  char line[] = "a,,b c";
  char *rest = line, *tok;
  while ((tok = strsep(&rest, ",")) != NULL) printf("[%s] ", tok);
  printf("end\n");
  char buf[4] = {1, 2, 3, 7};
  bzero(buf, 2);
  printf("bzero %d %d %d index %d rindex %d\n", buf[0], buf[1], buf[3], (int)(index(hay, 'c') - hay),
         (int)(rindex(hay, 'b') - hay));
#ifdef CASE_PAST
  char key[3] = {'a', 'b', 'c'};
  printf("%d\n", strcasecmp(key, "ABCD"));
#endif
#ifdef MEMRCHR_SHORT
  printf("%p\n", memrchr(buf, 1, 8));
#endif
#ifdef MEMMEM_UNINIT
  char unset[4];
  printf("%p\n", memmem(hay, 6, unset, 2));
#endif
#ifdef STRSEP_LITERAL
  char *lit = "x,y";
  printf("%s\n", strsep(&lit, ","));
#endif
#ifdef BZERO_PAST
  bzero(buf, 9);
#endif
  return 0;
}
