#!/usr/bin/env bash
# make check-valgrind: a few programs under valgrind's memcheck, each with
# the default strategies and on fibers (whose stacks the runtime registers
# with valgrind, src/rt/fiber.c); any error reported fails.  Leaks are not
# checked: stream executors and workers are still running at exit.
# Skipped, with a message, where valgrind is not installed.
set -u
cd "$(dirname "$0")/.." || exit 2
command -v valgrind >/dev/null || { echo "valgrind: not installed, skipped"; exit 0; }
make -s bin/cucc lib/libcucc.a || exit 1
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-vg.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
pass=0 fail=0
for src in examples/vector_add.cu tests/e2e/warp_sync_legacy.cu tests/e2e/simt_rows.cu \
           tests/e2e/simt_stride.cu tests/e2e/nv_atomic.cu; do
    name=$(basename "$src" .cu)
    if ! bin/cucc -o "$WORK/$name" "$src" >"$WORK/$name.log" 2>&1; then
        echo "FAIL $name (does not compile)"; fail=$((fail + 1)); continue
    fi
    for mode in auto fiber; do
        if CUCC_SIMT=$mode valgrind -q --error-exitcode=1 "$WORK/$name" >/dev/null 2>"$WORK/$name.vg"; then
            echo "ok   $name ($mode)"; pass=$((pass + 1))
        else
            echo "FAIL $name ($mode)"; head -20 "$WORK/$name.vg" | sed 's/^/    /'; fail=$((fail + 1))
        fi
    done
done
echo "valgrind: $pass passed, $fail failed"
[ $fail -eq 0 ]
