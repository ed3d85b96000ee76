#!/usr/bin/env bash
# make bench: every bench/NAME.cu, built with bin/cucc (default -O2), against
# its OpenMP reference bench/ref/NAME.c (gcc -O2 -fopenmp: the same level,
# no -march, the same number of threads).  Each pair runs BENCH_RUNS times
# (default 5), interleaved with a run of the .cu program under
# CUCC_SIMT=fiber; the table gives the median of each (the programs time
# their kernels themselves and print time_ms) and the ratios.  "kernels"
# is what `cucc --dump=simt` chose: loop (thread loops) or fiber.  "results"
# compares the check values the programs print.  Times are reported, never
# judged.
#
#   bash bench/run.sh [NAME...]
set -u
cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
RUNS=${BENCH_RUNS:-5}
CC=${CC:-gcc}
make -s bin/cucc lib/libcucc.a || { echo "bench: cucc does not build"; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-bench.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT

if [ $# -gt 0 ]; then names=("$@"); else
    names=(); for f in bench/*.cu; do names+=("$(basename "$f" .cu)"); done
fi

threads=${CUCC_WORKERS:-$(nproc 2>/dev/null || echo 1)}
export CUCC_WORKERS=$threads OMP_NUM_THREADS=$threads

omp=1
echo 'int main(void){int s=0;
#pragma omp parallel reduction(+:s)
s+=1; return s<1;}' > "$WORK/omp.c"
if ! "$CC" -O2 -fopenmp -o "$WORK/omp" "$WORK/omp.c" 2>/dev/null || ! "$WORK/omp"; then
    echo "bench: OpenMP (libgomp) not available to $CC: references skipped"
    omp=0
fi

for n in "${names[@]}"; do
    printf 'building %s\n' "$n"
    "$ROOT/bin/cucc" -o "$WORK/$n" "bench/$n.cu" || exit 1
    "$ROOT/bin/cucc" --dump=simt "bench/$n.cu" | sed 's/.*: \(loop\|fiber\).*/\1/' | sort -u |
        paste -sd+ > "$WORK/$n.simt"
    if [ $omp = 1 ]; then
        "$CC" -O2 -fopenmp -o "$WORK/$n.omp" "bench/ref/$n.c" || exit 1
    fi
done

# run BIN LABEL [ENV...]: appends time_ms to $WORK/LABEL.t, keeps check.
run() {
    local bin=$1 label=$2 out
    shift 2
    out=$(env "$@" "$bin") || { echo "bench: $label failed" >&2; echo "nan" >> "$WORK/$label.t"; return; }
    echo "$out" | awk '$1 == "time_ms" { print $2 }' >> "$WORK/$label.t"
    echo "$out" | awk '$1 == "check" { print $2 }' > "$WORK/$label.check"
}

median() {
    sort -g "$1" | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else print v[int((NR + 1) / 2)] }'
}

for n in "${names[@]}"; do
    printf 'running %s' "$n"
    for r in $(seq "$RUNS"); do
        run "$WORK/$n" "$n.cucc"
        run "$WORK/$n" "$n.fiber" CUCC_SIMT=fiber
        [ $omp = 1 ] && run "$WORK/$n.omp" "$n.omp"
        printf '.'
    done
    echo
done

echo
echo "cucc benchmarks: median of $RUNS runs, ms per repetition, $threads threads ($(uname -m))"
printf '%-16s %-11s %10s %10s %10s %11s %11s %11s  %s\n' benchmark kernels cucc fiber OpenMP \
    cucc/OpenMP fiber/OpenMP fiber/cucc results
for n in "${names[@]}"; do
    c=$(median "$WORK/$n.cucc.t") f=$(median "$WORK/$n.fiber.t") o=nan same="-"
    if [ $omp = 1 ]; then
        o=$(median "$WORK/$n.omp.t")
        same=$(awk -v a="$(cat "$WORK/$n.cucc.check")" -v b="$(cat "$WORK/$n.omp.check")" \
            'BEGIN { d = a - b; if (d < 0) d = -d; m = a < 0 ? -a : a;
                     print (d <= 1e-4 * m || d == 0) ? "same" : "differ (" a " vs " b ")" }')
    fi
    awk -v n="$n" -v k="$(cat "$WORK/$n.simt")" -v c="$c" -v f="$f" -v o="$o" -v s="$same" '
        function ratio(a, b) { return (a == "nan" || b == "nan" || b == 0) ? "-" : sprintf("%.2f", a / b) }
        BEGIN { printf "%-16s %-11s %10s %10s %10s %11s %11s %11s  %s\n", n, k, c, f, o,
                       ratio(c, o), ratio(f, o), ratio(f, c), s }'
done
