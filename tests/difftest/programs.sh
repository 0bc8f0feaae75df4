#!/usr/bin/env bash
# Differential test on real-world programs kept in programs/: each NAME.c
# is compiled natively (gcc -O0 -lm) and run with NAME.in as stdin (if
# present), the words of NAME.args as its arguments (if present), and the
# programs/ folder as its working directory; `ferret run` must give the
# same stdout and the same exit status of the program, with no error.
#   programs.sh FERRET_BINARY
# One line per program, then "P passed, F failed".
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
[ $# -eq 1 ] || { echo "usage: $0 FERRET_BINARY" >&2; exit 2; }
FERRET="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
[ -x "$FERRET" ] || { echo "error: ferret binary '$1' not found" >&2; exit 2; }
WORK="$(mktemp -d "${TMPDIR:-/tmp}/ferret-programs.XXXXXX")" || exit 2
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0
cd "$HERE/programs" || exit 2
for src in *.c; do
  name="${src%.c}"
  input=/dev/null
  [ -f "$name.in" ] && input="$name.in"
  args=()
  [ -f "$name.args" ] && read -r -a args <"$name.args"
  if ! gcc -w -O0 "$src" -o "$WORK/$name" -lm 2>"$WORK/$name.cc"; then
    echo "FAIL $name: does not compile natively: $(head -n1 "$WORK/$name.cc")"
    failed=$((failed + 1))
    continue
  fi
  "$WORK/$name" "${args[@]}" <"$input" >"$WORK/$name.native" 2>/dev/null
  native=$?
  timeout 120 "$FERRET" run "$src" -- "${args[@]}" <"$input" >"$WORK/$name.ferret" 2>"$WORK/$name.err"
  verdict=$?
  # ferret's status says whether it found an error; the program's own is on stderr.
  got=$(sed -n 's/^ferret: exited with status \([0-9]*\)$/\1/p' "$WORK/$name.err" | tail -n1)
  if [ "$verdict" -ne 0 ] || [ "${got:-none}" != "$native" ]; then
    echo "FAIL $name: ferret status $verdict, program status ${got:-none}, natively $native: $(grep -m1 'error' "$WORK/$name.err")"
    failed=$((failed + 1))
  elif ! cmp -s "$WORK/$name.native" "$WORK/$name.ferret"; then
    echo "FAIL $name: output differs: $(diff "$WORK/$name.native" "$WORK/$name.ferret" | head -n3 | tr '\n' ' ')"
    failed=$((failed + 1))
  else
    echo "PASS $name"
    passed=$((passed + 1))
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
