#!/usr/bin/env bash
# The cucc driver as build systems use nvcc: make dependencies (-M, -MM,
# -MD, -MMD, -MF, -MT, -MP), the host compiler (-ccbin), -odir,
# -Xcompiler options on the link, -run, -dryrun, the architecture lists,
# nvcc's long option spellings, -lineinfo (fault reports with lines),
# -dlink, --options-file, -v as build systems read it, the toolkit's
# library names (-lcudart) for links by the host compiler, and the
# kernels' entries compiled for several x86-64 levels in a build for no CPU.  Each case runs in a scratch directory.
# Prints a summary; exits non-zero on failure.
set -u
cd "$(dirname "$0")/.." || exit 2
ROOT=$PWD
make -s bin/cucc lib/libcucc.a || { echo "driver: cucc does not build"; exit 1; }
CUCC=$ROOT/bin/cucc
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-driver.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 2
printf '#pragma once\nstatic const int K = 3;\n' > k.h
printf '#include <cstdio>\n#include "k.h"\n__global__ void f(int *a) { a[0] = K; }\nint main() { int *a; cudaMallocManaged(&a, 4); f<<<1, 1>>>(a); cudaDeviceSynchronize(); printf("%%d\\n", a[0]); return 0; }\n' > d.cu
printf '__global__ void k(int *a) { a[threadIdx.x] = 2 * threadIdx.x; }\nvoid run(int *a) { k<<<1, 4>>>(a); cudaDeviceSynchronize(); }\n' > l.cu
printf '#include <cstdio>\nvoid run(int *);\nint main() { int *a; cudaMallocManaged(&a, 16); run(a); printf("%%d\\n", a[3]); return 0; }\n' > m.cu
cat > ra.cu <<'EOF2'
__device__ int counter;
__device__ int bump(int by) { return atomicAdd(&counter, by) + by; }
EOF2
cat > rb.cu <<'EOF2'
#include <cstdio>
extern __device__ int counter;
extern __device__ int bump(int by);
__global__ void k(int *last) { int v = bump(2); if (v == 64) *last = v; }
__global__ void flush(const float *in, float *out) { out[0] = in[0] * in[1]; out[1] = in[2] / in[3]; }
int main()
{
    int *last, c = 0;
    cudaMallocManaged(&last, 4);
    *last = 0;
    k<<<1, 32>>>(last);
    cudaDeviceSynchronize();
    cudaMemcpyFromSymbol(&c, counter, sizeof c);
    float *f;
    cudaMallocManaged(&f, 6 * sizeof(float));
    f[0] = 1e-38f; f[1] = 1e-3f; f[2] = 1e-39f; f[3] = 3.0f;
    flush<<<1, 1>>>(f, f + 4);
    cudaDeviceSynchronize();
    printf("%d %d %s %s\n", c, *last, f[4] == 0.0f ? "flushed" : "denormal", f[5] == 0.0f ? "flushed" : "denormal");
    return 0;
}
EOF2
cat > bump.cu <<'EOF2'
__global__ void add1(int *v, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) v[i] += 1; }
extern "C" int bump_all(int *host, int n)
{
    int *d;
    if (cudaMalloc(&d, n * sizeof(int)) != cudaSuccess)
        return -1;
    cudaMemcpy(d, host, n * sizeof(int), cudaMemcpyHostToDevice);
    add1<<<(n + 255) / 256, 256>>>(d, n);
    cudaMemcpy(host, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return (int)cudaGetLastError();
}
EOF2
cat > bump.py <<'EOF2'
import ctypes
lib = ctypes.CDLL("./libbump.so")
arr = (ctypes.c_int * 1000)(*range(1000))
print(lib.bump_all(arr, 1000), arr[0], arr[999], sum(arr))
EOF2
cat > bump_dlopen.c <<'EOF2'
#include <dlfcn.h>
#include <stdio.h>
int main(void)
{
    void *h = dlopen("./libbump.so", RTLD_NOW);
    if (!h) { printf("%s\n", dlerror()); return 1; }
    int (*bump)(int *, int) = (int (*)(int *, int))dlsym(h, "bump_all");
    int v[3] = {1, 2, 3};
    int rc = bump(v, 3);
    printf("%d %d %d %d\n", rc, v[0], v[1], v[2]);
    return 0;
}
EOF2
printf 'int bump_all(int *, int);\n#include <stdio.h>\nint main(void) { int v[2] = {5, 6}; int rc = bump_all(v, 2); printf("%%d %%d %%d\\n", rc, v[0], v[1]); return 0; }\n' > bump_linked.c

pass=0 fail=0
check() {   # name, command (a string run by bash) that must succeed
    if bash -c "$2" > out.txt 2>&1; then
        echo "ok   $1"; pass=$((pass + 1))
    else
        echo "FAIL $1"; sed 's/^/    /' out.txt | head -10; fail=$((fail + 1))
    fi
}

check "-M lists system headers" \
    "'$CUCC' -M d.cu | grep -q '^d.o: d.cu' && '$CUCC' -M d.cu | grep -q 'cuda_runtime.h' && '$CUCC' -M d.cu | grep -q ' k.h'"
check "-MM lists the user's headers only" \
    "[ \"\$('$CUCC' -MM d.cu | tr -d '\\\\\\n')\" = 'd.o: d.cu k.h' ]"
check "-MM -MT -o" "'$CUCC' -MM -MT tgt d.cu -o deps.mk && grep -q '^tgt: d.cu k.h' deps.mk"
check "-MMD -c writes the .d next to the object" \
    "mkdir -p sub && '$CUCC' -MMD -c d.cu -o sub/x.o && [ -f sub/x.o ] && grep -q '^sub/x.o: d.cu k.h' sub/x.d"
check "-MD -MF -MT -MP" \
    "'$CUCC' -MD -MF my.d -MT obj -MP -c d.cu -o d.o && grep -q '^obj: d.cu' my.d && grep -q '^k.h:' my.d"
check "-MMD when linking: STEM.d for the program" \
    "'$CUCC' -MMD d.cu -o prog && grep -q '^prog: d.cu k.h' d.d && [ \"\$(./prog)\" = 3 ]"
# --sanitize: alignment checks only where the user's code can make a
# misaligned pointer (src/front/casts.c)
printf '#include <cstdlib>\n__global__ void k(float *a) { a[threadIdx.x] += sizeof(int *); }\nint main() { float *a; cudaMalloc((void **)&a, 64); float *h = (float *)malloc(64); k<<<1, 4>>>(a); cudaDeviceSynchronize(); free(h); return 0; }\n' > nocast.cu
printf '__global__ void k(const char *c, int *o) { o[0] = *(const int *)(c + 1); }\nint main() { return 0; }\n' > cast.cu
printf 'struct __attribute__((packed)) P { char c; int i; };\n__global__ void k(P *p, int *o) { o[0] = p->i; }\nint main() { return 0; }\n' > packed.cu
check "--sanitize without pointer casts: no alignment checks" \
    "'$CUCC' --sanitize -v nocast.cu -o nocast 2>&1 | grep -q 'fsanitize=address' && ! '$CUCC' --sanitize -v nocast.cu -o nocast 2>&1 | grep -q 'fsanitize=alignment' && ./nocast"
check "--sanitize with a cast to int *: alignment checks" \
    "'$CUCC' --sanitize -v cast.cu -o cast 2>&1 | grep -q 'fsanitize=alignment'"
check "--sanitize with a packed struct: alignment checks" \
    "'$CUCC' --sanitize -v packed.cu -o packed 2>&1 | grep -q 'fsanitize=alignment'"
check "-odir" "mkdir -p objs && '$CUCC' -c d.cu -odir objs && [ -f objs/d.o ]"
check "-ccbin gcc compiles with g++" \
    "'$CUCC' -ccbin gcc -v d.cu -o p1 > v1 2>&1 && grep -q '^#\\\$ g++ -x c++' v1 && [ \"\$(./p1)\" = 3 ]"
check "-ccbin a directory" \
    "'$CUCC' -ccbin /usr/bin -v d.cu -o p2 > v2 2>&1 && grep -q '^#\\\$ /usr/bin/g++ ' v2 && [ \"\$(./p2)\" = 3 ]"
check "-Xcompiler -fopenmp reaches the link" \
    "'$CUCC' -Xcompiler -fopenmp -v d.cu -o p3 > v3 2>&1 && grep '^#\\\$ g++ -pthread' v3 | grep -q -- -fopenmp && [ \"\$(./p3)\" = 3 ]"
printf '#include <cstdio>\n__global__ void k(int *a, int v) { a[0] = v; }\nint main(int c, char **v) { int *a; cudaMallocManaged(&a, 4); k<<<1, 1>>>(a, c); cudaDeviceSynchronize(); printf("%%d %%s\\n", a[0], c > 2 ? v[2] : "-"); return a[0] == 3 ? 5 : 0; }\n' > r.cu
check "-run --run-args: the program runs, its status is cucc's" \
    "'$CUCC' -run --run-args x,yz r.cu -o pr > rout; [ \$? -eq 5 ] && grep -qx '3 yz' rout"
check "-dryrun prints the commands and builds nothing" \
    "'$CUCC' -dryrun d.cu -o pd 2> dv && [ ! -e pd ] && grep -q '^#\\\$ g++ -E' dv && grep -q '^#\\\$ cucc front end' dv && grep -q -- '-o pd' dv"
check "--list-gpu-arch, --list-gpu-code" \
    "'$CUCC' --list-gpu-arch | grep -qx compute_90 && '$CUCC' --list-gpu-code | grep -qx sm_120"
check "nvcc's long spellings" \
    "mkdir -p inc && printf 'static const int K = 3;\\n' > inc/k.h && '$CUCC' --include-path inc --define-macro Q=1 --undefine-macro Q --library m --library-path . --machine 64 --output-file pl d.cu && [ \"\$(./pl)\" = 3 ]"
printf '#include <cstdio>\n#define S2(...) #__VA_ARGS__\n#define S(...) S2(__VA_ARGS__)\n__global__ void k(int *a) {\n#ifdef __CUDA_ARCH__\n a[0] = __CUDA_ARCH__;\n#endif\n}\nint main() { int *a; cudaMallocManaged(&a, 4); k<<<1, 1>>>(a); cudaDeviceSynchronize(); printf("%%d %%s\\n", a[0], S(__CUDA_ARCH_LIST__)); return 0; }\n' > ar.cu
check "-isystem=DIR (nvcc's -option=value, as CMake writes it)" \
    "mkdir -p sysinc && printf 'static const int KS = 41;\\n' > sysinc/ks.h && printf '#include <ks.h>\\n#include <cstdio>\\nint main() { printf(\"%%d\\\\n\", KS); return 0; }\\n' > si.cu && '$CUCC' -isystem=sysinc -o pi si.cu && [ \"\$(./pi)\" = 41 ]"
check "-arch=sm_80: __CUDA_ARCH__ 800 (the best code for the sm_90 device)" \
    "'$CUCC' -arch=sm_80 ar.cu -o a80 && [ \"\$(./a80)\" = '800 800' ]"
check "-gencode twice: the highest up to sm_90, every one listed" \
    "'$CUCC' -gencode arch=compute_75,code=sm_75 -gencode=arch=compute_100,code=[sm_100,compute_100] -code=sm_86 ar.cu -o ag && [ \"\$(./ag)\" = '860 750,860,1000' ]"
check "an unknown architecture is an error" \
    "! '$CUCC' -arch=sm_bogus ar.cu -o ab 2> e1 && grep -q \"unsupported gpu architecture 'sm_bogus'\" e1 && ! '$CUCC' -arch=sm_50 ar.cu -o ab 2> e2"
printf '#include <cstdio>\n__device__ void put(int *p, long i)\n{\n    p[i] = 1;\n}\n__global__ void k(int *p, long far)\n{\n    put(p, threadIdx.x + far);\n}\nint main() { int *p; cudaMalloc(&p, 64); k<<<1, 32>>>(p, 1L << 40); printf("%%s\\n", cudaGetErrorName(cudaDeviceSynchronize())); return 0; }\n' > fl.cu
check "-lineinfo: a fault names the .cu lines (the device function's, its caller's)" \
    "'$CUCC' -lineinfo fl.cu -o fl && ./fl > o1 2> e1; grep -qx cudaErrorIllegalAddress o1 && grep -q '^cucc:   at .*fl.cu:4\$' e1 && grep -q '^cucc:   inlined into .*fl.cu:8\$' e1 && [ \$(grep -c '^cucc:   ' e1) = 2 ]"
check "-G: the same; without either, no line" \
    "'$CUCC' -G fl.cu -o fg && ./fg 2> e2; grep -q '^cucc:   at .*fl.cu:4\$' e2 && '$CUCC' fl.cu -o fn && ./fn 2> e3; grep -q 'illegal memory access' e3 && ! grep -q '^cucc:   at' e3"
printf -- '-c d.cu\n"-o" '"'"'od.o'"'"'\n' > opts
check "-dlink writes an empty object; --options-file" \
    "'$CUCC' --options-file opts && [ -f od.o ] && '$CUCC' -dlink od.o -o dl.o && [ -z \"\$(nm dl.o)\" ] && g++ od.o dl.o -o pd2 -L'$ROOT/lib' -lcudart && [ \"\$(./pd2)\" = 3 ]"
check "-v prints nvcc's TOP, INCLUDES, LIBRARIES, the architectures and a link line with LIBRARIES" \
    "'$CUCC' -v -arch=sm_80 d.cu -o pv 2> v2 && grep -q '^#\\\$ TOP=' v2 && grep -q '^#\\\$ INCLUDES=' v2 && grep -q -- '-arch compute_80' v2 && lib=\$(sed -n 's/^#\\\$ LIBRARIES= *//p' v2) && [ -n \"\$lib\" ] && grep '^#\\\$ g++' v2 | grep -q -- \"\$lib\""
check "-noeh: host exceptions are errors; -ftemplate-depth=N reaches the host compiler" \
    "printf 'int main() { try { throw 1; } catch (int) {} return 0; }\\n' > eh.cu && '$CUCC' eh.cu -o eh && ! '$CUCC' -noeh eh.cu -o eh2 && printf 'template <int N> struct D { enum { v = D<N - 1>::v + 1 }; };\\ntemplate <> struct D<0> { enum { v = 0 }; };\\nint main() { return D<40>::v - 40; }\\n' > td.cu && '$CUCC' td.cu -o td && ./td && ! '$CUCC' -ftemplate-depth=20 td.cu -o td2"
check "-pg: the program writes gprof's gmon.out; GPU-only options are accepted and change nothing" \
    "'$CUCC' -pg d.cu -o pg && rm -f gmon.out && [ \"\$(./pg)\" = 3 ] && [ -f gmon.out ] && '$CUCC' -lto -nohdinitlist -Wreorder --disable-warnings -Werror all-warnings -split-compile 4 -time t.csv -extra-device-vectorization d.cu -o gpu && [ \"\$(./gpu)\" = 3 ]"
check "-lib: a static library (a.a unless -o) that a program links" \
    "'$CUCC' -lib l.cu && ar t a.a | grep -qx l.o && '$CUCC' --lib l.cu -o libl.a && '$CUCC' m.cu -L. -ll -o m && [ \"\$(./m)\" = 6 ]"
check "-cuda writes X.cu.cpp.ii, the C++ cucc makes, that the host compiler takes" \
    "'$CUCC' -cuda d.cu && grep -q 'void f' d.cu.cpp.ii && [ ! -f a.out ]"
check "--forward-unknown-to-host-compiler / -linker / --forward-unknown-opts" \
    "! '$CUCC' -c d.cu -fno-such-thing-xyz 2>/dev/null && '$CUCC' -c d.cu -pipe -forward-unknown-to-host-compiler && ! '$CUCC' -c d.cu -pipe 2>/dev/null && '$CUCC' d.cu -o fl -Wl,--as-needed --forward-unknown-to-host-linker -rdynamic && [ \"\$(./fl)\" = 3 ] && ! '$CUCC' --forward-unknown-opts -c d.cu -fno-such-thing-xyz 2>err && grep -q 'no-such-thing' err"
check "-v notes each ignored option; an unknown option gets nvcc's message" \
    "'$CUCC' -v -Xptxas -v -maxrregcount=32 -lcudart -c d.cu 2> v.txt && grep -q '^#\\$ cucc: ignored -Xptxas -v: it concerns GPU code' v.txt && grep -q 'ignored -maxrregcount=32' v.txt && grep -q \"ignored -lcudart: cucc's runtime is always linked\" v.txt && ! '$CUCC' -qux d.cu 2> u.txt && [ \"\$(cat u.txt)\" = \"cucc fatal   : Unknown option '-qux'\" ]"
if command -v gdb > /dev/null 2>&1; then
    printf '#include <cstdio>\n__global__ void scale(int *a, int k)\n{\n    int i = threadIdx.x;\n    int v = a[i] * k;\n    a[i] = v;\n}\nint main() { int *a; cudaMallocManaged(&a, 128); for (int i = 0; i < 32; i++) a[i] = i; scale<<<1, 32>>>(a, 3); cudaDeviceSynchronize(); printf("%%d\\n", a[5]); return 0; }\n' > g.cu
    cat > gdb_check.sh <<'GDB'
gdb -q -batch -ex 'break g.cu:6' -ex run -ex 'print threadIdx.x' -ex 'print v' -ex continue \
    -ex 'print threadIdx.x' -ex 'print v' -ex 'print k' ./g > gdb.txt 2>&1 || exit 1
grep -q 'g.cu:6' gdb.txt || exit 1
# thread 0: v = 0; thread 1: v = 3; k = 3
[ "$(grep '^[$][0-9]' gdb.txt | sed 's/.* = //' | tr '\n' ' ')" = '0 0 1 3 3 ' ]
GDB
    check "-G: gdb stops at a .cu line in the CUDA thread; threadIdx, parameters and locals print" \
        "'$CUCC' -G g.cu -o g && timeout 120 bash gdb_check.sh"
    cat > cgdb_check.sh <<GDB
'$ROOT/bin/cucc-gdb' -q -batch -ex 'break scale' -ex run -ex 'cuda thread (7,0,0)' -ex cuda \\
    -ex next -ex next -ex 'print v' -ex 'info cuda threads' -ex 'bt 1' ./g > cgdb.txt 2>&1 || exit 1
grep -q '^kernel scale, block (0,0,0), thread (7,0,0)\$' cgdb.txt &&
grep -q '^[$][0-9]* = 21\$' cgdb.txt &&
grep -q '^  (0,0,0) *(6,0,0) *exited' cgdb.txt &&
grep -q '^[*] (7,0,0) *(7,0,0) *running' cgdb.txt &&
grep -q '^  (8,0,0) *(31,0,0) *not started' cgdb.txt &&
grep -q '^#0  scale(int\*, int)' cgdb.txt
GDB
    check "cucc-gdb: break KERNEL stops in the CUDA thread, cuda thread (x,y,z) moves the focus, info cuda threads, frames named after the kernel" \
        "timeout 120 bash cgdb_check.sh"
else
    echo "driver: gdb check skipped (no gdb installed)"
    [ "${CI:-}" = true ] && { echo "driver: CI must have gdb (.ci/run installs it)"; fail=$((fail + 1)); }
fi
check "-rdc=true -dc, -dlink: __device__ functions and variables across files" \
    "'$CUCC' -rdc=true -dc ra.cu rb.cu && '$CUCC' -dlink ra.o rb.o -o rdl.o && '$CUCC' ra.o rb.o rdl.o -o rp && [ \"\$(./rp)\" = '64 64 denormal denormal' ]"
check "--use_fast_math and -ftz=true flush denormal results and inputs in kernels; -ftz=false keeps them" \
    "'$CUCC' --use_fast_math ra.cu rb.cu -o rf && [ \"\$(./rf)\" = '64 64 flushed flushed' ] && [ \"\$(CUCC_SIMT=fiber ./rf)\" = '64 64 flushed flushed' ] && '$CUCC' -ftz=true ra.cu rb.cu -o rt && [ \"\$(./rt)\" = '64 64 flushed flushed' ] && '$CUCC' --use_fast_math -ftz=false ra.cu rb.cu -o rn && [ \"\$(./rn)\" = '64 64 denormal denormal' ]"
check "-shared: Python ctypes, dlopen and a gcc-linked C program load it (lib/libcucc.so comes with it)" \
    "'$CUCC' -shared bump.cu -o libbump.so && [ \"\$(python3 bump.py)\" = '0 1 1000 500500' ] && gcc bump_dlopen.c -o bd -ldl && [ \"\$(./bd)\" = '0 2 3 4' ] && gcc bump_linked.c -o bl -L. -lbump -Wl,-rpath,\"\$PWD\" && [ \"\$(./bl)\" = '0 6 7' ]"
check "g++ links host code with -lcudart (the toolkit's library names stand for libcucc)" \
    "printf '#include <cstdio>\\n#include <cuda_runtime_api.h>\\nint main() { int n = 0; void *p; cudaGetDeviceCount(&n); printf(\"%%d %%d\\\\n\", n, cudaMalloc(&p, 8)); }\\n' > h.cpp && g++ -I'$ROOT/include' h.cpp -o hp -L'$ROOT/lib' -lcudart && [ \"\$(./hp)\" = '1 0' ]"

# Thrust's algorithms on OpenMP threads by default (compile_cu): the device
# system is OMP, libgomp is linked; a -D choice of the system keeps the
# user's; a file without Thrust links no libgomp
if printf '#include <thrust/version.h>\n' | ${CUCC_CXX:-g++} -E -x c++ - >/dev/null 2>&1; then
    cat > th.cu <<'EOF2'
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/sequence.h>
#include <thrust/reduce.h>
int main()
{
    thrust::device_vector<int> v(1000);
    thrust::sequence(v.begin(), v.end());
    printf("system %d sum %d\n", THRUST_DEVICE_SYSTEM, thrust::reduce(v.begin(), v.end()));
    return 0;
}
EOF2
    check "Thrust: the OpenMP device system by default, libgomp linked" \
        "'$CUCC' th.cu -o th && ./th | grep -qx 'system 2 sum 499500' && ldd th | grep -q libgomp"
    check "Thrust: -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_CPP is kept" \
        "'$CUCC' -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_CPP th.cu -o th2 && ./th2 | grep -qx 'system 4 sum 499500'"
    check "Thrust: -c, then the link by cucc and by g++ -lcudart" \
        "'$CUCC' -c th.cu -o th.o && '$CUCC' th.o -o th3 && ./th3 | grep -q 'system 2' && g++ th.o -L'$ROOT/lib' -lcudart -pthread -o th4 && ./th4 | grep -q 'system 2'"
    check "no Thrust: no libgomp" "'$CUCC' d.cu -o dd && ! ldd dd | grep -q libgomp"
fi
cat > fc.cu <<'EOF2'
#include <cstdio>
#include <cstring>
__global__ void mac(const float *a, const float *b, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        o[i] = a[i] * b[i] + a[n - 1 - i] * 3.0f - b[i] * 0.1f;
}
__global__ void dot(const float *a, const float *b, float *o, int n)
{
    __shared__ float s[128];
    float v = 0;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        v += a[i] * b[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (int h = 64; h > 0; h /= 2) {
        if (threadIdx.x < h)
            s[threadIdx.x] += s[threadIdx.x + h];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        o[0] = s[0];
}
int main()
{
    const int n = 4096;
    float *a, *b, *o;
    cudaMallocManaged(&a, n * sizeof(float));
    cudaMallocManaged(&b, n * sizeof(float));
    cudaMallocManaged(&o, (n + 1) * sizeof(float));
    for (int i = 0; i < n; i++) {
        a[i] = 1.0f / (i + 3);
        b[i] = (i % 7) * 0.3f + 0.1f;
    }
    mac<<<n / 128, 128>>>(a, b, o, n);
    dot<<<1, 128>>>(a, b, o + n, n);
    cudaDeviceSynchronize();
    unsigned long long h = 0;
    for (int i = 0; i <= n; i++) {
        unsigned u;
        memcpy(&u, &o[i], 4);
        h = h * 1000003 + u;
    }
    printf("%llx %a %a\n", h, o[5], o[n]);
    return 0;
}
EOF2
if [ "$(uname -m)" = x86_64 ]; then
    check "a build for no CPU: the kernels' entries for x86-64, -v3 and -v4; the baseline's results in every strategy" \
        "'$CUCC' fc.cu -o fc && nm fc | grep -q 'run.*arch_x86_64_v3' && nm fc | grep -q 'run.*arch_x86_64_v4' && '$CUCC' -Xcompiler -mtune=generic fc.cu -o fb && ! nm fb | grep -q arch_x86_64 && ./fc > o1 && ./fb > o2 && cmp -s o1 o2 && CUCC_SIMT=fiber ./fc > o3 && cmp -s o1 o3 && CUCC_SIMT=loop ./fc > o4 && cmp -s o1 o4 && ! '$CUCC' -G -dryrun fc.cu -o fg 2>&1 | grep -q CUCC_ISA_CLONES && ! '$CUCC' -arch=native -dryrun fc.cu -o fg 2>&1 | grep -q CUCC_ISA_CLONES"
    check "... not with -Xcompiler -ffast-math or -Ofast (the clones would sum in their own orders)" \
        "! '$CUCC' -Xcompiler -ffast-math -dryrun fc.cu -o fg 2>&1 | grep -q CUCC_ISA_CLONES && ! '$CUCC' -Xcompiler -Ofast -dryrun fc.cu -o fg 2>&1 | grep -q CUCC_ISA_CLONES"
    if command -v clang++ >/dev/null 2>&1; then
        check "... nor with clang as the host compiler (no target_clones on a flattened function)" \
            "'$CUCC' -ccbin clang++ fc.cu -o fcl 2> /dev/null && ./fcl > o6 && cmp -s o1 o6"
    fi
    if grep -qw avx2 /proc/cpuinfo && grep -qw fma /proc/cpuinfo; then
        check "... which contraction into FMAs would change (x86-64-v3 code with it)" \
            "'$CUCC' -Xcompiler -march=x86-64-v3 -Xcompiler -ffp-contract=fast fc.cu -o fv && ./fv > o5 && ! cmp -s o1 o5"
    fi
fi
echo "driver: $pass passed, $fail failed"
[ $fail -eq 0 ]
