// --sarif for verify, run and bench: SARIF 2.1.0 with a rule per error
// kind, the error's location relative to --sarif-root, its notes as related
// locations, its call stack, and the trace as a code flow.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %ferret verify %S/Inputs/list-uaf.c --sarif %t/verify.sarif --sarif-root %S > /dev/null
// RUN: FileCheck %s --check-prefix=VERIFY < %t/verify.sarif
// VERIFY: "$schema": "https://json.schemastore.org/sarif-2.1.0.json"
// VERIFY: "originalUriBaseIds": {
// VERIFY-NEXT: "%SRCROOT%": {
// VERIFY-NEXT: "uri": "file://{{.*}}/tests/regress/report/"
// VERIFY: "codeFlows": [
// VERIFY: "threadFlows": [
// VERIFY: "executionOrder": 1,
// VERIFY: "text": "__VERIFIER_nondet_int() = {{[0-9]+}} in main"
// VERIFY: "importance": "essential",
// VERIFY: "level": "error",
// VERIFY: "uri": "Inputs/list-uaf.c",
// VERIFY-NEXT: "uriBaseId": "%SRCROOT%"
// VERIFY: "startLine": 24
// VERIFY: "text": "use-after-free: read of 4 bytes
// VERIFY: "property": "valid-deref"
// VERIFY: "relatedLocations": [
// VERIFY: "id": 0,
// VERIFY: "text": "allocated here by malloc (16 bytes)"
// VERIFY: "startLine": 11
// VERIFY: "text": "freed here"
// VERIFY: "ruleId": "use-after-free",
// VERIFY-NEXT: "ruleIndex": 2,
// VERIFY: "stacks": [
// VERIFY: "name": "ferret",
// VERIFY-NEXT: "rules": [
// VERIFY: "fullDescription": {
// VERIFY-NEXT: "text": "A load, store or library call accessed memory through a null pointer."
// VERIFY: "id": "null-dereference",
// VERIFY-NEXT: "name": "NullPointerDereference",
// VERIFY-NEXT: "shortDescription": {
// VERIFY-NEXT: "text": "Null pointer dereference"
// VERIFY: "semanticVersion": "0.1.0",
// VERIFY: "version": "2.1.0"
//
// Without --sarif-root, paths are relative to the working directory.  A
// subshell: the RUN lines after it must not run in the source tree (bench's
// verify writes list-uaf.c's __VERIFIER_plot drawing to the working directory).
// RUN: (cd %S/Inputs && %ferret run list-uaf.c --inputs 2 --sarif %t/run.sarif 2> /dev/null; test $? = 1)
// RUN: FileCheck %s --check-prefix=RUNS < %t/run.sarif
// RUNS: "uri": "list-uaf.c",
// RUNS: "ruleId": "use-after-free",
//
// bench: one run holding every task's results, each naming its task.
// RUN: %ferret bench %S/Inputs/tasks --timeout 20 --no-progress --sarif %t/bench.sarif --sarif-root %S > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=BENCH < %t/bench.sarif
// BENCH: "runs": [
// BENCH-NOT: "runs"
// BENCH: "mark": "correct",
// BENCH-NEXT: "property": "valid-deref",
// BENCH-NEXT: "propertyFile": "valid-memsafety",
// BENCH-NEXT: "task": "list-uaf.yml"
// BENCH: "ruleId": "use-after-free",
// BENCH: "mark": "correct",
// BENCH-NEXT: "property": "unreach-call",
// BENCH-NEXT: "propertyFile": "unreach-call",
// BENCH-NEXT: "task": "reach.yml"
// BENCH: "ruleId": "reach-error",
