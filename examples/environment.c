// A bug that only one environment triggers: DEBUG unset and an 'A' on
// stdin.  `ferret verify` explores stdin and the variable as inputs.
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const char *debug = getenv("DEBUG");
  int c = getchar();
  int *counter = NULL;
  if (debug)
    counter = &c;
  if (c == 'A')
    ++*counter;
  return 0;
}
