// fgets, fread and read(0, ...) read stdin's bytes into memory: every
// byte value and end of file is tried (letters first), so a line long
// enough to overrun a buffer is found, and replays; the clean twin, whose
// buffer holds what fgets may read, is TRUE.
// RUN: not %ferret verify %s -DFGETS --trace %t1.json --witness %t1.yml | FileCheck %s --check-prefix=FGETS
// RUN: not %ferret run %s -DFGETS --replay %t1.json 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not %ferret run %s -DFGETS --replay %t1.yml 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not %ferret verify %s -DFREAD --trace %t2.json | FileCheck %s --check-prefix=FREAD
// RUN: not %ferret run %s -DFREAD --replay %t2.json 2>&1 | FileCheck %s --check-prefix=NULL
// RUN: not %ferret verify %s -DREAD --trace %t3.json | FileCheck %s --check-prefix=READ
// RUN: not %ferret run %s -DREAD --replay %t3.json 2>&1 | FileCheck %s --check-prefix=NULL
// RUN: %ferret verify %s -DCLEAN | FileCheck %s --check-prefix=CLEAN
// FGETS: RESULT: FALSE(valid-deref)
// FGETS: trace: {{.*}}: fgets() reads "aaaaaaaa" from stdin
// FGETS: replay: printf 'aaaaaaaa' | ferret run
// OOB: error: out-of-bounds
// FREAD: RESULT: FALSE(valid-deref)
// FREAD: trace: {{.*}}: fread() reads "{{..}}Z" from stdin
// READ: RESULT: FALSE(valid-deref)
// READ: trace: {{.*}}: read() reads "q" from stdin
// NULL: error: null-dereference
// CLEAN: RESULT: TRUE
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  int *p = 0;
#if defined(FGETS)
  char line[32], word[8];
  if (fgets(line, sizeof line, stdin))
    strcpy(word, line);
#elif defined(FREAD)
  char b[4];
  if (fread(b, 1, 3, stdin) == 3 && b[2] == 'Z')
    return *p;
#elif defined(READ)
  char c;
  if (read(0, &c, 1) == 1 && c == 'q')
    return *p;
#elif defined(CLEAN)
  char b[2];
  if (fgets(b, sizeof b, stdin) && b[0] == 'x')
    return b[1];
#endif
  return 0;
}
