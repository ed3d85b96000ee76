#!/usr/bin/env bash
# make check-long: the runtime soak test (tests/long/soak.cu), 8 host threads
# x 16 streams of mixed operations, every result verified, in several
# configurations of the runtime (default; no spinning, so that every wait
# sleeps and every wake-up counts; one worker; every stream operation
# synchronous; small stacks).  A run that stops making progress aborts
# (its watchdog), and each run has a time limit besides.  Then the
# conformance suite under cucc-sanitizer's memcheck, racecheck and
# initcheck, which must report nothing (tests/long/sanitize_conformance.sh,
# about 3 minutes on 2 cores; LONG_SANITIZE=0 leaves it out), and the
# latency of an empty launch + synchronize (tests/long/latency.cu), for
# the record.
#
#   CUCC_TSAN=1   build the soak with ThreadSanitizer (build libcucc with it
#                 too: make clean && make SAN=thread); TSan reports fail the
#                 run.  Fewer operations, as TSan is about 10x slower.
#   SOAK_OPS=n    operations per host thread in the main run (default
#                 180000, with CUCC_TSAN=1 15000); the other runs do a third.
set -u
cd "$(dirname "$0")/.." || exit 2
make -s all || { echo "long: cucc does not build"; exit 1; }
mkdir -p build/tests
bin=build/tests/soak
flags=(-O2)
ops=${SOAK_OPS:-180000}
if [ "${CUCC_TSAN:-0}" = 1 ]; then
    flags=(-O1 -g -Xcompiler -fsanitize=thread)
    ops=${SOAK_OPS:-15000}
    nm lib/libcucc.a 2>/dev/null | grep -q __tsan_ ||
        echo "long: warning: lib/libcucc.a is not built with SAN=thread; its races go unseen"
    export TSAN_OPTIONS="${TSAN_OPTIONS:-} halt_on_error=1 exitcode=66"
fi
bin/cucc "${flags[@]}" tests/long/soak.cu -o "$bin" || { echo "long: soak does not build"; exit 1; }

status=0
run() {
    local name=$1 n=$2; shift 2
    echo "== soak ($name)"
    local t0=$SECONDS
    env "$@" SOAK_OPS="$n" timeout 900 "$bin"
    local rc=$?
    echo "   $name: exit $rc after $((SECONDS - t0)) s"
    [ $rc -eq 0 ] || status=1
}
t_all=$SECONDS
run default "$ops" SOAK_SEED=1
run "no spinning" $((ops / 3)) SOAK_SEED=2 CUCC_SPIN_US=0
run "one worker" $((ops / 3)) SOAK_SEED=3 CUCC_WORKERS=1
run "synchronous streams" $((ops / 3)) SOAK_SEED=4 CUCC_SYNC_STREAMS=1
run "small stacks" $((ops / 3)) SOAK_SEED=5 CUCC_STACK_SIZE=64K
if [ "${CUCC_TSAN:-0}" != 1 ] && [ "${LONG_SANITIZE:-1}" = 1 ]; then
    echo "== conformance under cucc-sanitizer"
    bash tests/long/sanitize_conformance.sh || status=1
    # racecheck and initcheck again on optimised builds: thread loops and
    # regions name their threads to the checkers (src/rt/access_hooks.c)
    SAN_CONF_G= bash tests/long/sanitize_conformance.sh racecheck initcheck || status=1
fi
if [ "${CUCC_TSAN:-0}" != 1 ]; then
    echo "== launch latency"
    if bin/cucc -O2 tests/long/latency.cu -o build/tests/latency; then
        build/tests/latency || status=1
    else
        status=1
    fi
fi
echo "long: $((SECONDS - t_all)) s in all"
[ $status -eq 0 ] && echo "long: PASS" || echo "long: FAIL"
exit $status
