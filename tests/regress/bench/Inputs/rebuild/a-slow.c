/* Runs for a second or two, long enough for the test to delete the binary. */
int main(void) {
  volatile unsigned long s = 0;
  for (unsigned long i = 0; i < 20000000UL; i++)
    s += i;
  return 0;
}
