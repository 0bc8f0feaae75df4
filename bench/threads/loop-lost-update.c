// Three threads add to a counter in loops without a lock: updates are lost.
#include <pthread.h>
extern void reach_error(void);
int counter;
void *add(void *a) {
  (void)a;
  for (int i = 0; i < 4; i++) { int t = counter; counter = t + 1; }
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, add, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  if (counter != 12) reach_error();
  return 0;
}
