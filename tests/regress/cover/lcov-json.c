// The lcov tracefile parsed back (structure and totals), read by lcov
// itself, and the JSON form of the same results.
// RUN: %ferret cover %S/goals.c --tests %S/Inputs/goals --lcov %t.info > /dev/null
// RUN: python3 %S/Inputs/lcov_check.py %t.info | FileCheck %s --check-prefix=PARSED
// PARSED: goals.c functions 2/3 branches 18/20 lines 21/22
// RUN: lcov --rc lcov_branch_coverage=1 --summary %t.info 2>&1 | FileCheck %s --check-prefix=LCOV
// LCOV: lines......: 95.5% (21 of 22 lines)
// LCOV: functions..: 66.7% (2 of 3 functions)
// LCOV: branches...: 90.0% (18 of 20 branches)
// A decision that never ran has '-' for its outcomes (lcov's convention).
// RUN: rm -rf %t.d && mkdir %t.d && cp %S/Inputs/goals/testcase4.xml %S/Inputs/goals/metadata.xml %t.d
// RUN: %ferret cover %S/goals.c --tests %t.d --lcov %t4.info > /dev/null
// RUN: FileCheck %s --check-prefix=NEVER < %t4.info
// NEVER: BRDA:{{[0-9]+}},0,0,-
// NEVER-NEXT: BRDA:{{[0-9]+}},0,1,-
// RUN: %ferret cover %S/goals.c --tests %S/Inputs/goals --json --reduce | python3 -c "import json,sys; j=json.load(sys.stdin); \
// RUN:   print(j['summary']); print([t['status'] for t in j['tests']]); print(j['reduced']); \
// RUN:   print(sorted({g['kind'] for g in j['goals']}))" | FileCheck %s --check-prefix=JSON
// JSON: {'branch': {'covered': 18, 'total': 20}, 'error_call': {'covered': 1, 'total': 1}, 'function': {'covered': 2, 'total': 3}, 'line': {'covered': 21, 'total': 22}}
// JSON: ['ok', 'error', 'ok', 'ok', 'ok']
// JSON: ['testcase1.xml', 'testcase2.xml', 'testcase3.xml']
// JSON: ['branch', 'case', 'default', 'error_call', 'function', 'line']
int main(void) { return 0; }
