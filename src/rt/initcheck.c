/*
 * cucc-sanitizer --tool initcheck: device code reading global memory that
 * nothing wrote (docs/sanitizer.md).
 *
 * Every block of device memory (cudaMalloc and its pitched, 3D, async and
 * pool forms, graph allocations: memory.c's CUCC_MEM_DEVICE) has one bit
 * per byte, set when the byte is written: by a copy or memset of the
 * runtime (memory.c, driver_api.c: cucc__init_written; a device-to-device
 * copy carries the source's bits, cucc__init_copied) or by a store of the
 * program's code (access_hooks.c, in a `cucc --sanitize=initcheck`
 * build).  A load by device code of a byte whose bit is clear is reported,
 * with the kernel, thread, block, source line and address, once per access
 * as compute-sanitizer does.  Host memory, managed memory and
 * __device__ variables are not tracked (host code may fill them in ways
 * no hook sees).
 *
 * The blocks are a sorted array under a lock; each OS thread keeps a
 * small cache from pages to blocks (or to none), dropped when a block
 * comes or goes (gen), so that most accesses take no lock.
 */
#include "rt/sched.h"
#include "device_launch_parameters.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct tracked {
    uintptr_t base;
    size_t size;
    unsigned char *bits;        /* size / 8 rounded up, accessed atomically */
    void *race;                 /* racecheck's cells of its words (racecheck_global.c) */
};

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static struct tracked *tr;
static size_t ntr, captr;
static _Atomic unsigned long gen = 1;

/* All blocks lie in [lo, hi): most other accesses (stacks, thread-local
 * data) are turned away by one test. */
static _Atomic uintptr_t lo = UINTPTR_MAX, hi;

#define PAGE_SHIFT 12
#define CACHE 4096              /* pages: a block's fibers' stacks fit */
struct cache_entry {
    unsigned long gen;
    uintptr_t page;
    struct tracked t;           /* size 0: no block on the page */
};
static CUCC_TLS _Thread_local struct cache_entry *cache;

void cucc__init_alloc(const void *p, size_t size)
{
    unsigned char *bits = calloc(size / 8 + 1, 1);
    if (!bits)
        return;
    pthread_rwlock_wrlock(&lock);
    if (ntr == captr) {
        size_t cap = captr ? 2 * captr : 64;
        struct tracked *n = realloc(tr, cap * sizeof *n);
        if (!n) {
            pthread_rwlock_unlock(&lock);
            free(bits);
            return;
        }
        tr = n;
        captr = cap;
    }
    size_t i = ntr;
    while (i > 0 && tr[i - 1].base > (uintptr_t)p) {
        tr[i] = tr[i - 1];
        i--;
    }
    tr[i] = (struct tracked){ (uintptr_t)p, size, bits,
                              cucc__race_global_on ? cucc__race_cells(p, size) : NULL };
    ntr++;
    if ((uintptr_t)p < atomic_load(&lo))
        atomic_store(&lo, (uintptr_t)p);
    if ((uintptr_t)p + size > atomic_load(&hi))
        atomic_store(&hi, (uintptr_t)p + size);
    atomic_fetch_add(&gen, 1);
    pthread_rwlock_unlock(&lock);
}

void cucc__init_free(const void *p)
{
    pthread_rwlock_wrlock(&lock);
    for (size_t i = 0; i < ntr; i++)
        if (tr[i].base == (uintptr_t)p) {
            free(tr[i].bits);
            cucc__race_cells_free(tr[i].race, (const void *)tr[i].base, tr[i].size);
            memmove(&tr[i], &tr[i + 1], (ntr - i - 1) * sizeof *tr);
            ntr--;
            atomic_fetch_add(&gen, 1);
            break;
        }
    pthread_rwlock_unlock(&lock);
}

static size_t upper_bound(uintptr_t a)
{
    size_t lo = 0, hi = ntr;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (tr[mid].base <= a)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The block holding the byte at a, in *out; 0 when none.  A page that
 * meets at most one block is cached with it (or with none). */
static int find(uintptr_t a, struct tracked *out)
{
    if (a - atomic_load_explicit(&lo, memory_order_relaxed) >=
        atomic_load_explicit(&hi, memory_order_relaxed) - atomic_load_explicit(&lo, memory_order_relaxed))
        return 0;
    if (!cache && !(cache = calloc(CACHE, sizeof *cache)))
        return 0;
    unsigned long g = atomic_load_explicit(&gen, memory_order_acquire);
    uintptr_t page = a >> PAGE_SHIFT, first = page << PAGE_SHIFT, last = first + ((uintptr_t)1 << PAGE_SHIFT);
    unsigned k = (unsigned)(page % CACHE);
    if (cache[k].gen != g || cache[k].page != page) {
        struct tracked t = { 0, 0, NULL, NULL };
        pthread_rwlock_rdlock(&lock);
        size_t j = upper_bound(a);
        if (j > 0 && a - tr[j - 1].base < tr[j - 1].size)
            t = tr[j - 1];
        /* the blocks meeting the page end at the last one starting in it */
        size_t end = upper_bound(last - 1), meet = 0;
        for (size_t i = end; i > 0 && tr[i - 1].base + tr[i - 1].size > first && meet < 2; i--)
            meet++;
        if (meet == 1 && !t.size)
            t = tr[end - 1];
        pthread_rwlock_unlock(&lock);
        if (meet > 1) {
            *out = t;
            return t.size && a - t.base < t.size;
        }
        cache[k].gen = g;
        cache[k].page = page;
        cache[k].t = t;
    }
    *out = cache[k].t;
    return out->size && a - out->base < out->size;
}

/* The bits of bytes [from, from + n) of t, a bitmap byte at a time: the
 * mask of byte k of the bitmap. */
static inline unsigned char mask_of(size_t k, size_t from, size_t n)
{
    size_t lo = k * 8 < from ? from - k * 8 : 0, hi = (k + 1) * 8 > from + n ? from + n - k * 8 : 8;
    return (unsigned char)((0xffu << lo) & (0xffu >> (8 - hi)));
}

static void set_bits(const struct tracked *t, size_t from, size_t n)
{
    for (size_t k = from / 8; k * 8 < from + n; k++) {
        unsigned char m = mask_of(k, from, n);
        /* a load first: most stores write bytes written before, and a
         * locked OR on a line other workers read costs much more */
        if ((__atomic_load_n(&t->bits[k], __ATOMIC_RELAXED) & m) != m)
            __atomic_fetch_or(&t->bits[k], m, __ATOMIC_RELAXED);
    }
}

static int all_set(const struct tracked *t, size_t from, size_t n)
{
    for (size_t k = from / 8; k * 8 < from + n; k++) {
        unsigned char m = mask_of(k, from, n);
        if ((__atomic_load_n(&t->bits[k], __ATOMIC_RELAXED) & m) != m)
            return 0;
    }
    return 1;
}

/* racecheck: every allocation's cells released (a grid ended). */
void cucc__tracked_release_race(void)
{
    pthread_rwlock_rdlock(&lock);
    for (size_t i = 0; i < ntr; i++)
        cucc__race_cells_release(tr[i].race, (const void *)tr[i].base, tr[i].size);
    pthread_rwlock_unlock(&lock);
}

/* racecheck: the allocation holding a, its base, size and cells. */
int cucc__tracked(const volatile void *a, uintptr_t *base, size_t *size, void **race)
{
    struct tracked t;
    if (!find((uintptr_t)a, &t))
        return 0;
    *base = t.base;
    *size = t.size;
    *race = t.race;
    return 1;
}

void cucc__init_written(const void *dst, unsigned long n)
{
    uintptr_t a = (uintptr_t)dst;
    struct tracked t;
    while (n && find(a, &t)) {
        size_t k = t.base + t.size - a < n ? t.base + t.size - a : n;
        set_bits(&t, a - t.base, k);
        a += k;
        n -= k;
    }
}

void cucc__init_copied(void *dst, const void *src, size_t n)
{
    struct tracked s, d;
    if (!find((uintptr_t)src, &s) || (uintptr_t)src + n > s.base + s.size) {
        cucc__init_written(dst, n);
        return;
    }
    if (!find((uintptr_t)dst, &d) || (uintptr_t)dst + n > d.base + d.size)
        return;
    size_t so = (uintptr_t)src - s.base, dof = (uintptr_t)dst - d.base;
    for (size_t i = 0; i < n; i++)
        if (all_set(&s, so + i, 1))
            set_bits(&d, dof + i, 1);
        else
            __atomic_fetch_and(&d.bits[(dof + i) / 8], (unsigned char)~(1u << ((dof + i) % 8)),
                               __ATOMIC_RELAXED);
}

void cucc__init_access(const volatile void *addr, size_t n, int write, const void *pc)
{
    struct tracked t;
    uintptr_t a = (uintptr_t)addr;
    if (!find(a, &t))
        return;
    size_t off = a - t.base;
    if (n > t.size - off)
        n = t.size - off;
    if (write) {
        set_bits(&t, off, n);
        return;
    }
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w || threadIdx.x == ~0u || all_set(&t, off, n) || !cucc__san_begin())
        return;
    const char *kernel = w->blk.grid->name;
    char where[512];
    cucc__san_place(pc, where, sizeof where);
    cucc__san_line("Uninitialized __global__ memory read of size %zu bytes", n);
    cucc__san_line("    at %s in %s", kernel ? kernel : "?", where);
    cucc__san_line("    by thread (%u,%u,%u) in block (%u,%u,%u)", threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x,
                   blockIdx.y, blockIdx.z);
    cucc__san_line("    Address %p", (const void *)addr);
    cucc__san_line("    in the allocation at %p of size %zu bytes", (void *)t.base, t.size);
    cucc__san_end();
}
