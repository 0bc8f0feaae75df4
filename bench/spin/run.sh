#!/usr/bin/env bash
# SPIN against Ferret on the twin models of bench/spin (issue 4).
#
#   bench/spin/run.sh FERRET_BINARY [MODEL ...]
#
# For every model (default: all, see MODELS below) this
#   1. builds SPIN's verifier: `spin DEFINES -a MODEL.pml`, then
#      `gcc -DSAFETY -O2 -o pan pan.c` (partial-order reduction on, SPIN's
#      default) and the same with -DNOREDUCE, in bench/out/spin/NAME/;
#   2. runs both verifiers once (`./pan $PAN_FLAGS`) for states stored and the
#      verdict, and times the build and the reduced run;
#   3. runs `FERRET verify --stats DEFINES MODEL.c` once, and times it when it
#      gives a verdict (TRUE or FALSE);
# and prints a Markdown table (also written to bench/out/spin/latest.md).
#
# Ferret's columns show its verdict (UNKNOWN, error, timeout, or "no binary")
# and n/a when it gives none: the table is still complete on SPIN's side.
#
# Exit status: 0 ok (also when Ferret answers UNKNOWN or is missing); 1 if a
# verifier gives a verdict other than the model's expected one, or SPIN's
# search was cut by the depth limit; 2 usage error.
#
# Environment:
#   RUNS=3 WARMUP=1       timed runs / warm-up runs per command
#   FERRET_FLAGS=""       extra flags for `ferret verify`
#   FERRET_TIMEOUT=600    seconds allowed for the single ferret check run
#   PAN_FLAGS=-m100000    pan's options: -m is the DFS stack's depth limit;
#                         SPIN's default hash table (-w24, 128 MB) costs a
#                         fixed ~0.1-0.3 s here, -w16 removes it on small models
#   BENCH_TIMER=builtin   use bash's time builtin even if hyperfine is installed
set -u -o pipefail

SPIN_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=bench/lib.sh
. "$SPIN_DIR/../lib.sh"
LOG_TAG=spin-bench
OUT_DIR="$SPIN_DIR/../out/spin"

# name|model file (no extension)|defines|expected verdict
MODELS=(
    "peterson|peterson||TRUE"
    "peterson-bug|peterson|-DBUG|FALSE"
    "ticket-2|ticket|-DN=2|TRUE"
    "ticket-3|ticket|-DN=3|TRUE"
    "ticket-3-m16|ticket|-DN=3 -DM=16|TRUE"
    "ticket-2-bug|ticket|-DN=2 -DBUG|FALSE"
    "phil-3|philosophers|-DN=3|TRUE"
    "phil-4|philosophers|-DN=4|TRUE"
    "phil-5|philosophers|-DN=5|TRUE"
    "phil-6|philosophers|-DN=6|TRUE"
    "phil-3-bug|philosophers|-DN=3 -DBUG|FALSE"
    "phil-4-bug|philosophers|-DN=4 -DBUG|FALSE"
    "phil-5-bug|philosophers|-DN=5 -DBUG|FALSE"
    "phil-6-bug|philosophers|-DN=6 -DBUG|FALSE"
)

usage() {
    echo "usage: $0 FERRET_BINARY [MODEL ...]   (MODEL in: ${MODELS[*]%%|*})" >&2
    exit 2
}
[ $# -ge 1 ] || usage
case "$1" in -h|--help) usage ;; esac
FERRET=$(abs_ferret "$1")
shift

selected() {
    [ ${#WANTED[@]} -eq 0 ] && return 0
    local w
    for w in "${WANTED[@]}"; do [ "$w" = "$1" ] && return 0; done
    return 1
}
WANTED=("$@")
for w in "${WANTED[@]}"; do
    printf '%s\n' "${MODELS[@]%%|*}" | grep -qx -- "$w" || { log "no such model: $w"; usage; }
done

RUNS=${RUNS:-3}
WARMUP=${WARMUP:-1}
FERRET_FLAGS=${FERRET_FLAGS:-}
FERRET_TIMEOUT=${FERRET_TIMEOUT:-600}
PAN_FLAGS=${PAN_FLAGS:--m100000}
read -r -a panv <<<"$PAN_FLAGS"

for tool in spin gcc; do command -v $tool >/dev/null || die "$tool not found (scripts/install-deps.sh installs it)"; done
mkdir -p "$OUT_DIR"
choose_timer
HAVE_FERRET=1
if [ ! -x "$FERRET" ]; then
    HAVE_FERRET=0
    log "ferret binary '$FERRET' not found or not executable: Ferret's columns will say so"
fi

# field FILE PATTERN: the first number on the first line matching PATTERN.
field() { grep -m1 -E "$2" "$1" | grep -oE '[0-9]+(\.[0-9]+)?' | head -n 1; }
per_s() { awk -v n="$1" -v t="$2" 'BEGIN { if (t > 0) printf "%.0f", n / t; else print "n/a" }'; }

# spin_verdict PAN_OUTPUT: TRUE, FALSE, or CUT when the depth limit cut the search.
spin_verdict() {
    if grep -q 'max search depth too small' "$1"; then echo CUT
    elif grep -qE 'errors: 0$' "$1"; then echo TRUE
    else echo FALSE
    fi
}

FAILED=0
ROWS=()
for entry in "${MODELS[@]}"; do
    IFS='|' read -r name model defs expect <<<"$entry"
    selected "$name" || continue
    read -r -a defv <<<"$defs"
    dir="$OUT_DIR/$name"
    rm -rf "$dir" && mkdir -p "$dir"
    log "== $name ($model $defs, expected $expect)"

    # --- SPIN ---------------------------------------------------------------
    # One script builds both verifiers, so that hyperfine can time the build.
    cat >"$dir/build.sh" <<EOF
set -e
cd "$dir"
spin ${defs} -a "$SPIN_DIR/$model.pml" >spin-a.log
gcc -DSAFETY -O2 -o pan pan.c
EOF
    (cd "$dir" && bash build.sh && gcc -DSAFETY -DNOREDUCE -O2 -o pan-noreduce pan.c) \
        || die "$name: building SPIN's verifier failed"
    (cd "$dir" && ./pan "${panv[@]}" >pan.out 2>&1 && ./pan-noreduce "${panv[@]}" >pan-noreduce.out 2>&1) \
        || die "$name: pan failed (see $dir/pan.out)"
    s_verdict=$(spin_verdict "$dir/pan.out")
    s_states=$(field "$dir/pan.out" 'states, stored')
    s_nored=$(field "$dir/pan-noreduce.out" 'states, stored')
    mark=""
    if [ "$s_verdict" != "$expect" ] || [ "$(spin_verdict "$dir/pan-noreduce.out")" != "$expect" ]; then
        log "   SPIN's verdict $s_verdict differs from the expected $expect (see $dir/pan*.out)"
        mark=" (!)"
        FAILED=1
    fi
    t_build=$(time_cmd "$name.spin-build" bash "$dir/build.sh") || die "$name: timing SPIN's build failed"
    t_run=$(cd "$dir" && time_cmd "$name.spin-run" ./pan "${panv[@]}") || die "$name: timing pan failed"
    t_all=$(awk -v a="$t_build" -v b="$t_run" 'BEGIN { print a + b }')
    log "   SPIN: $s_verdict, $s_states states ($s_nored without reduction), build $(fmt_s "$t_build") s, run $(fmt_s "$t_run") s"

    # --- Ferret -------------------------------------------------------------
    f_verdict="no binary"; f_states=n/a; f_s=n/a; f_rate=n/a; r_states=n/a; r_run=n/a; r_all=n/a
    if [ $HAVE_FERRET -eq 1 ]; then
        # shellcheck disable=SC2206  # FERRET_FLAGS is deliberately word-split
        fv=("$FERRET" verify --stats $FERRET_FLAGS "${defv[@]}" "$SPIN_DIR/$model.c")
        timeout "$FERRET_TIMEOUT" "${fv[@]}" >"$dir/ferret.out" 2>"$dir/ferret.err"
        rc=$?
        f_verdict=$(sed -n 's/^RESULT: \([A-Z]*\).*/\1/p' "$dir/ferret.out" | head -n 1)
        case $rc in
            0|1) ;;
            124) f_verdict="timeout ${FERRET_TIMEOUT}s" ;;
            *) [ -n "$f_verdict" ] || f_verdict="error (exit $rc)" ;;
        esac
        if [ $rc -gt 1 ]; then
            log "   Ferret: $f_verdict; its output: $dir/ferret.out, $dir/ferret.err"
            sed -n 's/^RESULT: /     | /p' "$dir/ferret.out" >&2
            tail -n 3 "$dir/ferret.err" | sed 's/^/     | /' >&2
        else
            if [ "$f_verdict" != "$expect" ]; then
                log "   Ferret's verdict $f_verdict differs from the expected $expect"
                f_verdict="$f_verdict (!)"
                FAILED=1
            fi
            f_states=$(field "$dir/ferret.out" '^ *states stored')
            if t_f=$(time_cmd -i "$name.ferret" "${fv[@]}"); then
                f_s=$(fmt_s "$t_f")
                f_rate=$(per_s "$f_states" "$t_f")
                r_run=$(ratio "$t_f" "$t_run")
                r_all=$(ratio "$t_f" "$t_all")
            fi
            r_states=$(ratio "$f_states" "$s_states")
            log "   Ferret: $f_verdict, $f_states states, $f_s s"
        fi
    fi
    ROWS+=("| $name | $expect | $s_verdict$mark | $s_states | $s_nored | $(fmt_s "$t_all") | $(fmt_s "$t_run") | $(per_s "$s_states" "$t_run") | $f_verdict | $f_states | $f_s | $f_rate | $r_states | $r_run | $r_all |")
done

{
    echo "| model | expected | SPIN | SPIN states | SPIN states, no POR | SPIN build+run s | SPIN run s | SPIN states/s | Ferret | Ferret states | Ferret s | Ferret states/s | states Ferret/SPIN | time Ferret/SPIN run | time Ferret/SPIN build+run |"
    echo "|---|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|"
    printf '%s\n' "${ROWS[@]}"
    echo
    echo "SPIN = \`spin -a\`, \`gcc -DSAFETY -O2 pan.c\`, \`./pan $PAN_FLAGS\` (partial-order reduction on; \"no POR\": -DNOREDUCE);"
    echo "Ferret = \`$(basename "$FERRET") verify --stats${FERRET_FLAGS:+ $FERRET_FLAGS} DEFINES MODEL.c\`$([ $HAVE_FERRET -eq 0 ] && echo " (binary not found)");"
    echo "states/s = states stored / wall-clock time of the run. Timing: $(timer_description)."
    provenance "$SPIN_DIR"
    echo "$(spin -V | head -n 1), $(gcc --version | head -n 1)$([ "$TIMER" = hyperfine ] && echo ", $(hyperfine --version)")."
} | tee "$OUT_DIR/latest.md"

[ $FAILED -eq 0 ] || { log "a verdict differs from the expected one, or SPIN's depth limit was hit (see above)"; exit 1; }
exit 0
