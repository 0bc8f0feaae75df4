# shellcheck shell=bash
# Helpers shared by the benchmark harnesses bench/run.sh and bench/spin/run.sh.
# Sourced, not run.  The caller sets LOG_TAG (log prefix), OUT_DIR (where
# hyperfine's JSON exports and logs go), RUNS and WARMUP, then calls
# choose_timer once before time_cmd.

log() { echo "[$LOG_TAG] $*" >&2; }
die() { echo "[$LOG_TAG] FATAL: $*" >&2; exit 1; }

# abs_ferret PATH: the ferret path resolved against the caller's directory
# (a bare name is looked up in PATH first).
abs_ferret() {
    case "$1" in
        /*) echo "$1" ;;
        */*) echo "$PWD/$1" ;;
        *) command -v "$1" 2>/dev/null || echo "$PWD/$1" ;;
    esac
}

# Sets TIMER to hyperfine, or to builtin (bash's time) if hyperfine is
# missing or BENCH_TIMER=builtin.
choose_timer() {
    if command -v hyperfine >/dev/null && [ "${BENCH_TIMER:-}" != builtin ]; then
        TIMER=hyperfine
    else
        TIMER=builtin
        log "hyperfine not found or not wanted; timing with bash's time builtin (mean of $RUNS runs after $WARMUP warm-up)"
    fi
}

# A sentence saying how time_cmd measured.
timer_description() {
    if [ "$TIMER" = hyperfine ]; then
        echo "hyperfine --warmup $WARMUP --runs $RUNS, mean wall-clock seconds"
    else
        echo "bash time builtin, $WARMUP warm-up + $RUNS runs, mean wall-clock seconds"
    fi
}

# Mean wall-clock seconds from a hyperfine JSON export.
json_mean() {
    if command -v jq >/dev/null; then
        jq -r '.results[0].mean' "$1"
    elif command -v python3 >/dev/null; then
        python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["mean"])' "$1"
    else
        tr -d ' \n' <"$1" | sed -n 's/.*"mean":\([0-9.eE+-]*\).*/\1/p'
    fi
}

# time_cmd [-i] NAME CMD... : prints the mean seconds on stdout; non-zero on
# failure, where -i accepts any exit status of CMD (a verifier that finds a
# bug exits 1).
time_cmd() {
    local ignore=0
    if [ "$1" = -i ]; then ignore=1; shift; fi
    local name=$1
    shift
    if [ "$TIMER" = hyperfine ]; then
        local json="$OUT_DIR/$name.json" flags=()
        [ $ignore -eq 1 ] && flags=(--ignore-failure)
        rm -f "$json"
        # --shell=none: no shell start-up in the measurement; args are split on
        # whitespace, so the command is passed as one quoted string.
        if ! hyperfine --shell=none --style=basic "${flags[@]}" --warmup "$WARMUP" --runs "$RUNS" \
                --export-json "$json" --command-name "$name" -- "$*" \
                >"$OUT_DIR/$name.hyperfine.log" 2>&1; then
            log "hyperfine failed for $name (see $OUT_DIR/$name.hyperfine.log):"
            tail -n 5 "$OUT_DIR/$name.hyperfine.log" >&2
            return 1
        fi
        json_mean "$json"
    else
        local i t total=0 TIMEFORMAT=%3R
        for ((i = 0; i < WARMUP; i++)); do
            "$@" >/dev/null 2>&1 || [ $ignore -eq 1 ] || return 1
        done
        for ((i = 0; i < RUNS; i++)); do
            t=$( { time "$@" >/dev/null 2>&1; } 2>&1 ) || [ $ignore -eq 1 ] || return 1
            total=$(awk -v a="$total" -v b="$t" 'BEGIN { printf "%.6f", a + b }')
        done
        awk -v a="$total" -v n="$RUNS" 'BEGIN { printf "%.6f\n", a / n }'
    fi
}

# provenance DIR: "Commit C, date, CPU, N CPUs," for the footer of a table,
# C being the commit checked out at DIR.
provenance() {
    local commit cpu
    commit=$(git -C "$1" rev-parse --short HEAD 2>/dev/null || echo unknown)
    cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
    echo "Commit $commit, $(date -u '+%Y-%m-%d %H:%M UTC'), ${cpu:-unknown CPU}, $(nproc 2>/dev/null || echo '?') CPUs,"
}

fmt_s() { awk -v x="$1" 'BEGIN { printf "%.3f", x }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
