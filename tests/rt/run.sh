#!/usr/bin/env bash
# Runtime API tests: each tests/rt/api_*.c is built with the harness against
# lib/libcucc.a and run.  Prints each program's results and a summary; exits
# non-zero when a test fails or does not build.
set -u
cd "$(dirname "$0")/../.." || exit 2
CC=${CC:-cc}
make -s lib/libcucc.a || { echo "rt: libcucc does not build"; exit 1; }
mkdir -p build/tests
status=0 passed=0 failed=0
for src in tests/rt/api_*.c; do
    name=$(basename "$src" .c)
    bin=build/tests/$name
    if ! $CC -O1 -g ${CUCC_SAN_CFLAGS:-} -std=c11 -D_GNU_SOURCE -Wall -Wextra -Wno-unused-parameter -Iinclude -Isrc -Itests/rt \
        -o "$bin" "$src" tests/rt/harness.c lib/libcucc.a -pthread -lm; then
        echo "FAIL $name does not build"; status=1; failed=$((failed + 1)); continue
    fi
    out=$("$bin" 2>&1) || status=1
    echo "$out" | grep -v '^ok '
    passed=$((passed + $(echo "$out" | grep -c '^ok ')))
    failed=$((failed + $(echo "$out" | grep -c '^FAIL ')))
done
# CUDA_VISIBLE_DEVICES needs a process per setting
out=$(bash tests/rt/visible_devices.sh 2>&1) || status=1
echo "$out" | grep -v '^ok '
passed=$((passed + $(echo "$out" | grep -c '^ok ')))
failed=$((failed + $(echo "$out" | grep -c '^FAIL ')))
echo "rt: $passed passed, $failed failed"
exit $status
