#!/usr/bin/env bash
# CMake's CUDA language with cucc as CMAKE_CUDA_COMPILER: examples/cmake (a
# static library of device code called from another file, separable
# compilation with its device link step, C++ next to CUDA in a target,
# CMAKE_CUDA_ARCHITECTURES, compile definitions, a SHARED library of CUDA
# code linked into a C++ program) is configured, built and
# run with the Makefile generator and, where ninja is installed, Ninja;
# examples/cmake_libs finds cuBLAS, cuFFT and cuRAND through
# find_package(CUDAToolkit) with CUDAToolkit_ROOT at cucc's tree.
# Without cmake it says so and passes, but not under CI (.ci/run installs
# cmake and ninja).  Prints a summary; exits non-zero on failure.
set -u
cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
make -s all || { echo "cmake: cucc does not build"; exit 1; }
if ! command -v cmake > /dev/null 2>&1; then
    echo "cmake: skipped (no cmake installed)"
    [ "${CI:-}" = true ] && { echo "cmake: CI must have cmake (.ci/run installs it)"; exit 1; }
    exit 0
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-cmake.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
pass=0 fail=0
want="sum 2001000.0 arch 860"   # 3 (1 + i) + i summed; the highest of 80, 86
build() {   # name, generator
    local dir="$WORK/$1"
    if ! cmake -S examples/cmake -B "$dir" -G "$2" -DCMAKE_CUDA_COMPILER="$ROOT/bin/cucc" \
            > "$WORK/$1.log" 2>&1; then
        echo "FAIL $1: configure"; tail -15 "$WORK/$1.log" | sed 's/^/    /'; fail=$((fail + 1)); return
    fi
    if ! grep -q "The CUDA compiler identification is NVIDIA 13" "$WORK/$1.log"; then
        echo "FAIL $1: CMake did not take cucc for nvcc"; fail=$((fail + 1)); return
    fi
    if ! cmake --build "$dir" > "$WORK/$1.build" 2>&1; then
        echo "FAIL $1: build"; tail -15 "$WORK/$1.build" | sed 's/^/    /'; fail=$((fail + 1)); return
    fi
    local got
    got=$("$dir/saxpy_app" 2>&1)
    if [ "$got" = "$want" ]; then
        echo "ok   $1"; pass=$((pass + 1))
    else
        echo "FAIL $1: printed '$got', want '$want'"; fail=$((fail + 1))
    fi
    # the shared library: 0^2 + ... + 299^2
    got=$("$dir/shared_app" 2>&1)
    if [ "$got" = "squares 8955050" ] && ls "$dir"/libshared_ops.so > /dev/null 2>&1; then
        echo "ok   $1: a SHARED library of CUDA code"; pass=$((pass + 1))
    else
        echo "FAIL $1: shared library: printed '$got', want 'squares 8955050'"; fail=$((fail + 1))
    fi
}
build makefiles "Unix Makefiles"
if command -v ninja > /dev/null 2>&1; then
    build ninja Ninja
else
    echo "cmake: Ninja skipped (no ninja installed)"
    [ "${CI:-}" = true ] && { echo "cmake: CI must have ninja (.ci/run installs it)"; fail=$((fail + 1)); }
fi
# FindCUDAToolkit with cucc's tree as the toolkit: CUDA::cublas, cufft, curand
if [ -f lib/libcublas.so ] && [ -f lib/libcufft.so ]; then
    dir="$WORK/libs"
    if ! cmake -S examples/cmake_libs -B "$dir" -DCMAKE_CUDA_COMPILER="$ROOT/bin/cucc" \
            -DCUDAToolkit_ROOT="$ROOT" > "$WORK/libs.log" 2>&1; then
        echo "FAIL find_package(CUDAToolkit): configure"; tail -15 "$WORK/libs.log" | sed 's/^/    /'
        fail=$((fail + 1))
    elif ! grep -q "CUDA_cublas_LIBRARY:FILEPATH=$ROOT/lib/libcublas.so" "$dir/CMakeCache.txt"; then
        echo "FAIL find_package(CUDAToolkit): CUDA::cublas is not cucc's"; fail=$((fail + 1))
    elif ! cmake --build "$dir" > "$WORK/libs.build" 2>&1; then
        echo "FAIL find_package(CUDAToolkit): build"; tail -15 "$WORK/libs.build" | sed 's/^/    /'
        fail=$((fail + 1))
    elif [ "$("$dir/libs_app" 2>&1)" = "cmake_libs: ok" ]; then
        echo "ok   find_package(CUDAToolkit): CUDA::cublas, cufft, curand"; pass=$((pass + 1))
    else
        echo "FAIL find_package(CUDAToolkit): $("$dir/libs_app" 2>&1)"; fail=$((fail + 1))
    fi
else
    echo "cmake: find_package(CUDAToolkit) skipped (cuBLAS or cuFFT not built here)"
fi
echo "cmake: $pass passed, $fail failed"
[ $fail -eq 0 ]
