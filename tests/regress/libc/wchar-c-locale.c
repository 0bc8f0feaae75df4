// <wchar.h> and <wctype.h> in the C locale: multibyte conversion (a byte
// above 0x7f is EILSEQ, as glibc's C locale says), the wide-string
// functions, and classification and case as glibc answers.  They once
// stopped the run as unmodelled; the expected output is a native run's.
// A wide copy past its array is out of bounds (-DOVER).
// RUN: %ferret run %s | FileCheck %s
// RUN: not %ferret run %s -DOVER 2>&1 | FileCheck %s --check-prefix=OVER
// CHECK: mbtowc hi -1 errno 84
// CHECK: mbtowc A 1 65
// CHECK: mbtowc nul 0 mblen 1 0
// CHECK: wctomb e9 -1
// CHECK: wctomb 41 1 A
// CHECK: btowc 97 -1 wctob 113
// CHECK: MB_CUR_MAX 1
// CHECK: towupper 65 iswalpha 1024 0 iswdigit 1
// CHECK: mbstowcs 5 wcslen 5 count 3
// CHECK: wcscat len 7 cmp -1 1 0
// CHECK: wcschr 2 wcsrchr 3
// CHECK: wcstombs 7 hello!!
// CHECK: wmem zzzlo!!
// CHECK: mbrtowc 1 81 mbsinit 1 incomplete -2
// OVER: error: out-of-bounds: write of 16 bytes {{.*}} by wcscpy
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

int main(void) {
  wchar_t w = 0;
  errno = 0;
  int r = mbtowc(&w, "\xc3\xa9", 2);
  printf("mbtowc hi %d errno %d\n", r, errno);
  r = mbtowc(&w, "A", 1);
  printf("mbtowc A %d %d\n", r, (int)w);
  r = mbtowc(&w, "", 1);
  printf("mbtowc nul %d mblen %d %d\n", r, mblen("x", 1), mblen(0, 0));
  char b[8];
  r = wctomb(b, 0xe9);
  printf("wctomb e9 %d\n", r);
  r = wctomb(b, 0x41);
  printf("wctomb 41 %d %c\n", r, b[0]);
  printf("btowc %d %d wctob %d\n", (int)btowc('a'), (int)btowc(0xe9), wctob(L'q'));
  printf("MB_CUR_MAX %zu\n", MB_CUR_MAX);
  printf("towupper %d iswalpha %d %d iswdigit %d\n", (int)towupper(L'a'), iswalpha(L'z'), iswalpha(0xe9), iswdigit(L'7'));
  wchar_t ws[16];
  size_t n = mbstowcs(ws, "hello", 16);
  printf("mbstowcs %zu wcslen %zu count %zu\n", n, wcslen(ws), mbstowcs(0, "abc", 0));
  wchar_t w2[16];
  wcscpy(w2, ws);
  wcscat(w2, L"!!");
  printf("wcscat len %zu cmp %d %d %d\n", wcslen(w2), wcscmp(ws, w2), wcscmp(w2, ws), wcsncmp(ws, w2, 5));
  printf("wcschr %td wcsrchr %td\n", wcschr(w2, L'l') - w2, wcsrchr(w2, L'l') - w2);
  char out[16];
  size_t m = wcstombs(out, w2, sizeof out);
  printf("wcstombs %zu %s\n", m, out);
  wchar_t *d = wcsdup(w2);
  wmemset(d, L'z', 2);
  wmemmove(d + 1, d, 3);
  wcstombs(out, d, sizeof out);
  printf("wmem %s\n", out);
  free(d);
  mbstate_t st;
  memset(&st, 0, sizeof st);
  size_t k = mbrtowc(&w, "Q", 1, &st);
  printf("mbrtowc %zu %d mbsinit %d incomplete %zd\n", k, (int)w, mbsinit(&st) != 0, (ssize_t)mbrtowc(&w, "Q", 0, &st));
#ifdef OVER
  wchar_t small[3];
  wcscpy(small, L"abc");
#endif
  return 0;
}
