// Dynamically allocated 2-D arrays: an array of row pointers and one
// contiguous block; char ** argument vectors built on the heap.
// RUN: %ferret run %s > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s --match-full-lines --input-file %t.out
// RUN: count 3 < %t.out
// RUN: FileCheck %s --check-prefix=STATUS --implicit-check-not=error: --input-file %t.err
// CHECK: 34 12
// CHECK-NEXT: 1.2 0.1
// CHECK-NEXT: 8 /tmp
// STATUS: ferret: exited with status 0
// STATUS: exit=0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  int rows = 4, cols = 5;
  int **grid = malloc(rows * sizeof *grid);
  for (int r = 0; r < rows; r++) {
    grid[r] = malloc(cols * sizeof **grid);
    for (int c = 0; c < cols; c++)
      grid[r][c] = r * 10 + c;
  }
  printf("%d %d\n", grid[3][4], grid[1][2]);
  for (int r = 0; r < rows; r++)
    free(grid[r]);
  free(grid);
  double (*block)[3] = malloc(2 * sizeof *block);
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 3; c++)
      block[r][c] = r + c / 10.0;
  printf("%.1f %.1f\n", block[1][2], block[0][1]);
  free(block);
  const char *src[] = {"ls", "-l", "/tmp"};
  char **argv = malloc(4 * sizeof(char *));
  for (int i = 0; i < 3; i++)
    argv[i] = strdup(src[i]);
  argv[3] = NULL;
  size_t total = 0;
  for (char **a = argv; *a; a++)
    total += strlen(*a);
  printf("%zu %s\n", total, argv[2]);
  for (char **a = argv; *a; a++)
    free(*a);
  free(argv);
  return 0;
}
