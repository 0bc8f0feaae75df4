// FILE streams over the file-system layer: a fixture read under --fs-root;
// a file written, read back through the run's own copy (the host's
// directory is left alone without --fs-write, written with it); positions,
// pushback, end-of-file and error indicators; descriptors.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %S/Inputs/fixture.txt %t.dir/
// RUN: %ferret run %s --fs-root %t.dir | FileCheck %s
// RUN: test ! -e %t.dir/out.txt && test -e %t.dir/fixture.txt
// RUN: %ferret run %s --fs-root %t.dir --fs-write | FileCheck %s
// RUN: grep -q 'value 42' %t.dir/out.txt && test ! -e %t.dir/gone.txt
// RUN: cd %t.dir && %ferret run %s | FileCheck %s
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  FILE *f = fopen("fixture.txt", "r");
  if (!f) {
    perror("fixture.txt");
    return 1;
  }
  char line[64];
  // CHECK: 1: first line
  if (fgets(line, sizeof line, f)) printf("1: %s", line);
  int c = fgetc(f);
  ungetc(c, f);
  // CHECK: pushed back 's', at 11
  printf("pushed back '%c', at %ld\n", c, ftell(f));
  fgets(line, sizeof line, f);
  int n;
  double d;
  char word[16];
  // CHECK: scanned 3: 42 3.5 word
  printf("scanned %d: %d %.1f %s\n", fscanf(f, "%d %lf %15s", &n, &d, word), n, d, word);
  // CHECK: eof 0 then -1, eof 1
  printf("eof %d then %d, eof %d\n", feof(f), fgetc(f) == '\n' ? fgetc(f) : -2, feof(f) != 0);
  rewind(f);
  char head[6] = {0};
  // CHECK: fread 5 'first' eof 0
  printf("fread %zu '%s' eof %d\n", fread(head, 1, 5, f), head, feof(f));
  fseek(f, -5, SEEK_END);
  fpos_t pos;
  fgetpos(f, &pos);
  fgets(line, sizeof line, f);
  fsetpos(f, &pos);
  // CHECK: tail 'word' again 'w'
  line[strcspn(line, "\n")] = 0;
  printf("tail '%s' again '%c'\n", line, fgetc(f));
  fclose(f);

  FILE *out = fopen("out.txt", "w+");
  fprintf(out, "value %d\n", 42);
  fputs("second\n", out);
  fwrite("xyz", 1, 3, out);
  fflush(out);
  rewind(out);
  char all[64] = {0};
  size_t got = fread(all, 1, sizeof all - 1, out);
  // CHECK: read back 19 bytes: value 42|second|xyz
  for (char *p = all; *p; ++p)
    if (*p == '\n') *p = '|';
  printf("read back %zu bytes: %s\n", got, all);
  fclose(out);

  // CHECK: missing: NULL, No such file or directory
  FILE *missing = fopen("no-such-file", "r");
  printf("missing: %s, %s\n", missing ? "opened" : "NULL", strerror(errno));
  // Outside the root nothing is seen.
  // CHECK: outside: NULL
  printf("outside: %s\n", fopen("../../../../../../etc/passwd", "r") ? "opened" : "NULL");

  int fd = open("gone.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  // CHECK: write 5, fileno ok, isatty 0
  printf("write %zd, fileno ok, isatty %d\n", write(fd, "hello", 5), isatty(1));
  close(fd);
  fd = open("gone.txt", O_RDONLY);
  char buf[8] = {0};
  lseek(fd, 1, SEEK_SET);
  // CHECK: read 4 'ello'
  printf("read %zd '%s'\n", read(fd, buf, 7), buf);
  close(fd);
  // CHECK: remove 0, then open -1
  printf("remove %d, then open %d\n", remove("gone.txt"), open("gone.txt", O_RDONLY));
  FILE *t = tmpfile();
  fputs("temp", t);
  rewind(t);
  // CHECK: tmpfile 'temp' fileno>2 1
  printf("tmpfile '%s' fileno>2 %d\n", fgets(line, sizeof line, t), fileno(t) > 2);
  fclose(t);
  return 0;
}
