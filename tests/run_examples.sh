#!/usr/bin/env bash
# The example programs of examples/*.cu, built as the README and their head
# comments say and run: each must exit 0 and print "ok".  thrust_sort.cu
# is built twice (Thrust's algorithms on the calling thread, then on OpenMP
# threads); it and the CUB, cuBLAS and cuFFT examples are skipped, saying
# so, without their libraries (.ci/run installs them).
set -u
cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
make -s bin/cucc lib/libcucc.a || { echo "examples: cucc does not build"; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-examples.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT

passed=0; failed=0; skipped=0
run() {     # run NAME SOURCE FLAGS...
    local name=$1 src=$2; shift 2
    if ! "$ROOT/bin/cucc" "$@" "$src" -o "$WORK/$name" >"$WORK/$name.log" 2>&1; then
        echo "FAIL $name (does not compile)"; sed 's/^/    /' "$WORK/$name.log" | head -10
        failed=$((failed + 1)); return
    fi
    if timeout 120 "$WORK/$name" >"$WORK/$name.out" 2>&1 && grep -q ": ok" "$WORK/$name.out"; then
        echo "ok   $name: $(head -n 1 "$WORK/$name.out")"; passed=$((passed + 1))
    else
        echo "FAIL $name"; sed 's/^/    /' "$WORK/$name.out" | head -10; failed=$((failed + 1))
    fi
}

run vector_add examples/vector_add.cu
if printf '#include <thrust/version.h>\n' | ${CUCC_CXX:-g++} -E -x c++ - >/dev/null 2>&1; then
    run thrust_sort examples/thrust_sort.cu
    run thrust_sort_openmp examples/thrust_sort.cu -Xcompiler -fopenmp
else
    echo "SKIP thrust_sort (needs Thrust's headers: libthrust-dev)"; skipped=$((skipped + 1))
fi
if printf '#include <cub/version.cuh>\n' | ${CUCC_CXX:-g++} -E -x c++ - >/dev/null 2>&1; then
    run cub_block_reduce examples/cub_block_reduce.cu
else
    echo "SKIP cub_block_reduce (needs CUB's headers: libcub-dev)"; skipped=$((skipped + 1))
fi
run curand_pi examples/curand_pi.cu -lcurand
if [ -f lib/libcublas.so ]; then
    run cublas_sgemm examples/cublas_sgemm.cu -lcublas
else
    echo "SKIP cublas_sgemm (cuBLAS is built where the host has a CBLAS: libopenblas-dev)"; skipped=$((skipped + 1))
fi
if [ -f lib/libcufft.so ]; then
    run cufft_convolution examples/cufft_convolution.cu -lcufft
else
    echo "SKIP cufft_convolution (cuFFT is built where the host has FFTW 3: libfftw3-dev)"; skipped=$((skipped + 1))
fi
echo "examples: $passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
