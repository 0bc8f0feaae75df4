#!/usr/bin/env bash
# Ferret benchmark harness.
#
#   bench/run.sh FERRET_BINARY [PROG[:SIZE] ...]
#
# For every benchmark program bench/PROG.c (default: all of them) this
#   1. compiles it with `gcc -O0 -g` into bench/out/PROG,
#   2. runs it once natively, once under valgrind memcheck and once under
#      `FERRET run PROG.c -- SIZE`, and checks that all three print the same
#      stdout (a mismatch is fatal),
#   3. times the three with hyperfine (--warmup 1 --runs 3, JSON exported to
#      bench/out/PROG.{native,valgrind,ferret}.json), or with bash's `time`
#      builtin if hyperfine is not installed,
# and prints a Markdown table (also written to bench/out/latest.md).
#
# If FERRET_BINARY does not exist, or ferret fails on a program (non-zero exit,
# e.g. a false positive, an unsupported construct or a limit), the ferret
# columns of that row say n/a and the native/valgrind columns are still filled.
#
# Exit status: 0 ok (also when the ferret binary is missing); 1 if any output
# mismatch, valgrind error or ferret failure occurred; 2 usage error.
#
# Environment:
#   RUNS=3 WARMUP=1       timed runs / warm-up runs per command
#   FERRET_FLAGS=""       extra flags for `ferret run` (e.g. "--timeout 600")
#   FERRET_TIMEOUT=900    seconds allowed for the single ferret check run
#   CC=gcc
#   BENCH_TIMER=builtin   use bash's time builtin even if hyperfine is installed
set -u -o pipefail

usage() {
    echo "usage: $0 FERRET_BINARY [PROG[:SIZE] ...]   (PROG in: $ALL_PROGS)" >&2
    exit 2
}

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT_DIR="$BENCH_DIR/out"
ALL_PROGS="sort list matmul strings vm json regex"

[ $# -ge 1 ] || usage
case "$1" in -h|--help) usage ;; esac

# shellcheck source=bench/lib.sh
. "$BENCH_DIR/lib.sh"
LOG_TAG=bench
FERRET=$(abs_ferret "$1")
shift

RUNS=${RUNS:-3}
WARMUP=${WARMUP:-1}
FERRET_FLAGS=${FERRET_FLAGS:-}
FERRET_TIMEOUT=${FERRET_TIMEOUT:-900}
CC=${CC:-gcc}

mkdir -p "$OUT_DIR"

command -v "$CC" >/dev/null || die "$CC not found"
command -v valgrind >/dev/null || die "valgrind not found"
choose_timer

HAVE_FERRET=1
if [ ! -x "$FERRET" ]; then
    HAVE_FERRET=0
    log "ferret binary '$FERRET' not found or not executable: ferret columns will be n/a"
fi

# Default size of a program = its DEFAULT_N.
default_size() {
    sed -n 's/^#define[[:space:]]\{1,\}DEFAULT_N[[:space:]]\{1,\}\([0-9]\{1,\}\).*/\1/p' "$BENCH_DIR/$1.c" | head -n 1
}

# Which programs, and at which size.
SPECS=("$@")
[ ${#SPECS[@]} -gt 0 ] || read -r -a SPECS <<<"$ALL_PROGS"

FAILED=0
ROWS=()
LOG_RATIO_SUM=0
LOG_RATIO_N=0
SIZES=()

for spec in "${SPECS[@]}"; do
    prog=${spec%%:*}
    src="$BENCH_DIR/$prog.c"
    [ -f "$src" ] || { log "no such benchmark: $src"; usage; }
    size=$(default_size "$prog")
    [ "$spec" != "$prog" ] && size=${spec#*:}
    [ -n "$size" ] || die "$prog.c has no '#define DEFAULT_N <n>' and no size was given"
    SIZES+=("$prog=$size")

    exe="$OUT_DIR/$prog"
    log "== $prog (size $size)"
    "$CC" -O0 -g -o "$exe" "$src" || die "$prog: compilation failed"

    # --- correctness: the three must print the same stdout ---------------
    ref="$OUT_DIR/$prog.native.out"
    "$exe" "$size" >"$ref" || die "$prog: native run exited with status $?"
    [ -s "$ref" ] || die "$prog: native run printed nothing"

    vg=(valgrind -q --tool=memcheck --leak-check=full --error-exitcode=9 "$exe" "$size")
    "${vg[@]}" >"$OUT_DIR/$prog.valgrind.out" 2>"$OUT_DIR/$prog.valgrind.err"
    rc=$?
    if [ $rc -ne 0 ]; then
        cat "$OUT_DIR/$prog.valgrind.err" >&2
        die "$prog: valgrind run exited with status $rc (9 = memcheck found errors)"
    fi
    if ! cmp -s "$ref" "$OUT_DIR/$prog.valgrind.out"; then
        diff "$ref" "$OUT_DIR/$prog.valgrind.out" >&2
        die "$prog: OUTPUT MISMATCH native vs valgrind"
    fi

    ferret_ok=0
    # shellcheck disable=SC2206  # FERRET_FLAGS is deliberately word-split
    fr=("$FERRET" run $FERRET_FLAGS "$src" -- "$size")
    if [ $HAVE_FERRET -eq 1 ]; then
        log "   ferret check run: ${fr[*]}"
        timeout "$FERRET_TIMEOUT" "${fr[@]}" >"$OUT_DIR/$prog.ferret.out" 2>"$OUT_DIR/$prog.ferret.err"
        rc=$?
        if [ $rc -ne 0 ]; then
            FAILED=1
            case $rc in
                124) why="timed out after ${FERRET_TIMEOUT}s" ;;
                1) why="reported an error (false positive?)" ;;
                2) why="usage/input error or unsupported construct" ;;
                3) why="hit a limit" ;;
                *) why="exit status $rc" ;;
            esac
            log "   FERRET FAILED on $prog: $why -- ferret marked n/a. stderr tail ($OUT_DIR/$prog.ferret.err):"
            tail -n 15 "$OUT_DIR/$prog.ferret.err" | sed 's/^/     | /' >&2
        elif ! cmp -s "$ref" "$OUT_DIR/$prog.ferret.out"; then
            echo "[bench] ******** OUTPUT MISMATCH: native vs ferret on $prog ********" >&2
            diff "$ref" "$OUT_DIR/$prog.ferret.out" | head -n 40 >&2
            die "$prog: ferret printed different stdout (see $OUT_DIR/$prog.ferret.out)"
        else
            ferret_ok=1
        fi
    fi

    # --- timing -----------------------------------------------------------
    log "   timing native"
    t_native=$(time_cmd "$prog.native" "$exe" "$size") || die "$prog: timing native failed"
    log "   timing valgrind"
    t_vg=$(time_cmd "$prog.valgrind" "${vg[@]}") || die "$prog: timing valgrind failed"
    t_ferret=""
    if [ $ferret_ok -eq 1 ]; then
        log "   timing ferret"
        if ! t_ferret=$(time_cmd "$prog.ferret" "${fr[@]}"); then
            log "   timing ferret failed on $prog -- marked n/a"
            t_ferret=""
            FAILED=1
        fi
    fi

    if [ -n "$t_ferret" ]; then
        f_s=$(fmt_s "$t_ferret")
        f_n=$(ratio "$t_ferret" "$t_native")
        f_v=$(ratio "$t_ferret" "$t_vg")
        LOG_RATIO_SUM=$(awk -v s="$LOG_RATIO_SUM" -v a="$t_ferret" -v b="$t_vg" 'BEGIN { printf "%.12f", s + log(a / b) }')
        LOG_RATIO_N=$((LOG_RATIO_N + 1))
    else
        f_s="n/a"; f_n="n/a"; f_v="n/a"
    fi
    ROWS+=("| $prog | $(fmt_s "$t_native") | $(fmt_s "$t_vg") | $f_s | $f_n | $f_v |")
    log "   native $(fmt_s "$t_native") s, valgrind $(fmt_s "$t_vg") s, ferret $f_s${t_ferret:+ s}"
done

if [ $LOG_RATIO_N -gt 0 ]; then
    GEO=$(awk -v s="$LOG_RATIO_SUM" -v n="$LOG_RATIO_N" 'BEGIN { printf "%.2f", exp(s / n) }')
    GEO_NOTE="over $LOG_RATIO_N of ${#SPECS[@]} programs"
else
    GEO="n/a"
    if [ $HAVE_FERRET -eq 0 ]; then GEO_NOTE="ferret binary not found"; else GEO_NOTE="ferret failed on every program"; fi
fi

HOW=$(timer_description)

{
    echo "| program | native s | valgrind s | ferret s | ferret/native | ferret/valgrind |"
    echo "|---|---:|---:|---:|---:|---:|"
    printf '%s\n' "${ROWS[@]}"
    echo
    echo "Geometric mean of ferret/valgrind: **$GEO** ($GEO_NOTE)"
    echo
    echo "Sizes: ${SIZES[*]}. Timing: $HOW."
    echo "native = \`$CC -O0 -g\` binary; valgrind = \`valgrind --tool=memcheck --leak-check=full --error-exitcode=9\`;"
    echo "ferret = \`$(basename "$FERRET") run${FERRET_FLAGS:+ $FERRET_FLAGS} PROG.c -- SIZE\`$([ $HAVE_FERRET -eq 0 ] && echo " (binary not found)")."
    provenance "$BENCH_DIR"
    echo "$("$CC" --version | head -n 1), $(valgrind --version)$([ "$TIMER" = hyperfine ] && echo ", $(hyperfine --version)")."
} | tee "$OUT_DIR/latest.md"

if [ $FAILED -ne 0 ]; then
    log "ferret failed on at least one program (see above)"
    exit 1
fi
exit 0
