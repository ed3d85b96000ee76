#!/usr/bin/env bash
# Golden tests of the front end's diagnostics.  Each tests/diag/NAME.cu is a
# program that nvcc rejects; `cucc -c NAME.cu -o /dev/null`, run inside
# tests/diag with a relative path, must exit non-zero and print exactly
# tests/diag/NAME.err on stderr.  warn_NAME.cu are programs nvcc accepts
# with a warning: cucc must exit 0 and print exactly warn_NAME.err.
# NAME.flags, where present, holds more cucc options for the test.
# Headers next to the tests (*.h) are included by them.
#
# valid_NAME.cu are programs nvcc accepts: `cucc --dump=cpp` (front end and
# emitter, no system compiler) must exit 0 and print nothing on stderr.  So
# must every program of the conformance suite (../shared/conformance, or
# $CUCC_SHARED/conformance), when there is one and no NAME is given: false
# positives are worse than missed errors.
#
#   bash tests/run_diag.sh            run all
#   bash tests/run_diag.sh NAME...    run some
#   UPDATE=1 bash tests/run_diag.sh   rewrite the .err files from cucc's output
set -u
export LC_ALL=C    # the host compiler's messages in ASCII quotes, on every machine
cd "$(dirname "$0")/diag" || exit 2
CUCC=${CUCC:-$PWD/../../bin/cucc}
[ -x "$CUCC" ] || { echo "run_diag: $CUCC not built"; exit 2; }
DIFF=$(mktemp)
trap 'rm -f "$DIFF"' EXIT

# Each prints why the test failed, or nothing; details go to $DIFF.
run_valid() {
    local err rc
    err=$("$CUCC" --dump=cpp "$1.cu" 2>&1 >/dev/null)
    rc=$?
    printf '%s\n' "$err" > "$DIFF"
    if [ $rc -ne 0 ]; then echo "cucc rejected a valid program (status $rc)"
    elif [ -n "$err" ]; then echo "diagnostics for a valid program"
    fi
}

run_golden() {
    local err rc flags=()
    [ -f "$1.flags" ] && read -r -a flags < "$1.flags"
    err=$("$CUCC" ${flags[@]+"${flags[@]}"} -c "$1.cu" -o /dev/null 2>&1 >/dev/null)
    rc=$?
    [ "${UPDATE:-}" = 1 ] && printf '%s\n' "$err" > "$1.err"
    if [ $rc -eq 0 ] && [ "${1#warn_}" = "$1" ]; then echo "cucc exited 0"
    elif [ $rc -ne 0 ] && [ "${1#warn_}" != "$1" ]; then echo "cucc rejected a program it should only warn about"
    elif [ $rc -ge 128 ]; then echo "cucc crashed (status $rc)"
    elif [ ! -f "$1.err" ]; then echo "no $1.err"
    elif ! diff -u "$1.err" <(printf '%s\n' "$err") > "$DIFF"; then echo "stderr differs"
    fi
}

if [ $# -gt 0 ]; then names=("$@"); else names=(); for f in *.cu; do names+=("${f%.cu}"); done; fi
pass=0 fail=0
for name in "${names[@]}"; do
    : > "$DIFF"
    case $name in
    valid_*) why=$(run_valid "$name") ;;
    *) why=$(run_golden "$name") ;;
    esac
    if [ -z "$why" ]; then
        echo "ok   $name"
        pass=$((pass + 1))
    else
        echo "FAIL $name: $why"
        sed 's/^/    /' "$DIFF"
        fail=$((fail + 1))
    fi
done
# A front end that dies of a signal (CUCC_TEST_FRONTEND_SIGNAL=1 makes it
# raise SIGSEGV) is reported as cucc's internal error naming the signal and
# the input, not as a silent failure.
if [ $# -eq 0 ]; then
    err=$(CUCC_TEST_FRONTEND_SIGNAL=1 "$CUCC" -c valid_device_code.cu -o /dev/null 2>&1)
    rc=$?
    if [ $rc -ne 0 ] && printf '%s' "$err" | grep -q "internal error: the front end died of signal 11 .*valid_device_code.cu"; then
        echo "ok   front end killed by a signal"
        pass=$((pass + 1))
    else
        echo "FAIL front end killed by a signal (status $rc): $err"
        fail=$((fail + 1))
    fi
fi
# Inputs fuzzing found crashing the front end (tests/fuzz/found, make
# fuzz): the front end may reject them, never die or hang on them.
if [ $# -eq 0 ]; then
    for f in ../fuzz/found/*.cu; do
        [ -f "$f" ] || continue
        err=$(timeout 60 "$CUCC" --dump=cpp "$f" 2>&1 >/dev/null)
        rc=$?
        if [ $rc -le 1 ] && ! printf '%s' "$err" | grep -q "internal error"; then
            echo "ok   fuzz/$(basename "$f")"
            pass=$((pass + 1))
        else
            echo "FAIL fuzz/$(basename "$f") (status $rc): $(printf '%s' "$err" | head -3)"
            fail=$((fail + 1))
        fi
    done
fi
# The conformance suite: valid programs, checked in parallel.
CONF=${CUCC_SHARED:-$PWD/../../../shared}/conformance
if [ $# -eq 0 ] && [ -d "$CONF" ]; then
    export CUCC
    results=$(ls "$CONF"/*/*.cu | xargs -P 8 -I{} sh -c \
        'err=$("$CUCC" --dump=cpp "{}" 2>&1 >/dev/null); rc=$?;
         if [ $rc -ne 0 ] || [ -n "$err" ]; then printf "FAIL %s\n%s\n" "{}" "$err" | head -8;
         else echo "ok {}"; fi')
    cpass=$(printf '%s\n' "$results" | grep -c '^ok ')
    cfail=$(printf '%s\n' "$results" | grep -c '^FAIL ')
    printf '%s\n' "$results" | grep -v '^ok ' | sed '/^FAIL/!s/^/    /'
    echo "conformance programs without diagnostics: $cpass, with: $cfail"
    pass=$((pass + cpass))
    fail=$((fail + cfail))
fi

echo "diag: $pass passed, $fail failed"
[ $fail -eq 0 ]
