#!/usr/bin/env bash
# A/B of cucc builds on the bench kernels: the tree against BASE (a commit),
# in one invocation, so that both see the same machine and its noise.
# Both cuccs are built (BASE from `git archive` into a temporary
# directory), every bench/NAME.cu is compiled by each, and the two
# programs run alternately RUNS times; the medians and new/old follow.
#
#   bash bench/ab.sh BASE [NAME...]
#
# Environment: RUNS (default 7), CUCC_WORKERS (as for the programs).
# Where git is missing (a copied tree), ABBASE=DIR names a tree of BASE.
set -u
cd "$(dirname "$0")/.." || exit 2
base=${1:?usage: bash bench/ab.sh BASE [NAME...]}
shift
RUNS=${RUNS:-7}
W=$(mktemp -d "${TMPDIR:-/tmp}/cucc-ab.XXXXXX") || exit 2
trap 'rm -rf "$W"' EXIT
if [ -n "${ABBASE:-}" ]; then
    old=$ABBASE
else
    old=$W/base
    mkdir -p "$old" && git archive "$base" | tar -x -C "$old" || { echo "ab: no commit $base"; exit 2; }
fi
jobs=$(nproc 2>/dev/null || echo 2)
(cd "$old" && make -s -j"$jobs" bin/cucc lib/libcucc.a lib/libcucc_access.a >/dev/null 2>&1) ||
    { echo "ab: $base does not build"; exit 1; }
make -s -j"$jobs" bin/cucc lib/libcucc.a lib/libcucc_access.a >/dev/null 2>&1 || { echo "ab: the tree does not build"; exit 1; }
if [ $# -gt 0 ]; then names=("$@"); else
    names=(); for f in bench/*.cu; do n=$(basename "$f" .cu); [ "$n" = launch ] || names+=("$n"); done
fi
for n in "${names[@]}"; do
    "$old/bin/cucc" -arch=native -Ibench "bench/$n.cu" -o "$W/$n.old" 2>/dev/null &
    bin/cucc -arch=native -Ibench "bench/$n.cu" -o "$W/$n.new" 2>/dev/null &
    wait
done
median() { tr ' ' '\n' | grep . | sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
printf '%-16s %10s %10s %8s   (ms, median of %d; base %s)\n' benchmark old new new/old "$RUNS" "$base"
for n in "${names[@]}"; do
    [ -x "$W/$n.old" ] && [ -x "$W/$n.new" ] || { echo "$n: does not build"; continue; }
    o=""; m=""
    for _ in $(seq 1 "$RUNS"); do
        o="$o $("$W/$n.old" | awk '/time_ms/ {print $2}')"
        m="$m $("$W/$n.new" | awk '/time_ms/ {print $2}')"
    done
    mo=$(echo "$o" | median); mn=$(echo "$m" | median)
    printf '%-16s %10s %10s %8s\n' "$n" "$mo" "$mn" "$(awk -v a="$mn" -v b="$mo" 'BEGIN {if (b > 0) printf "%.3f", a / b}')"
done
