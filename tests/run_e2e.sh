#!/usr/bin/env bash
# End-to-end tests: every tests/e2e/*.cu is compiled with bin/cucc and run.
# A test passes when its stdout equals a sibling NAME.expected, or, without
# one, when it exits 0 with PASS as its last line.  A first line
# `// FLAGS: ...` gives extra cucc flags (as in the conformance suite).
# Programs that need arguments are run by a script of their own and left
# out here: driver_*.cu (tests/run_driver_api.sh builds the module they
# load), and any test another tests/run_*.sh names as tests/e2e/NAME.cu.
# A test whose region form does not compile (the driver then falls back to
# fibers, saying so) fails.  A test that passes runs a second time with CUCC_WORKERS=1 (every block
# on the launching thread: another schedule of blocks and fibers) and a
# third time with CUCC_SIMT=fiber (no kernel runs as thread loops or
# regions, docs/design.md), then with CUCC_SIMT=loop and =region (each
# strategy forced where a kernel has it), and must print the same output
# each time.
# Prints a summary; exits non-zero on failure.
set -u
cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
make -s bin/cucc lib/libcucc.a || { echo "e2e: cucc does not build"; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-e2e.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
if command -v timeout >/dev/null 2>&1; then limit="timeout 120"; else limit=""; fi

# Is the library a `// NEEDS:` line names installed?
has_lib() {
    case "$1" in
    thrust) printf '#include <thrust/version.h>\n' | ${CUCC_CXX:-g++} -E -x c++ - >/dev/null 2>&1 ;;
    cub) printf '#include <cub/version.cuh>\n' | ${CUCC_CXX:-g++} -E -x c++ - >/dev/null 2>&1 ;;
    cublas) [ -f lib/libcublas.so ] ;;     # built where the host has CBLAS (Makefile)
    cufft) [ -f lib/libcufft.so ] ;;       # built where the host has FFTW 3 (Makefile)
    # MTGP32's parameter table: NVIDIA's toolkit's (src/driver/paths.c, toolkit_header)
    mtgp32) for d in "${CUDA_HOME:-}" "${CUDA_PATH:-}" /usr/local/cuda /usr; do
                [ -n "$d" ] && grep -qs 'mtgp32dc_params_fast_11213\[\]' "$d/include/curand_mtgp32dc_p_11213.h" && return 0
            done
            return 1 ;;
    *) return 1 ;;
    esac
}

passed=0; failed=0; skipped=0
for src in tests/e2e/*.cu; do
    name=$(basename "$src" .cu)
    case "$name" in driver_*) continue ;; esac
    if grep -l "e2e/$name\.cu" tests/run_*.sh 2>/dev/null | grep -qv 'run_e2e\.sh'; then
        continue
    fi
    flags=""
    first=$(head -n 1 "$src")
    case "$first" in "// FLAGS:"*) flags=${first#// FLAGS:} ;; esac
    needs=$(head -n 3 "$src" | sed -n 's|^// NEEDS: *||p' | head -n 1)
    if [ -n "$needs" ] && ! has_lib "$needs"; then
        echo "SKIP $name (needs $needs, not installed)"
        skipped=$((skipped + 1))
        continue
    fi
    bin="$WORK/$name"
    # shellcheck disable=SC2086
    if ! "$ROOT/bin/cucc" $flags -o "$bin" "$src" >"$WORK/$name.compile" 2>&1; then
        echo "FAIL $name (does not compile)"
        sed 's/^/    /' "$WORK/$name.compile" | head -20
        failed=$((failed + 1))
        continue
    fi
    # the driver falls back to fibers when region code does not compile: our
    # own tests must not need that
    if grep -q "did not compile" "$WORK/$name.compile"; then
        echo "FAIL $name (its region form does not compile)"
        sed 's/^/    /' "$WORK/$name.compile" | head -5
        failed=$((failed + 1))
        continue
    fi
    $limit "$bin" >"$WORK/$name.out" 2>"$WORK/$name.err"
    rc=$?
    expected="tests/e2e/$name.expected"
    if [ -f "$expected" ]; then
        cmp -s "$WORK/$name.out" "$expected" && ok=1 || ok=0
    else
        [ $rc -eq 0 ] && [ "$(tail -n 1 "$WORK/$name.out")" = "PASS" ] && ok=1 || ok=0
    fi
    if [ $ok -eq 1 ]; then
        CUCC_WORKERS=1 $limit "$bin" >"$WORK/$name.out1" 2>"$WORK/$name.err1"
        rc1=$?
        if [ $rc1 -ne $rc ] || ! cmp -s "$WORK/$name.out" "$WORK/$name.out1"; then
            echo "FAIL $name (with CUCC_WORKERS=1: exit $rc1, output differs)"
            diff "$WORK/$name.out" "$WORK/$name.out1" | head -20 | sed 's/^/    /'
            failed=$((failed + 1))
            continue
        fi
        CUCC_SIMT=fiber $limit "$bin" >"$WORK/$name.outf" 2>"$WORK/$name.errf"
        rcf=$?
        if [ $rcf -ne $rc ] || ! cmp -s "$WORK/$name.out" "$WORK/$name.outf"; then
            echo "FAIL $name (with CUCC_SIMT=fiber: exit $rcf, output differs)"
            diff "$WORK/$name.out" "$WORK/$name.outf" | head -20 | sed 's/^/    /'
            failed=$((failed + 1))
            continue
        fi
        bad=""
        for mode in loop region; do
            CUCC_SIMT=$mode $limit "$bin" >"$WORK/$name.out_$mode" 2>/dev/null
            rcm=$?
            if [ $rcm -ne $rc ] || ! cmp -s "$WORK/$name.out" "$WORK/$name.out_$mode"; then
                echo "FAIL $name (with CUCC_SIMT=$mode: exit $rcm, output differs)"
                diff "$WORK/$name.out" "$WORK/$name.out_$mode" | head -20 | sed 's/^/    /'
                bad=1
                break
            fi
        done
        if [ -n "$bad" ]; then
            failed=$((failed + 1))
            continue
        fi
        echo "ok   $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name (exit $rc)"
        if [ -f "$expected" ]; then
            diff "$expected" "$WORK/$name.out" | head -20 | sed 's/^/    /'
        else
            tail -n 20 "$WORK/$name.out" | sed 's/^/    /'
        fi
        tail -n 5 "$WORK/$name.err" | sed 's/^/    stderr: /'
        failed=$((failed + 1))
    fi
done
echo "e2e: $passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
