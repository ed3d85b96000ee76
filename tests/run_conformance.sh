#!/usr/bin/env bash
# Runs the conformance tests listed in tests/conformance.pass (one
# <area>/<name> per line; '#' comments) with bin/cucc, through the suite's
# own runner.  Tests listed in tests/conformance.skip (with the reason on the
# same line) are left out by name.
set -u
cd "$(dirname "$0")/.." || exit 2
CONF=${1:-../shared/conformance}
[ -x "$CONF/run.sh" ] || { echo "conformance suite not found at $CONF"; exit 2; }
ids=$(sed -e 's/#.*//' -e 's/[[:space:]]*$//' tests/conformance.pass | grep -v '^$')
[ -n "$ids" ] || { echo "no conformance tests listed"; exit 0; }
filter="^($(echo "$ids" | paste -sd'|'))\$"
skip_ids=$(sed -e 's/#.*//' -e 's/[[:space:]].*//' tests/conformance.skip 2>/dev/null | grep -v '^$')
args=(--cc "$PWD/bin/cucc" --filter "$filter")
[ -n "$skip_ids" ] && args+=(--skip "^($(echo "$skip_ids" | paste -sd'|'))\$")
expected=$(echo "$ids" | wc -l)
out=$(bash "$CONF/run.sh" "${args[@]}" 2>&1); rc=$?
echo "$out"
ran=$(echo "$out" | grep -c '^ok \|^FAIL ')
if [ "$ran" -lt "$expected" ]; then
    echo "conformance: only $ran of $expected listed tests ran (renamed or missing?)"
    exit 1
fi
exit $rc
