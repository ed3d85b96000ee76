/*
 * Memory: allocation (device, pinned host, managed), host registration,
 * copies and memsets of every shape, pointer queries.
 *
 * Device memory is host memory, so every "device" pointer is directly
 * usable by the host and all copies are memmove.  What makes this a CUDA
 * implementation is the bookkeeping: every allocation is a block in one
 * table (base, size, kind), so that
 *  - cudaFree/cudaFreeHost/cudaHostUnregister accept exactly what CUDA
 *    accepts and fail with CUDA's errors otherwise;
 *  - copies and memsets check that the device side of the operation lies
 *    inside device-accessible memory, as CUDA 13 does (a copy running past
 *    the end of an allocation fails with cudaErrorInvalidValue instead of
 *    corrupting the heap);
 *  - cudaMemcpyDefault and cudaPointerGetAttributes can tell what a pointer
 *    is (unified addressing).
 * The error choices follow CUDA 13 on an H200; where the conformance suite
 * does not pin them down they were measured with small probe programs.
 *
 * Ordering: synchronous copies and memsets run through the legacy default
 * stream (cucc__stream_run), so they wait for earlier device work; the
 * async forms are queued on their stream (cucc__stream_enqueue).  Copies
 * to or from pageable host memory are synchronous even in their async form,
 * as in CUDA (the host may reuse the buffer as soon as the call returns).
 */
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "rt/rt.h"
#include "rt/sched.h"

/* cudaMalloc's alignment guarantee (Programming Guide: at least 256 bytes). */
#define DEVICE_ALIGN 256
/* cudaMallocPitch / cudaMalloc3D row alignment (texturePitchAlignment is
 * smaller, but CUDA 13 on an H200 pads rows to 512 bytes). */
#define PITCH_ALIGN 512
/* Blocks at least this large get their own mapping, so that freeing them
 * returns the memory to the system at once. */
#define MMAP_MIN ((size_t)1 << 20)

/* The block table: sorted by base, no two blocks overlap (sizes are never
 * zero).  Guarded by mem_lock: lookups take it for reading, changes for
 * writing; no other lock is taken while it is held. */
static struct cucc__mem_block *blocks;
static size_t nblocks, cap_blocks;
static size_t bytes_in_use; /* device + managed + pinned bytes */
#define VMM_MAP 0x40000000u         /* cucc__mem_block.flags: a range mapped by cuMemMap (vmm.c) */
static pthread_rwlock_t mem_lock = PTHREAD_RWLOCK_INITIALIZER;

/* Index of the first block whose base is > p. */
static size_t upper_bound(uintptr_t p)
{
    size_t lo = 0, hi = nblocks;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if ((uintptr_t)blocks[mid].base <= p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The index of the block holding p, or -1.  Caller holds mem_lock. */
static long find_locked(const void *p)
{
    uintptr_t a = (uintptr_t)p;
    size_t i = upper_bound(a);
    if (i == 0)
        return -1;
    const struct cucc__mem_block *b = &blocks[i - 1];
    return a - (uintptr_t)b->base < b->size ? (long)(i - 1) : -1;
}

/* Does [p, p+size) overlap a block?  Caller holds mem_lock. */
static long overlap_locked(const void *p, size_t size)
{
    uintptr_t a = (uintptr_t)p;
    size_t i = upper_bound(a + size - 1);
    if (i == 0)
        return -1;
    const struct cucc__mem_block *b = &blocks[i - 1];
    return (uintptr_t)b->base + b->size > a ? (long)(i - 1) : -1;
}

/* Blocks the access checkers follow: device memory for initcheck, device
 * and managed memory for racecheck's races between blocks. */
static int tracked_kind(enum cucc__mem_kind k)
{
    return (k == CUCC_MEM_DEVICE && cucc__access_tool == CUCC_ACCESS_INITCHECK) ||
           ((k == CUCC_MEM_DEVICE || k == CUCC_MEM_MANAGED) && cucc__race_global_on);
}

static int insert_locked(const struct cucc__mem_block *b)
{
    if (nblocks == cap_blocks) {
        size_t ncap = cap_blocks ? 2 * cap_blocks : 64;
        struct cucc__mem_block *nb = realloc(blocks, ncap * sizeof *nb);
        if (!nb)
            return 0;
        blocks = nb;
        cap_blocks = ncap;
    }
    size_t i = upper_bound((uintptr_t)b->base);
    memmove(&blocks[i + 1], &blocks[i], (nblocks - i) * sizeof *blocks);
    blocks[i] = *b;
    nblocks++;
    if (tracked_kind(b->kind))
        cucc__init_alloc(b->base, b->size);
    return 1;
}

static void remove_locked(size_t i)
{
    if (tracked_kind(blocks[i].kind))
        cucc__init_free(blocks[i].base);
    memmove(&blocks[i], &blocks[i + 1], (nblocks - i - 1) * sizeof *blocks);
    nblocks--;
}

enum cucc__mem_kind cucc__mem_lookup(const void *p, struct cucc__mem_block *out)
{
    struct cucc__mem_block b = { 0 };
    pthread_rwlock_rdlock(&mem_lock);
    long i = find_locked(p);
    if (i >= 0)
        b = blocks[i];
    pthread_rwlock_unlock(&mem_lock);
    if (i < 0 && !cucc__symbol_lookup(p, &b))
        b.kind = CUCC_MEM_NONE;
    if (out)
        *out = b;
    return b.kind;
}

/* Raw memory ---------------------------------------------------------- */

/* Mappings freed lately, kept for a request of the same size: Thrust's
 * sort takes its temporary buffers from cudaMalloc at every call, and a
 * fresh mapping costs a page fault per page touched (8M keys: 6000 faults
 * a sort, 80 against 69 ms for Thrust's own OpenMP build on 2 cores).
 * A GPU's allocator too hands a freed block out again with its old
 * contents.  Kept mappings are given to the kernel with MADV_FREE, which
 * takes their pages back only under memory pressure, and made
 * inaccessible meanwhile, so that a use after cudaFree still faults
 * (cudaErrorIllegalAddress in a kernel) and a copy from or to one is an
 * invalid argument (check_host asks kept_holds). */
#define KEPT_MAPS 8
#define KEPT_BYTES ((size_t)1 << 30)
static struct { void *p; size_t size; } kept[KEPT_MAPS];
static unsigned nkept;
static size_t kept_bytes;
static pthread_mutex_t kept_lock = PTHREAD_MUTEX_INITIALIZER;

static void *kept_take(size_t size)
{
    void *p = NULL;
    pthread_mutex_lock(&kept_lock);
    for (unsigned i = nkept; i-- > 0;)
        if (kept[i].size == size) {
            p = kept[i].p;
            kept_bytes -= size;
            memmove(kept + i, kept + i + 1, (--nkept - i) * sizeof kept[0]);   /* oldest first */
            break;
        }
    pthread_mutex_unlock(&kept_lock);
    if (p && mprotect(p, size, PROT_READ | PROT_WRITE) != 0) {
        munmap(p, size);
        p = NULL;
    }
    return p;
}

/* Is [p, p + len) in a kept (freed) mapping? */
static int kept_holds(const void *p, size_t len)
{
    int in = 0;
    uintptr_t a = (uintptr_t)p;
    pthread_mutex_lock(&kept_lock);
    for (unsigned i = 0; i < nkept && !in; i++) {
        uintptr_t b = (uintptr_t)kept[i].p;
        in = a < b + kept[i].size && a + (len ? len : 1) > b;
    }
    pthread_mutex_unlock(&kept_lock);
    return in;
}

/* Keeps the mapping, making room by unmapping the oldest kept ones
 * (outside the lock), or unmaps it where it cannot be kept. */
static void kept_put(void *p, size_t size)
{
    if (size > KEPT_BYTES || mprotect(p, size, PROT_NONE) != 0) {
        munmap(p, size);
        return;
    }
    (void)madvise(p, size, MADV_FREE);
    unsigned ndrop = 0;
    __typeof__(kept[0]) drop[KEPT_MAPS];
    pthread_mutex_lock(&kept_lock);
    while (nkept - ndrop == KEPT_MAPS || kept_bytes + size > KEPT_BYTES) {
        kept_bytes -= kept[ndrop].size;
        drop[ndrop] = kept[ndrop];
        ndrop++;
    }
    memmove(kept, kept + ndrop, (nkept - ndrop) * sizeof kept[0]);
    nkept -= ndrop;
    kept[nkept].p = p;
    kept[nkept++].size = size;
    kept_bytes += size;
    pthread_mutex_unlock(&kept_lock);
    for (unsigned i = 0; i < ndrop; i++)
        munmap(drop[i].p, drop[i].size);
}

static void *raw_alloc(size_t size, size_t align)
{
    if (size >= MMAP_MIN && !cucc__sanitizing()) {  /* AddressSanitizer sees malloc's blocks only */
        void *p = kept_take(size);
        if (p)
            return p;
        p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        return p == MAP_FAILED ? NULL : p;
    }
    void *p;
    return posix_memalign(&p, align, size) == 0 ? p : NULL;
}

static void raw_free(void *p, size_t size)
{
    if (size >= MMAP_MIN && !cucc__sanitizing())
        kept_put(p, size);
    else
        free(p);
}

int cucc__mem_charge(size_t size)
{
    size_t total = cucc__total_mem();
    pthread_rwlock_wrlock(&mem_lock);
    int fits = size <= total && bytes_in_use <= total - size;
    if (fits)
        bytes_in_use += size;
    pthread_rwlock_unlock(&mem_lock);
    return fits ? 0 : -1;
}

void cucc__mem_uncharge(size_t size)
{
    pthread_rwlock_wrlock(&mem_lock);
    bytes_in_use -= size;
    pthread_rwlock_unlock(&mem_lock);
}

/* Allocates and records a block.  A request larger than what is left of
 * the device's memory fails like an out-of-memory GPU, with
 * cudaErrorMemoryAllocation (not sticky), even where the host would
 * overcommit. */
static cudaError_t block_alloc(void **out, size_t size, enum cucc__mem_kind kind, unsigned flags, size_t align)
{
    if (cucc__mem_charge(size) != 0)
        return cudaErrorMemoryAllocation;

    void *p = raw_alloc(size, align);
    struct cucc__mem_block b = { p, size, kind, flags, cucc__current_device() };
    pthread_rwlock_wrlock(&mem_lock);
    int ok = p && insert_locked(&b);
    if (!ok)
        bytes_in_use -= size;
    pthread_rwlock_unlock(&mem_lock);
    if (!ok) {
        if (p)
            raw_free(p, size);
        return cudaErrorMemoryAllocation;
    }
    *out = p;
    return cudaSuccess;
}

cudaError_t cucc__mem_adopt(void *p, size_t size)
{
    struct cucc__mem_block b = { p, size, CUCC_MEM_DEVICE, VMM_MAP, cucc__current_device() };
    pthread_rwlock_wrlock(&mem_lock);
    int ok = overlap_locked(p, size) < 0 && insert_locked(&b);
    pthread_rwlock_unlock(&mem_lock);
    return ok ? cudaSuccess : cudaErrorInvalidValue;
}

void cucc__mem_unadopt(void *p, size_t size)
{
    pthread_rwlock_wrlock(&mem_lock);
    long i;
    while ((i = overlap_locked(p, size)) >= 0 && (blocks[i].flags & VMM_MAP))
        remove_locked((size_t)i);
    pthread_rwlock_unlock(&mem_lock);
}

/* Graph memory (memory nodes, cudaMallocAsync in a stream capture): its
 * address is fixed when the graph is made, and each launch of the graph
 * makes it valid again (its alloc node) until it is freed (a free node,
 * cudaFree, cudaFreeAsync).  A freed block of graph memory is *parked*:
 * out of the table of blocks, so that using it is an error, but still
 * mapped, for the next launch to bring it back. */
#define GRAPH_MEM 0x80000000u       /* in cucc__mem_block.flags */
/* The last blocks freed, for reports of use after free.  In a --sanitize
 * build they also keep their memory, poisoned (HELD), until they leave
 * the list or HELD_BYTES of later frees push them out: memcheck lets a
 * kernel go on after an error, so a store to freed memory lands; given
 * back to free() at once, it would overwrite AddressSanitizer's record of
 * the freed chunk (its free stack's id lives in the chunk's first bytes),
 * and the next report on the chunk would fail a CHECK and end the program
 * (tests/sanitizer/uaf_threads.cu: 64 threads store to a freed block). */
#define FREED_KEPT 256
#define HELD 0x20000000u            /* cucc__mem_block.flags, in freed[] */
#define HELD_BYTES ((size_t)256 << 20)
static struct cucc__mem_block freed[FREED_KEPT];
static unsigned freed_next;
static size_t held_bytes;
static struct cucc__mem_block *parked;
static size_t nparked, capparked;
static size_t graph_reserved, graph_reserved_high;  /* bytes of graph memory, live or parked */

static void graph_account(void)
{
    if (graph_reserved > graph_reserved_high)
        graph_reserved_high = graph_reserved;
}

/* Frees the block starting exactly at p if its kind is one of `kinds`
 * (a bit mask of 1 << kind). */
static cudaError_t block_free(void *p, unsigned kinds)
{
    pthread_rwlock_wrlock(&mem_lock);
    long i = find_locked(p);
    if (i < 0 || blocks[i].base != p || !(kinds & (1u << blocks[i].kind)) || (blocks[i].flags & VMM_MAP)) {
        pthread_rwlock_unlock(&mem_lock);
        return cudaErrorInvalidValue;
    }
    struct cucc__mem_block b = blocks[i];
    if (b.flags & GRAPH_MEM) {
        if (nparked == capparked) {
            size_t cap = capparked ? 2 * capparked : 16;
            struct cucc__mem_block *v = realloc(parked, cap * sizeof *v);
            if (!v) {
                pthread_rwlock_unlock(&mem_lock);
                return cudaErrorMemoryAllocation;
            }
            parked = v;
            capparked = cap;
        }
        parked[nparked++] = b;
    }
    remove_locked((size_t)i);
    bytes_in_use -= b.size;
    /* what the list lets go: the oldest held blocks, beyond its length or
     * the bytes it may hold */
    struct cucc__mem_block go[FREED_KEPT];
    unsigned ngo = 0;
    if (!(b.flags & GRAPH_MEM) && cucc__sanitizing()) {
        b.flags |= HELD;
        held_bytes += b.size;
    }
    for (unsigned k = freed_next < FREED_KEPT ? 0 : freed_next - FREED_KEPT;
         k < freed_next && (k + FREED_KEPT == freed_next || held_bytes > HELD_BYTES); k++) {
        struct cucc__mem_block *o = &freed[k % FREED_KEPT];
        if (o->flags & HELD) {
            o->flags &= ~HELD;
            held_bytes -= o->size;
            go[ngo++] = *o;
        }
    }
    freed[freed_next++ % FREED_KEPT] = b;
    pthread_rwlock_unlock(&mem_lock);
    if (b.flags & HELD)
        cucc__poison(b.base, b.size, 1);
    else if (!(b.flags & GRAPH_MEM))
        raw_free(b.base, b.size);
    for (unsigned k = 0; k < ngo; k++) {
        cucc__poison(go[k].base, go[k].size, 0);
        raw_free(go[k].base, go[k].size);
    }
    return cudaSuccess;
}

/* For cucc-sanitizer's reports: the block p was in, among the last ones
 * freed (*was_freed = 1), else the live block nearest to p. */
int cucc__mem_nearest(const void *p, struct cucc__mem_block *out, int *was_freed)
{
    uintptr_t a = (uintptr_t)p, best = UINTPTR_MAX;
    int found = 0;
    *was_freed = 0;
    pthread_rwlock_rdlock(&mem_lock);
    for (unsigned k = 0; k < FREED_KEPT && k < freed_next; k++) {
        /* newest first: an address may have been freed more than once */
        const struct cucc__mem_block *b = &freed[(freed_next - 1 - k) % FREED_KEPT];
        if (a >= (uintptr_t)b->base && a - (uintptr_t)b->base < b->size) {
            *out = *b;
            *was_freed = 1;
            found = 1;
            break;
        }
    }
    for (size_t i = 0; !found && i < nblocks; i++) {
        uintptr_t lo = (uintptr_t)blocks[i].base, hi = lo + blocks[i].size;
        uintptr_t d = a < lo ? lo - a : a >= hi ? a - hi + 1 : 0;
        if (blocks[i].kind != CUCC_MEM_SYMBOL && d < best) {
            best = d;
            *out = blocks[i];
        }
    }
    pthread_rwlock_unlock(&mem_lock);
    return found || best != UINTPTR_MAX;
}

/* Calls fn for each live device or managed allocation (leak check). */
void cucc__mem_each_device_block(void (*fn)(const struct cucc__mem_block *, void *), void *arg)
{
    pthread_rwlock_rdlock(&mem_lock);
    size_t n = nblocks;
    struct cucc__mem_block *copy = malloc((n ? n : 1) * sizeof *copy);
    if (copy)
        memcpy(copy, blocks, n * sizeof *copy);
    pthread_rwlock_unlock(&mem_lock);
    for (size_t i = 0; copy && i < n; i++)
        if (copy[i].kind == CUCC_MEM_DEVICE || copy[i].kind == CUCC_MEM_MANAGED)
            fn(&copy[i], arg);
    free(copy);
}

/* Parked graph memory: a graph launch queued before may bring it back,
 * so a stream-ordered free of it is no error. */
int cucc__mem_graph_parked(const void *p)
{
    pthread_rwlock_rdlock(&mem_lock);
    int found = 0;
    for (size_t i = 0; i < nparked && !found; i++)
        found = parked[i].base == p;
    pthread_rwlock_unlock(&mem_lock);
    return found;
}

cudaError_t cucc__mem_graph_alloc(void **p, size_t size)
{
    cudaError_t e = block_alloc(p, size, CUCC_MEM_DEVICE, 0, DEVICE_ALIGN);
    if (e != cudaSuccess)
        return e;
    pthread_rwlock_wrlock(&mem_lock);
    long i = find_locked(*p);
    if (i >= 0)
        blocks[i].flags |= GRAPH_MEM;
    graph_reserved += size;
    graph_account();
    pthread_rwlock_unlock(&mem_lock);
    return cudaSuccess;
}

/* An alloc node runs: its block is valid again (if it was freed). */
static void revive_op(void *arg)
{
    void *p = *(void **)arg;
    pthread_rwlock_wrlock(&mem_lock);
    for (size_t i = 0; i < nparked; i++)
        if (parked[i].base == p) {
            if (insert_locked(&parked[i])) {
                bytes_in_use += parked[i].size;
                parked[i] = parked[--nparked];
            }
            break;
        }
    pthread_rwlock_unlock(&mem_lock);
}

const cucc__op_fn cucc__revive_op_fn = revive_op;

void cucc__mem_graph_usage(enum cudaGraphMemAttributeType attr, unsigned long long *value)
{
    pthread_rwlock_rdlock(&mem_lock);
    /* "used": associated with graphs, which on an H100 includes what a
     * free node freed (it stays with the graph for its next launch): here
     * the same as reserved, there being no pool granularity. */
    *value = attr == cudaGraphMemAttrUsedMemCurrent || attr == cudaGraphMemAttrReservedMemCurrent
                 ? graph_reserved
                 : graph_reserved_high;
    pthread_rwlock_unlock(&mem_lock);
}

void cucc__mem_graph_reset_high(void)
{
    pthread_rwlock_wrlock(&mem_lock);
    graph_reserved_high = graph_reserved;
    pthread_rwlock_unlock(&mem_lock);
}

void cucc__mem_reset(void)
{
    int dev = cucc__current_device();
    struct cucc__mem_block *gone = NULL;
    size_t ngone = 0;
    pthread_rwlock_wrlock(&mem_lock);
    gone = malloc((nblocks ? nblocks : 1) * sizeof *gone);
    size_t keep = 0;
    for (size_t i = 0; i < nblocks; i++) {
        if (blocks[i].device == dev && gone && !(blocks[i].flags & VMM_MAP)) {
            gone[ngone++] = blocks[i];
            if (blocks[i].kind != CUCC_MEM_REGISTERED)
                bytes_in_use -= blocks[i].size;
        } else {
            blocks[keep++] = blocks[i];
        }
    }
    nblocks = keep;
    /* parked graph memory of the device goes too */
    size_t pk = 0;
    for (size_t i = 0; i < nparked; i++) {
        if (parked[i].device == dev) {
            graph_reserved -= parked[i].size;
            raw_free(parked[i].base, parked[i].size);
        } else {
            parked[pk++] = parked[i];
        }
    }
    nparked = pk;
    for (size_t i = 0; i < ngone; i++)
        if (gone[i].flags & GRAPH_MEM)
            graph_reserved -= gone[i].size;
    pthread_rwlock_unlock(&mem_lock);
    for (size_t i = 0; i < ngone; i++)
        if (gone[i].kind != CUCC_MEM_REGISTERED)
            raw_free(gone[i].base, gone[i].size);
    free(gone);
}

/* Allocation ---------------------------------------------------------- */

cudaError_t cudaMalloc(void **devPtr, size_t size)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (!devPtr)
        return cucc__ret(cudaErrorInvalidValue);
    *devPtr = NULL;
    if (size == 0)
        return cudaSuccess;
    if (cucc__in_device_code()) {
        /* Device-side cudaMalloc is the device heap's malloc. */
        *devPtr = cucc__dev_malloc(size);
        return *devPtr ? cudaSuccess : cucc__ret(cudaErrorMemoryAllocation);
    }
    CUCC_CAPTURE_UNSAFE();
    return cucc__ret(block_alloc(devPtr, size, CUCC_MEM_DEVICE, 0, DEVICE_ALIGN));
}

cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    CUCC_CAPTURE_UNSAFE();
    if (!devPtr || (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost))
        return cucc__ret(cudaErrorInvalidValue);
    *devPtr = NULL;
    if (size == 0)
        return cudaSuccess;
    return cucc__ret(block_alloc(devPtr, size, CUCC_MEM_MANAGED, flags, DEVICE_ALIGN));
}

cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    CUCC_CAPTURE_UNSAFE();
    unsigned valid = cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined;
    if (!pHost || (flags & ~valid))
        return cucc__ret(cudaErrorInvalidValue);
    *pHost = NULL;
    if (size == 0)
        return cudaSuccess;
    long page = sysconf(_SC_PAGESIZE);
    return cucc__ret(block_alloc(pHost, size, CUCC_MEM_HOST, flags, page > 0 ? (size_t)page : 4096));
}

cudaError_t cudaMallocHost(void **ptr, size_t size)
{
    CUCC_API_TIMED();
    return cudaHostAlloc(ptr, size, cudaHostAllocDefault);
}

static size_t round_up(size_t v, size_t a)
{
    return (v + a - 1) / a * a;
}

cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    CUCC_CAPTURE_UNSAFE();
    if (!devPtr || !pitch)
        return cucc__ret(cudaErrorInvalidValue);
    *devPtr = NULL;
    *pitch = 0;
    if (width == 0 || height == 0)
        return cudaSuccess;
    size_t p = round_up(width, PITCH_ALIGN);
    if (p < width || height > SIZE_MAX / p)
        return cucc__ret(cudaErrorMemoryAllocation);
    cudaError_t e = block_alloc(devPtr, p * height, CUCC_MEM_DEVICE, 0, DEVICE_ALIGN);
    if (e == cudaSuccess)
        *pitch = p;
    return cucc__ret(e);
}

cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    CUCC_CAPTURE_UNSAFE();
    if (!pitchedDevPtr)
        return cucc__ret(cudaErrorInvalidValue);
    struct cudaPitchedPtr r = { NULL, 0, extent.width, extent.height };
    *pitchedDevPtr = r;
    if (extent.width == 0 || extent.height == 0 || extent.depth == 0)
        return cudaSuccess;
    size_t p = round_up(extent.width, PITCH_ALIGN);
    if (p < extent.width || extent.height > SIZE_MAX / p || extent.depth > SIZE_MAX / (p * extent.height))
        return cucc__ret(cudaErrorMemoryAllocation);
    cudaError_t e = block_alloc(&r.ptr, p * extent.height * extent.depth, CUCC_MEM_DEVICE, 0, DEVICE_ALIGN);
    if (e != cudaSuccess)
        return cucc__ret(e);
    r.pitch = p;
    *pitchedDevPtr = r;
    return cudaSuccess;
}

/* cudaFree waits for the device first (CUDA frees only idle memory). */
cudaError_t cudaFree(void *devPtr)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (cucc__in_device_code())     /* the device heap's free */
        return !devPtr || cucc__heap_free(devPtr) == 0 ? cudaSuccess : cucc__ret(cudaErrorInvalidValue);
    CUCC_CAPTURE_UNSAFE();          /* cudaFree(0) too */
    if (!devPtr)
        return cudaSuccess;
    cudaError_t e = cucc__device_sync();
    if (e != cudaSuccess)
        return cucc__ret(e);
    return cucc__ret(block_free(devPtr, 1u << CUCC_MEM_DEVICE | 1u << CUCC_MEM_MANAGED));
}

static void free_op(void *arg)
{
    (void)block_free(*(void **)arg, 1u << CUCC_MEM_DEVICE | 1u << CUCC_MEM_MANAGED);
}

const cucc__op_fn cucc__free_op_fn = free_op;

/* Stream-ordered free: the memory goes when the stream reaches the call,
 * so work queued before it may still use it; the call does not wait. */
cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (!devPtr)
        return cudaSuccess;
    struct cucc__mem_block b;
    enum cucc__mem_kind k = cucc__mem_lookup(devPtr, &b);
    if (((k != CUCC_MEM_DEVICE && k != CUCC_MEM_MANAGED) || b.base != devPtr) && !cucc__mem_graph_parked(devPtr))
        return cucc__ret(cudaErrorInvalidValue);
    return cucc__ret(cucc__stream_enqueue(hStream, free_op, &devPtr, sizeof devPtr));
}

cudaError_t cudaFreeHost(void *ptr)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    CUCC_CAPTURE_UNSAFE();
    if (!ptr)
        return cudaSuccess;
    cudaError_t e = cucc__device_sync();
    if (e != cudaSuccess)
        return cucc__ret(e);
    return cucc__ret(block_free(ptr, 1u << CUCC_MEM_HOST));
}

/* Host registration ----------------------------------------------------- */

cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    CUCC_CAPTURE_UNSAFE();
    unsigned valid = cudaHostRegisterPortable | cudaHostRegisterMapped | cudaHostRegisterIoMemory |
                     cudaHostRegisterReadOnly;
    if (!ptr || size == 0 || (flags & ~valid) || (uintptr_t)ptr + size < (uintptr_t)ptr)
        return cucc__ret(cudaErrorInvalidValue);
    struct cucc__mem_block b = { ptr, size, CUCC_MEM_REGISTERED, flags, cucc__current_device() };
    cudaError_t e = cudaSuccess;
    pthread_rwlock_wrlock(&mem_lock);
    long i = overlap_locked(ptr, size);
    if (i >= 0)
        e = blocks[i].kind == CUCC_MEM_REGISTERED ? cudaErrorHostMemoryAlreadyRegistered : cudaErrorInvalidValue;
    else if (!insert_locked(&b))
        e = cudaErrorMemoryAllocation;
    pthread_rwlock_unlock(&mem_lock);
    return cucc__ret(e);
}

cudaError_t cudaHostUnregister(void *ptr)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    CUCC_CAPTURE_UNSAFE();
    if (!ptr)
        return cucc__ret(cudaErrorInvalidValue);
    cudaError_t e = cucc__device_sync();
    if (e != cudaSuccess)
        return cucc__ret(e);
    pthread_rwlock_wrlock(&mem_lock);
    long i = find_locked(ptr);
    if (i < 0 || blocks[i].kind != CUCC_MEM_REGISTERED)
        e = cudaErrorHostMemoryNotRegistered;
    else if (blocks[i].base != ptr)
        e = cudaErrorInvalidValue;
    else
        remove_locked((size_t)i);
    pthread_rwlock_unlock(&mem_lock);
    return cucc__ret(e);
}

static int is_pinned(enum cucc__mem_kind k)
{
    return k == CUCC_MEM_HOST || k == CUCC_MEM_REGISTERED;
}

/* With unified addressing a mapped host allocation has one address for
 * host and device. */
cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    if (!pDevice || flags != 0 || !is_pinned(cucc__mem_lookup(pHost, NULL)))
        return cucc__ret(cudaErrorInvalidValue);
    *pDevice = pHost;
    return cudaSuccess;
}

/* All page-locked memory is mapped (unified addressing), and CUDA 13 does
 * not report cudaHostAllocPortable back. */
cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    struct cucc__mem_block b;
    if (!pFlags || !is_pinned(cucc__mem_lookup(pHost, &b)))
        return cucc__ret(cudaErrorInvalidValue);
    *pFlags = (b.flags | cudaHostAllocMapped) & ~(unsigned)cudaHostAllocPortable;
    return cudaSuccess;
}

/* Queries --------------------------------------------------------------- */

/* free: what the system could still give (MemAvailable), within what is
 * left of totalGlobalMem. */
cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    size_t t = cucc__total_mem();
    pthread_rwlock_rdlock(&mem_lock);
    size_t used = bytes_in_use;
    pthread_rwlock_unlock(&mem_lock);
    size_t f = used < t ? t - used : 0;
    long avail = sysconf(_SC_AVPHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    if (avail > 0 && page > 0 && (size_t)avail * (size_t)page < f)
        f = (size_t)avail * (size_t)page;
    if (free_bytes)
        *free_bytes = f;
    if (total)
        *total = t;
    return cudaSuccess;
}

/* Works without a context (CUDA 13 answers even after a sticky error). */
cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr)
{
    CUCC_API_TIMED();
    if (!attributes)
        return cucc__ret_plain(cudaErrorInvalidValue);
    struct cucc__mem_block b;
    memset(attributes, 0, sizeof *attributes);
    switch (cucc__mem_lookup(ptr, &b)) {
    case CUCC_MEM_NONE:
        attributes->type = cudaMemoryTypeUnregistered;
        attributes->device = cudaInvalidDeviceId;
        attributes->hostPointer = (void *)ptr;
        break;
    case CUCC_MEM_DEVICE:
    case CUCC_MEM_SYMBOL:
        attributes->type = cudaMemoryTypeDevice;
        attributes->device = b.device;
        attributes->devicePointer = (void *)ptr;
        break;
    case CUCC_MEM_HOST:
    case CUCC_MEM_REGISTERED:
        attributes->type = cudaMemoryTypeHost;
        attributes->device = b.device;
        attributes->devicePointer = (void *)ptr;
        attributes->hostPointer = (void *)ptr;
        break;
    case CUCC_MEM_MANAGED:
        attributes->type = cudaMemoryTypeManaged;
        attributes->device = b.device;
        attributes->devicePointer = (void *)ptr;
        attributes->hostPointer = (void *)ptr;
        break;
    }
    return cudaSuccess;
}

/* Copies and memsets ---------------------------------------------------- */

/* A copy of `depth` slices of `height` rows of `width` bytes; 1D and 2D
 * copies are the special cases.  Runs as a stream operation. */
struct copy_op {
    char *dst;
    const char *src;
    size_t width, height, depth;
    size_t dpitch, spitch;  /* bytes between rows */
    size_t dslice, sslice;  /* bytes between slices */
};

static void run_copy(void *arg)
{
    const struct copy_op *c = arg;
    int init = cucc__access_tool == CUCC_ACCESS_INITCHECK;
    for (size_t z = 0; z < c->depth; z++)
        for (size_t y = 0; y < c->height; y++) {
            char *d = c->dst + z * c->dslice + y * c->dpitch;
            const char *s = c->src + z * c->sslice + y * c->spitch;
            memmove(d, s, c->width);
            if (init)
                cucc__init_copied(d, s, c->width);
        }
}

struct set_op {
    char *dst;
    int value;
    size_t width, height, depth;
    size_t pitch, slice;
};

static void run_set(void *arg)
{
    const struct set_op *s = arg;
    for (size_t z = 0; z < s->depth; z++)
        for (size_t y = 0; y < s->height; y++) {
            memset(s->dst + z * s->slice + y * s->pitch, s->value, s->width);
            if (cucc__access_tool == CUCC_ACCESS_INITCHECK)
                cucc__init_written(s->dst + z * s->slice + y * s->pitch, s->width);
        }
}

const cucc__op_fn cucc__set_op_fn = run_set;

/* What the profiler calls a copy: CUDA's kind, from where src and dst lie. */
static const char *copy_name(const void *dst, const void *src)
{
    int d = cucc__mem_lookup(dst, NULL) == CUCC_MEM_DEVICE, s = cucc__mem_lookup(src, NULL) == CUCC_MEM_DEVICE;
    return d && s ? "[CUDA memcpy Device-to-Device]" : d ? "[CUDA memcpy Host-to-Device]"
           : s    ? "[CUDA memcpy Device-to-Host]"
                  : "[CUDA memcpy Host-to-Host]";
}

int cucc__memop_describe(cucc__op_fn fn, const void *arg, struct cucc__prof_op *op)
{
    if (fn == run_copy) {
        const struct copy_op *c = arg;
        *op = (struct cucc__prof_op){ CUCC_PROF_COPY, copy_name(c->dst, c->src), { 0 }, { 0 },
                                      (unsigned long long)c->width * c->height * c->depth };
        return 1;
    }
    if (fn == run_set) {
        const struct set_op *s = arg;
        *op = (struct cucc__prof_op){ CUCC_PROF_SET, "[CUDA memset]", { 0 }, { 0 },
                                      (unsigned long long)s->width * s->height * s->depth };
        return 1;
    }
    return 0;
}

/* Bytes spanned by the operation: from the first byte to one past the last. */
static size_t span(size_t width, size_t height, size_t depth, size_t pitch, size_t slice)
{
    return (depth - 1) * slice + (height - 1) * pitch + width;
}

static int device_accessible(enum cucc__mem_kind k)
{
    return k != CUCC_MEM_NONE;
}

/* The device side of a copy or memset: [p, p+len) must lie inside one block
 * of device-accessible memory. */
static cudaError_t check_device(const void *p, size_t len)
{
    struct cucc__mem_block b;
    if (!p || !device_accessible(cucc__mem_lookup(p, &b)))
        return cudaErrorInvalidValue;
    if (len > b.size - (size_t)((const char *)p - (const char *)b.base))
        return cudaErrorInvalidValue;
    return cudaSuccess;
}

/* The host side: any address but NULL; runtime memory is range-checked,
 * and other memory must be mapped, all of it (madvise fails with ENOMEM
 * where a page of the range is not: one system call, where the copy would
 * kill the process). */
static cudaError_t check_host(const void *p, size_t len)
{
    if (!p)
        return cudaErrorInvalidValue;
    struct cucc__mem_block b;
    if (cucc__mem_lookup(p, &b) != CUCC_MEM_NONE)
        return len > b.size - (size_t)((const char *)p - (const char *)b.base) ? cudaErrorInvalidValue
                                                                               : cudaSuccess;
    if (kept_holds(p, len))
        return cudaErrorInvalidValue;
    if (len) {
        uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
        uintptr_t start = (uintptr_t)p & ~(page - 1);
        if ((uintptr_t)p + len < (uintptr_t)p ||
            (madvise((void *)start, (uintptr_t)p + len - start, MADV_NORMAL) != 0 && errno == ENOMEM))
            return cudaErrorInvalidValue;
    }
    return cudaSuccess;
}

/* Checks both sides of a copy for its kind.  cudaMemcpyHostToHost is not
 * checked beyond NULL (CUDA 13 copies device pointers under that kind too).
 * *pageable is set when a host side is pageable memory. */
static cudaError_t check_copy(void *dst, const void *src, size_t dlen, size_t slen, enum cudaMemcpyKind kind,
                              int *pageable)
{
    if ((unsigned)kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    int dst_dev = kind == cudaMemcpyHostToDevice || kind == cudaMemcpyDeviceToDevice;
    int src_dev = kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDeviceToDevice;
    if (kind == cudaMemcpyDefault || kind == cudaMemcpyHostToHost) {
        cudaError_t e = check_host(dst, dlen);
        if (e == cudaSuccess)
            e = check_host(src, slen);
        if (e != cudaSuccess)
            return e;
        *pageable = cucc__mem_lookup(dst, NULL) == CUCC_MEM_NONE || cucc__mem_lookup(src, NULL) == CUCC_MEM_NONE;
        return cudaSuccess;
    }
    cudaError_t e = dst_dev ? check_device(dst, dlen) : check_host(dst, dlen);
    if (e == cudaSuccess)
        e = src_dev ? check_device(src, slen) : check_host(src, slen);
    if (e != cudaSuccess)
        return e;
    *pageable = (!dst_dev && cucc__mem_lookup(dst, NULL) == CUCC_MEM_NONE) ||
                (!src_dev && cucc__mem_lookup(src, NULL) == CUCC_MEM_NONE);
    return cudaSuccess;
}

/* Runs c in stream order: synchronously for the synchronous API and for
 * pageable host memory, queued otherwise. */
static cudaError_t submit_copy(const struct copy_op *c, cudaStream_t stream, int async, int pageable)
{
    if (!async) {
        /* A blocking copy prints what device printf buffered. */
        cudaError_t e = cucc__stream_run(stream, run_copy, (void *)c);
        cucc__printf_flush();
        return e;
    }
    if (pageable && !(atomic_load_explicit(&cucc__captures, memory_order_acquire) > 0 &&
                     cucc__capturing_handle(stream)))
        return cucc__stream_run(stream, run_copy, (void *)c);
    return cucc__stream_enqueue(stream, run_copy, c, sizeof *c);
}

static cudaError_t copy_1d(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                           cudaStream_t stream, int async)
{
    if (count == 0)
        return cudaSuccess;
    int pageable = 0;
    cudaError_t e = check_copy(dst, src, count, count, kind, &pageable);
    if (e != cudaSuccess)
        return e;
    struct copy_op c = { dst, src, count, 1, 1, count, count, count, count };
    return submit_copy(&c, stream, async, pageable);
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(copy_1d(dst, src, count, kind, 0, 0));
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(copy_1d(dst, src, count, kind, stream, 1));
}

static cudaError_t check_peer(int dstDevice, int srcDevice)
{
    int n = cucc__device_count();
    return dstDevice < 0 || dstDevice >= n || srcDevice < 0 || srcDevice >= n ? cudaErrorInvalidDevice : cudaSuccess;
}

cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    cudaError_t e = check_peer(dstDevice, srcDevice);
    if (e == cudaSuccess)
        e = copy_1d(dst, src, count, cudaMemcpyDeviceToDevice, 0, 0);
    return cucc__ret(e);
}

cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count,
                                cudaStream_t stream)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    cudaError_t e = check_peer(dstDevice, srcDevice);
    if (e == cudaSuccess)
        e = copy_1d(dst, src, count, cudaMemcpyDeviceToDevice, stream, 1);
    return cucc__ret(e);
}

static cudaError_t copy_2d(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                           enum cudaMemcpyKind kind, cudaStream_t stream, int async)
{
    if (width == 0 || height == 0)
        return cudaSuccess;
    if ((unsigned)kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    if (width > dpitch || width > spitch)
        return height == 1 ? cudaErrorInvalidValue : cudaErrorInvalidPitchValue; /* as CUDA 13 */
    if (height - 1 > (SIZE_MAX - width) / (dpitch > spitch ? dpitch : spitch))
        return cudaErrorInvalidValue;
    int pageable = 0;
    cudaError_t e = check_copy(dst, src, span(width, height, 1, dpitch, 0), span(width, height, 1, spitch, 0),
                               kind, &pageable);
    if (e != cudaSuccess)
        return e;
    struct copy_op c = { dst, src, width, height, 1, dpitch, spitch, 0, 0 };
    return submit_copy(&c, stream, async, pageable);
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                         enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(copy_2d(dst, dpitch, src, spitch, width, height, kind, 0, 0));
}

cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                              size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(copy_2d(dst, dpitch, src, spitch, width, height, kind, stream, 1));
}

/* One side of a 3D copy: where the box starts and how rows and slices are
 * laid out.  A side needs pitch >= pos.x + width, and, when the box spans
 * slices, ysize >= pos.y + height (slices are pitch * ysize bytes apart). */
static cudaError_t side_3d(const struct cudaPitchedPtr *pp, struct cudaPos pos, struct cudaExtent ext,
                           char **start, size_t *slice)
{
    if (!pp->ptr)
        return cudaErrorInvalidValue;
    if (pos.x > pp->pitch || ext.width > pp->pitch - pos.x)
        return cudaErrorInvalidPitchValue;
    if ((ext.depth > 1 || pos.z > 0) && (pos.y > pp->ysize || ext.height > pp->ysize - pos.y))
        return cudaErrorInvalidPitchValue;
    *slice = pp->pitch * pp->ysize;
    *start = (char *)pp->ptr + pos.z * *slice + pos.y * pp->pitch + pos.x;
    return cudaSuccess;
}

/* One side of a 3D copy that is a CUDA array: positions are in its
 * elements, and so is the extent's width. */
static cudaError_t array_side(cudaArray_const_t a, const struct cudaPitchedPtr *ptr, struct cudaPos *pos,
                              struct cudaExtent ext, struct cudaPitchedPtr *out, size_t *elem)
{
    if (ptr->ptr)
        return cudaErrorInvalidValue;
    if (!cucc__array_live(a))
        return cudaErrorDeviceUninitialized; /* what CUDA 13 says for a bad handle */
    if (pos->x > a->extent.width || ext.width > a->extent.width - pos->x || pos->y > a->rows ||
        ext.height > a->rows - pos->y || pos->z > a->slices || ext.depth > a->slices - pos->z)
        return cudaErrorInvalidValue;
    *out = cucc__array_pitched(a);
    pos->x *= a->elem_size;
    if (*elem && *elem != a->elem_size)
        return cudaErrorInvalidValue;
    *elem = a->elem_size;
    return cudaSuccess;
}

/* The linear side of a copy with an array on the other side. */
static cudaError_t check_linear(const void *p, size_t len, int on_device, int *pageable)
{
    cudaError_t e = on_device ? check_device(p, len) : check_host(p, len);
    if (e == cudaSuccess && !on_device && cucc__mem_lookup(p, NULL) == CUCC_MEM_NONE)
        *pageable = 1;
    return e;
}

static cudaError_t copy_3d(const struct cudaMemcpy3DParms *p, cudaStream_t stream, int async)
{
    if (!p)
        return cudaErrorInvalidValue;
    struct cudaExtent ext = p->extent;
    if (ext.width == 0 || ext.height == 0 || ext.depth == 0)
        return cudaSuccess;
    if ((unsigned)p->kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    struct cudaPitchedPtr src = p->srcPtr, dst = p->dstPtr;
    struct cudaPos spos = p->srcPos, dpos = p->dstPos;
    size_t elem = 0;
    cudaError_t e = cudaSuccess;
    if (p->srcArray)
        e = array_side(p->srcArray, &p->srcPtr, &spos, ext, &src, &elem);
    if (e == cudaSuccess && p->dstArray)
        e = array_side(p->dstArray, &p->dstPtr, &dpos, ext, &dst, &elem);
    if (e != cudaSuccess)
        return e;
    if (elem) {
        if (ext.width > SIZE_MAX / elem)
            return cudaErrorInvalidValue;
        ext.width *= elem;
    }
    struct copy_op c = { 0 };
    char *s;
    e = side_3d(&dst, dpos, ext, &c.dst, &c.dslice);
    if (e == cudaSuccess)
        e = side_3d(&src, spos, ext, &s, &c.sslice);
    if (e != cudaSuccess)
        return e;
    c.src = s;
    c.width = ext.width;
    c.height = ext.height;
    c.depth = ext.depth;
    c.dpitch = dst.pitch;
    c.spitch = src.pitch;
    size_t dlen = span(c.width, c.height, c.depth, c.dpitch, c.dslice);
    size_t slen = span(c.width, c.height, c.depth, c.spitch, c.sslice);
    int pageable = 0;
    int dst_dev = p->kind == cudaMemcpyHostToDevice || p->kind == cudaMemcpyDeviceToDevice;
    int src_dev = p->kind == cudaMemcpyDeviceToHost || p->kind == cudaMemcpyDeviceToDevice;
    if (p->srcArray && p->dstArray)
        e = cudaSuccess;
    else if (p->srcArray)
        e = check_linear(c.dst, dlen, dst_dev, &pageable);
    else if (p->dstArray)
        e = check_linear(c.src, slen, src_dev, &pageable);
    else
        e = check_copy(c.dst, c.src, dlen, slen, p->kind, &pageable);
    if (e != cudaSuccess)
        return e;
    return submit_copy(&c, stream, async, pageable);
}

cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(copy_3d(p, 0, 0));
}

cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(copy_3d(p, stream, 1));
}

static cudaError_t copy_3d_peer(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream, int async)
{
    if (!p)
        return cudaErrorInvalidValue;
    cudaError_t e = check_peer(p->dstDevice, p->srcDevice);
    if (e != cudaSuccess)
        return e;
    struct cudaMemcpy3DParms q = { p->srcArray, p->srcPos, p->srcPtr, p->dstArray, p->dstPos, p->dstPtr,
                                   p->extent, cudaMemcpyDeviceToDevice };
    return copy_3d(&q, stream, async);
}

cudaError_t cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(copy_3d_peer(p, 0, 0));
}

cudaError_t cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(copy_3d_peer(p, stream, 1));
}

/* Only the low byte of value is stored (cudaMemset is a byte fill). */
static cudaError_t set_3d(void *dst, int value, size_t width, size_t height, size_t depth, size_t pitch,
                          size_t slice, cudaStream_t stream, int async)
{
    if (width == 0 || height == 0 || depth == 0)
        return cudaSuccess;
    if ((height > 1 || depth > 1) && width > pitch)
        return cudaErrorInvalidValue;
    cudaError_t e = check_device(dst, span(width, height, depth, pitch, slice));
    if (e != cudaSuccess)
        return e;
    struct set_op s = { dst, value & 0xff, width, height, depth, pitch, slice };
    if (!async)
        return cucc__stream_run(stream, run_set, &s);
    return cucc__stream_enqueue(stream, run_set, &s, sizeof s);
}

cudaError_t cudaMemset(void *devPtr, int value, size_t count)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(set_3d(devPtr, value, count, 1, 1, count, count, 0, 0));
}

cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(set_3d(devPtr, value, count, 1, 1, count, count, stream, 1));
}

cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(set_3d(devPtr, value, width, height, 1, pitch, 0, 0, 0));
}

cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height,
                              cudaStream_t stream)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(set_3d(devPtr, value, width, height, 1, pitch, 0, stream, 1));
}

static cudaError_t memset_3d(struct cudaPitchedPtr p, int value, struct cudaExtent e, cudaStream_t stream, int async)
{
    if (e.width == 0 || e.height == 0 || e.depth == 0)
        return cudaSuccess;
    if (e.width > p.pitch || (e.depth > 1 && e.height > p.ysize))
        return cudaErrorInvalidValue;
    return set_3d(p.ptr, value, e.width, e.height, e.depth, p.pitch, p.pitch * p.ysize, stream, async);
}

cudaError_t cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(memset_3d(pitchedDevPtr, value, extent, 0, 0));
}

cudaError_t cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent,
                              cudaStream_t stream)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(memset_3d(pitchedDevPtr, value, extent, stream, 1));
}

/* Managed-memory hints: all memory is already where every device and the
 * host can use it, so they only validate their arguments. */
cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location,
                                 unsigned int flags, cudaStream_t stream)
{
    CUCC_API_TIMED();
    (void)stream;
    CHECK_CONTEXT();
    if (flags != 0 || count == 0)
        return cucc__ret(cudaErrorInvalidValue);
    if (location.type == cudaMemLocationTypeDevice &&
        (location.id < 0 || location.id >= cucc__device_count()))
        return cucc__ret(cudaErrorInvalidDevice);
    return cucc__ret(check_host(devPtr, count));
}

cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                          struct cudaMemLocation location)
{
    CUCC_API_TIMED();
    (void)location;
    CHECK_CONTEXT();
    if (count == 0 || (int)advice < cudaMemAdviseSetReadMostly || (int)advice > cudaMemAdviseUnsetAccessedBy)
        return cucc__ret(cudaErrorInvalidValue);
    return cucc__ret(check_host(devPtr, count));
}
