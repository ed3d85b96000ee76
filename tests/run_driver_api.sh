#!/usr/bin/env bash
# The driver API (docs/driver_api.md): builds the module of the tests and of
# examples/driver_api with `cucc -cubin` (and its -fatbin/-ptx spellings),
# then runs the example and every tests/e2e/driver_*.cu program on it, and a
# program linked against a `cucc -shared` library.  Prints a line per check;
# exits non-zero when one fails.
set -u
cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
make -s bin/cucc lib/libcucc.a || { echo "driver_api: cucc does not build"; exit 1; }
CUCC=$ROOT/bin/cucc
OUT=$ROOT/build/tests/driver_api
rm -rf "$OUT" && mkdir -p "$OUT"
status=0 passed=0 failed=0

ok() { echo "ok   $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; [ -n "${2:-}" ] && echo "$2" | sed 's/^/     /'; failed=$((failed + 1)); status=1; }

# build NAME COMMAND...: runs a build step, counts it only when it fails.
build() {
    local name=$1; shift
    local log
    if ! log=$("$@" 2>&1); then fail "$name does not build" "$log"; return 1; fi
}

# run NAME EXPECTED COMMAND...: the command exits 0 and prints the lines of
# EXPECTED (a |-separated list), in that order.
run() {
    local name=$1 expect=$2; shift 2
    local log rc line at last=0
    log=$("$@" 2>&1); rc=$?
    if [ $rc -ne 0 ]; then fail "$name (exit $rc)" "$log"; return; fi
    IFS='|' read -ra lines <<<"$expect"
    for line in "${lines[@]}"; do
        at=$(grep -nxF -- "$line" <<<"$log" | head -n 1 | cut -d: -f1)
        if [ -z "$at" ] || [ "$at" -le "$last" ]; then fail "$name (no '$line' in order)" "$log"; return; fi
        last=$at
    done
    ok "$name"
}

# The module: a shared object that takes the runtime from the program.
MOD=$OUT/driver_kernels.cubin
build module "$CUCC" -cubin tests/e2e/driver_kernels.cu -o "$MOD" || { echo "driver_api: $passed passed, $failed failed"; exit 1; }
if nm -D --defined-only "$MOD" | grep -q ' cucc__register_kernel$'; then
    fail "module holds a copy of libcucc"
elif ! nm -D --undefined-only "$MOD" | grep -q ' cucc__register_kernel$'; then
    fail "module does not register its kernels through the program"
else
    ok "module links against the program's runtime"
fi
# -fatbin and -ptx are spellings of -cubin, with nvcc's default output names.
(cd "$OUT" && "$CUCC" -fatbin "$ROOT/tests/e2e/driver_kernels.cu" && "$CUCC" --ptx "$ROOT/tests/e2e/driver_kernels.cu") >"$OUT/names.log" 2>&1
if [ -f "$OUT/driver_kernels.fatbin" ] && [ -f "$OUT/driver_kernels.ptx" ] &&
   cmp -s <(readelf -sW --dyn-syms "$OUT/driver_kernels.fatbin" | awk '{print $8}' | sort) \
          <(readelf -sW --dyn-syms "$MOD" | awk '{print $8}' | sort); then
    ok "-fatbin and -ptx build the module"
else
    fail "-fatbin and -ptx build the module" "$(cat "$OUT/names.log")"
fi

# The example, as its README builds it.
EX=$OUT/example
mkdir -p "$EX"
if build "example module" "$CUCC" -cubin examples/driver_api/kernels.cu -o "$EX/kernels.cubin" &&
   build "example program" "$CUCC" examples/driver_api/load.c -o "$EX/load"; then
    run "examples/driver_api" "PASS" bash -c "cd '$EX' && ./load"
fi

# The tests.  driver_api's module kernel prints through device printf.
for src in tests/e2e/driver_*.cu; do
    name=$(basename "$src" .cu)
    case "$name" in driver_kernels|driver_shared_lib|driver_shared_main) continue ;; esac
    expect=PASS
    [ "$name" = driver_api ] && expect="module says 7|synchronized|PASS"
    build "$name" "$CUCC" -Itests/e2e "$src" -o "$OUT/$name" || continue
    run "$name" "$expect" "$OUT/$name" "$MOD"
done
# The same with one worker thread.
run "driver_api (CUCC_WORKERS=1)" "module says 7|synchronized|PASS" env CUCC_WORKERS=1 "$OUT/driver_api" "$MOD"

# A program linked against a `cucc -shared` library.
if build "shared library" "$CUCC" -shared tests/e2e/driver_shared_lib.cu -o "$OUT/libdrvshared.so" &&
   build "program using the shared library" "$CUCC" tests/e2e/driver_shared_main.cu -L"$OUT" -ldrvshared \
       -o "$OUT/driver_shared_main"; then
    run "driver_shared_main" "PASS" env LD_LIBRARY_PATH="$OUT" "$OUT/driver_shared_main"
fi

echo "driver_api: $passed passed, $failed failed"
exit $status
