#!/usr/bin/env bash
# Real programs' workloads: native, memcheck and `ferret run`, once each.
#
#   bench/real.sh FERRET_BINARY [DIR]
#
# Rows: rxi/fe (tests/difftest/programs/fe, the Lisp interpreter) running
# its three scripts (bench/real/fe/, from the fe repository, MIT licence);
# with DIR, also codeplea/tinyexpr's test (DIR/tinyexpr/{test.c,tinyexpr.c,
# tinyexpr.h,minctest.h}) and zlib's examples/enough.c with its va_copy fix
# (DIR/enough-fixed.c, run as `enough 286 9 13`), sources not kept here.
# Each workload runs natively from a `gcc -O0` build, under `valgrind -q`
# (memcheck) of that build and under `FERRET run` of the sources, one after
# the other, timed by /usr/bin/time; the table gives CPU seconds (user +
# system) and wall seconds, the ratios ferret/memcheck, and their geometric
# means.  Ferret's stdout must equal the native one (tinyexpr's per-group
# `ms` timings aside) and memcheck must find no error, else the script
# stops.  Exit status: 0 ok, 1 a mismatch or failure, 2 usage error.
set -u -o pipefail

[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 FERRET_BINARY [DIR]" >&2; exit 2; }
BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=bench/lib.sh
. "$BENCH_DIR/lib.sh"
LOG_TAG=real
FERRET=$(abs_ferret "$1")
EXTRA=${2:+$(cd "$2" && pwd)}
OUT=$BENCH_DIR/out/real
mkdir -p "$OUT"
[ -x "$FERRET" ] || die "no ferret binary at $FERRET"
FE=$BENCH_DIR/../tests/difftest/programs/fe

# timed OUTFILE CMD...: prints "wall cpu", CMD's stdout in OUTFILE.
timed() {
  local out=$1 t
  shift
  t=$(mktemp)
  /usr/bin/time -f "%e %U %S" -o "$t" "$@" >"$out" 2>"$out.err"
  local rc=$?
  # time adds a line "Command exited with non-zero status N" first.
  read -r w u s < <(tail -n 1 "$t")
  rm -f "$t"
  echo "$w $(echo "$u + $s" | bc) $rc"
}

ROWS=()
LOGC=0 LOGW=0 N=0
# row NAME NATIVE_BINARY "PROGRAM ARGS" FERRET_ARGS...: in the current directory.
row() {
  local name=$1 bin=$2 args=$3
  shift 3
  read -r -a a <<<"$args"
  log "== $name"
  read -r nw nc _ < <(timed "$OUT/$name.native" "$bin" "${a[@]}")
  read -r mw mc mrc < <(timed "$OUT/$name.memcheck" valgrind -q --error-exitcode=99 "$bin" "${a[@]}")
  [ "$mrc" = 99 ] && die "$name: memcheck found an error ($OUT/$name.memcheck.err)"
  read -r fw fc frc < <(timed "$OUT/$name.ferret" "$FERRET" run "$@" -- "${a[@]}")
  if ! cmp -s <(sed 's/ *[0-9]*ms$//' "$OUT/$name.native") <(sed 's/ *[0-9]*ms$//' "$OUT/$name.ferret"); then
    die "$name: ferret's stdout differs from the native one (exit $frc; $OUT/$name.ferret{,.err})"
  fi
  local rc rw
  rc=$(echo "scale=2; $fc / $mc" | bc)
  rw=$(echo "scale=2; $fw / $mw" | bc)
  LOGC=$(echo "$LOGC + l($fc / $mc)" | bc -l)
  LOGW=$(echo "$LOGW + l($fw / $mw)" | bc -l)
  N=$((N + 1))
  ROWS+=("| $name | \`$args\` | $nc ($nw) | $mc ($mw) | $fc ($fw) | $rc | $rw |")
  log "${ROWS[-1]} (load $(cut -d' ' -f1 /proc/loadavg))"
}

gcc -O0 -w -D FE_STANDALONE -o "$OUT/fe" "$FE/fe.c" || die "fe: compilation failed"
cd "$BENCH_DIR/real/fe" || exit 1
for s in fib life mandelbrot; do row "fe-$s" "$OUT/fe" "$s.fe" -D FE_STANDALONE "$FE/fe.c"; done
if [ -n "$EXTRA" ] && [ -f "$EXTRA/tinyexpr/test.c" ]; then
  cd "$EXTRA/tinyexpr" || exit 1
  gcc -O0 -w -o "$OUT/tinyexpr" test.c tinyexpr.c -lm || die "tinyexpr: compilation failed"
  row tinyexpr "$OUT/tinyexpr" "" test.c tinyexpr.c
fi
if [ -n "$EXTRA" ] && [ -f "$EXTRA/enough-fixed.c" ]; then
  cd "$EXTRA" || exit 1
  gcc -O0 -w -o "$OUT/enough" enough-fixed.c || die "enough: compilation failed"
  row enough "$OUT/enough" "286 9 13" enough-fixed.c
fi

echo "| program | workload | native CPU s (wall) | memcheck CPU s (wall) | ferret CPU s (wall) | ferret/memcheck CPU | ferret/memcheck wall |"
echo "|---|---|---:|---:|---:|---:|---:|"
printf '%s\n' "${ROWS[@]}"
echo
echo "Geometric mean ferret/memcheck over $N: $(echo "scale=2; e($LOGC / $N) / 1" | bc -l) (CPU), $(echo "scale=2; e($LOGW / $N) / 1" | bc -l) (wall)"
