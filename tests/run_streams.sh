#!/usr/bin/env bash
# Stream tests that need more than one .cu file or more than one process:
# each tests/e2e/<dir>/ with a main.cu is built from all its .cu files with
# one cucc command (one translation unit each, linked into one program) and
# must print PASS as its last line within the time limit.
set -u
cd "$(dirname "$0")/.." || exit 2
make -s all || { echo "streams: cucc does not build"; exit 1; }
mkdir -p build/tests
status=0 passed=0 failed=0
for dir in tests/e2e/*/; do
    [ -f "$dir/main.cu" ] || continue
    name=$(basename "$dir")
    bin=build/tests/e2e_$name
    if bin/cucc "$dir"*.cu -o "$bin" -lpthread; then
        out=$(timeout 60 "$bin" 2>&1); rc=$?
    else
        out="does not build"; rc=1
    fi
    if [ $rc -eq 0 ] && [ "$(echo "$out" | tail -n 1)" = PASS ]; then
        echo "ok   $name"; passed=$((passed + 1))
    else
        echo "FAIL $name (exit $rc)"; echo "$out" | tail -n 20 | sed 's/^/    /'
        failed=$((failed + 1)); status=1
    fi
done
echo "streams: $passed passed, $failed failed"
exit $status
