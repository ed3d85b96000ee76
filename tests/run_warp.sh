#!/usr/bin/env bash
# Warp collective tests at the runtime's level (tests/rt/test_warp.c):
# __activemask convergence rules, warp reductions, shuffle arguments.  Run
# twice: with the default workers and with CUCC_WORKERS=1.  Prints a
# summary; exits non-zero on failure.
set -u
cd "$(dirname "$0")/.." || exit 2
CC=${CC:-cc}
make -s lib/libcucc.a || { echo "warp: libcucc does not build"; exit 1; }
mkdir -p build/tests
bin=build/tests/test_warp
$CC -O2 -g ${CUCC_SAN_CFLAGS:-} -std=c11 -D_GNU_SOURCE -Wall -Wextra -Wno-unused-parameter -Iinclude -Isrc -Itests/rt \
    -o "$bin" tests/rt/test_warp.c tests/rt/harness.c lib/libcucc.a -pthread -lm ||
    { echo "warp: test does not build"; exit 1; }
status=0
out=$("$bin" 2>&1) || status=1
echo "$out" | grep -v '^ok '
o=$(CUCC_WORKERS=1 "$bin" 2>&1) || { status=1; echo "with CUCC_WORKERS=1:"; echo "$o" | grep -v '^ok '; }
echo "warp: $(echo "$out" | grep -c '^ok ') passed, $(echo "$out" | grep -c '^FAIL ') failed"
exit $status
