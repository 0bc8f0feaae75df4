#!/bin/sh
# Stands in for `ferret verify` in the `ferret bench` tests, so that every
# verdict, failure mode and timing case can be produced on demand.  bench
# calls it as
#   fake-ferret.sh verify TASK.yml --property FILE.prp --timeout T [EXTRA...]
# and the answer is picked by the prefix of the task file's name.
if [ "$1" != verify ] || [ "$3" != --property ] || [ "$5" != --timeout ]; then
  echo "fake-ferret: unexpected command line: $*" >&2
  exit 2
fi
task=$(basename "$2" .yml)
property=$(basename "$4" .prp)

answer() {
  echo "RESULT: $1"
  echo "fake-ferret: diagnostics go to stderr" >&2
  exit "$2"
}

case "$task" in
  true-*) answer TRUE 0 ;;
  deref-*) answer "FALSE(valid-deref)" 1 ;;
  free-*) answer "FALSE(valid-free)" 1 ;;
  memtrack-*) answer "FALSE(valid-memtrack)" 1 ;;
  reach-*) answer "FALSE(unreach-call)" 1 ;;
  # One task, two property files: the answer depends on the property.
  cleanup-*)
    if [ "$property" = valid-memcleanup ]; then answer "FALSE(valid-memcleanup)" 1; fi
    answer TRUE 0 ;;
  unknown-*) answer "UNKNOWN (unsupported: inline assembly)" 3 ;;
  # A shell reports an abort of its child as exit status 128+6.
  crash-*) echo "fake-ferret: Assertion \`kind != Poison' failed." >&2; exit 134 ;;
  inputerr-*) echo "inputerr-syntax.c:3:9: error: expected ';' after expression" >&2; exit 2 ;;
  noresult-*) echo "hello"; exit 0 ;;
  garbled-*) answer MAYBE 0 ;;
  # Stops at its --memory-limit, as verify does.
  memout-*) answer "UNKNOWN (memory limit of 50 MB reached)" 3 ;;
  # Ignores its --memory-limit: only bench's kill can stop it.
  hog-*) big=$(head -c 300000000 /dev/zero | tr '\0' x); sleep 30; answer TRUE 0 ;;
  # Ignores its --timeout: only the wall-clock kill can stop it.
  sleep-*) sleep 30; answer TRUE 0 ;;
  # Answers correctly, but only after more CPU time than --timeout allows.
  late-*)
    ticks=$(getconf CLK_TCK)
    while :; do
      i=0
      while [ $i -lt 2000 ]; do i=$((i + 1)); done
      read -r stat < /proc/$$/stat
      set -- $stat
      [ $(( ${14} * 100 / ticks )) -ge 120 ] && break
    done
    answer TRUE 0 ;;
  # Two tasks that only succeed when run at the same time: each leaves a
  # mark in the directory given after `--rendezvous` and waits up to 3 s for
  # its partner's.
  pair-*)
    [ "$7" = --rendezvous ] || answer "UNKNOWN (no --rendezvous DIR)" 3
    case "$task" in pair-a) partner=pair-b ;; *) partner=pair-a ;; esac
    touch "$8/$task"
    n=0
    while [ $n -lt 30 ]; do
      [ -e "$8/$partner" ] && answer TRUE 0
      sleep 0.1
      n=$((n + 1))
    done
    answer "UNKNOWN (ran alone)" 3 ;;
  # Shows bench's command line (after `verify TASK`) for the pass-through test.
  args-*) shift 2; answer "UNKNOWN (args: $*)" 3 ;;
  *) echo "fake-ferret: no behaviour for task $task" >&2; exit 2 ;;
esac
