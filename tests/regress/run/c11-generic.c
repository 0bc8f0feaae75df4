// C11 features with --std=c11: _Generic, _Static_assert, _Alignof, _Noreturn
// and u8 string literals; exit() from a _Noreturn function.
// RUN: %ferret run %s --std=c11 > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK:      int long double char* other
// CHECK-NEXT: 8 4
// CHECK-NEXT: utf8 5
// CHECK-NEXT: leaving 4
// STATUS: ferret: exited with status 4
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TYPE_NAME(x) _Generic((x), int: "int", long: "long", double: "double", char *: "char*", default: "other")

_Static_assert(sizeof(int) == 4, "int is 32 bits");

_Noreturn static void leave(int code) {
  printf("leaving %d\n", code);
  exit(code);
}

int main(void) {
  char buf[2] = "x";
  printf("%s %s %s %s %s\n", TYPE_NAME(1), TYPE_NAME(1L), TYPE_NAME(1.0), TYPE_NAME(buf), TYPE_NAME(1.0f));
  printf("%zu %zu\n", _Alignof(double), _Alignof(float));
  const char *s = u8"utf8";
  printf("%s %zu\n", s, strlen(s) + 1);
  leave(4);
}
