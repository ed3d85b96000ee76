#!/usr/bin/env bash
# What the cucc-sanitizer tools cost on the bench kernels: each bench/NAME.cu
# built three ways (plain, `--sanitize` for memcheck, `--sanitize=racecheck`
# for racecheck and initcheck), run under each tool RUNS times (default 3),
# the four interleaved; the table gives the median ms per repetition the
# program reports and each tool's time over the plain build's.  A tool that
# reports an error is flagged ("errors"), since the bench kernels have none.
#
#   bash bench/sanitize.sh [NAME...]
#
# Environment: RUNS (default 3), CUCC_WORKERS (as for the programs).
set -u
cd "$(dirname "$0")/.." || exit 2
RUNS=${RUNS:-3}
make -s bin/cucc bin/cucc-sanitizer lib/libcucc.a lib/libcucc_access.a || exit 1
W=$(mktemp -d "${TMPDIR:-/tmp}/cucc-sanbench.XXXXXX") || exit 2
trap 'rm -rf "$W"' EXIT
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
    for f in bench/*.cu; do
        n=$(basename "$f" .cu)
        [ "$n" = launch ] || names+=("$n")
    done
fi

median() { sort -g | awk '{v[NR] = $1} END {if (NR) print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2)}'; }

# one run: prints the program's time_ms, or "err" when the tool reported errors
run() {     # run TOOL BINARY
    local out
    if [ "$1" = plain ]; then
        out=$("$2" 2>&1) || { echo fail; return; }
    else
        out=$(bin/cucc-sanitizer --tool "$1" --error-exitcode 9 "$2" 2>&1)
        [ $? -eq 9 ] && { echo err; return; }
    fi
    echo "$out" | awk '$1 == "time_ms" {print $2}'
}

printf "cucc-sanitizer on the bench kernels: median of %s runs, ms per repetition, %s\n" \
    "$RUNS" "$(nproc) cores, $(uname -m)"
printf "%-15s %9s %9s %9s %9s %9s %9s %9s\n" benchmark plain memcheck racecheck initcheck \
    "mem/pl" "race/pl" "init/pl"
for n in "${names[@]}"; do
    bin/cucc -arch=native -o "$W/$n.plain" "bench/$n.cu" 2>/dev/null &&
        bin/cucc -arch=native --sanitize -o "$W/$n.mem" "bench/$n.cu" 2>/dev/null &&
        bin/cucc -arch=native --sanitize=racecheck -o "$W/$n.acc" "bench/$n.cu" 2>/dev/null ||
        { printf "%-15s does not build\n" "$n"; continue; }
    : > "$W/p" ; : > "$W/m" ; : > "$W/r" ; : > "$W/i"
    flags=""
    for _ in $(seq "$RUNS"); do
        run plain "$W/$n.plain" >> "$W/p"
        run memcheck "$W/$n.mem" >> "$W/m"
        run racecheck "$W/$n.acc" >> "$W/r"
        run initcheck "$W/$n.acc" >> "$W/i"
    done
    grep -q err "$W/m" && flags="$flags memcheck"
    grep -q err "$W/r" && flags="$flags racecheck"
    grep -q err "$W/i" && flags="$flags initcheck"
    p=$(grep -v err "$W/p" | median) m=$(grep -v err "$W/m" | median)
    r=$(grep -v err "$W/r" | median) i=$(grep -v err "$W/i" | median)
    printf "%-15s %9s %9s %9s %9s %9s %9s %9s%s\n" "$n" "$p" "$m" "$r" "$i" \
        "$(awk -v a="$m" -v b="$p" 'BEGIN {if (b > 0 && a != "") printf "%.1f", a / b}')" \
        "$(awk -v a="$r" -v b="$p" 'BEGIN {if (b > 0 && a != "") printf "%.1f", a / b}')" \
        "$(awk -v a="$i" -v b="$p" 'BEGIN {if (b > 0 && a != "") printf "%.1f", a / b}')" \
        "${flags:+  errors:$flags}"
done
