#!/usr/bin/env bash
# make bench's library rows: each bench/lib/NAME.cu calls a CUDA library
# through cucc (its `// FLAGS:` line names it: -lcublas, -lcufft) and
# bench/lib/ref/NAME.c (or .cpp, built by g++) does the same work with the
# host library directly (its `/* REFFLAGS:` line), both built at -O3 for
# this CPU.  The ratio is
# what cucc's library layer costs (1.00: nothing).  Each runs BENCH_RUNS
# times (default 5), interleaved; medians.  A library that is not built
# (no CBLAS, no FFTW) is skipped, saying so.
#   bash bench/lib.sh [NAME...]
set -u
cd "$(dirname "$0")/.." || exit 2
RUNS=${BENCH_RUNS:-5}
CC=${CC:-gcc}
make -s all || { echo "bench lib: cucc does not build"; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-benchlib.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
names=("$@")
[ ${#names[@]} -eq 0 ] && for f in bench/lib/*.cu; do names+=("$(basename "$f" .cu)"); done
median() { sort -g "$1" | awk '{ v[NR] = $1 } END { print (NR ? v[int((NR + 1) / 2)] : "nan") }'; }
printf '\ncucc library layers: median of %s runs, ms per repetition, %s threads\n' "$RUNS" "${CUCC_WORKERS:-$(nproc)}"
printf '%-10s %10s %10s %12s  %s\n' benchmark cucc direct cucc/direct checks
for n in "${names[@]}"; do
    flags=$(head -n 1 "bench/lib/$n.cu" | sed -n 's|^// FLAGS:||p')
    refsrc=bench/lib/ref/$n.c refcc=$CC
    [ -f "bench/lib/ref/$n.cpp" ] && refsrc=bench/lib/ref/$n.cpp refcc=${CXX:-g++}
    ref=$(head -n 1 "$refsrc" | sed -n 's|^/\* REFFLAGS:||p')
    if grep -q '#include <thrust/' "bench/lib/$n.cu" &&
       ! printf '#include <thrust/version.h>\n' | ${CXX:-g++} -E -x c++ - >/dev/null 2>&1; then
        printf '%-10s skipped (needs Thrust'"'"'s headers: libthrust-dev)\n' "$n"
        continue
    fi
    lib=$(echo "$flags" | grep -o -- '-l[a-z]*' | head -1 | sed 's/^-l//')
    if [ -n "$lib" ] && [ ! -f "lib/lib$lib.so" ]; then
        printf '%-10s skipped (lib%s is not built here: docs/libraries.md)\n' "$n" "$lib"
        continue
    fi
    # shellcheck disable=SC2086
    if ! bin/cucc -arch=native $flags -o "$WORK/$n" "bench/lib/$n.cu" > "$WORK/$n.log" 2>&1 ||
       ! $refcc -O3 -march=native -o "$WORK/$n.ref" "$refsrc" $ref > "$WORK/$n.ref.log" 2>&1; then
        printf '%-10s does not build\n' "$n"; sed 's/^/    /' "$WORK/$n.log" "$WORK/$n.ref.log" | head -5
        continue
    fi
    for r in $(seq "$RUNS"); do
        "$WORK/$n" > "$WORK/$n.out" && awk '$1 == "time_ms" { print $2 }' "$WORK/$n.out" >> "$WORK/$n.t"
        "$WORK/$n.ref" > "$WORK/$n.ref.out" && awk '$1 == "time_ms" { print $2 }' "$WORK/$n.ref.out" >> "$WORK/$n.ref.t"
    done
    a=$(median "$WORK/$n.t"); b=$(median "$WORK/$n.ref.t")
    ca=$(awk '$1 == "check" { print $2 }' "$WORK/$n.out"); cb=$(awk '$1 == "check" { print $2 }' "$WORK/$n.ref.out")
    same=$(awk -v x="$ca" -v y="$cb" 'BEGIN { d = x - y; if (d < 0) d = -d; s = (x < 0 ? -x : x); print (d <= 1e-4 * (s > 1 ? s : 1)) ? "same" : "DIFFER" }')
    printf '%-10s %10.3f %10.3f %12.2f  %s\n' "$n" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { print (b > 0 ? a / b : 0) }')" "$same"
done
