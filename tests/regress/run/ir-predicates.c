// `ferret ir` prints the predicate of every comparison (it printed
// "icmp i32 %3 3" for a < 3 and a == 3 alike), and the flags that make
// signed arithmetic checked.
// RUN: %ferret ir %s | FileCheck %s
// CHECK-DAG: icmp slt i32
// CHECK-DAG: icmp uge i32
// CHECK-DAG: icmp eq i32
// CHECK-DAG: fcmp oeq double
// CHECK-DAG: fcmp une double
// CHECK-DAG: add nsw i32
// CHECK-DAG: shl nsw i32
int f(int a, unsigned b, double x) {
  return (a < 3) + (b >= 4u) + (x == 1.5) + (x != x) + (a == 0) + (a << 2);
}
int main(void) { return f(1, 2, 3.0); }
