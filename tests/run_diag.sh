#!/usr/bin/env bash
# Golden tests of the front end's diagnostics.  Each tests/diag/NAME.cu is a
# program that nvcc rejects; `cucc -c NAME.cu -o /dev/null`, run inside
# tests/diag with a relative path, must exit non-zero and print exactly
# tests/diag/NAME.err on stderr.  Headers next to the tests (*.h) are
# included by them.
#
#   bash tests/run_diag.sh            run all
#   bash tests/run_diag.sh NAME...    run some
#   UPDATE=1 bash tests/run_diag.sh   rewrite the .err files from cucc's output
set -u
cd "$(dirname "$0")/diag" || exit 2
CUCC=${CUCC:-$PWD/../../bin/cucc}
[ -x "$CUCC" ] || { echo "run_diag: $CUCC not built"; exit 2; }

if [ $# -gt 0 ]; then names=("$@"); else names=(); for f in *.cu; do names+=("${f%.cu}"); done; fi
pass=0 fail=0
for name in "${names[@]}"; do
    src=$name.cu
    actual=$("$CUCC" -c "$src" -o /dev/null 2>&1 >/dev/null)
    rc=$?
    if [ "${UPDATE:-}" = 1 ]; then
        printf '%s\n' "$actual" > "$name.err"
    fi
    why=""
    if [ $rc -eq 0 ]; then
        why="cucc exited 0"
    elif [ $rc -ge 128 ]; then
        why="cucc crashed (status $rc)"
    elif [ ! -f "$name.err" ]; then
        why="no $name.err"
    elif ! diff -u "$name.err" <(printf '%s\n' "$actual") > /tmp/run_diag.$$.diff; then
        why="stderr differs"
    fi
    if [ -z "$why" ]; then
        echo "ok   $name"
        pass=$((pass + 1))
    else
        echo "FAIL $name: $why"
        [ -s /tmp/run_diag.$$.diff ] && sed 's/^/    /' /tmp/run_diag.$$.diff
        fail=$((fail + 1))
    fi
    rm -f /tmp/run_diag.$$.diff
done
echo "diag: $pass passed, $fail failed"
[ $fail -eq 0 ]
