// Matrices of nondet size: identity and symmetry checks, a product.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint() % 4 + 1;
  int *a = malloc(n * n * sizeof *a), *p = malloc(n * n * sizeof *p);
  for (unsigned i = 0; i < n * n; i++)
    a[i] = __VERIFIER_nondet_int() % 3;
  int identity = 1, symmetric = 1;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < n; j++) {
      if (a[i * n + j] != (i == j)) identity = 0;
      if (a[i * n + j] != a[j * n + i]) symmetric = 0;
    }
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < n; j++) {
      int s = 0;
      for (unsigned k = 0; k < n; k++)
        s += a[i * n + k] * a[k * n + j];
      p[i * n + j] = s;
    }
  int r = 0;
  if (identity) r = 1;
  else if (symmetric && n > 2) r = 2;
  else if (p[0] == 8) r = 3;
  free(a);
  free(p);
  return r;
}
