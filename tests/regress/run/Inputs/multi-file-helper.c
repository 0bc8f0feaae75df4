// Second translation unit for multi-file.c (not a test by itself).
int helper_counter;
static int factor = 3;

int scale(int x) {
  helper_counter++;
  return x * factor;
}

const char *helper_greeting(void) {
  return "hello from helper";
}
