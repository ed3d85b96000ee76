#!/usr/bin/env bash
# make fuzz: AFL++ on the front end (tests/fuzz/front.c) for FUZZ_SECONDS
# (default 600), on FUZZ_JOBS cores (default 1: one afl-fuzz; n > 1: a main
# instance and n - 1 secondaries sharing one output directory, AFL's -M/-S).
# The seed corpus is the
# conformance programs (../shared/conformance) and the front end's own
# tests (tests/diag, tests/e2e), preprocessed with a small prelude of
# declarations (tests/fuzz/prelude.h) in place of their #includes, so that
# inputs stay small yet reach the deep passes; the target takes each input
# as preprocessed source.
# An input that crashes the target or runs over 1 s is a finding:
# build/fuzz/out/*/{crashes,hangs}; each one found must become a
# regression test (tests/diag).  Prints AFL's statistics at the end, the
# executions summed over the instances.
# Needs afl++ (Debian's afl++ package: afl-fuzz, afl-clang-fast).
# FUZZ_PREBUILT=1 takes build/fuzz/fuzz_front and build/fuzz/in as they are
# (a copy of the tree on a machine without afl-clang-fast; AFL_FUZZ names
# the afl-fuzz to run).
set -u
cd "$(dirname "$0")/../.." || exit 2
AFL=${AFL_FUZZ:-afl-fuzz}
SHARED=${CUCC_SHARED:-$PWD/../shared}
IN=build/fuzz/in OUT=build/fuzz/out
if [ "${FUZZ_PREBUILT:-0}" = 1 ]; then
    [ -x build/fuzz/fuzz_front ] && [ -d "$IN" ] || { echo "fuzz: no prebuilt target or seeds"; exit 1; }
else
    command -v "$AFL" > /dev/null && command -v afl-clang-fast > /dev/null ||
        { echo "fuzz: afl++ is not installed (apt-get install afl++)"; exit 1; }
    make -s build/fuzz/fuzz_front || exit 1
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
fi
k=$(ls "$IN" | wc -l)
echo "fuzz: $k seeds, ${FUZZ_SECONDS:-600} s"
export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 AFL_QUIET=1
jobs=${FUZZ_JOBS:-1}
secs=${FUZZ_SECONDS:-600}
if [ "$jobs" -le 1 ]; then
    resume=-; [ -d "$OUT/default/queue" ] || resume="$IN"
    "$AFL" -i "$resume" -o "$OUT" -t 1000 -V "$secs" -- build/fuzz/fuzz_front @@ > build/fuzz/afl.log 2>&1
else
    resume=-; [ -d "$OUT/main/queue" ] || resume="$IN"
    "$AFL" -M main -i "$resume" -o "$OUT" -t 1000 -V "$secs" -- build/fuzz/fuzz_front @@ > build/fuzz/afl.log 2>&1 &
    for j in $(seq 2 "$jobs"); do
        resume=-; [ -d "$OUT/s$j/queue" ] || resume="$IN"
        "$AFL" -S "s$j" -i "$resume" -o "$OUT" -t 1000 -V "$secs" -- build/fuzz/fuzz_front @@ > "build/fuzz/afl$j.log" 2>&1 &
    done
    wait
fi
for st in "$OUT"/*/fuzzer_stats; do
    [ -f "$st" ] && echo "$(basename "$(dirname "$st")"): $(grep -E "execs_done|saved_crashes|saved_hangs|run_time" "$st" | tr -s ' ' | tr '\n' ' ')"
done
execs=$(cat "$OUT"/*/fuzzer_stats 2>/dev/null | awk '/^execs_done/ {n += $3} END {print n + 0}')
crashes=$(find "$OUT" -path '*/crashes/*' -type f ! -name 'README*' 2>/dev/null | wc -l)
hangs=$(find "$OUT" -path '*/hangs/*' -type f ! -name 'README*' 2>/dev/null | wc -l)
echo "fuzz: $jobs instance(s), $execs executions, $crashes crashes, $hangs hangs"
[ "$crashes" -eq 0 ] && [ "$hangs" -eq 0 ]
