/* A list whose nodes each own a block, the blocks freed in one walk and the
   nodes in a second (the pattern of Predator's five-level test destroyed
   bottom-up, one level): expected TRUE for valid-memsafety.  Between the
   walks every node holds a pointer to a freed block; the verifier does not
   merge such nodes into a segment, so it does not end (issue 14, shape9). */
extern int __VERIFIER_nondet_int(void);
#include <stdlib.h>
struct n { struct n *next; int *blk; };
int main() {
  struct n *l = 0;
  do { struct n *x = calloc(1, sizeof *x); if (!x) abort(); x->blk = calloc(1, 8); x->next = l; l = x; } while (__VERIFIER_nondet_int());
  for (struct n *p = l; p; p = p->next) free(p->blk);
  while (l) { struct n *nx = l->next; free(l); l = nx; }
  return 0;
}
