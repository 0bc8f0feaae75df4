// Breadth-first search reports a counterexample with the fewest choices
// (2); the depth-first search meets a 10-choice one first.  The shorter
// trace replays under ferret run and pins its values in the witness.
// RUN: not %ferret verify %s | FileCheck %s --check-prefix=DFS
// RUN: not %ferret verify %s --search bfs --trace %t.json --witness %t.yml > %t.out; FileCheck %s --check-prefix=BFS < %t.out
// RUN: not %ferret run %s --replay %t.json 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not %ferret run %s --inputs $(sed -n 's/^replay: .*--inputs //p' %t.out) 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: FileCheck %s --check-prefix=WITNESS < %t.yml
// DFS: RESULT: FALSE(unreach-call)
// DFS-COUNT-10: trace: {{.*}}__VERIFIER_nondet_bool() = 0
// DFS-NOT: trace:
// BFS: RESULT: FALSE(unreach-call)
// BFS-NEXT: {{.*}}bfs-shortest.c:[[# @LINE + 17]]:9: error: reach-error
// BFS: trace: {{.*}}bfs-shortest.c:[[# @LINE + 14]]:9: __VERIFIER_nondet_bool() = 1
// BFS-NEXT: trace: {{.*}}bfs-shortest.c:[[# @LINE + 14]]:21: __VERIFIER_nondet_bool() = 1
// BFS-NEXT: replay: ferret run {{.*}} --inputs 1,1
// REPLAY: bfs-shortest.c:[[# @LINE + 13]]:9: error: reach-error
// WITNESS-COUNT-2: value: "\\result == 1"
// WITNESS: type: "target"
// WITNESS-NEXT: action: "follow"
// WITNESS-NEXT: location:
// WITNESS-NEXT: file_name: {{.*}}bfs-shortest.c
// WITNESS-NEXT: line: [[# @LINE + 7]]
extern _Bool __VERIFIER_nondet_bool(void);
void reach_error(void) {}
int main(void) {
  for (int n = 1;; n++) {
    if (__VERIFIER_nondet_bool()) {
      if (n == 1 && __VERIFIER_nondet_bool())
        reach_error();
      return 0;
    }
    if (n == 10)
      reach_error();
  }
}
