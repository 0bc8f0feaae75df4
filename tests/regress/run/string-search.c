// strlen strcmp strncmp strchr strrchr strstr memchr memcmp.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 12 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 43 0
// CHECK-NEXT: -1 1 0
// CHECK-NEXT: -1 1
// CHECK-NEXT: 0 1
// CHECK-NEXT: 4 41
// CHECK-NEXT: 1 1
// CHECK-NEXT: 16 lazy dog
// CHECK-NEXT: 1 1
// CHECK-NEXT: 3 1
// CHECK-NEXT: 0 -1 0
// CHECK-NEXT: 1
// CHECK-NEXT: 9
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <string.h>

static int sign(int x) { return (x > 0) - (x < 0); }

int main(void) {
  const char *s = "the quick brown fox jumps over the lazy dog";
  printf("%zu %zu\n", strlen(s), strlen(""));
  printf("%d %d %d\n", sign(strcmp("abc", "abd")), sign(strcmp("b", "abc")), strcmp("same", "same"));
  printf("%d %d\n", sign(strcmp("ab", "abc")), sign(strcmp("\xff", "a")));
  printf("%d %d\n", strncmp("interpreter", "internal", 5), sign(strncmp("interpreter", "internal", 6)));
  printf("%td %td\n", strchr(s, 'q') - s, strrchr(s, 'o') - s);
  printf("%d %d\n", strchr(s, 'Z') == NULL, strchr(s, '\0') == s + strlen(s));
  printf("%td %s\n", strstr(s, "fox") - s, strstr(s, "lazy"));
  printf("%d %d\n", strstr(s, "cat") == NULL, strstr(s, "") == s);
  const char bytes[6] = {1, 2, 0, 3, 4, 5};
  const char *m = memchr(bytes, 3, sizeof bytes);
  printf("%td %d\n", m - bytes, memchr(bytes, 9, sizeof bytes) == NULL);
  printf("%d %d %d\n", memcmp(bytes, bytes, 6), sign(memcmp("abc", "abd", 3)), memcmp("abc", "abd", 2));
  unsigned char hi[2] = {0x80, 0}, lo[2] = {0x7f, 0};
  printf("%d\n", sign(memcmp(hi, lo, 2)));
  int words = 0;
  for (const char *p = s; (p = strchr(p, ' ')) != NULL; p++)
    words++;
  printf("%d\n", words + 1);
  return 0;
}
