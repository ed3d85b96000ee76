#!/usr/bin/env bash
# SIMT execution tests (tests/rt/test_simt.c): fibers, barriers, the worker
# pool, launch validation, streams.  Tests that leave a sticky error behind
# run in a process of their own.  Prints a summary; exits non-zero on failure.
set -u
cd "$(dirname "$0")/.." || exit 2
CC=${CC:-cc}
make -s lib/libcucc.a || { echo "simt: libcucc does not build"; exit 1; }
mkdir -p build/tests
bin=build/tests/test_simt
$CC -O2 -g ${CUCC_SAN_CFLAGS:-} -std=c11 -D_GNU_SOURCE -Wall -Wextra -Wno-unused-parameter -Iinclude -Isrc \
    -o "$bin" tests/rt/test_simt.c lib/libcucc.a -pthread -lm || { echo "simt: test does not build"; exit 1; }

status=0
out=$("$bin" 2>&1) || status=1
echo "$out"
for t in trap illegal_address stack_overflow coop_trap; do
    o=$("$bin" "$t" 2>&1) || status=1
    echo "$o"
    out="$out
$o"
done
# The same tests with one worker (everything on the launching thread) and
# with tiny stacks (many fibers, guard pages close by).
o=$(CUCC_WORKERS=1 "$bin" 2>&1) || { status=1; echo "with CUCC_WORKERS=1:"; echo "$o"; }
o=$(CUCC_STACK_SIZE=128K "$bin" 2>&1) || { status=1; echo "with CUCC_STACK_SIZE=128K:"; echo "$o"; }
passed=$(echo "$out" | grep -c '^ok ')
failed=$(echo "$out" | grep -c '^FAIL ')
echo "simt: $passed passed, $failed failed"
exit $status
