// Recursion over a list on the stack: length and sum read it only (empty
// frames), mark() writes the data field, and the links stay as they were.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { struct node *next; int data; };
int length(struct node *l) { return l ? 1 + length(l->next) : 0; }
int count(struct node *l, int v) { return l ? (l->data == v) + count(l->next, v) : 0; }
void mark(struct node *l, int v) { if (l) { l->data = v; mark(l->next, v); } }
int main(void) {
  struct node c = {0, 3}, b = {&c, 2}, a = {&b, 1};
  struct node *l = __VERIFIER_nondet_int() ? &a : &b;
  int before = length(l);
  mark(l, 7);
  if (length(l) != before || before < 0 || count(l, 5) != 0) reach_error();
  return 0;
}
