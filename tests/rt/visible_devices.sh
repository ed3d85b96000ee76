#!/usr/bin/env bash
# CUDA_VISIBLE_DEVICES (src/rt/device.c): tests/rt/visible_devices.cu under
# the settings tests/rt/visible_devices.expected was captured with on an
# H200 (one GPU), then cucc's own UUIDs and, with CUCC_DEVICES=3, order
# and prefixes.  Prints "ok"/"FAIL" lines; exits non-zero on failure.
set -u
cd "$(dirname "$0")/../.." || exit 2
make -s bin/cucc lib/libcucc.a || exit 1
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-visible.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
bin/cucc tests/rt/visible_devices.cu -o "$WORK/vis" || { echo "FAIL visible_devices does not build"; exit 1; }
for v in UNSET "0" "" "-1" "1" "0,1" "0,0" "1,0" "0,junk" "junk" " 0" "MIG-x"; do
    echo "=== CUDA_VISIBLE_DEVICES='$v'"
    if [ "$v" = UNSET ]; then (unset CUDA_VISIBLE_DEVICES; "$WORK/vis"); else CUDA_VISIBLE_DEVICES="$v" "$WORK/vis"; fi
done > "$WORK/out" 2>&1
status=0
if diff -u tests/rt/visible_devices.expected "$WORK/out" > "$WORK/diff"; then
    echo "ok   visible_devices: as CUDA 13 on an H200, 12 settings"
else
    echo "FAIL visible_devices differs from CUDA 13:"; head -30 "$WORK/diff"; status=1
fi
# count=N from the first line for a setting (and CUCC_DEVICES)
count() { CUCC_DEVICES=$1 CUDA_VISIBLE_DEVICES=$2 "$WORK/vis" | head -1 | awk '{print $2, $3}'; }
check() {
    local got; got=$(count "$1" "$2")
    if [ "$got" = "$3" ]; then echo "ok   CUCC_DEVICES=$1 CUDA_VISIBLE_DEVICES='$2': $got"
    else echo "FAIL CUCC_DEVICES=$1 CUDA_VISIBLE_DEVICES='$2': $got, want $3"; status=1; fi
}
check 1 "GPU-63756363-2d63-7075-2d64-657669636500" "cudaSuccess count=1"
check 1 "GPU-6375" "cudaSuccess count=1"
check 3 "GPU-6375" "cudaErrorNoDevice count=-7"
check 3 "GPU-63756363-2d63-7075-2d64-657669636502,0" "cudaSuccess count=2"
check 3 "2,0" "cudaSuccess count=2"
check 3 "2,0,1" "cudaSuccess count=3"
check 3 "2,3,1" "cudaSuccess count=1"
check 3 "2,0,2" "cudaErrorInvalidDevice count=-7"
exit $status
