// The verifiers a bench starts are the running binary itself, not the file
// it was started from: rebuilding Ferret during a long bench replaces that
// file, and every run after it used to fail with "cannot execute the
// verifier".  Here the binary is deleted while the first run is going on
// (the explicit engine, which runs the slow loop; the wait gives up after
// 30 s so that a run that ends too soon fails the test, not hangs it).
// RUN: rm -rf %t.d && mkdir %t.d && cp %ferret %t.d/ferret
// RUN: sh -c '%t.d/ferret bench %S/Inputs/rebuild --jobs 1 -- --engine explore > %t.out 2>&1 & P=$!; n=0; until pgrep -f "verif[y] .*a-slow[.]yml" > /dev/null || [ $n -ge 600 ]; do sleep 0.05; n=$((n+1)); done; rm %t.d/ferret; wait $P'
// RUN: FileCheck %s < %t.out
// CHECK-NOT: cannot execute
// CHECK: a-slow.yml unreach-call true TRUE {{.*}} correct
// CHECK: b-reach.yml unreach-call false FALSE(unreach-call) {{.*}} correct
