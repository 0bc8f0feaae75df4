// A runaway recursion fills the default stack of 8 MiB: the diagnostic
// shows the innermost and outermost frames and how many there were, not
// hundreds of thousands of lines; --json likewise.
// RUN: not %ferret run %s 2> %t.err
// RUN: FileCheck %s --input-file %t.err
// RUN: count 25 < %t.err
// RUN: not %ferret run %s --json 2>/dev/null | python3 -c "import json,sys; j=json.load(sys.stdin); assert j['kind']=='stack-overflow' and len(j['stack'])==20 and j['frames_not_shown']+20==int(j['message'].split('depth ')[1].split()[0])-1, j['message']"
// CHECK: error: stack-overflow: the call of 'down' at depth {{[0-9]+}} exhausts the stack of 8388608 bytes (--stack-size)
// CHECK: note: call stack ({{[0-9]+}} frames):
// CHECK-NEXT: #0 down at {{.*}}stack-overflow-frames.c:[[@LINE+8]]
// CHECK: #9 down
// CHECK-NEXT: ... {{[0-9]+}} frames not shown ...
// CHECK-NEXT: #{{[0-9]+}} down
// CHECK: #{{[0-9]+}} main at {{.*}}stack-overflow-frames.c:[[@LINE+6]]
// CHECK-NOT: #

static int down(int n) {
  return n == 0 ? 0 : 1 + down(n - 2);
}
int main(void) { return down(7); }
