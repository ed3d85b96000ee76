#!/usr/bin/env bash
# make test: every test suite of the project, then the conformance tests that
# pass so far (tests/conformance.pass, a list that only grows).
# Each suite is a tests/run_<name>.sh script that exits non-zero on failure.
set -u
cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
SHARED=${CUCC_SHARED:-$ROOT/../shared}
status=0
summary=""

for suite in tests/run_*.sh; do
    case "$suite" in tests/run_all.sh|tests/run_long.sh|tests/run_conformance.sh) continue ;; esac
    name=$(basename "$suite" .sh); name=${name#run_}
    echo "== $name"
    if bash "$suite"; then summary="$summary $name:ok"; else summary="$summary $name:FAIL"; status=1; fi
done

echo "== conformance"
if bash tests/run_conformance.sh "$SHARED/conformance"; then
    summary="$summary conformance:ok"
else
    summary="$summary conformance:FAIL"; status=1
fi

echo
echo "make test summary:$summary"
[ $status -eq 0 ] && echo "ALL TESTS PASSED" || echo "SOME TESTS FAILED"
exit $status
