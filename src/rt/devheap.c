/*
 * The device heap: malloc(), free() and __nv_aligned_device_malloc() in
 * device code (Programming Guide, "Dynamic Global Memory Allocation and
 * Operations").
 *
 * CUDA gives device code a heap of fixed size, cudaLimitMallocHeapSize
 * bytes (8 MiB unless set), separate from cudaMalloc's memory: a request
 * that does not fit returns NULL, memory stays allocated until freed or
 * until the context goes (cudaDeviceReset), any thread may free what
 * another allocated, and the limit cannot change once a kernel that uses
 * the heap has run (cudaDeviceSetLimit answers cudaErrorInvalidValue).
 * Here "has run" means: device code called malloc or free, since a kernel
 * that merely contains the calls is not known to the runtime.
 *
 * The emitter turns malloc/free calls in device code into
 * cucc__dev_malloc/cucc__dev_free, and in __host__ __device__ code into
 * the cucc__hd_ forms, which pick the device heap or the C library's at
 * run time (docs/design.md, rewrite table).  cudaMalloc and cudaFree called
 * by device code (the device runtime API) also come here (memory.c).
 *
 * The heap is one mapping of the limit's size (reserved, committed as it
 * is touched), carved into chunks with boundary tags: a 16-byte header
 * before each payload holds the chunk's size (low bit: in use) and the size
 * of the chunk before it, so that free() merges a chunk with both free
 * neighbours at once.  Free chunks sit on segregated lists: one per size
 * below 1 KiB, eight per power of two above; a bitmap of non-empty lists
 * finds the smallest one that fits.  A header also means the heap keeps
 * part of its size for itself, as CUDA's does: an 8 MiB request fails on
 * the 8 MiB default heap.  Payloads are 16-byte aligned, as CUDA promises.
 *
 * Memory from this heap is not known to the runtime's allocation table, so
 * cudaMemcpy with a kind that names it device memory, and cudaFree, reject
 * it with cudaErrorInvalidValue: the guide says such memory "cannot be
 * used in any runtime or driver API calls".
 *
 * Thread caches.  Blocks run on every core at once, and one lock around
 * the heap does not scale: each OS thread keeps the small chunks (up to
 * 1 KiB) it frees on lists of its own, up to CACHE_BYTES, and allocates
 * from them first, so the common malloc/free pairs never touch the heap's
 * lock.  Cached chunks stay "in use" to the heap, and carry a mark in their
 * payload (so that a second free of the same pointer is still caught); the
 * caches never write a header, which other threads read under heap.lock
 * when they merge neighbours.  Before a request
 * fails, every thread's cache goes back to the heap and the request is
 * tried once more: NULL still means the heap has no room.
 *
 * Locking: heap.lock protects everything in `heap`.  A cache's lock
 * protects its lists; its owner takes it for every use (uncontended), a
 * reclaim and the reset from other threads.  caches_lock protects the list
 * of caches and is taken before a cache's lock; heap.lock is never held
 * with either.  No lock is held across a fiber switch or a call out of
 * this file, so a CUDA thread (a fiber) never waits for a lock its own
 * worker holds.
 */
#include "sched.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define HDR ((size_t)16)            /* chunk header; payload alignment */
#define MIN_CHUNK ((size_t)32)      /* a header and the two list links */
#define INUSE ((size_t)1)
#define CACHE_MAX ((size_t)1024)    /* largest chunk a thread cache keeps */
#define CACHE_BYTES ((size_t)256 << 10) /* most a thread cache keeps */
#define SMALL_BINS 64               /* exact sizes 0, 16, ..., 1008 */
#define NBINS (SMALL_BINS + 54 * 8) /* then 8 per power of two, 2^10 .. 2^63 */

struct chunk {
    size_t prev_size;               /* the chunk before (0 for the first) */
    size_t size;                    /* this chunk, header included | INUSE */
    struct chunk *next, *prev;      /* a free chunk's list links; a cached
                                     * chunk's list link and mark */
};

static struct {
    pthread_mutex_t lock;
    char *base;                     /* the mapping, NULL before first use */
    size_t size;
    struct chunk *end;              /* sentinel header: size 0, in use */
    struct chunk *bins[NBINS];
    uint64_t map[(NBINS + 63) / 64];
    int broken;                     /* device code overwrote the heap's own data */
} heap = {
    .lock = PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP,
};

/* Set once device code called malloc or free; cleared by the reset. */
static _Atomic int heap_used;

static size_t csize(const struct chunk *c)
{
    return c->size & ~INUSE;
}

static struct chunk *after(struct chunk *c)
{
    return (struct chunk *)((char *)c + csize(c));
}

static struct chunk *of_payload(void *p)
{
    return (struct chunk *)((char *)p - HDR);
}

static void *payload(struct chunk *c)
{
    return (char *)c + HDR;
}

/* Corruption.  Device code that writes past its block or into freed
 * memory overwrites headers and list links.  A fault inside this file
 * would end the grid with heap.lock held, and hang every later malloc, so
 * every chunk reached through such data is checked to lie in the mapping
 * before it is touched; on a failed check the heap is marked broken:
 * malloc returns NULL and free ends the grid with cudaErrorIllegalAddress
 * from then on (until cudaDeviceReset). */
static int sane(const struct chunk *c)
{
    const char *p = (const char *)c;
    if ((uintptr_t)p & (HDR - 1) || p < heap.base || p >= (const char *)heap.end)
        return 0;
    size_t s = csize(c);
    return s >= MIN_CHUNK && !(s & (HDR - 1)) && s <= (size_t)((const char *)heap.end - p);
}

static int broken(void)
{
    heap.broken = 1;
    return 0;
}

static unsigned bin_of(size_t s)
{
    if (s < (size_t)SMALL_BINS * HDR)
        return (unsigned)(s / HDR);
    unsigned msb = 63u - (unsigned)__builtin_clzll(s);
    return SMALL_BINS + (msb - 10) * 8 + (unsigned)((s >> (msb - 3)) & 7);
}

static void bin_insert(struct chunk *c)
{
    unsigned b = bin_of(csize(c));
    c->prev = NULL;
    c->next = heap.bins[b];
    if (c->next)
        c->next->prev = c;
    heap.bins[b] = c;
    heap.map[b / 64] |= 1ull << (b % 64);
}

static void bin_remove(struct chunk *c)
{
    unsigned b = bin_of(csize(c));
    if ((c->prev && !sane(c->prev)) || (c->next && !sane(c->next))) {
        broken();
        return;
    }
    if (c->prev)
        c->prev->next = c->next;
    else
        heap.bins[b] = c->next;
    if (c->next)
        c->next->prev = c->prev;
    if (!heap.bins[b])
        heap.map[b / 64] &= ~(1ull << (b % 64));
}

/* The first non-empty list at or above b, or NBINS. */
static unsigned bin_next(unsigned b)
{
    for (unsigned w = b / 64; w < sizeof heap.map / sizeof heap.map[0]; w++) {
        uint64_t m = heap.map[w];
        if (w == b / 64)
            m &= ~0ull << (b % 64);
        if (m)
            return w * 64 + (unsigned)__builtin_ctzll(m);
    }
    return NBINS;
}

/* Sets c's size (flags included) and tells the chunk after it. */
static void set_size(struct chunk *c, size_t size)
{
    c->size = size;
    after(c)->prev_size = size & ~INUSE;
}

/* Maps the heap, sized by the launching device's limit.  Lock held. */
static int heap_create(void)
{
    size_t size = cucc__device_limit(cucc__devrt_device(), cudaLimitMallocHeapSize) & ~(HDR - 1);
    if (size < MIN_CHUNK + HDR)
        return -1;
    void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        return -1;
    heap.base = p;
    heap.size = size;
    heap.end = (struct chunk *)(heap.base + size - HDR);
    heap.end->size = INUSE;
    struct chunk *c = (struct chunk *)heap.base;
    c->prev_size = 0;
    set_size(c, size - HDR);
    bin_insert(c);
    return 0;
}

/* A free chunk of at least `need` bytes, off its list, or NULL.  The
 * request's own list is searched first fit (its sizes vary above 1 KiB);
 * any chunk on a higher list fits. */
static struct chunk *take_fit(size_t need)
{
    unsigned b = bin_of(need);
    for (struct chunk *c = heap.bins[b]; c; c = c->next) {
        if (!sane(c) || (c->size & INUSE))
            return broken(), NULL;
        if (csize(c) >= need) {
            bin_remove(c);
            return heap.broken ? NULL : c;
        }
    }
    b = bin_next(b + 1);
    if (b == NBINS)
        return NULL;
    struct chunk *c = heap.bins[b];
    if (!sane(c) || (c->size & INUSE))
        return broken(), NULL;
    bin_remove(c);
    return heap.broken ? NULL : c;
}

/* Marks free chunk c in use with `need` bytes, returning the rest of it
 * to the lists when it can hold a chunk of its own. */
static void use_chunk(struct chunk *c, size_t need)
{
    size_t have = csize(c);
    if (have - need >= MIN_CHUNK) {
        set_size(c, need | INUSE);
        struct chunk *rest = after(c);
        set_size(rest, have - need);
        bin_insert(rest);
    } else {
        set_size(c, have | INUSE);
    }
}

/* Chunk bytes for a payload of n bytes; 0 when no heap could hold it. */
static size_t chunk_bytes(size_t n)
{
    if (n > ((size_t)1 << 62))
        return 0;
    size_t need = (n + HDR + HDR - 1) & ~(HDR - 1);
    return need < MIN_CHUNK ? MIN_CHUNK : need;
}

static void *heap_alloc(size_t n, size_t align)
{
    size_t need = chunk_bytes(n);
    if (!need)
        return NULL;
    /* An aligned request takes enough to cut a free chunk off its front. */
    size_t want = align > HDR ? need + align + MIN_CHUNK : need;
    if (want < need)
        return NULL;
    void *result = NULL;
    pthread_mutex_lock(&heap.lock);
    if ((!heap.base && heap_create() != 0) || heap.broken)
        goto out;
    struct chunk *c = take_fit(want);
    if (!c)
        goto out;
    if (align > HDR) {
        uintptr_t p = (uintptr_t)payload(c);
        uintptr_t q = (p + align - 1) & ~(uintptr_t)(align - 1);
        while (q != p && q - p < MIN_CHUNK)
            q += align;
        if (q != p) {
            /* The front becomes a free chunk of its own. */
            size_t front = q - p, total = csize(c);
            set_size(c, front);
            struct chunk *d = after(c);
            set_size(d, total - front);
            bin_insert(c);
            c = d;
        }
    }
    use_chunk(c, need);
    result = payload(c);
out:
    pthread_mutex_unlock(&heap.lock);
    return result;
}

/* Is p a payload this heap handed out and has not taken back?  Lock held.
 * Checks the boundary tags on both sides, so that a stray pointer is
 * refused before the lists are touched. */
static int valid_payload(void *p)
{
    char *cp = p;
    if (!heap.base || cp < heap.base + HDR || cp >= (char *)heap.end || ((uintptr_t)cp & (HDR - 1)))
        return 0;
    struct chunk *c = of_payload(p);
    size_t s = csize(c);
    if (!(c->size & INUSE) || s < MIN_CHUNK || s > (size_t)((char *)heap.end - (char *)c) || s & (HDR - 1))
        return 0;
    if (after(c)->prev_size != s)
        return 0;
    if ((char *)c == heap.base)
        return 1;
    if (c->prev_size > (size_t)((char *)c - heap.base) || c->prev_size < MIN_CHUNK)
        return 0;
    const struct chunk *b = (const struct chunk *)((char *)c - c->prev_size);
    return csize(b) == c->prev_size;
}

/* Gives chunk c (in use) back to the lists, merged with free neighbours.
 * Lock held. */
static void release(struct chunk *c)
{
    if (!sane(c)) {
        broken();
        return;
    }
    size_t size = csize(c);
    c->size = size;     /* a stale copy of this header reads "free" */
    struct chunk *n = after(c);
    if (n != heap.end && !sane(n)) {
        broken();
        return;
    }
    if (!(n->size & INUSE)) {
        bin_remove(n);
        size += csize(n);
    }
    if ((char *)c != heap.base) {
        struct chunk *b = (struct chunk *)((char *)c - c->prev_size);
        if (c->prev_size > (size_t)((char *)c - heap.base) || !sane(b) || csize(b) != c->prev_size) {
            broken();
            return;
        }
        if (!(b->size & INUSE)) {
            bin_remove(b);
            size += csize(b);
            c = b;
        }
    }
    if (heap.broken)
        return;
    set_size(c, size);
    bin_insert(c);
}

/* 0, or -2 for a block freed before (its chunk whole and free), -1 for
 * anything else (not a block, or the heap's data overwritten). */
static int heap_free(void *p)
{
    pthread_mutex_lock(&heap.lock);
    int ok = !heap.broken && valid_payload(p);
    if (ok)
        release(of_payload(p));
    ok = ok && !heap.broken;
    int twice = 0;
    if (!ok && !heap.broken) {
        struct chunk *c = of_payload(p);
        twice = sane(c) && !(c->size & INUSE) && after(c)->prev_size == csize(c);
    }
    pthread_mutex_unlock(&heap.lock);
    return ok ? 0 : twice ? -2 : -1;
}

/* Thread caches ------------------------------------------------------------ */

struct cache {
    pthread_mutex_t lock;
    struct chunk *bins[CACHE_MAX / HDR + 1];    /* by size, through ->next */
    size_t bytes;
    struct cache *next;                         /* caches_lock */
};

static pthread_mutex_t caches_lock = PTHREAD_MUTEX_INITIALIZER;
static struct cache *caches;
static pthread_key_t cache_key;
static pthread_once_t cache_once = PTHREAD_ONCE_INIT;
static __thread struct cache *my_cache;

/* Takes every chunk off cache k (its lock held); returns them as a list. */
static struct chunk *cache_take_all(struct cache *k)
{
    struct chunk *all = NULL;
    for (size_t b = 0; b < sizeof k->bins / sizeof k->bins[0]; b++)
        while (k->bins[b]) {
            struct chunk *c = k->bins[b];
            k->bins[b] = c->next;
            c->next = all;
            all = c;
        }
    k->bytes = 0;
    return all;
}

static void release_all(struct chunk *list)
{
    if (!list)
        return;
    pthread_mutex_lock(&heap.lock);
    while (list) {
        struct chunk *next = list->next;
        release(list);
        list = next;
    }
    pthread_mutex_unlock(&heap.lock);
}

/* A thread ends: its cache goes back to the heap. */
static void cache_destroy(void *arg)
{
    struct cache *k = arg;
    pthread_mutex_lock(&caches_lock);
    for (struct cache **pp = &caches; *pp; pp = &(*pp)->next)
        if (*pp == k) {
            *pp = k->next;
            break;
        }
    pthread_mutex_lock(&k->lock);
    struct chunk *list = cache_take_all(k);
    pthread_mutex_unlock(&k->lock);
    pthread_mutex_unlock(&caches_lock);
    release_all(list);
    if (my_cache == k)
        my_cache = NULL;
    pthread_mutex_destroy(&k->lock);
    free(k);
}

static void cache_key_init(void)
{
    (void)pthread_key_create(&cache_key, cache_destroy);
}

/* The calling thread's cache, made on first use; NULL when out of memory. */
static struct cache *cache_self(void)
{
    struct cache *k = my_cache;
    if (k)
        return k;
    pthread_once(&cache_once, cache_key_init);
    k = calloc(1, sizeof *k);
    if (!k)
        return NULL;
    pthread_mutex_init(&k->lock, NULL);
    pthread_mutex_lock(&caches_lock);
    k->next = caches;
    caches = k;
    pthread_mutex_unlock(&caches_lock);
    (void)pthread_setspecific(cache_key, k);
    my_cache = k;
    return k;
}

/* A chunk of exactly `need` bytes from the caller's cache, or NULL. */
static void *cache_alloc(size_t need)
{
    struct cache *k = cache_self();
    if (!k)
        return NULL;
    pthread_mutex_lock(&k->lock);
    struct chunk *c = k->bins[need / HDR];
    if (c && (!sane(c) || csize(c) != need)) {
        /* A write into freed memory broke the list: forget it. */
        k->bins[need / HDR] = NULL;
        c = NULL;
    }
    if (c) {
        k->bins[need / HDR] = c->next;
        k->bytes -= need;
        c->prev = NULL;
    }
    pthread_mutex_unlock(&k->lock);
    return c ? payload(c) : NULL;
}

/* A cached chunk's mark: its address scrambled, which no list link (an
 * address in the heap) and hardly any user data equals. */
static struct chunk *cache_mark(const struct chunk *c)
{
    return (struct chunk *)((uintptr_t)c ^ (uintptr_t)0xc0cac01a5eedf00dull);
}

/* Keeps chunk c (in use, freed by its owner) in the caller's cache when it
 * is small and the cache has room; 0 when it did.  The checks are those of
 * valid_payload that need no lock: the chunk's own size is stable while it
 * is in use. */
static int cache_free(struct chunk *c)
{
    size_t s = csize(c);
    if (!(c->size & INUSE) || s < MIN_CHUNK || s > CACHE_MAX || s & (HDR - 1))
        return -1;
    struct cache *k = cache_self();
    if (!k)
        return -1;
    int kept = 0;
    pthread_mutex_lock(&k->lock);
    if (k->bytes + s <= CACHE_BYTES) {
        c->prev = cache_mark(c);
        c->next = k->bins[s / HDR];
        k->bins[s / HDR] = c;
        k->bytes += s;
        kept = 1;
    }
    pthread_mutex_unlock(&k->lock);
    return kept ? 0 : -1;
}

/* Every cache's chunks back to the heap (before a request fails). */
static void reclaim_caches(void)
{
    struct chunk *all = NULL;
    pthread_mutex_lock(&caches_lock);
    for (struct cache *k = caches; k; k = k->next) {
        pthread_mutex_lock(&k->lock);
        struct chunk *list = cache_take_all(k);
        pthread_mutex_unlock(&k->lock);
        while (list) {
            struct chunk *next = list->next;
            list->next = all;
            all = list;
            list = next;
        }
    }
    pthread_mutex_unlock(&caches_lock);
    release_all(all);
}

static void *dev_alloc(size_t size, size_t align)
{
    size_t need = chunk_bytes(size);
    if (need && need <= CACHE_MAX && align <= HDR) {
        void *p = cache_alloc(need);
        if (p)
            return p;
    }
    void *p = heap_alloc(size, align);
    if (!p && need) {
        reclaim_caches();
        p = heap_alloc(size, align);
    }
    return p;
}

/* 0, or -1 when p is not a live heap payload. */
int cucc__heap_free(void *p)
{
    char *cp = p;
    if (!heap.base || cp < heap.base + HDR || cp >= (char *)heap.end || ((uintptr_t)cp & (HDR - 1)))
        return -1;
    struct chunk *c = of_payload(p);
    if (c->prev == cache_mark(c))
        return -2;      /* freed before: it is on a thread cache */
    if (cache_free(c) == 0)
        return 0;
    return heap_free(p);
}

/* The ABI (include/cucc/device_runtime.h) ------------------------------- */

static void note_use(void)
{
    if (!atomic_load_explicit(&heap_used, memory_order_relaxed))
        atomic_store_explicit(&heap_used, 1, memory_order_relaxed);
}

/* cucc --sanitize: what follows a block's `size` bytes up to the next
 * block's payload (its header included) is poisoned for AddressSanitizer,
 * and a freed block wholly, so that the program's accesses past a block
 * or to a freed one are reported.  (This file is not instrumented: the
 * heap's own header reads go on as usual.) */
static void *guarded(void *p, size_t size)
{
    if (p && cucc__sanitizing()) {
        struct chunk *c = of_payload(p);
        char *end = (char *)after(c) + HDR;
        cucc__poison(p, size, 0);
        cucc__poison((char *)p + size, (size_t)(end - ((char *)p + size)), 1);
    }
    return p;
}

int cucc__heap_contains(const void *p)
{
    const char *cp = p;
    return heap.base && cp >= heap.base && cp < (const char *)heap.end + HDR;
}

void *cucc__dev_malloc(size_t size)
{
    note_use();
    return guarded(dev_alloc(size, HDR), size);
}

/* align must be a non-zero power of two, else NULL (the guide). */
void *cucc__dev_aligned_malloc(size_t size, size_t align)
{
    note_use();
    if (!align || (align & (align - 1)))
        return NULL;
    return guarded(dev_alloc(size, align < HDR ? HDR : align), size);
}

/* free(NULL) does nothing.  Freeing what the heap did not hand out (a
 * cudaMalloc pointer, a pointer freed before) is undefined in CUDA; here it
 * ends the grid: a block freed before with cudaErrorLaunchFailure, as an
 * H100 ends a kernel that frees a block twice, anything else (a pointer
 * the heap never gave, a heap whose data the program overwrote) with
 * cudaErrorIllegalAddress, as a bad access would.
 * cucc-sanitizer reports it as compute-sanitizer does ("Malloc/Free Error
 * encountered : Device-side double free", tests/sanitizer/dfree_heap.cu). */
void cucc__dev_free(void *p)
{
    note_use();
    if (!p)
        return;
    if (cucc__sanitizing() && cucc__heap_contains(p) && !((uintptr_t)p & (HDR - 1)) &&
        (char *)p >= heap.base + HDR) {
        struct chunk *c = of_payload(p);
        if (c->size & INUSE)
            cucc__poison(p, (size_t)((char *)after(c) - (char *)p), 1);
    }
    int r = cucc__heap_free(p);
    if (r != 0 && cucc__worker_in_block()) {
        int twice = r == -2;
        if (cucc__sanitizer_on)
            cucc__sanitizer_free_error(twice ? "Device-side double free" : "Device-side invalid free", p,
                                       __builtin_return_address(0));
        cucc__trap(twice ? cudaErrorLaunchFailure : cudaErrorIllegalAddress);
    }
}

/* __host__ __device__ code: the device heap on a worker running a block,
 * the C library's heap everywhere else. */
void *cucc__hd_malloc(size_t size)
{
    return cucc__worker_in_block() ? cucc__dev_malloc(size) : malloc(size);
}

void cucc__hd_free(void *p)
{
    if (cucc__worker_in_block())
        cucc__dev_free(p);
    else
        free(p);
}

/* The runtime (rt.h) ---------------------------------------------------- */

int cucc__in_device_code(void)
{
    return cucc__worker_in_block() != NULL;
}

/* abi.h */
int cucc__on_device(void)
{
    return cucc__worker_in_block() != NULL;
}

int cucc__heap_in_use(void)
{
    return atomic_load(&heap_used);
}

void cucc__heap_reset(void)
{
    pthread_mutex_lock(&caches_lock);
    for (struct cache *k = caches; k; k = k->next) {
        pthread_mutex_lock(&k->lock);
        (void)cache_take_all(k);
        pthread_mutex_unlock(&k->lock);
    }
    pthread_mutex_unlock(&caches_lock);
    pthread_mutex_lock(&heap.lock);
    if (heap.base)
        munmap(heap.base, heap.size);
    heap.base = NULL;
    heap.size = 0;
    heap.end = NULL;
    memset(heap.bins, 0, sizeof heap.bins);
    memset(heap.map, 0, sizeof heap.map);
    heap.broken = 0;
    atomic_store(&heap_used, 0);
    pthread_mutex_unlock(&heap.lock);
}
