/*
 * cucc-sanitizer's side in the runtime (docs/sanitizer.md).
 *
 * bin/cucc-sanitizer runs a program with CUCC_SANITIZER=<tool> and the
 * options of its command line in the environment; this file then reports
 * in compute-sanitizer's form:
 *  - memcheck, in a program built with `cucc --sanitize`: AddressSanitizer
 *    checks every access of host and device code and hands each error to
 *    report() (its error report callback), which names the memory space,
 *    the access, the kernel, the source line (from the report's first
 *    frame), the thread and block (the worker's built-in variables: the
 *    tool runs every kernel on fibers, where they are always current) and
 *    the nearest allocation, or the freed one (memory.c keeps the last
 *    blocks freed).  The kernel then fails with cudaErrorLaunchFailure, as
 *    under compute-sanitizer; the error it found is not repeated by
 *    AddressSanitizer's own report (its log goes where the tool says).
 *  - synccheck, in any build: threads of a block that meet at different
 *    __syncthreads calls (barrier.c) and a warp collective called by a
 *    lane its mask leaves out (warp.c), with the thread and the call's
 *    place;
 *  - in any build: every CUDA API call that returns an error ("Program
 *    hit ... on CUDA API call to ..."), and with --leak-check full the
 *    device allocations still live at exit;
 *  - at exit, "ERROR SUMMARY: n errors", and --error-exitcode.
 * Without CUCC_SANITIZER a --sanitize build still turns AddressSanitizer's
 * reports into kernel failures, with AddressSanitizer's own report.
 */
#include "sched.h"
#include "device_launch_parameters.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* AddressSanitizer's interface, present in a --sanitize build. */
extern void __asan_set_error_report_callback(void (*cb)(const char *)) __attribute__((weak));
extern void *__asan_get_report_address(void) __attribute__((weak));
extern int __asan_get_report_access_type(void) __attribute__((weak));
extern size_t __asan_get_report_access_size(void) __attribute__((weak));
extern const char *__asan_get_report_description(void) __attribute__((weak));
extern void __asan_poison_memory_region(const volatile void *addr, size_t size) __attribute__((weak));
extern void __asan_unpoison_memory_region(const volatile void *addr, size_t size) __attribute__((weak));
extern void __sanitizer_symbolize_pc(void *pc, const char *fmt, char *out_buf, size_t out_buf_size)
    __attribute__((weak));

int cucc__sanitizer_on;                 /* running under cucc-sanitizer */
int cucc__access_built;                 /* the program calls access_hooks.c */
int cucc__access_tool;                  /* which checker they feed */
/* racecheck without global memory: region kernels run their twin entries
 * (src/emit/racetwin.c), whose only reports are their shared accesses;
 * CUCC_RACECHECK_TWIN=0 keeps them on the instrumented ones. */
int cucc__race_twin;
int cucc__synccheck;                    /* ... with --tool synccheck */
static FILE *out;
static long print_limit = 100;          /* compute-sanitizer's default */
static int exit_code;                   /* --error-exitcode, 0: none */
static int leak_check;                  /* --leak-check full */
static _Atomic long errors, printed;
static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;

int cucc__sanitizing(void)
{
    return __asan_set_error_report_callback != NULL;
}

/* One line of the tool's output. */
static void vline(const char *fmt, va_list ap)
{
    fputs("========= ", out);
    vfprintf(out, fmt, ap);
    fputc('\n', out);
}

static void line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void line(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vline(fmt, ap);
    va_end(ap);
}

void cucc__san_line(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vline(fmt, ap);
    va_end(ap);
}

/* Whether this error is printed (counted either way), and the lock that
 * keeps its lines together, taken when it is. */
int cucc__san_begin(void)
{
    long n = atomic_fetch_add(&errors, 1);
    (void)n;
    if (!out || atomic_fetch_add(&printed, 1) >= print_limit)
        return 0;
    fflush(stdout);     /* the program's own output first */
    pthread_mutex_lock(&out_lock);
    return 1;
}

void cucc__san_end(void)
{
    line("%s", "");
    fflush(out);
    pthread_mutex_unlock(&out_lock);
}


/* The function the report's first frame names, and where:
 * "    #0 0x... in cucc__dev_k(int*, int) /path/file.cu:8" (or :8:5): the
 * place is the last word of the line. */
static void first_frame(const char *text, char *fn, size_t fn_size, char *where, size_t where_size)
{
    snprintf(fn, fn_size, "?");
    snprintf(where, where_size, "?");
    const char *f = strstr(text, "#0 ");
    if (!f)
        return;
    const char *in = strstr(f, " in ");
    const char *eol = f + strcspn(f, "\n");
    if (!in || in > eol)
        return;
    in += 4;
    const char *last = eol;
    while (last > in && last[-1] != ' ')
        last--;
    if (last > in) {
        snprintf(fn, fn_size, "%.*s", (int)(last - 1 - in), in);
        snprintf(where, where_size, "%.*s", (int)(eol - last), last);
    } else {
        snprintf(fn, fn_size, "%.*s", (int)(eol - in), in);
    }
    size_t paren = strcspn(fn, "(");
    fn[paren] = 0;
    /* file:line, without the column llvm-symbolizer adds */
    char *colon = strrchr(where, ':');
    if (colon && colon > where && colon[1] >= '0' && colon[1] <= '9' && colon[1 + strspn(colon + 1, "0123456789")] == 0) {
        char *prev = colon - 1;
        while (prev > where && *prev >= '0' && *prev <= '9')
            prev--;
        if (*prev == ':' && prev + 1 < colon)
            *colon = 0;
    }
}

static const char *strip_generated(const char *fn)
{
    static const char *const prefixes[] = {"cucc__dev_", "cucc__reg_", "cucc__loop_"};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (!strncmp(fn, prefixes[i], strlen(prefixes[i])))
            return fn + strlen(prefixes[i]);
    return fn;
}

void cucc__poison(const void *p, size_t n, int on)
{
    if (on && __asan_poison_memory_region)
        __asan_poison_memory_region(p, n);
    else if (!on && __asan_unpoison_memory_region)
        __asan_unpoison_memory_region(p, n);
}

void cucc__guard_shared(void *pre, void *post, unsigned long n)
{
    if (cucc__access_tool == CUCC_ACCESS_RACECHECK)
        cucc__race_shared((char *)pre + n, (size_t)((char *)post - (char *)pre) - n);
    if (__asan_poison_memory_region) {
        __asan_poison_memory_region(pre, n);
        __asan_poison_memory_region(post, n);
    }
}

/* The threads of the grid running on this worker that already had an
 * error: a GPU stops a thread at its first, so later ones are not
 * reported (an open-addressed set of block and thread numbers, emptied
 * by a new epoch when the worker starts a grid). */
struct seen {
    unsigned long long key;
    unsigned epoch;
};
#define SEEN_SIZE 4096
static _Thread_local struct seen *seen;
static _Thread_local unsigned epoch;

/* 1 the first time this thread of the current grid has an error. */
static int first_error_of_thread(void)
{
    if (!seen && !(seen = calloc(SEEN_SIZE, sizeof *seen)))
        return 1;
    unsigned long long key = ((((unsigned long long)blockIdx.z * 65536 + blockIdx.y) * 2147483648ull +
                               blockIdx.x) * 1024 + threadIdx.z * 1024 * 1024 + threadIdx.y * 1024 +
                              threadIdx.x) + 1;
    for (unsigned i = (unsigned)(key * 0x9e3779b97f4a7c15ull >> 52), n = 0; n < SEEN_SIZE;
         i = (i + 1) % SEEN_SIZE, n++) {
        if (seen[i].epoch != epoch + 1) {
            seen[i].epoch = epoch + 1;
            seen[i].key = key;
            return 1;
        }
        if (seen[i].key == key)
            return 0;
    }
    return 1;   /* full: report it */
}

/* The __shared__ variables at file scope of a racecheck build: how to
 * find a worker's copy, and its size (a list made before main). */
static struct file_shared {
    void *(*get)(void);
    unsigned long size;
    struct file_shared *next;
} *file_shared;

int cucc__file_shared(void *(*get)(void), unsigned long size)
{
    struct file_shared *f = malloc(sizeof *f);
    if (!f)
        return 0;
    *f = (struct file_shared){ get, size, file_shared };
    file_shared = f;
    return 1;
}

/* A grid starts on a worker: dynamic shared memory past the launch's size
 * is poisoned; no thread of it has had an error yet; racecheck knows the
 * worker's shared memory. */
void cucc__guard_dyn_smem(void *buf, size_t used, size_t cap)
{
    epoch++;
    if (cucc__access_tool == CUCC_ACCESS_RACECHECK && buf)
        cucc__race_shared(buf, used);
    if (cucc__access_tool == CUCC_ACCESS_RACECHECK)
        for (struct file_shared *f = file_shared; f; f = f->next)
            cucc__race_shared(f->get(), f->size);
    if (__asan_poison_memory_region && buf) {
        __asan_unpoison_memory_region(buf, used);
        __asan_poison_memory_region((char *)buf + used, cap - used);
    }
}

/* A thread loop or region may run several threads' accesses as one
 * vector access (one report for all of them), and a region names no
 * thread: its block runs again on fibers once it has left (sched.c,
 * run_block), where each thread's access is its own and the report names
 * it; 1 when that is to come.  The block's effects show twice, but the
 * kernel has failed: what its memory holds is undefined, as on a GPU. */
static int replays(struct cucc__worker *w)
{
    struct cucc__block *b = &w->blk;
    if (!cucc__sanitizer_on || !b->loop || b->replaying)
        return 0;
    if (!b->asan_replay) {
        b->asan_replay = 1;
        b->asan_block = blockIdx;
    }
    return 1;
}

/* The thread a kernel's report names, or its block where no thread runs
 * (a thread loop or region piece between threads). */
static void who(void)
{
    if (threadIdx.x != ~0u)
        line("    by thread (%u,%u,%u) in block (%u,%u,%u)", threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x,
             blockIdx.y, blockIdx.z);
    else
        line("    in block (%u,%u,%u)", blockIdx.x, blockIdx.y, blockIdx.z);
}

static void report(const char *text)
{
    struct cucc__worker *w = cucc__worker_in_block();
    struct cucc__grid *g = w ? w->blk.grid : NULL;
    if (g) {    /* the kernel fails, as under compute-sanitizer */
        int none = 0;
        atomic_compare_exchange_strong(&g->error, &none, (int)cudaErrorLaunchFailure);
    }
    if (g && replays(w))
        return;
    if (!cucc__sanitizer_on || (g && threadIdx.x != ~0u && !first_error_of_thread()) || !cucc__san_begin())
        return;
    void *addr = __asan_get_report_address ? __asan_get_report_address() : NULL;
    int is_write = __asan_get_report_access_type ? __asan_get_report_access_type() : 0;
    size_t size = __asan_get_report_access_size ? __asan_get_report_access_size() : 0;
    const char *desc = __asan_get_report_description ? __asan_get_report_description() : "";
    char fn[256], where[512];
    first_frame(text, fn, sizeof fn, where, sizeof where);
    /* poisoned by devheap.c: a device malloc block's end or a freed one;
     * by cucc__guard_shared or cucc__guard_dyn_smem: shared memory */
    int heap = strstr(desc, "use-after-poison") && cucc__heap_contains(addr);
    /* ... or by memory.c: a block cudaFree kept back (HELD in its freed list), which
     * the list of freed blocks names */
    struct cucc__mem_block b;
    int was_freed = 0, near = cucc__mem_nearest(addr, &b, &was_freed);
    int shared = g && !heap && !(near && was_freed) && strstr(desc, "use-after-poison") != NULL;
    /* a local array clang made a constant of its own ("__const.f.name"):
     * the thread's local array still */
    int local = strstr(desc, "stack") || (g && strstr(desc, "global-buffer-overflow") &&
                                          strstr(text, "global variable '__const."));
    const char *space = shared ? "__shared__" : local ? "__local__" : g ? "__global__" : "host";
    line("Invalid %s %s of size %zu bytes", space, is_write ? "write" : "read", size);
    line("    at %s in %s", g && g->name ? g->name : strip_generated(fn), where);
    if (g)
        who();
    if (heap) {
        line("    Access to %p is outside the live blocks of the device heap (malloc in a kernel):", addr);
        line("    past the end of one, or in one freed");
    } else if (shared) {
        line("    Access to %p is out of bounds of the block's shared variables", addr);
    } else if (local) {
        line("    Access to %p is out of bounds of the thread's local array", addr);
    } else if (near && was_freed) {
        line("    Access to %p is in an allocation freed before", addr);
        line("    (cudaFree of %zu bytes at %p)", b.size, b.base);
    } else if (strstr(desc, "overflow") && cucc__mem_lookup(addr, NULL) == CUCC_MEM_NONE && near) {
        uintptr_t a = (uintptr_t)addr, lo = (uintptr_t)b.base, hi = lo + b.size;
        line("    Access to %p is out of bounds", addr);
        if (a >= hi)
            line("    and is %zu bytes after the nearest allocation at %p of size %zu bytes",
                 (size_t)(a - hi + 1), b.base, b.size);
        else if (a < lo)
            line("    and is %zu bytes before the nearest allocation at %p of size %zu bytes",
                 (size_t)(lo - a), b.base, b.size);
    } else {
        line("    Access to %p is out of bounds (%s)", addr, desc);
    }
    cucc__san_end();
}

/* Misaligned accesses, in a --sanitize build: gcc's -fsanitize=alignment
 * checks each load and store through a typed pointer and calls this
 * handler of UndefinedBehaviorSanitizer's ABI (no libubsan is linked:
 * the runtime answers).  In device code that is CUDA's misaligned
 * address: reported as compute-sanitizer's memcheck reports it, and the
 * kernel fails (cudaErrorLaunchFailure under the tool, as under
 * compute-sanitizer; cudaErrorMisalignedAddress without it, as on a GPU).
 * Host code may access memory unaligned: it is not reported. */
struct ubsan_location {
    const char *file;
    unsigned line, column;
};
struct ubsan_type {
    unsigned short kind, info;  /* 0: integer, info = log2(bits) << 1 | signed; 1: float, bits */
    char name[1];
};
struct ubsan_mismatch {
    struct ubsan_location loc;
    const struct ubsan_type *type;
    unsigned char log_alignment;
    unsigned char check_kind;   /* 0: load, 1: store, others: references, members, calls */
};

static size_t type_size(const struct ubsan_mismatch *d)
{
    if (d->type && d->type->kind == 0)
        return (size_t)1 << ((d->type->info >> 1) - 3);
    if (d->type && d->type->kind == 1)
        return d->type->info / 8;
    return (size_t)1 << d->log_alignment;
}

void __ubsan_handle_type_mismatch_v1(struct ubsan_mismatch *d, uintptr_t ptr)
{
    struct cucc__worker *w = cucc__worker_in_block();
    struct cucc__grid *g = w ? w->blk.grid : NULL;
    if (!g || !ptr)
        return;
    int none = 0;
    atomic_compare_exchange_strong(&g->error, &none,
                                   (int)(cucc__sanitizer_on ? cudaErrorLaunchFailure : cudaErrorMisalignedAddress));
    if (replays(w))
        return;
    if (!cucc__sanitizer_on || (threadIdx.x != ~0u && !first_error_of_thread()) || !cucc__san_begin())
        return;
    void *addr = (void *)ptr;
    struct cucc__mem_block b;
    int global = cucc__mem_lookup(addr, &b) != CUCC_MEM_NONE;
    struct cucc__fiber *f = w->blk.cur_fiber;
    int local = !global && f && (char *)addr >= f->base && (char *)addr < f->top;
    line("Invalid %s %s of size %zu bytes", global ? "__global__" : local ? "__local__" : "__shared__",
         d->check_kind == 1 ? "write" : "read", type_size(d));
    line("    at %s in %s:%u", g->name ? g->name : "?", d->loc.file ? d->loc.file : "?", d->loc.line);
    if (threadIdx.x != ~0u)
        line("    by thread (%u,%u,%u) in block (%u,%u,%u)", threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x,
             blockIdx.y, blockIdx.z);
    line("    Access to %p is misaligned", addr);
    if (global)
        line("    and is inside the nearest allocation at %p of size %zu bytes", b.base, b.size);
    cucc__san_end();
}

void __ubsan_handle_type_mismatch_v1_abort(struct ubsan_mismatch *d, uintptr_t ptr)
{
    __ubsan_handle_type_mismatch_v1(d, ptr);
}

/* The API function whose error is being returned: the caller of
 * cucc__ret, or, where that call was a tail call, the function the
 * program's call instruction before the return address called. */
static const char *api_name(const void *caller)
{
    Dl_info info;
    if (!caller)
        return NULL;
    if (dladdr(caller, &info) && info.dli_sname && !strncmp(info.dli_sname, "cu", 2))
        return info.dli_sname;
    const unsigned char *p = caller;
    const void *target = NULL;
#if defined(__x86_64__)
    if (p[-5] == 0xe8) {        /* call rel32 */
        int32_t rel;
        memcpy(&rel, p - 4, 4);
        target = p + rel;
    }
#elif defined(__aarch64__)
    uint32_t ins;
    memcpy(&ins, p - 4, 4);
    if ((ins & 0xfc000000u) == 0x94000000u) {   /* bl imm26 */
        int32_t imm = (int32_t)(ins << 6) >> 6;
        target = p - 4 + (intptr_t)imm * 4;
    }
#endif
    if (target && dladdr(target, &info) && info.dli_sname && !strncmp(info.dli_sname, "cu", 2))
        return info.dli_sname;
    return NULL;
}

/* Where the call that returns to pc is: file:line in a --sanitize build
 * (AddressSanitizer's symbolizer) or from the line tables (addr2line),
 * else the code's module and offset. */
void cucc__san_place(const void *pc, char *buf, size_t n)
{
    snprintf(buf, n, "?");
    if (!pc)
        return;
    if (__sanitizer_symbolize_pc) {
        __sanitizer_symbolize_pc((char *)pc - 1, "%s:%l", buf, n);
        /* (its innermost frame: in a header of cucc's, the user's line is
         * addr2line's, below) */
        if (buf[0] && strcmp(buf, "?") && strncmp(buf, "<null>", 6) && !cucc__in_cucc_header(buf))
            return;
    }
    if (cucc__pc_line((const char *)pc - 1, buf, n))
        return;
    Dl_info info;
    if (dladdr(pc, &info) && info.dli_fname) {
        const char *base = strrchr(info.dli_fname, '/');
        snprintf(buf, n, "%s+0x%lx", base ? base + 1 : info.dli_fname,
                 (unsigned long)((uintptr_t)pc - (uintptr_t)info.dli_fbase));
    }
}


/* Are the calls returning to a and b the same source line?  (gcc may
 * copy one __syncthreads call into two paths: a scan's `x >= off ? s[x -
 * off] : 0` before its barrier made two copies, and every thread of one
 * path a report.)  By the symbolizer of a --sanitize build, else by the
 * line tables of a -g or -lineinfo build (addr2line, src/rt/faultline.c);
 * without either they differ.  Each pair's answer is kept: the copies
 * meet at every iteration. */
static struct {
    const void *a, *b;
    int same;
} places[64];
static unsigned nplaces;
static pthread_mutex_t places_lock = PTHREAD_MUTEX_INITIALIZER;

int cucc__sanitizer_same_place(const void *a, const void *b)
{
    int same = -1;
    pthread_mutex_lock(&places_lock);
    for (unsigned i = 0; i < nplaces && same < 0; i++)
        if ((places[i].a == a && places[i].b == b) || (places[i].a == b && places[i].b == a))
            same = places[i].same;
    pthread_mutex_unlock(&places_lock);
    if (same >= 0)
        return same;
    char x[512], y[512];
    cucc__san_place(a, x, sizeof x);
    cucc__san_place(b, y, sizeof y);
    same = strchr(x, ':') && !strcmp(x, y);
    pthread_mutex_lock(&places_lock);
    if (nplaces < sizeof places / sizeof *places)
        places[nplaces++] = (__typeof__(places[0])){a, b, same};
    pthread_mutex_unlock(&places_lock);
    return same;
}

/* A report's error line (kind, then what), then where in the running
 * kernel: the call returning to pc, the thread (or the block). */
static void kernel_error(const void *pc, const char *kind, const char *what)
{
    struct cucc__worker *w = cucc__worker_in_block();
    struct cucc__grid *g = w ? w->blk.grid : NULL;
    char where[512];
    cucc__san_place(pc, where, sizeof where);
    line("%s%s", kind, what);
    line("    at %s in %s", g && g->name ? g->name : "?", where);
    who();
}

/* memcheck (devheap.c): a device-side free of what the heap does not hold
 * live, at the call returning to pc. */
void cucc__sanitizer_free_error(const char *what, const void *addr, const void *pc)
{
    if (!cucc__san_begin())
        return;
    kernel_error(pc, "Malloc/Free Error encountered : ", what);
    line("    Address %p", addr);
    cucc__san_end();
}

/* synccheck (barrier.c, warp.c): what is wrong, at the call returning to pc. */
void cucc__sanitizer_sync_error(const char *what, const void *pc)
{
    if (!cucc__san_begin())
        return;
    kernel_error(pc, "Barrier error detected. ", what);
    cucc__san_end();
}

void cucc__sanitizer_api_error(cudaError_t e, const void *caller)
{
    if (!cucc__san_begin())
        return;
    const char *api = api_name(caller);
    char name[128];
    snprintf(name, sizeof name, "%s", api ? api : "");
    /* the per-thread-stream entry points are the calls the program made */
    char *suffix = strstr(name, "_ptsz");
    if (!suffix)
        suffix = strstr(name, "_ptds");
    if (suffix)
        *suffix = 0;
    line("Program hit %s (error %d) due to \"%s\" on CUDA API call%s%s.", cudaGetErrorName(e), (int)e,
         cudaGetErrorString(e), api ? " to " : "", name);
    cucc__san_end();
}

static void leak(const struct cucc__mem_block *b, void *arg)
{
    size_t *total = arg;
    total[0] += b->size;
    total[1]++;
    if (cucc__san_begin()) {
        line("Leaked %zu bytes at %p", b->size, b->base);
        cucc__san_end();
    }
}

static void at_exit(void)
{
    if (leak_check) {
        size_t total[2] = {0, 0};
        cucc__mem_each_device_block(leak, total);
        if (out) {     /* with none too, as compute-sanitizer prints it */
            fflush(stdout);
            line("LEAK SUMMARY: %zu bytes leaked in %zu allocations", total[0], total[1]);
        }
    }
    long n = atomic_load(&errors);
    if (out && cucc__access_tool && !cucc__access_built) {
        fflush(stdout);
        line("Note: not built with cucc --sanitize=%s: memory accesses were not checked, only the API",
             cucc__access_tool == CUCC_ACCESS_RACECHECK ? "racecheck" : "initcheck");
        line("%s", "");
    }
    if (out && cucc__access_tool == CUCC_ACCESS_RACECHECK) {
        /* compute-sanitizer's racecheck counts its reports, not errors */
        unsigned long long r, w;
        cucc__race_counts(&r, &w);
        fflush(stdout);
        line("RACECHECK SUMMARY: %llu hazard%s displayed (%llu error%s, %llu warning%s)", r, r == 1 ? "" : "s",
             r - w, r - w == 1 ? "" : "s", w, w == 1 ? "" : "s");
        fflush(out);
    } else if (out) {
        fflush(stdout);
        line("ERROR SUMMARY: %ld error%s", n, n == 1 ? "" : "s");
        fflush(out);
    }
    if (n && exit_code)
        _exit(exit_code);
}

/* cucc-sanitizer --racecheck-global yes: racecheck also compares global
 * accesses of different blocks (racecheck_global.c). */
int cucc__race_global_on;

__attribute__((constructor)) static void sanitizer_init(void)
{
    if (!cucc__rt_primary())
        return;     /* libcucc.so beside a program's own runtime (instance.c) */
    if (cucc__sanitizing())
        __asan_set_error_report_callback(report);
    const char *tool = getenv("CUCC_SANITIZER");
    if (!tool || !*tool)
        return;
    const char *v = getenv("CUCC_SANITIZER_LOG");
    out = v && *v ? fopen(v, "a") : stdout;
    if (!out)
        out = stderr;
    if ((v = getenv("CUCC_SANITIZER_PRINT_LIMIT")) && *v)
        print_limit = strtol(v, NULL, 10);
    if ((v = getenv("CUCC_SANITIZER_EXITCODE")) && *v)
        exit_code = (int)strtol(v, NULL, 10);
    leak_check = (v = getenv("CUCC_SANITIZER_LEAKS")) && !strcmp(v, "full");
    cucc__race_global_on = !strcmp(tool, "racecheck") && (v = getenv("CUCC_SANITIZER_RACE_GLOBAL")) &&
                           !strcmp(v, "yes");
    cucc__sanitizer_on = 1;
    cucc__synccheck = !strcmp(tool, "synccheck");
    cucc__access_tool = !strcmp(tool, "racecheck")   ? CUCC_ACCESS_RACECHECK
                        : !strcmp(tool, "initcheck") ? CUCC_ACCESS_INITCHECK
                                                     : 0;
    cucc__race_twin = cucc__access_tool == CUCC_ACCESS_RACECHECK && !cucc__race_global_on &&
                      !((v = getenv("CUCC_RACECHECK_TWIN")) && !strcmp(v, "0"));
    if (!cucc__sanitizing() && !strcmp(tool, "memcheck")) {
        line("Note: not built with cucc --sanitize: memory accesses are not checked, only the API");
        line("%s", "");
    }
    atexit(at_exit);
}
