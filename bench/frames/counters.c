// Two counters in separate globals and a struct, each bumped by its own
// function called from a loop; the others must keep their values.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int ticks, limit = 100;
struct stats { long calls; int depth; } st;
void tick(void) { if (ticks < limit) ticks = ticks + 1; }
void call(struct stats *s) { s->calls = s->calls + 1; }
int peek(struct stats *s) { return s->depth; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n; i++) {
    tick();
    call(&st);
    if (peek(&st) != 0) reach_error();
  }
  if (limit != 100 || ticks > limit || st.depth != 0) reach_error();
  return 0;
}
