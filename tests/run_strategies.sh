#!/usr/bin/env bash
# SIMT execution strategies (docs/design.md, "SIMT execution"): thread loops
# and regions between barriers must give what fibers give, chosen by the
# compiler and forced one by one.
#
#  1. tests/simt/NAME.cu: `cucc --dump=simt NAME.cu`, run inside tests/simt,
#     must print NAME.simt (which kernels run as thread loops, which as
#     regions, and why the others need fibers; chains of calls are compared
#     by their two ends).  Unless its first line says NORUN, the program is
#     then built and run with CUCC_SIMT=fiber, with the default strategies
#     and with CUCC_SIMT=loop and =region: same exit status, same stdout.
#  2. The driver's fallback when region code does not compile (below).
#  3. Every conformance program (all areas) that
#     tests/conformance.pass lists (and tests/conformance.skip does not) is
#     built once and run the same ways: same exit status, same stdout.
#
#   bash tests/run_strategies.sh              run all
#   UPDATE=1 bash tests/run_strategies.sh     rewrite the .simt files
set -u
cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
SHARED=${CUCC_SHARED:-$ROOT/../shared}
CUCC=$ROOT/bin/cucc
make -s bin/cucc lib/libcucc.a || { echo "strategies: cucc does not build"; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-strategies.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
if command -v timeout >/dev/null 2>&1; then limit="timeout 60"; else limit=""; fi
pass=0 fail=0

# Builds $1 (extra flags in $2) as $WORK/$3, runs it on fibers, with the
# default choice and with each strategy forced (CUCC_SIMT=loop, =region:
# the kernels that have no such entry run on fibers), and prints why an
# output differs from the fibers', or nothing.
both_ways() {
    local src=$1 flags=$2 bin=$WORK/$3 rc1 rc2 mode
    # shellcheck disable=SC2086
    if ! "$CUCC" $flags -o "$bin" "$src" >"$bin.compile" 2>&1; then
        echo "does not compile"; sed 's/^/    /' "$bin.compile" | head -10; return
    fi
    CUCC_SIMT=fiber $limit "$bin" >"$bin.fiber" 2>/dev/null; rc1=$?
    for mode in auto loop region; do
        CUCC_SIMT=$mode $limit "$bin" >"$bin.$mode" 2>/dev/null; rc2=$?
        if [ $rc1 -ne $rc2 ]; then
            echo "exit status $rc1 with CUCC_SIMT=fiber, $rc2 with CUCC_SIMT=$mode"
            return
        elif ! cmp -s "$bin.fiber" "$bin.$mode"; then
            echo "stdout differs (< fiber, > CUCC_SIMT=$mode)"
            diff "$bin.fiber" "$bin.$mode" | head -10 | sed 's/^/    /'
            return
        fi
    done
}

report() {
    if [ -z "$2" ]; then
        echo "ok   $1"; pass=$((pass + 1))
    else
        echo "FAIL $1: $2"; fail=$((fail + 1))
    fi
}

# Chains of calls are compared by their ends: what the kernel calls and
# what waits, not the library functions in between, which may change.
ends() { sed -E 's/ -> .* -> / -> ... -> /'; }

for src in tests/simt/*.cu; do
    name=$(basename "$src" .cu)
    out=$(cd tests/simt && "$CUCC" --dump=simt "$name.cu" 2>&1)
    [ "${UPDATE:-}" = 1 ] && printf '%s\n' "$out" > "tests/simt/$name.simt"
    if ! diff -u <(ends < "tests/simt/$name.simt") <(printf '%s\n' "$out" | ends) > "$WORK/diff" 2>&1; then
        report "simt/$name" "--dump=simt differs"; sed 's/^/    /' "$WORK/diff" | head -20
        continue
    fi
    case "$(head -n 1 "$src")" in *NORUN*) report "simt/$name" ""; continue ;; esac
    report "simt/$name" "$(both_ways "$src" "" "simt_$name")"
done

# 2. Region code the C++ compiler rejects (CUCC_TEST_BAD_REGIONS=1 makes
#    the emitter write such code): the driver compiles the file again
#    without regions, says so, and the program runs as on fibers.
fallback() {
    local bin=$WORK/fallback
    if ! (cd tests/simt && CUCC_TEST_BAD_REGIONS=1 "$CUCC" -o "$bin" regions.cu) \
            >"$bin.compile" 2>&1; then
        echo "does not compile"; sed 's/^/    /' "$bin.compile" | head -10; return
    fi
    grep -q "region form of its kernels did not compile" "$bin.compile" ||
        { echo "no warning"; return; }
    grep -q "error" "$bin.compile" && { echo "the failed compile's errors were shown"; return; }
    CUCC_SIMT=fiber $limit "$bin" >"$bin.fiber" 2>/dev/null
    $limit "$bin" >"$bin.auto" 2>/dev/null
    cmp -s "$bin.fiber" "$bin.auto" || echo "output differs from fibers"
}
report "fallback without regions" "$(fallback)"

CONF=$SHARED/conformance
if [ -d "$CONF" ]; then
    skips=$(sed -e 's/#.*//' -e 's/[[:space:]].*//' tests/conformance.skip 2>/dev/null | grep -v '^$')
    for id in $(sed -e 's/#.*//' -e 's/[[:space:]]*$//' tests/conformance.pass | grep -E '^[0-9][0-9]_'); do
        echo "$skips" | grep -qx "$id" && continue
        src=$CONF/$id.cu
        [ -f "$src" ] || { report "$id" "missing"; continue; }
        flags=""
        first=$(head -n 1 "$src")
        case "$first" in "// FLAGS:"*) flags=${first#// FLAGS:} ;; esac
        report "$id" "$(both_ways "$src" "$flags" "$(echo "$id" | tr / _)")"
    done
else
    echo "strategies: no conformance suite at $CONF"
fi
echo "strategies: $pass passed, $fail failed"
[ $fail -eq 0 ]
