// Native stand-ins for the SV-COMP functions: nondet values from stdin.
#include <stdio.h>
#include <stdlib.h>
int __VERIFIER_nondet_int(void) {
  int v = 0;
  if (scanf("%d", &v) != 1) v = 0;
  return v;
}
void reach_error(void) { exit(1); }
