#!/usr/bin/env bash
# make bench: cucc against an OpenMP reference and against OpenCL on PoCL.
#
# Every benchmark NAME (each bench/NAME.cu but launch.cu) comes in four
# builds that compute the same thing on the same data:
#   cucc    bench/NAME.cu built with bin/cucc -arch=native (its default -O3,
#           code for this CPU, as the references get; contraction into
#           fused multiply-adds on, nvcc's default, as gcc's);
#   fiber   the same program run with CUCC_SIMT=fiber (every kernel on the
#           fiber strategy, the baseline the other strategies must beat);
#   OpenMP  bench/ref/NAME.c, what a CPU programmer writes by hand, built
#           with $CC -O3 -march=native -fopenmp;
#   PoCL    bench/ocl/NAME.cl, the kernel in OpenCL C, run by the one host
#           harness bench/ocl/host.c on PoCL's CPU (pthread) device.
# The programs time their kernels themselves (a warm-up launch, then a few
# timed repetitions) and print `time_ms X` and `check Y`.  Each build runs
# BENCH_RUNS times (default 5), the four interleaved; the table gives the
# median ms per repetition of each, the ratios cucc/OpenMP and cucc/PoCL
# (below 1: cucc is faster) and whether the four checks agree (to 1e-4,
# relative), and ends with the geometric means of the two ratios.
# "kernels" is the strategy `cucc --dump=simt` chose for each kernel of the
# file: loop (thread loops), region (thread loops between barriers) or
# fiber, joined with + when the file's kernels differ.  The same table goes
# to ${BENCH_CSV:-build/bench.csv} as CSV.  Times are reported, never judged.
#
# Then bench/launch.cu gives the latency of an empty <<<1,1>>> launch plus
# cudaDeviceSynchronize (the median of 10000) and of a launch of 1024 cheap
# blocks (sharing them among the workers), outside the table.
#
#   bash bench/run.sh [NAME...]     (a subset; name launch for the latency)
#
# Environment:
#   BENCH_RUNS=n      runs of each build (default 5)
#   BENCH_WORKERS=n   threads for all of them (CUCC_WORKERS, OMP_NUM_THREADS,
#                     POCL_MAX_PTHREAD_COUNT and POCL_CPU_MAX_CU_NUM: PoCL
#                     3.x reads the first, later versions the second);
#                     default $CUCC_WORKERS, else nproc
#   BENCH_CSV=file    where the CSV goes (default build/bench.csv)
#   BENCH_TIMEOUT=s   limit on one run of one program (default 600)
#   BENCH_NO_INSTALL=1  do not try to install PoCL
#   BENCH_NO_FIBER=1  leave out the fiber column (its runs are the slowest)
#   BENCH_JOBS=n      programs built at once (default nproc)
#   CC                the C compiler of the references and the harness
# Without libgomp the OpenMP column is empty; without PoCL (it is installed
# with apt-get, as root or through sudo -n, when missing) the PoCL column is,
# and the script says why.
set -u
cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
RUNS=${BENCH_RUNS:-5}
CC=${CC:-gcc}
CSV=${BENCH_CSV:-build/bench.csv}
LIMIT=${BENCH_TIMEOUT:-600}
make -s bin/cucc lib/libcucc.a lib/libcucc_access.a || { echo "bench: cucc does not build"; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-bench.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT

want_launch=0
if [ $# -gt 0 ]; then
    names=()
    for n in "$@"; do
        if [ "$n" = launch ]; then want_launch=1; else names+=("$n"); fi
    done
else
    want_launch=1
    names=()
    for f in bench/*.cu; do
        n=$(basename "$f" .cu)
        [ "$n" = launch ] || names+=("$n")
    done
fi
for n in "${names[@]}"; do
    [ -f "bench/$n.cu" ] || { echo "bench: no bench/$n.cu"; exit 2; }
done

threads=${BENCH_WORKERS:-${CUCC_WORKERS:-$(nproc 2>/dev/null || echo 1)}}
export CUCC_WORKERS=$threads OMP_NUM_THREADS=$threads
export POCL_MAX_PTHREAD_COUNT=$threads POCL_CPU_MAX_CU_NUM=$threads

tmo=()
command -v timeout > /dev/null 2>&1 && tmo=(timeout "$LIMIT")

# ---- OpenMP ----
OMPFLAGS="-O3 -march=native -fopenmp"
omp=1
printf '%s\n' 'int main(void){int s=0;' '#pragma omp parallel reduction(+:s)' \
    's+=1; return s<1;}' > "$WORK/omp.c"
if ! $CC $OMPFLAGS -o "$WORK/omp" "$WORK/omp.c" 2>/dev/null; then
    OMPFLAGS="-O3 -fopenmp"     # a compiler without -march=native
    $CC $OMPFLAGS -o "$WORK/omp" "$WORK/omp.c" 2>/dev/null || omp=0
fi
if [ $omp = 1 ] && ! "$WORK/omp"; then omp=0; fi
if [ $omp = 1 ]; then
    echo "OpenMP: $CC $OMPFLAGS ($($CC --version 2>/dev/null | head -1))"
else
    echo "OpenMP: skipped (no working $CC -fopenmp: libgomp missing?)"
fi

# ---- PoCL ----
# pocl_probe: builds the harness and finds the PoCL platform; sets
# pocl_why when it cannot.
pocl_probe() {
    if ! $CC -O2 -o "$WORK/oclhost" bench/ocl/host.c -lOpenCL -lm > "$WORK/oclhost.log" 2>&1; then
        pocl_why="the OpenCL harness does not build (headers or libOpenCL missing)"
        return 1
    fi
    if ! "$WORK/oclhost" --probe > "$WORK/pocl.platform" 2> "$WORK/pocl.err"; then
        pocl_why="no PoCL platform with a CPU device"
        return 1
    fi
}
pocl=1 pocl_why=
if ! pocl_probe; then
    pocl=0
    sudo=
    if [ "${BENCH_NO_INSTALL:-0}" = 1 ]; then
        pocl_why="$pocl_why; BENCH_NO_INSTALL=1"
    elif ! command -v apt-get > /dev/null 2>&1; then
        pocl_why="$pocl_why; no apt-get to install it"
    elif [ "$(id -u)" != 0 ] && ! { command -v sudo > /dev/null 2>&1 && sudo -n true 2> /dev/null; }; then
        pocl_why="$pocl_why; not root and no password-less sudo to install it"
    else
        [ "$(id -u)" != 0 ] && sudo="sudo -n"
        echo "PoCL: not found ($pocl_why), installing pocl-opencl-icd ocl-icd-opencl-dev"
        if $sudo apt-get update -qq > "$WORK/apt.log" 2>&1 &&
           $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
               pocl-opencl-icd ocl-icd-opencl-dev >> "$WORK/apt.log" 2>&1; then
            pocl_probe && pocl=1
        else
            pocl_why="$pocl_why; apt-get install failed: $(tail -1 "$WORK/apt.log")"
        fi
    fi
fi
if [ $pocl = 1 ]; then
    echo "PoCL: $(sed 's/^platform //' "$WORK/pocl.platform")"
else
    echo "PoCL: skipped ($pocl_why)"
fi

# ---- build ----
# strategies FILE: the strategies of the file's kernels, in order, joined by +.
strategies() {
    "$ROOT/bin/cucc" --dump=simt "$1" 2> /dev/null |
        awk -F': ' '{ k = $3; sub(/;.*/, "", k) }
                    k ~ /^(loop|region|fiber)$/ && !seen[k]++ { s = s (s == "" ? "" : "+") k }
                    END { print (s == "" ? "?" : s) }'
}
# build NAME: the cucc program, its strategies and the OpenMP reference;
# BENCH_JOBS of them at once (cucc's compiles are the slow part).
build() {
    local n=$1
    "$ROOT/bin/cucc" -arch=native -o "$WORK/$n" "bench/$n.cu" || return 1
    strategies "bench/$n.cu" > "$WORK/$n.simt"
    if [ $omp = 1 ]; then
        if [ -f "bench/ref/$n.c" ]; then
            $CC $OMPFLAGS -o "$WORK/$n.omp" "bench/ref/$n.c" -lm || return 1
        else
            echo "bench: no bench/ref/$n.c"
        fi
    fi
    [ -f "bench/ocl/$n.cl" ] || echo "bench: no bench/ocl/$n.cl"
    return 0
}
jobs_max=${BENCH_JOBS:-$(nproc 2>/dev/null || echo 1)}
pids=()
for n in "${names[@]}"; do
    printf 'building %s\n' "$n"
    build "$n" & pids+=($!)
    while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do sleep 0.2; done
done
for p in "${pids[@]}"; do wait "$p" || { echo "bench: a build failed"; exit 1; }; done

# ---- run ----
# run LABEL CMD...: appends the time_ms to $WORK/LABEL.t, keeps the check in
# $WORK/LABEL.check, notes a failure in $WORK/LABEL.fail.
run() {
    local label=$1 out
    shift
    if ! out=$(${tmo[@]+"${tmo[@]}"} "$@" 2> "$WORK/$label.err"); then
        echo " [$label failed: $(tail -1 "$WORK/$label.err")]" >&2
        touch "$WORK/$label.fail"
        return
    fi
    echo "$out" | awk '$1 == "time_ms" { print $2 }' >> "$WORK/$label.t"
    echo "$out" | awk '$1 == "check" { print $2 }' > "$WORK/$label.check"
}

median() {
    [ -s "$1" ] || { echo nan; return; }
    sort -g "$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

for n in "${names[@]}"; do
    printf 'running %s' "$n"
    for r in $(seq "$RUNS"); do
        run "$n.cucc" "$WORK/$n"
        [ "${BENCH_NO_FIBER:-0}" = 1 ] || run "$n.fiber" env CUCC_SIMT=fiber "$WORK/$n"
        [ $omp = 1 ] && [ -x "$WORK/$n.omp" ] && run "$n.omp" "$WORK/$n.omp"
        [ $pocl = 1 ] && [ -f "bench/ocl/$n.cl" ] && run "$n.pocl" "$WORK/oclhost" "$n" "bench/ocl/$n.cl"
        printf '.'
    done
    echo
done

launch_us= grid_us=
if [ $want_launch = 1 ]; then
    if "$ROOT/bin/cucc" -o "$WORK/launch" bench/launch.cu; then
        for r in $(seq "$RUNS"); do
            ${tmo[@]+"${tmo[@]}"} "$WORK/launch" > "$WORK/launch.out"
            awk '$1 == "launch_us" { print $2 }' "$WORK/launch.out" >> "$WORK/launch.t"
            awk '$1 == "grid_us" { print $2 }' "$WORK/launch.out" >> "$WORK/grid.t"
        done
        launch_us=$(median "$WORK/launch.t")
        grid_us=$(median "$WORK/grid.t")
    else
        launch_us="(does not build)"
    fi
fi

# ---- report ----
# checks NAME: "same" when the checks of every build that ran agree to 1e-4
# (relative), else what each printed.
checks() {
    local n=$1 b list="" c
    for b in cucc fiber omp pocl; do
        if [ -f "$WORK/$n.$b.fail" ] && [ ! -s "$WORK/$n.$b.check" ]; then
            list="$list $b=failed"
        elif [ -s "$WORK/$n.$b.check" ]; then
            list="$list $b=$(cat "$WORK/$n.$b.check")"
        fi
    done
    echo "$list" | awk '{
        same = 1
        for (i = 1; i <= NF; i++) {
            split($i, kv, "="); v[i] = kv[2]
            if (v[i] == "failed") same = 0
        }
        for (i = 2; i <= NF && same; i++) {
            d = v[i] - v[1]; if (d < 0) d = -d
            m = v[1] < 0 ? -v[1] : v[1]
            if (d > 1e-4 * m && d != 0) same = 0
        }
        if (same) print "same"; else { sub(/^ +/, ""); print "differ:", $0 }
    }'
}

mkdir -p "$(dirname "$CSV")"
echo "benchmark,kernels,cucc_ms,fiber_ms,openmp_ms,pocl_ms,cucc_over_openmp,cucc_over_pocl,checks" > "$CSV"
echo
echo "cucc benchmarks: median of $RUNS runs, ms per repetition, $threads threads ($(uname -m), $(nproc 2>/dev/null || echo '?') cores)"
fmt='%-15s %-12s %10s %10s %10s %10s %12s %10s  %s\n'
printf "$fmt" benchmark kernels cucc fiber OpenMP PoCL cucc/OpenMP cucc/PoCL checks
: > "$WORK/ratios"
for n in "${names[@]}"; do
    c=$(median "$WORK/$n.cucc.t") f=$(median "$WORK/$n.fiber.t")
    o=$(median "$WORK/$n.omp.t") p=$(median "$WORK/$n.pocl.t")
    k=$(cat "$WORK/$n.simt") s=$(checks "$n")
    awk -v n="$n" -v k="$k" -v c="$c" -v f="$f" -v o="$o" -v p="$p" -v s="$s" -v fmt="$fmt" \
        -v csv="$CSV" -v ratios="$WORK/ratios" '
        function ok(x) { return x != "nan" && x != "" && x + 0 > 0 }
        function ratio(a, b) { return ok(a) && ok(b) ? sprintf("%.2f", a / b) : "-" }
        function dash(x) { return x == "nan" ? "-" : x }
        BEGIN {
            ro = ratio(c, o); rp = ratio(c, p)
            printf fmt, n, k, dash(c), dash(f), dash(o), dash(p), ro, rp, s
            printf "%s,%s,%s,%s,%s,%s,%s,%s,\"%s\"\n", n, k, dash(c), dash(f), dash(o), dash(p),
                   ro, rp, s >> csv
            printf "%s %s\n", ro, rp >> ratios
        }'
done
awk -v fmt="$fmt" -v csv="$CSV" '
    $1 != "-" { so += log($1); no++ }
    $2 != "-" { sp += log($2); np++ }
    END {
        go = no ? sprintf("%.2f", exp(so / no)) : "-"
        gp = np ? sprintf("%.2f", exp(sp / np)) : "-"
        printf fmt, "geomean", "", "", "", "", "", go, gp, ""
        printf "geomean,,,,,,%s,%s,\n", go, gp >> csv
    }' "$WORK/ratios"
[ -n "$launch_us" ] && { echo; echo "launch + sync of an empty kernel: $launch_us µs"; }
[ -n "$grid_us" ] && echo "launch + sync of 1024 blocks x 256 threads scaling 1 MB: $grid_us µs"
echo
echo "CSV: $CSV"
