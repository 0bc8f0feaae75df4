// A char compared after promotion to int narrows the char itself: the
// promoted value of a char of unknown sign is split by sign, the negative
// side linked to the byte.  Before, the promoted value was a fresh unknown,
// so `buf[0] == 'a'` told nothing of buf[0] and strcmp/strlen below took
// paths the program cannot (UNKNOWN, unconfirmed).
// RUN: %ferret verify %s --engine shape | FileCheck %s
// CHECK: RESULT: TRUE
#include <string.h>
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);
int main(void) {
  char buf[2];
  buf[0] = __VERIFIER_nondet_char();
  buf[1] = 0;
  if (buf[0] == 'a' && strcmp(buf, "a") != 0) reach_error();
  if (buf[0] < 0 && strlen(buf) != 1) reach_error();
  if (buf[0] == -1 && (unsigned char)buf[0] != 255) reach_error();
  short s = buf[0];
  if (s == -2 && strcmp(buf, "\xfe") != 0) reach_error();
  return 0;
}
