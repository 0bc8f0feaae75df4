#!/usr/bin/env bash
# Issue 6's figure: time of `ferret cover` on a 1,000-test suite of a
# ~1,000-line program against gcc --coverage + 1,000 native runs + gcov.
# usage: bench/cover/run.sh FERRET [TESTS]
set -euo pipefail
ferret=$(realpath "$1")
tests=${2:-1000}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/gen.py" "$work" "$tests"
cp "$here/harness.c" "$work/"
# The native runs read the same inputs from stdin files (not timed: the
# conversion is the test harness's business, not coverage measurement's).
mkdir "$work/inputs"
python3 - "$work" <<'PY'
import glob, os, re, sys
w = sys.argv[1]
for f in glob.glob(os.path.join(w, "suite", "testcase*.xml")):
    vals = re.findall(r"<input>([^<]*)</input>", open(f).read())
    name = os.path.basename(f)[:-4]
    open(os.path.join(w, "inputs", name + ".txt"), "w").write("\n".join(vals) + "\n")
PY
echo "program: $(wc -l < "$work/prog.c") lines, suite: $tests tests"
hyperfine --warmup 1 --runs 5 -N \
  -n "ferret cover" "$ferret cover $work/prog.c --tests $work/suite --lcov $work/ferret.info" \
  -n "gcc --coverage + native runs + gcov" "bash $here/native.sh $work"
