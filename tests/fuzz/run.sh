#!/usr/bin/env bash
# make fuzz: AFL++ on the front end (tests/fuzz/front.c) for FUZZ_SECONDS
# (default 600), on FUZZ_JOBS cores (default 1).  The seed corpus is the
# conformance programs (../shared/conformance) and the front end's own
# tests (tests/diag, tests/e2e), preprocessed with a small prelude of
# declarations (tests/fuzz/prelude.h) in place of their #includes, so that
# inputs stay small yet reach the deep passes; the target takes each input
# as preprocessed source.
# An input that crashes the target or runs over 1 s is a finding:
# build/fuzz/out/default/{crashes,hangs}; each one found must become a
# regression test (tests/diag).  Prints AFL's statistics at the end.
# Needs afl++ (Debian's afl++ package: afl-fuzz, afl-clang-fast).
set -u
cd "$(dirname "$0")/../.." || exit 2
command -v afl-fuzz > /dev/null && command -v afl-clang-fast > /dev/null ||
    { echo "fuzz: afl++ is not installed (apt-get install afl++)"; exit 1; }
make -s build/fuzz/fuzz_front || exit 1
SHARED=${CUCC_SHARED:-$PWD/../shared}
IN=build/fuzz/in OUT=build/fuzz/out
rm -rf "$IN" && mkdir -p "$IN"
k=0
for f in "$SHARED"/conformance/*/*.cu tests/diag/*.cu tests/e2e/*.cu; do
    [ -f "$f" ] || continue
    k=$((k + 1))
    grep -v '^[[:space:]]*#[[:space:]]*include' "$f" |
        g++ -E -P -x c++ -D__CUCC_FRONTEND__ -D__CUDACC__ -include tests/fuzz/prelude.h - 2> /dev/null |
        head -c 65536 > "$IN/seed$k.cu"
    [ -s "$IN/seed$k.cu" ] || rm -f "$IN/seed$k.cu"
done
k=$(ls "$IN" | wc -l)
echo "fuzz: $k seeds, ${FUZZ_SECONDS:-600} s"
export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 AFL_QUIET=1
resume=-; [ -d "$OUT/default/queue" ] || resume="$IN"
afl-fuzz -i "$resume" -o "$OUT" -t 1000 -V "${FUZZ_SECONDS:-600}" -- build/fuzz/fuzz_front @@ > build/fuzz/afl.log 2>&1
grep -E "execs_done|execs_per_sec|saved_crashes|saved_hangs|run_time|corpus_count" "$OUT/default/fuzzer_stats"
crashes=$(ls "$OUT/default/crashes" 2>/dev/null | grep -vc README)
hangs=$(ls "$OUT/default/hangs" 2>/dev/null | grep -vc README)
echo "fuzz: $crashes crashes, $hangs hangs"
[ "$crashes" -eq 0 ] && [ "$hangs" -eq 0 ]
