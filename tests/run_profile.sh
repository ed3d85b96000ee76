#!/usr/bin/env bash
# The profiler (src/rt/profile.c, bin/cucc-prof): tests/profile/streams.cu
# run under cucc-prof must print its own output unchanged, a kernel table
# with each kernel's launches and shape, a memory table with each kind of
# copy and the memset, an API table with each call the program makes (and
# no call the runtime makes inside one), and a Chrome trace that parses as JSON with one
# slice per operation on the row of its stream, and an HTML timeline whose
# script draws a bar per operation (run with node against a stand-in DOM);
# without the profiler, nothing of it.  Prints "ok"/"FAIL" lines and a summary.
set -u
cd "$(dirname "$0")/.." || exit 2
make -s bin/cucc bin/cucc-prof lib/libcucc.a || { echo "profile: cucc does not build"; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-profile.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
passed=0 failed=0
check() {   # name, then a command that must succeed
    local name=$1; shift
    if "$@" > "$WORK/check.out" 2>&1; then echo "ok   $name"; passed=$((passed + 1))
    else echo "FAIL $name"; sed 's/^/    /' "$WORK/check.out" | head -10; failed=$((failed + 1)); fi
}
bin/cucc tests/profile/streams.cu -o "$WORK/streams" || { echo "FAIL streams does not build"; exit 1; }
"$WORK/streams" > "$WORK/plain.out" 2> "$WORK/plain.err"
bin/cucc-prof --trace "$WORK/t.json" --html "$WORK/t.html" --output "$WORK/tables.txt" "$WORK/streams" \
    > "$WORK/prof.out" 2> "$WORK/prof.err"
check "program output unchanged" cmp "$WORK/plain.out" "$WORK/prof.out"
check "nothing without the profiler" test ! -s "$WORK/plain.err"
check "kernel table: 6 launches" grep -q "CUDA kernels (6 launches)" "$WORK/tables.txt"
check "kernel rows: 3 of each, with the shape" bash -c "
    grep -Eq '^ +[0-9.]+ +[0-9]+ +3 .* add <<<\(4096,1,1\), \(256,1,1\)>>>$' '$WORK/tables.txt' &&
    grep -Eq '^ +[0-9.]+ +[0-9]+ +3 .* scale <<<\(4096,1,1\), \(256,1,1\)>>>$' '$WORK/tables.txt'"
check "memory rows" bash -c "
    grep -Eq ' 1 .* 4\.194 .*\[CUDA memcpy Host-to-Device\]$' '$WORK/tables.txt' &&
    grep -Eq ' 1 .* 4\.194 .*\[CUDA memcpy Device-to-Host\]$' '$WORK/tables.txt' &&
    grep -Eq ' 1 .* 4\.194 .*\[CUDA memset\]$' '$WORK/tables.txt'"
check "API table: 13 calls, each function's count" bash -c "
    grep -q 'CUDA API calls (13 calls)' '$WORK/tables.txt' &&
    grep -Eq '^ +[0-9.]+ +[0-9]+ +6 .* cudaLaunchKernel$' '$WORK/tables.txt' &&
    grep -Eq '^ +[0-9.]+ +[0-9]+ +2 .* cudaMalloc$' '$WORK/tables.txt' &&
    grep -Eq '^ +[0-9.]+ +[0-9]+ +2 .* cudaMemcpy$' '$WORK/tables.txt' &&
    grep -Eq '^ +[0-9.]+ +[0-9]+ +1 .* cudaMemset$' '$WORK/tables.txt' &&
    grep -Eq '^ +[0-9.]+ +[0-9]+ +1 .* cudaStreamCreate$' '$WORK/tables.txt' &&
    grep -Eq '^ +[0-9.]+ +[0-9]+ +1 .* cudaDeviceSynchronize$' '$WORK/tables.txt' &&
    ! grep -q 'cucc__' '$WORK/tables.txt'"
check "trace: JSON, a slice per operation, two stream rows, the API calls on a host row" python3 -c "
import json, sys
d = json.load(open('$WORK/t.json'))
ev = d['traceEvents']
k = [e for e in ev if e.get('cat') == 'kernel']
m = [e for e in ev if e.get('cat') in ('memcpy', 'memset')]
rows = [e for e in ev if e.get('name') == 'thread_name' and e['args']['name'].startswith('stream ')]
hosts = [e for e in ev if e.get('name') == 'thread_name' and e['args']['name'].startswith('host thread ')]
api = [e for e in ev if e.get('cat') == 'api']
assert len(k) == 6 and len(m) == 3, (len(k), len(m))
assert len(hosts) == 1 and len(api) == 13 and all(e['tid'] == hosts[0]['tid'] for e in api), (hosts, len(api))
assert sorted(e['name'] for e in api).count('cudaLaunchKernel') == 6
assert all(e['dur'] > 0 and e['ts'] >= 0 for e in k + m)
assert {e['tid'] for e in k if e['name'] == 'scale'} != {e['tid'] for e in k if e['name'] == 'add'}
assert len(rows) == 2, rows
assert all(e['args']['grid'] == '(4096,1,1)' for e in k)
"
# CUDA events: each record a slice on its stream's row, in stream order
bin/cucc tests/profile/events.cu -o "$WORK/events" || { echo "FAIL events does not build"; exit 1; }
bin/cucc-prof --trace "$WORK/ev.json" --output "$WORK/ev.txt" "$WORK/events" > "$WORK/ev.out" 2>&1
check "trace: event records around the kernel, on its stream" python3 -c "
import json
ev = [e for e in json.load(open('$WORK/ev.json'))['traceEvents'] if e.get('cat') in ('event', 'kernel')]
ev.sort(key=lambda e: e['ts'])
assert [e['cat'] for e in ev] == ['event', 'kernel', 'event'], ev
assert len({e['tid'] for e in ev}) == 1 and ev[0]['name'] == '[CUDA event record]'
"

# the HTML timeline: its script run against a stand-in DOM (node), a bar per
# operation in the class of its kind, a row per stream, a hover's text
if command -v node > /dev/null 2>&1; then
    node tests/profile/html_check.js "$WORK/t.html" > "$WORK/html.out" 2>&1
    check "html timeline: a bar per operation, two rows, hover" bash -c "
        [ \$(grep -c '^rect kernel' '$WORK/html.out') -eq 6 ] &&
        [ \$(grep -c '^rect memcpy' '$WORK/html.out') -eq 2 ] &&
        [ \$(grep -c '^rect memset' '$WORK/html.out') -eq 1 ] &&
        [ \$(grep -c '^rect api' '$WORK/html.out') -eq 13 ] &&
        grep -q '^text  host thread 1' '$WORK/html.out' &&
        [ \$(grep -c '^text  stream ' '$WORK/html.out') -eq 2 ] &&
        grep -q '^head 9 operations on 2 streams, 13 API calls' '$WORK/html.out' &&
        grep -Eq '^tip \"(add|scale).nkernel, .* from .*grid .4096,1,1. block .256,1,1.\"' '$WORK/html.out'"
else
    echo "SKIP html timeline (node is not installed)"
fi
# ... and in a real browser: headless Chromium runs the page, the DOM it
# leaves has the bars and the heading (.ci/run installs chromium)
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -n "$browser" ]; then
    check "html timeline in headless Chromium: 6 kernel, 2 copy, 1 memset bars" bash -c "
        timeout 120 '$browser' --headless --no-sandbox --disable-gpu --dump-dom '$WORK/t.html' 2>/dev/null > '$WORK/dom.html'
        [ \$(grep -o 'class=\"kernel\"' '$WORK/dom.html' | wc -l) -eq 6 ] &&
        [ \$(grep -o 'class=\"memcpy\"' '$WORK/dom.html' | wc -l) -eq 2 ] &&
        [ \$(grep -o 'class=\"memset\"' '$WORK/dom.html' | wc -l) -eq 1 ] &&
        grep -q '9 operations on 2 streams' '$WORK/dom.html'"
else
    echo "SKIP html timeline in a browser (no chromium)"
    [ "${CI:-}" = true ] && { echo "FAIL CI must have chromium (.ci/run installs it)"; failed=$((failed + 1)); }
fi
check "html timeline: self-contained (no external resource)" bash -c "
    ! grep -Eq '(src|href)=' '$WORK/t.html' && grep -q 'const cuccOps = ' '$WORK/t.html'"
echo "profile: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
