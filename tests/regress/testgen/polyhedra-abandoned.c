// A ring buffer driven by inputs: the shape engine's proof of all goals
// at once relates its eight counters in a polyhedron, and one BHRZ03
// widening of it ran for seconds inside the Parma Polyhedra Library, where
// no engine looks at its stop flag: testgen overran its CPU budget and
// its watchdog ended it, without the table ("ferret: stopped: CPU time
// limit of 3 s reached").  The library's long computations are now
// abandoned once the flag is raised, the shape engine's run ends UNKNOWN
// for its limit, and the generation goes on to its account.
// RUN: rm -rf %t.suite
// RUN: %ferret testgen %s --out %t.suite --timeout 3 --quiet > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: not grep stopped %t.err
// CHECK: goals: 22; covered {{[0-9]+}}, infeasible {{[0-9]+}}, unknown {{[0-9]+}}
// CHECK: tests: {{[0-9]+}} found
extern int __VERIFIER_nondet_int(void);

#define N 4
struct ring { int data[N]; unsigned head, tail, count; };

int put(struct ring *r, int v) {
  if (r->count == N) return 0;
  r->data[r->tail] = v;
  r->tail = (r->tail + 1) % N;
  r->count++;
  return 1;
}

int get(struct ring *r, int *v) {
  if (r->count == 0) return 0;
  *v = r->data[r->head];
  r->head = (r->head + 1) % N;
  r->count--;
  return 1;
}

int main(void) {
  struct ring r = {{0}, 0, 0, 0};
  int lost = 0, empty = 0, sum = 0, wrapped = 0;
  for (int k = 0; k < 12; k++) {
    int v;
    if (__VERIFIER_nondet_int()) {
      if (!put(&r, k)) lost++;
      if (r.tail == 0 && r.count > 0) wrapped = 1;
    } else if (get(&r, &v)) {
      sum += v;
    } else {
      empty++;
    }
  }
  if (wrapped && lost > 2 && empty > 1) return 3;
  return sum % 7;
}
