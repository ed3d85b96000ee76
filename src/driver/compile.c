/*
 * The phases of compiling one input, in order:
 *
 *   .cu:  preprocess (system C++ preprocessor, cucc's include/ first,
 *         cuda_runtime.h force-included as nvcc does)
 *         -> lex -> skim
 *         [-> when a user file mentions __CUDA_ARCH__: the device pass
 *             (-D__CUDA_ARCH__=900), lexed, skimmed, merged into the host
 *             pass's tokens (src/front/archpass.c), skimmed again]
 *         -> check -> choose SIMT strategies -> emit C++
 *            (src/front, src/simt, src/emit)
 *         -> system C++ compiler -> object
 *   .c / .cpp: system compiler with cucc's include/ on the path
 *   link: system C++ driver + libcucc.a
 */
#include "driver.h"
#include "front/front.h"
#include "simt/simt.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The front end's word to the compile of its output that the user's code
 * makes no misaligned pointer (src/front/casts.c): a declaration it ends
 * the C++ with, which the driver looks for. */
#define ALIGN_FREE "cucc__align_free"

static char *ccbin_cxx, *ccbin_cc;

/* nvcc's -ccbin: a compiler or the directory holding one.  A C compiler's
 * name stands for its C++ driver (gcc -> g++, clang -> clang++, cc -> c++),
 * which compiles the generated C++ and links. */
void set_host_compiler(const char *ccbin)
{
    char buf[4096];
    size_t n = strlen(ccbin);
    bool dir = n && ccbin[n - 1] == '/';
    if (!dir) {
        FILE *f = NULL;
        snprintf(buf, sizeof buf, "%s/.", ccbin);
        dir = (f = fopen(buf, "r")) != NULL;
        if (f)
            fclose(f);
    }
    if (dir) {
        snprintf(buf, sizeof buf, "%s%sg++", ccbin, ccbin[n - 1] == '/' ? "" : "/");
        ccbin_cxx = strdup(buf);
        snprintf(buf, sizeof buf, "%s%sgcc", ccbin, ccbin[n - 1] == '/' ? "" : "/");
        ccbin_cc = strdup(buf);
        return;
    }
    const char *base = strrchr(ccbin, '/');
    base = base ? base + 1 : ccbin;
    size_t dirlen = (size_t)(base - ccbin);
    static const char *const pairs[][2] = {{"gcc", "g++"}, {"clang", "clang++"}, {"cc", "c++"}};
    ccbin_cxx = strdup(ccbin);
    ccbin_cc = strdup(ccbin);
    for (size_t k = 0; k < sizeof pairs / sizeof *pairs; k++) {
        size_t len = strlen(pairs[k][0]);
        /* gcc, gcc-12, x86_64-linux-gnu-gcc-12; not g++ or clang++ */
        const char *at = strstr(base, pairs[k][0]);
        if (!at || (at[len] && at[len] != '-') || strstr(base, "++"))
            continue;
        snprintf(buf, sizeof buf, "%.*s%.*s%s%s", (int)dirlen, ccbin, (int)(at - base), base,
                 pairs[k][1], at + len);
        free(ccbin_cxx);
        ccbin_cxx = strdup(buf);
        break;
    }
}

static const char *host_cxx(void)
{
    if (ccbin_cxx)
        return ccbin_cxx;
    const char *c = getenv("CUCC_CXX");
    return c && *c ? c : "g++";
}

static const char *host_cc(void)
{
    if (ccbin_cc)
        return ccbin_cc;
    const char *c = getenv("CUCC_CC");
    return c && *c ? c : "gcc";
}

/* A program named `name` on PATH (an absolute path) into buf; false where
 * there is none. */
static bool on_path(const char *name, char *buf, size_t size)
{
    const char *path = getenv("PATH");
    if (strchr(name, '/')) {
        snprintf(buf, size, "%s", name);
        return access(buf, X_OK) == 0;
    }
    for (const char *p = path ? path : ""; *p;) {
        const char *end = strchr(p, ':');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (n) {
            snprintf(buf, size, "%.*s/%s", (int)n, p, name);
            if (access(buf, X_OK) == 0)
                return true;
        }
        p += n + (end != NULL);
    }
    return false;
}

/* memcheck builds (--sanitize) compile with clang where a clang++ is
 * installed with AddressSanitizer's shared runtime and llvm-symbolizer is
 * on PATH (the runtime's source lines): clang instruments the code after
 * its loop vectoriser, gcc before it, where each check (.ASAN_CHECK)
 * clobbers memory and keeps every thread loop scalar (memcheck's median
 * cost on the bench kernels 2.7x against 11-12x: docs/sanitizer.md).  Only
 * where one
 * invocation compiles a single .cu file and links it (objects compiled
 * apart could mix the two compilers' runtimes) with no option for the
 * host compiler but warnings, and only where the file
 * makes no misaligned pointer: clang's alignment checks leave out
 * aggregate copies (a float4 loaded from a misaligned address), so such
 * a file goes back to gcc (compile_cu).  The program links with the
 * shared runtime, found through its rpath.  CUCC_SANITIZE_CXX names the
 * compiler instead ("g++": gcc's AddressSanitizer always); -ccbin and
 * CUCC_CXX choose as for any build. */
static char asan_rt_dir[PATH_MAX];
static bool asan_with_clang;    /* this program's memcheck build is clang's */
static bool asan_clang_asked;   /* by -ccbin or CUCC_CXX: no going back to gcc */

/* The directory of clang++ cxx's shared AddressSanitizer runtime into
 * asan_rt_dir; false where it has none. */
static bool asan_runtime_of(const char *cxx)
{
    char cmd[PATH_MAX + 64], rt[PATH_MAX] = "";
    snprintf(cmd, sizeof cmd, "'%s' -print-file-name=libclang_rt.asan-x86_64.so 2>/dev/null", cxx);
    FILE *f = popen(cmd, "r");
    if (!f)
        return false;
    if (!fgets(rt, sizeof rt, f))
        rt[0] = 0;
    pclose(f);
    rt[strcspn(rt, "\n")] = 0;
    char *slash = strrchr(rt, '/');
    if (rt[0] != '/' || access(rt, R_OK) != 0 || !slash)
        return false;
    *slash = 0;
    snprintf(asan_rt_dir, sizeof asan_rt_dir, "%s", rt);
    return true;
}

void choose_sanitizer_compiler(const Options *o)
{
    if (!o->sanitize || o->access_checks)
        return;
    if (strstr(host_cxx(), "clang")) {
        /* the user's clang: its runtime, shared, whatever the inputs */
        asan_with_clang = asan_clang_asked = asan_runtime_of(host_cxx());
        return;
    }
    if (ccbin_cxx || (getenv("CUCC_CXX") && *getenv("CUCC_CXX")))
        return;
    const char *want = getenv("CUCC_SANITIZE_CXX");
    static const char *const names[] = {"clang++", "clang++-19", "clang++-18", "clang++-17",
                                        "clang++-16", "clang++-15", "clang++-14"};
    char cxx[PATH_MAX], sym[PATH_MAX];
    bool found = false;
    if (want && *want) {
        if (!strstr(want, "clang")) {
            set_host_compiler(want);
            return;
        }
        found = on_path(want, cxx, sizeof cxx);
    }
    for (size_t k = 0; !found && !(want && *want) && k < sizeof names / sizeof *names; k++)
        found = on_path(names[k], cxx, sizeof cxx);
    bool one_cu = o->inputs.n == 1 && o->cu_inputs.n == 1;
    /* options for the host compiler, beyond warnings, are gcc's (-fopenmp
     * would want clang's libomp) */
    for (int i = 0; i < o->host_flags.n; i++)
        if (strncmp(o->host_flags.v[i], "-W", 2) && strcmp(o->host_flags.v[i], "-w"))
            return;
    if (!found || !on_path("llvm-symbolizer", sym, sizeof sym) || !one_cu || o->compile_only || o->lib ||
        o->cuda_only || o->dump || o->preprocess_only || o->deps == DEPS_ONLY || !asan_runtime_of(cxx))
        return;
    set_host_compiler(cxx);
    asan_with_clang = true;
}

/* Back to the default compiler (gcc) for this memcheck build. */
static void sanitize_with_gcc(void)
{
    asan_with_clang = false;
    free(ccbin_cxx);
    free(ccbin_cc);
    ccbin_cxx = ccbin_cc = NULL;
}

/* -MD/-MMD while compiling src into obj: the dependency file (-MF, else
 * obj with .d for its suffix) and target (-MT, else obj). */
static void push_deps(const Options *o, StrList *a, const char *obj)
{
    if (o->deps != DEPS_WITH_COMPILE)
        return;
    strlist_push(a, o->deps_user_only ? "-MMD" : "-MD");
    if (o->deps_phony)
        strlist_push(a, "-MP");
    strlist_push(a, "-MF");
    if (o->dep_file) {
        strlist_push(a, o->dep_file);
    } else {
        /* next to the object; for a program, whose objects are
         * temporary, in the current directory */
        char buf[4096];
        const char *base = strrchr(obj, '/');
        snprintf(buf, sizeof buf, "%s", o->compile_only || !base ? obj : base + 1);
        char *slash = strrchr(buf, '/'), *dot = strrchr(buf, '.');
        if (dot && (!slash || dot > slash))
            *dot = '\0';
        strncat(buf, ".d", sizeof buf - strlen(buf) - 1);
        strlist_push(a, strdup(buf));
    }
    strlist_push(a, "-MT");
    strlist_push(a, o->dep_target ? o->dep_target : obj);
}

/* The architecture device code is compiled for (__CUDA_ARCH__ / 10): the
 * device is an sm_90, so, as the CUDA runtime picks code for it, the
 * highest architecture named up to 90; none named: 90; all above: the
 * lowest (a GPU of 9.0 would have no code to run). */
static int device_arch(const Options *o)
{
    int best = 0, lowest = 0;
    for (int i = 0; i < o->narchs; i++) {
        int v = o->archs[i];
        if (v <= 90 && v > best)
            best = v;
        if (!lowest || v < lowest)
            lowest = v;
    }
    return best ? best : lowest ? lowest : 90;
}

/* Are the kernels' loop and region entries compiled for several
 * instruction sets, the one of the machine picked at run time
 * (include/cucc/kernel.hpp, CUCC_ENTRY_ISA)?  On x86-64, in an optimised
 * build for no CPU in particular: not with -arch=native or a -m option of
 * the user's (their choice stands), not in -O0 or -G builds (gdb's
 * breakpoints), nor in the sanitizer builds, nor with --use_fast_math
 * (whose contraction would make the clones' results differ from the fiber
 * entry's). */
static bool isa_clones(const Options *o)
{
#ifdef __x86_64__
    /* and not with options that let each clone round its own way
     * (reassociation vectorises a sum at the clone's width), nor with
     * clang, which refuses target_clones on a flattened function */
    static const char *const fp[] = { "-ffast-math", "-Ofast", "-funsafe-math-optimizations",
                                      "-fassociative-math", "-freciprocal-math", "-ffp-contract" };
    char opt = o->opt ? o->opt : o->device_debug ? '0' : '3';
    if (o->native || opt == '0' || o->sanitize || o->access_checks || o->fast_math ||
        strstr(host_cxx(), "clang"))
        return false;
    for (int i = 0; i < o->host_flags.n; i++) {
        if (!strncmp(o->host_flags.v[i], "-m", 2))
            return false;
        for (size_t k = 0; k < sizeof fp / sizeof *fp; k++)
            if (!strncmp(o->host_flags.v[i], fp[k], strlen(fp[k])))
                return false;
    }
    return true;
#else
    (void)o;
    return false;
#endif
}

/* Macros nvcc defines for every .cu compilation (host side). */
static void push_cuda_defines(const Options *o, StrList *a)
{
    if (isa_clones(o))
        strlist_push(a, "-DCUCC_ISA_CLONES=1");
    strlist_push(a, "-D__CUDACC__");
    strlist_push(a, "-D__NVCC__");
    strlist_push(a, "-D__CUCC__=1");
    /* racecheck/initcheck: the loop and region entries name their threads
     * (include/cucc/kernel.hpp, cucc__access_at) */
    if (o->access_checks)
        strlist_push(a, "-D__CUCC_ACCESS_HOOKS__=1");
    /* the architecture of device code (what __CUDA_ARCH__ is there), in
     * host code too: include/cub/util_arch.cuh */
    char arch[40];
    snprintf(arch, sizeof arch, "-D__CUCC_ARCH__=%d", device_arch(o) * 10);
    strlist_push(a, strdup(arch));
    /* __CUDA_ARCH_LIST__: every architecture named, ascending, times 10 */
    char list[512] = "-D__CUDA_ARCH_LIST__=";
    int done[32], ndone = 0;
    if (!o->narchs)
        strcat(list, "900");
    for (int round = 0; round < o->narchs; round++) {
        int next = 0;
        for (int i = 0; i < o->narchs; i++) {
            bool seen = false;
            for (int k = 0; k < ndone; k++)
                seen |= done[k] == o->archs[i];
            if (!seen && (!next || o->archs[i] < next))
                next = o->archs[i];
        }
        if (!next)
            break;
        done[ndone++] = next;
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%d", round ? "," : "", next * 10);
    }
    strlist_push(a, strdup(list));
    strlist_push(a, "-D__CUDACC_VER_MAJOR__=13");
    strlist_push(a, "-D__CUDACC_VER_MINOR__=0");
    strlist_push(a, "-D__CUDACC_VER_BUILD__=0");
    strlist_push(a, "-D__CUDA_API_VER_MAJOR__=13");
    strlist_push(a, "-D__CUDA_API_VER_MINOR__=0");
    /* -ftz=true (or --use_fast_math without -ftz=false): the kernels run
     * with denormals flushed to zero (kernel.hpp registers it, sched.c
     * sets the FPU's mode around their blocks) */
    if (o->ftz == 1 || (o->ftz < 0 && o->fast_math))
        strlist_push(a, "-D__CUCC_FTZ__=1");
    /* MTGP32's parameter table is the toolkit's (include/curand_mtgp32dc_p_11213.h) */
    const char *mtgp = toolkit_header("curand_mtgp32dc_p_11213.h", "mtgp32dc_params_fast_11213[]");
    if (mtgp) {
        size_t n = strlen(mtgp) + 40;
        char *d = malloc(n);
        snprintf(d, n, "-D__CUCC_MTGP32_PARAMS=\"%s\"", mtgp);
        strlist_push(a, d);
    }
}

static void push_std(const Options *o, StrList *a, bool is_c)
{
    char buf[64];
    if (is_c) {
        if (o->std && strncmp(o->std, "c++", 3) != 0) {
            snprintf(buf, sizeof buf, "-std=%s", o->std);
            strlist_push(a, buf);
        }
        return;
    }
    snprintf(buf, sizeof buf, "-std=%s", o->std && !strncmp(o->std, "c++", 3) ? o->std : "gnu++17");
    if (o->std && !strncmp(o->std, "c++", 3))
        snprintf(buf, sizeof buf, "-std=gnu++%s", o->std + 3);
    strlist_push(a, buf);
}

/* A cucc built with `make SAN=...` has an instrumented libcucc.a: the
 * programs it builds are compiled and linked with the same sanitizers. */
static void push_runtime_sanitizer(StrList *a)
{
#ifdef CUCC_SANITIZE
    strlist_push(a, "-fsanitize=" CUCC_SANITIZE);
    strlist_push(a, "-fno-omit-frame-pointer");
#else
    (void)a;
#endif
}

/* --sanitize: AddressSanitizer checks every access of host and device
 * code (src/rt/sanitize.c turns its reports into cucc-sanitizer's) and
 * goes on after one, as memcheck does; -g for the source lines. */
static void push_user_sanitizer(const Options *o, StrList *a, bool link)
{
    if (o->access_checks && !link) {
        /* racecheck/initcheck: ThreadSanitizer's instrumentation calls
         * for every access, answered by src/rt/access_hooks.c, not by
         * ThreadSanitizer's runtime (nothing more at the link) */
        strlist_push(a, "-fsanitize=thread");
        strlist_push(a, "--param=tsan-instrument-func-entry-exit=0");
        /* volatile accesses through hooks of their own (no race between
         * blocks: access_hooks.c) */
        strlist_push(a, "--param=tsan-distinguish-volatile=1");
        strlist_push(a, "-Wno-tsan");
        /* a hook's return address is the access's code, not the caller
         * of a function whose last act it is */
        strlist_push(a, "-fno-optimize-sibling-calls");
        strlist_push(a, "-g");
    }
    if (!o->sanitize)
        return;
    strlist_push(a, "-fsanitize=address");
    if (link && asan_with_clang) {
        char rpath[PATH_MAX + 16];
        snprintf(rpath, sizeof rpath, "-Wl,-rpath,%s", asan_rt_dir);
        strlist_push(a, "-shared-libasan");
        strlist_push(a, rpath);
    }
    if (!link)
        /* locals used after their scope: not memcheck's (compute-sanitizer
         * checks a thread's local memory as a whole); its poisoning of every
         * addressed local at each entry to its block cost nbody 2x */
        strlist_push(a, "-fno-sanitize-address-use-after-scope");
    if (!link && o->align_free) {
        /* no pointer of the program's can be misaligned (src/front/casts.c);
         * each thread's access checked on its own, as the alignment checks
         * had kept them (a vector of 8 threads' stores is one report) */
        strlist_push(a, "-fsanitize-recover=address");
        if (!asan_with_clang)
            strlist_push(a, "-fno-tree-vectorize");     /* clang's: push_codegen */
        strlist_push(a, "-fno-omit-frame-pointer");
        strlist_push(a, "-g");
    } else if (!link) {
        /* misaligned accesses: the runtime answers UBSan's calls (sanitize.c) */
        strlist_push(a, "-fsanitize=alignment");
        strlist_push(a, "-fsanitize-recover=address,alignment");
        strlist_push(a, "-fno-omit-frame-pointer");
        strlist_push(a, "-g");
    }
}

static void push_codegen(const Options *o, StrList *a, char default_opt)
{
    push_runtime_sanitizer(a);
    push_user_sanitizer(o, a, false);
    char buf[8];
    char opt = o->opt ? o->opt : o->device_debug ? '0' : default_opt;
    snprintf(buf, sizeof buf, "-O%c", opt);
    strlist_push(a, buf);
    if (o->sanitize && asan_with_clang) {
        /* one thread's accesses stay apart (a report names the access's
         * size), the thread loops of the region and loop entries ask for
         * vectors (tu.vec_pragma, CUCC_VEC_LOOP), and a report from one
         * runs its block again on fibers (src/rt/sanitize.c).  After -O:
         * clang 14's -O3 turns the vectorisers back on. */
        strlist_push(a, "-fno-vectorize");
        strlist_push(a, "-fno-slp-vectorize");
        strlist_push(a, "-Wno-pass-failed");
    }
    if (o->debug)
        strlist_push(a, "-g");
    else if (o->lineinfo)
        strlist_push(a, "-g1");
    if (o->native)
        strlist_push(a, "-march=native");
    if (o->no_fmad)
        strlist_push(a, "-ffp-contract=off");
    /* CUDA programs type-pun through pointer casts (shared-memory carving,
     * reinterpretation of device buffers) that nvcc compiles as intended. */
    strlist_push(a, "-fno-strict-aliasing");
    /* A barrier or warp collective as a kernel's last call would be a
     * jump, its return address the runtime's fiber start: synccheck
     * (src/rt/barrier.c) and __activemask tell calls apart by it. */
    strlist_push(a, "-fno-optimize-sibling-calls");
    /* Loops on 64-byte boundaries: a thread loop's speed otherwise moves
     * with where the linker happens to put it (bench/scan.cu on the 2-core
     * EPYC: 11.3 or 14.7 ms for one object, 16 bytes apart; docs/design.md) */
    if (opt != '0')
        strlist_push(a, "-falign-loops=64");
    strlist_push(a, "-pthread");
    if (o->module || o->shared)
        strlist_push(a, "-fPIC");
    /* nvcc's --use_fast_math trades accuracy in device math (fast
     * intrinsics, flush to zero, approximate division) but keeps IEEE
     * semantics for NaN tests and pow(); -ffast-math would not, so only
     * contraction and errno are relaxed here and the device library sees
     * __USE_FAST_MATH__. */
    if (o->fast_math) {
        strlist_push(a, "-ffp-contract=fast");
        strlist_push(a, "-fno-math-errno");
    }
    strlist_append(a, &o->host_flags);
}

/* How a .cu file is preprocessed, up to the input: as C++, with nvcc's
 * macros, the user's -I/-D/-U and -Xcompiler options (which define macros
 * as they would under nvcc: -fopenmp _OPENMP, -march=... __AVX2__, -DX X),
 * cucc's headers and cuda_runtime.h forced in. */
static void push_cu_preprocessing(const Options *o, StrList *a)
{
    strlist_push(a, "-x");
    strlist_push(a, "c++");
    push_std(o, a, false);
    push_cuda_defines(o, a);
    strlist_append(a, &o->cpp_flags);
    strlist_append(a, &o->host_flags);
    strlist_push(a, "-isystem");
    strlist_push(a, cucc_include_dir());
    strlist_push(a, "-include");
    strlist_push(a, "cuda_runtime.h");
}

/* The CUB device-wide headers whose algorithms cucc runs on the host
 * (include/cucc/cub_config.h), bit i of CUCC_CUB_HOST_ALGOS for entry i */
static const char *const cub_host_headers[] = {
    "cub/device/device_radix_sort.cuh\"", "cub/device/device_select.cuh\"",
    "cub/device/device_partition.cuh\"", "cub/device/device_run_length_encode.cuh\"",
    "cub/device/device_reduce.cuh\"", "cub/device/device_scan.cuh\"",
    "cub/device/device_histogram.cuh\"",
};

/* Does the program put CUB in a namespace of its own (CUB_NS_PREFIX,
 * CUB_WRAPPED_NAMESPACE): a line of the preprocessed file that opens
 * another namespace before `namespace cub`?  cucc's host algorithms are
 * written for ::cub. */
static bool cub_wrapped(const char *buf, long len)
{
    const char *end = buf + len;
    for (const char *p = buf; (p = memmem(p, (size_t)(end - p), "namespace cub {", 15)) != NULL; p += 15) {
        /* the prefix's expansion: on the same line, or on the last line
         * before it that is neither blank nor a line marker */
        const char *line = p, *prev = NULL, *q;
        while (line > buf && line[-1] != '\n')
            line--;
        for (const char *next = line; next > buf && !prev; next = q) {
            for (q = next - 1; q > buf && q[-1] != '\n'; q--)
                ;
            const char *t = q;
            while (t < next && (*t == ' ' || *t == '\t'))
                t++;
            if (t < next - 1 && *t != '#')
                prev = q;
        }
        if (memmem(line, (size_t)(p - line), "namespace", 9) ||
            (prev && memmem(prev, (size_t)(line - prev), "namespace", 9) &&
             !memmem(prev, (size_t)(line - prev), "namespace cub", 13)))
            return true;
    }
    return false;
}

/* 0 where the preprocessed file does not include CUB, else 1 plus, from
 * bit 1 on, the headers of cub_host_headers it includes (none where CUB
 * is wrapped in a namespace of the program's) */
static int includes_cub(const char *ii)
{
    long len;
    char *buf = read_file(ii, &len);
    int yes = buf && memmem(buf, (size_t)len, "cub/util_arch.cuh\"", 18) != NULL;
    if (yes && !cub_wrapped(buf, len))
        for (int i = 0; i < (int)(sizeof cub_host_headers / sizeof *cub_host_headers); i++)
            if (memmem(buf, (size_t)len, cub_host_headers[i], strlen(cub_host_headers[i])))
                yes |= 2 << i;
    free(buf);
    return yes;
}

static int preprocess_cu_with(const Options *o, const char *src, const char *out, bool device,
                              const char *obj, int cub);

/* Does the preprocessed file include Thrust, compiled by g++ without
 * OpenMP and with no device system chosen on the command line?  Its
 * device system is then OpenMP's (include/thrust/detail/config/
 * device_system.h), the algorithms parallel over the host's cores, where
 * they would run on the calling thread alone. */
static bool thrust_wants_openmp(const Options *o, const char *ii)
{
    if (strstr(host_cxx(), "clang"))
        return false;
    for (int i = 0; i < o->host_flags.n; i++)
        if (!strncmp(o->host_flags.v[i], "-fopenmp", 8) || !strncmp(o->host_flags.v[i], "-fno-openmp", 11))
            return false;
    for (int i = 0; i < o->cpp_flags.n; i++)
        if (strstr(o->cpp_flags.v[i], "THRUST_DEVICE_SYSTEM"))
            return false;
    long len;
    char *buf = read_file(ii, &len);
    bool yes = buf && memmem(buf, (size_t)len, "thrust/detail/config/device_system.h\"", 37) != NULL;
    free(buf);
    return yes;
}

/* The host pass; with `device`, the device pass (nvcc's for sm_90), which
 * front_end runs only for files that mention __CUDA_ARCH__.  A file that
 * includes CUB is preprocessed again with cucc/cub_config.h forced in. */
static int preprocess_cu(const Options *o, const char *src, const char *out, bool device,
                         const char *obj)
{
    int rc = preprocess_cu_with(o, src, out, device, obj, 0);
    int cub = rc == 0 && out ? includes_cub(out) : 0;
    if (cub)
        rc = preprocess_cu_with(o, src, out, device, obj, cub);
    return rc;
}

/* cub: 0, or includes_cub's answer: cucc/cub_config.h forced in, with
 * the algorithms of the headers found on the host (CUCC_CUB_HOST_ALGOS,
 * include/cucc/cub_host.h) */
static int preprocess_cu_with(const Options *o, const char *src, const char *out, bool device,
                              const char *obj, int cub)
{
    StrList a = {0};
    strlist_push(&a, host_cxx());
    strlist_push(&a, "-E");
    strlist_push(&a, "-D__CUCC_FRONTEND__");
    /* `extern "C"__global__` is no literal suffix to nvcc (src/front/lex.c) */
    strlist_push(&a, strstr(host_cxx(), "clang") ? "-Wno-unknown-warning-option" : "-Wno-literal-suffix");
    if (device) {
        char arch[64];
        snprintf(arch, sizeof arch, "-D__CUDA_ARCH__=%d", device_arch(o) * 10);
        strlist_push(&a, strdup(arch));
        strlist_push(&a, "-DCUDA_DOUBLE_MATH_FUNCTIONS");
    }
    push_cu_preprocessing(o, &a);
    if (cub >> 1) {
        char algos[64];
        snprintf(algos, sizeof algos, "-DCUCC_CUB_HOST_ALGOS=%d", cub >> 1);
        strlist_push(&a, strdup(algos));
    }
    if (cub) {
        strlist_push(&a, "-include");
        strlist_push(&a, "cucc/cub_config.h");
    }
    /* __SANITIZE_ADDRESS__ / __SANITIZE_THREAD__ as the compile will see */
    if (o->sanitize)
        strlist_push(&a, "-fsanitize=address");
    if (o->access_checks)
        strlist_push(&a, "-fsanitize=thread");
    if (!device && obj)
        push_deps(o, &a, obj);
    strlist_push(&a, src);
    if (out) {
        strlist_push(&a, "-o");
        strlist_push(&a, out);
    }
    return run_command(&a, o->verbose);
}

int preprocess_only(const Options *o, const char *src)
{
    return preprocess_cu(o, src, o->output, false, NULL);
}

/* -M / -MM: the preprocessor's dependency rule for src (a .cu file with
 * cuda_runtime.h forced in, as it is compiled), target stem.o or -MT. */
int dependencies_only(const Options *o, const char *src)
{
    StrList a = {0};
    strlist_push(&a, host_cxx());
    strlist_push(&a, o->deps_user_only ? "-MM" : "-M");
    if (o->deps_phony)
        strlist_push(&a, "-MP");
    if (o->dep_target) {
        strlist_push(&a, "-MT");
        strlist_push(&a, o->dep_target);
    }
    if (o->dep_file) {
        strlist_push(&a, "-MF");
        strlist_push(&a, o->dep_file);
    }
    push_cu_preprocessing(o, &a);
    strlist_push(&a, src);
    if (o->output && !o->dep_file) {
        strlist_push(&a, "-o");
        strlist_push(&a, o->output);
    }
    return run_command(&a, o->verbose);
}

/* The device pass of src, lexed and skimmed into d (src/front/archpass.c). */
static bool device_pass(const Options *o, const char *src, const char *dev_ii, TU *d)
{
    if (preprocess_cu(o, src, dev_ii, true, NULL))
        return false;
    long len;
    char *buf = read_file(dev_ii, &len);
    if (!buf) {
        fprintf(stderr, "cucc: cannot read %s\n", dev_ii);
        return false;
    }
    d->path = src;
    if (!lex_buffer(buf, (size_t)len, src, &d->toks))
        return false;
    ptx_lower(d);
    elaborate_member_typedefs(d);
    skim_tu(d);
    return true;
}

/* Writes calls of small warp functions into their callers
 * (src/simt/inline.c), rounds of it for calls within such functions, and
 * parses the result again.  Should that parse fail (the pass's fault), the
 * tokens go back as they were, and only that parse's messages are lost. */
static void inline_warp_calls(TU *tu)
{
    bool arch = tokens_mention_arch(&tu->toks);
    TokenArray before = {0}, old;
    for (int round = 0; round < 3 && simt_inline_calls(tu, arch, &old); round++) {
        if (before.v)
            free(old.v);
        else
            before = old;       /* the tokens as the user wrote them */
        int errors = diag_error_count();
        diag_quiet(true);
        names_reset();
        skim_tu(tu);
        bool ok = check_tu(tu) && diag_error_count() == errors;
        diag_quiet(false);
        diag_forget_errors(errors);
        if (!ok) {
            free(tu->toks.v);
            tu->toks = before;
            names_reset();
            skim_tu(tu);
            check_tu(tu);
            return;
        }
    }
    free(before.v);
}

static int front_end(const Options *o, const char *src, const char *ii, const char *dev_ii,
                     const char *cpp)
{
    long len;
    char *buf = read_file(ii, &len);
    if (!buf) {
        fprintf(stderr, "cucc: cannot read %s\n", ii);
        return 1;
    }
    TU tu = {0};
    tu.path = src;
    if (getenv("CUCC_TEST_FRONTEND_SIGNAL"))     /* tests/run_diag.sh */
        raise(SIGSEGV);
    if (!lex_buffer(buf, (size_t)len, src, &tu.toks))
        return 1;
    if (o->dump && !strcmp(o->dump, "tokens")) {
        dump_tokens(&tu, stdout);
        return 0;
    }
    ptx_lower(&tu);
    elaborate_member_typedefs(&tu);
    if (diag_error_count() || !check_groups(&tu))
        return 1;
    skim_tu(&tu);
    if (tokens_mention_arch(&tu.toks)) {
        TU dev = {0};
        if (!device_pass(o, src, dev_ii, &dev))
            return 1;
        arch_merge(&tu, &dev);
    }
    if (o->dump && !strcmp(o->dump, "decls")) {
        dump_decls(&tu, stdout);
        return 0;
    }
    if (o->dump && !strcmp(o->dump, "ast")) {
        dump_ast(&tu, stdout);
        return 0;
    }
    bool ok = check_tu(&tu) && diag_error_count() == 0;
    if (!ok)
        return 1;
    if (!o->device_debug && !o->no_regions && !o->sanitize && !o->access_checks &&
        !getenv("CUCC_NO_INLINE"))
        inline_warp_calls(&tu);
    tu.guard_shared = o->sanitize || o->access_checks;
    tu.vec_pragma = o->sanitize && asan_with_clang;
    tu.access_hooks = o->access_checks;
    simt_plan_lockstep(&tu);
    if (!o->device_debug) {     /* -G: fibers, each CUDA thread a frame of the kernel's own code */
        simt_choose(&tu);
        if (!o->no_regions)
            simt_plan_regions(&tu);
    }
    if (o->dump && !strcmp(o->dump, "simt")) {
        dump_simt(&tu, stdout);
        return 0;
    }
    FILE *f = (o->dump && !strcmp(o->dump, "cpp")) ? stdout : fopen(cpp, "w");
    if (!f) {
        perror(cpp);
        return 1;
    }
    ok = emit_tu(&tu, f) && diag_error_count() == 0;
    if (ok && o->sanitize && !tokens_cast_pointers(&tu.toks))
        /* the compile leaves out -fsanitize=alignment (ALIGN_FREE) */
        fprintf(f, "static const int " ALIGN_FREE " __attribute__((unused)) = 1;\n");
    if (f != stdout && fclose(f) != 0)
        ok = false;
    return ok ? 0 : 1;
}

/* The front end alone on an already preprocessed file, output to out
 * (tests/fuzz: the fuzz target's whole work).  Exit status as cucc's. */
int cucc_front_end_file(const char *ii, const char *out)
{
    Options o = {0};
    return front_end(&o, ii, ii, "/nonexistent.ii", out);
}

/* The front end keeps a translation unit's names and declarations in
 * globals, so each .cu file of a command line goes through it in a process
 * of its own (`cucc a.cu b.cu -o prog`). */
static int front_end_isolated(const Options *o, const char *src, const char *ii,
                              const char *dev_ii, const char *cpp)
{
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0)
        return front_end(o, src, ii, dev_ii, cpp);
    if (pid == 0) {
        int rc = front_end(o, src, ii, dev_ii, cpp);
        fflush(stdout);
        fflush(stderr);
        _exit(rc);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return 1;
    if (WIFSIGNALED(status)) {
        fprintf(stderr, "cucc: internal error: the front end died of signal %d (%s) on %s; "
                        "please report this\n", WTERMSIG(status), strsignal(WTERMSIG(status)), src);
        return 1;
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

static bool file_mentions(const char *path, const char *s);
static int copy_file(const char *from, const char *to);
static int compile_cpp(const Options *o, const char *cpp, const char *obj, const char *err_path);

int compile_cu(const Options *o, const char *src, const char *obj, const char *tmp, StrList *temps)
{
    const Options *o0 = o;
    char *stem = path_stem(src);
    char name[4096];
    const char *dir = o->keep ? (o->keep_dir ? o->keep_dir : ".") : tmp;
    snprintf(name, sizeof name, "%s.cucc.ii", stem);
    char *ii = path_join(dir, name);
    snprintf(name, sizeof name, "%s.cucc.dev.ii", stem);
    char *dev_ii = path_join(dir, name);
    snprintf(name, sizeof name, "%s.cucc.cpp", stem);
    char *cpp = path_join(dir, name);
    if (!o->keep) {
        strlist_push(temps, ii);
        strlist_push(temps, dev_ii);
        strlist_push(temps, cpp);
    }

    int rc = preprocess_cu(o, src, ii, false, obj);
    if (rc)
        return rc;
    Options omp;
    if (!cucc_dry_run && thrust_wants_openmp(o, ii)) {
        /* Thrust's device system on OpenMP threads (its header picks it
         * when _OPENMP is defined): preprocessed again, compiled with
         * -fopenmp; the link takes libgomp as needed (link_program) */
        omp = *o;
        omp.host_flags = (StrList){0};
        strlist_append(&omp.host_flags, &o->host_flags);
        strlist_push(&omp.host_flags, "-fopenmp");
        o = &omp;
        rc = preprocess_cu(o, src, ii, false, obj);
        if (rc)
            return rc;
    }
    if (cucc_dry_run || o->verbose) {
        /* the architectures as nvcc's -v shows them (cicc -arch
         * compute_NN, which CMake reads for its default) */
        fprintf(stderr, "#$ cucc front end");
        for (int i = 0; i < o->narchs; i++)
            fprintf(stderr, " -arch compute_%d", o->archs[i]);
        if (!o->narchs)
            fprintf(stderr, " -arch compute_90");
        fprintf(stderr, ": %s -> %s\n", ii, cpp);
    }
    if (cucc_dry_run)   /* nothing was preprocessed */
        return compile_cpp(o, cpp, obj, NULL);
    rc = front_end_isolated(o, src, ii, dev_ii, cpp);
    if (rc || o->dump)
        return rc;
    if (o->cuda_only)       /* -cuda: the C++ is the output */
        return copy_file(cpp, obj);
    snprintf(name, sizeof name, "%s.cucc.err", stem);
    char *err = path_join(tmp, name);
    strlist_push(temps, err);
    if (asan_with_clang && !asan_clang_asked && !file_mentions(cpp, ALIGN_FREE)) {
        sanitize_with_gcc();    /* its alignment checks are gcc's */
        return compile_cu(o0, src, obj, tmp, temps);
    }
    Options unaligned;
    if (o->sanitize && file_mentions(cpp, ALIGN_FREE)) {
        unaligned = *o;
        unaligned.align_free = true;
        o = &unaligned;
    }
    rc = compile_cpp(o, cpp, obj, err);
    if (rc && asan_with_clang && !asan_clang_asked) {
        /* clang refused what cucc chose it for: memcheck's build is gcc's,
         * and so are the messages, as without --sanitize */
        sanitize_with_gcc();
        return compile_cu(o0, src, obj, tmp, temps);
    }
    if (rc && !o->no_regions && (file_mentions(cpp, "cucc__reg_") || file_mentions(cpp, "cucc__rf"))) {
        /* The region form is new code of cucc's for the user's kernels
         * (and the functions they call that wait, cucc__rf<id>, written
         * even where no kernel calls them): should the C++ compiler reject
         * it, the file is compiled again
         * without regions (fibers and thread loops), and only that
         * compile's messages are the user's. */
        Options retry = *o;
        retry.no_regions = true;
        rc = front_end_isolated(&retry, src, ii, dev_ii, cpp);
        if (rc)
            return rc;
        rc = compile_cpp(o, cpp, obj, err);
        if (rc == 0)
            fprintf(stderr, "cucc: warning: %s: the region form of its kernels did not compile; "
                            "they run on fibers (please report this)\n", src);
    }
    bool users = print_host_diagnostics(err, src);
    if (rc && !users) {
        /* No message is about the user's file: the generated code is
         * wrong.  It stays where it is for the report. */
        for (int i = 0; i < temps->n; i++)
            if (!strcmp(temps->v[i], cpp))
                temps->v[i] = err;      /* removed twice: harmless */
        fprintf(stderr, "cucc: internal error: the C++ generated for %s does not compile; it is "
                        "kept as %s; please report this\n", src, cpp);
    }
    return rc;
}

static int copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = in ? fopen(to, "wb") : NULL;
    char buf[65536];
    size_t n;
    int rc = in && out ? 0 : 1;
    while (!rc && (n = fread(buf, 1, sizeof buf, in)) > 0)
        rc = fwrite(buf, 1, n, out) != n;
    if (in) fclose(in);
    if (out && fclose(out)) rc = 1;
    if (rc)
        fprintf(stderr, "cucc: error: cannot write '%s'\n", to);
    return rc;
}

/* Does file path contain s? */
static bool file_mentions(const char *path, const char *s)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char buf[65536];
    size_t keep = strlen(s) - 1, n = 0;
    bool found = false;
    for (;;) {
        size_t got = fread(buf + n, 1, sizeof buf - 1 - n, f);
        if (!got)
            break;
        n += got;
        buf[n] = 0;
        if (strstr(buf, s)) {
            found = true;
            break;
        }
        if (n > keep) {
            memmove(buf, buf + n - keep, keep);
            n = keep;
        }
    }
    fclose(f);
    return found;
}

/* The generated C++ of a .cu file to an object; the compiler's messages
 * to err_path if given. */
static int compile_cpp(const Options *o, const char *cpp, const char *obj, const char *err_path)
{
    StrList a = {0};
    strlist_push(&a, host_cxx());
    strlist_push(&a, "-x");
    if (strstr(host_cxx(), "clang")) {
        strlist_push(&a, "c++-cpp-output");     /* clang's -fpreprocessed */
        /* the generated code's pragmas name gcc's warnings */
        strlist_push(&a, "-Wno-unknown-warning-option");
    } else {
        strlist_push(&a, "c++");
        strlist_push(&a, "-fpreprocessed");
    }
    push_std(o, &a, false);
    push_codegen(o, &a, '3');      /* nvcc optimises device code at -O3 */
    /* no contraction into FMAs in the entries' clones: they compute what
     * the baseline x86-64 code (which has no FMA) computes */
    if (isa_clones(o))
        strlist_push(&a, "-ffp-contract=off");
    /* Device math never sets errno (CUDA has none); without this, every
     * sqrtf is a branch and a call the vectoriser cannot take.  Host code
     * of the same file shares the setting. */
    strlist_push(&a, "-fno-math-errno");
    if (o->module || o->shared)
        strlist_push(&a, "-fno-gnu-unique");   /* see link_program */
    strlist_push(&a, "-c");
    strlist_push(&a, cpp);
    strlist_push(&a, "-o");
    strlist_push(&a, obj);
    return run_command_to(&a, o->verbose, err_path);
}

int compile_host_source(const Options *o, const char *src, const char *obj, bool is_c)
{
    StrList a = {0};
    strlist_push(&a, is_c ? host_cc() : host_cxx());
    push_std(o, &a, is_c);
    push_codegen(o, &a, '0');
    if (!is_c && (o->module || o->shared))
        strlist_push(&a, "-fno-gnu-unique");   /* see link_program */
    strlist_append(&a, &o->cpp_flags);
    strlist_push(&a, "-isystem");
    strlist_push(&a, cucc_include_dir());
    push_deps(o, &a, obj);
    strlist_push(&a, "-c");
    strlist_push(&a, src);
    strlist_push(&a, "-o");
    strlist_push(&a, obj);
    return run_command(&a, o->verbose);
}

/* Programs and modules share one copy of the runtime, the program's.  A
 * module (-cubin, docs/driver_api.md) or shared library (-shared) is linked
 * without libcucc: its runtime references stay undefined and resolve, when
 * it is loaded, to the program, which exports all of libcucc for them
 * (-rdynamic, --whole-archive: a module may use parts of the runtime the
 * program itself does not).  -Bsymbolic binds a module's references to its
 * own kernels and variables to its own definitions, even where the program
 * defines the same names, and -fno-gnu-unique (when compiling) keeps the
 * registration objects of kernel templates (include/cucc/kernel.hpp) apart:
 * as STB_GNU_UNIQUE symbols they would be one object for the whole process,
 * so a second module instance would not register its kernels, and the
 * loader would never unload a module. */
static bool links_with(const char *f)
{
    static const char *const prefixes[] = {
        "-fopenmp", "-fsanitize", "-fno-sanitize", "-flto", "-fprofile", "-fcoverage",
        "--coverage", "-pg", "-pthread", "-static", "-rdynamic", "-fuse-ld", "-Wl,", "-L",
        "-l", "-m32", "-m64", "-nostdlib", "-shared-libgcc", "-static-libstdc++",
    };
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (!strncmp(f, prefixes[i], strlen(prefixes[i])))
            return true;
    return false;
}

int link_program(const Options *o, const StrList *objs)
{
    StrList a = {0};
    bool library = o->module || o->shared;
    strlist_push(&a, host_cxx());
    if (library) {
        strlist_push(&a, "-shared");
        strlist_push(&a, "-Wl,-Bsymbolic");
    }
    if (o->debug)
        strlist_push(&a, "-g");
    strlist_push(&a, "-pthread");
    push_runtime_sanitizer(&a);
    push_user_sanitizer(o, &a, true);
    /* Host-compiler options that need their runtime or mode at link time
     * too, as nvcc passes them: -fopenmp, -fsanitize=..., -pg, -static. */
    for (int i = 0; i < o->host_flags.n; i++)
        if (links_with(o->host_flags.v[i]))
            strlist_push(&a, o->host_flags.v[i]);
    strlist_append(&a, objs);
    strlist_push(&a, "-o");
    strlist_push(&a, o->output ? o->output : "a.out");
    strlist_append(&a, &o->link_flags);
    /* objects of files that include Thrust are compiled with -fopenmp
     * (compile_cu): libgomp where one is linked in */
    if (!strstr(host_cxx(), "clang")) {
        strlist_push(&a, "-Wl,--push-state,--as-needed");
        strlist_push(&a, "-lgomp");
        strlist_push(&a, "-Wl,--pop-state");
    }
    if (!library) {
        char libdir[PATH_MAX + 40];
        snprintf(libdir, sizeof libdir, "-L%s", cucc_lib_dir());
        strlist_push(&a, libdir);   /* (the LIBRARIES of -v: print_nvcc_environment) */
        strlist_push(&a, "-rdynamic");
        strlist_push(&a, "-Wl,--whole-archive");
        strlist_push(&a, cucc_runtime_lib());
        strlist_push(&a, "-Wl,--no-whole-archive");
        /* pulled in only by objects built with --sanitize=racecheck|initcheck */
        strlist_push(&a, cucc_access_lib());
    }
    if (o->shared && !o->module) {
        /* A -shared library needs the runtime wherever it is loaded: from a
         * cucc program (whose own runtime then serves it: rt/instance.c),
         * from Python's ctypes, dlopen or a program gcc linked. */
        char libdir[PATH_MAX + 40], rpath[PATH_MAX + 40];
        snprintf(libdir, sizeof libdir, "-L%s", cucc_lib_dir());
        snprintf(rpath, sizeof rpath, "-Wl,-rpath,%s", cucc_lib_dir());
        strlist_push(&a, strdup(libdir));
        strlist_push(&a, "-lcucc");
        strlist_push(&a, strdup(rpath));
    }
    strlist_push(&a, "-lm");
    strlist_push(&a, "-ldl");
    return run_command(&a, o->verbose);
}
