// Every numeric option of every subcommand is checked: a value that is not
// a number of its kind, has trailing junk, is empty or out of range ends
// with exit status 2 and one line naming the problem.  Before, `--inputs
// abc` ran with 0, `--inputs 12abc` with 12, `--seed -1` and `--max-steps
// 99999999999999999999999` wrapped, `--timeout inf` meant no limit.
// RUN: check() { "$@" > %t.out 2> %t.err; s=$?; if [ $s -ne 2 ] || [ "$(wc -l < %t.err)" -ne 1 ] || ! grep -q "error:" %t.err; then echo "FAILED (exit $s): $*"; cat %t.err; return 1; fi; }; \
// RUN: for a in "--inputs abc" "--inputs 12abc" "--inputs 1,,2" "--inputs 1," "--inputs 7,300" "--inputs 7,-129" "--inputs 3000000000" \
// RUN:          "--inputs 99999999999999999999999" "--inputs 1.5" "--schedule 1,,2" "--seed -1" "--seed abc" \
// RUN:          "--max-steps 99999999999999999999999" "--max-steps 1e3" "--max-heap -1" "--stack-size 0" "--stack-size 8M" \
// RUN:          "--timeout inf" "--timeout nan" "--timeout 1e999" "--timeout -1" "--memory-limit x" "--memory-limit -5" "--wall-timeout inf"; do \
// RUN:   check %ferret run %s $a || exit 1; done; \
// RUN: for a in "--max-depth abc" "--max-states 1e3" "--timeout -1" "--memory-limit -5" "--bitstate 0" "--bitstate 12k" \
// RUN:          "--stack-size 0" "--context-bound 99999999999" "--context-bound -1" "--wall-timeout -2"; do \
// RUN:   check %ferret verify %s $a || exit 1; done; \
// RUN: for a in "--seed x" "--max-steps -3" "--max-heap 1.5" "--stack-size 0" "--timeout inf"; do \
// RUN:   check %ferret cover %S/../cover/goals.c --tests %S/../cover/Inputs/goals $a || exit 1; done; \
// RUN: for a in "--timeout inf" "--memory-limit 1.5" "--jobs 99999" "--jobs -1"; do \
// RUN:   check %ferret bench %S/../bench/Inputs/tasks/reach --ferret-binary %S/../bench/Inputs/fake-ferret.sh $a || exit 1; done
// The commands above, without the bad value, succeed.
// RUN: %ferret run %s && %ferret verify %s > /dev/null && %ferret cover %S/../cover/goals.c --tests %S/../cover/Inputs/goals > /dev/null
// RUN: %ferret bench %S/../bench/Inputs/tasks/reach --ferret-binary %S/../bench/Inputs/fake-ferret.sh > /dev/null 2>&1
// The messages name the value and what is wrong with it.
// RUN: not %ferret run %s --inputs 7,300 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: ferret: error: input 2 ('300') is out of range (-128 to 127) for __VERIFIER_nondet_char
// RUN: not %ferret run %s --inputs 12abc 2>&1 | FileCheck %s --check-prefix=JUNK
// JUNK: ferret: error: --inputs: value 1 ('12abc') is not a number
// RUN: not %ferret run %s --inputs 1,,2 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: ferret: error: --inputs: item 2 is empty
// RUN: not %ferret verify %s --bitstate 0 2>&1 | FileCheck %s --check-prefix=BITSTATE
// BITSTATE: ferret: error: --bitstate: must be a whole number from 1 to 18446744073709551615, not 0
// Values in range run: C literals, with hex and suffixes; an unsigned type
// also takes a negative value (converted as C converts it).
// RUN: %ferret run %s --inputs 0x10,-128 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %ferret run %s --inputs 16U,127 2>&1 | FileCheck %s --check-prefix=OK
// OK: ferret: exited with status 0
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  char c = __VERIFIER_nondet_char();
  return n == 16 ? 0 : c;
}
