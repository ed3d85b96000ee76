/*
 * Memory pools (runtime API "Stream Ordered Memory Allocator").
 *
 * A pool is an account, not a cache: cudaMallocFromPoolAsync (and
 * cudaMallocAsync, from the device's current pool) takes device memory
 * from memory.c like cudaMalloc, usable at once, and records the block
 * with its pool; cudaFreeAsync and cudaFree give it back as for any block.
 * A pool's used and reserved bytes are its blocks still allocated (a
 * block that memory.c no longer has, same base and size, was freed);
 * reserved equals used, nothing being kept for reuse, so the release
 * threshold and cudaMemPoolTrimTo have nothing to act on.  Each device has
 * a default pool; cudaDeviceSetMemPool makes another current.  Sharing
 * pools between processes (export/import) is not done:
 * cudaErrorNotSupported.
 */
#include "sched.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct pool_block {
    void *base;
    size_t size;
};

struct CUmemPoolHandle_st {
    struct cudaMemPoolProps props;
    int device;
    int is_default;
    unsigned long long threshold;   /* cudaMemPoolAttrReleaseThreshold */
    int reuse[3];                   /* the three reuse policies (1, 2, 3) */
    size_t used_high;
    struct pool_block *blocks;
    size_t nblocks, cap;
    enum cudaMemAccessFlags peer_access;
    struct CUmemPoolHandle_st *next;
};

#define MAX_DEVICES 64
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUmemPoolHandle_st *pools;                   /* created pools */
static struct CUmemPoolHandle_st *defaults[MAX_DEVICES];
static struct CUmemPoolHandle_st *current[MAX_DEVICES];

static void reset_pools(void);
static pthread_once_t hook_once = PTHREAD_ONCE_INIT;
static void register_hook(void)
{
    cucc__on_reset(reset_pools);
}

static int device_count(void)
{
    int n = 0;
    cudaGetDeviceCount(&n);
    return n < MAX_DEVICES ? n : MAX_DEVICES;
}

static struct CUmemPoolHandle_st *pool_new(int device, int is_default)
{
    struct CUmemPoolHandle_st *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->props.allocType = cudaMemAllocationTypePinned;
    p->props.location.type = cudaMemLocationTypeDevice;
    p->props.location.id = device;
    p->device = device;
    p->is_default = is_default;
    p->reuse[0] = p->reuse[1] = p->reuse[2] = 1;
    p->peer_access = cudaMemAccessFlagsProtNone;
    return p;
}

/* The device's default pool, made on first use; under pool_lock. */
static struct CUmemPoolHandle_st *default_pool(int device)
{
    pthread_once(&hook_once, register_hook);
    if (!defaults[device])
        defaults[device] = pool_new(device, 1);
    return defaults[device];
}

static int pool_live(const struct CUmemPoolHandle_st *p)
{
    for (int d = 0; d < MAX_DEVICES; d++)
        if (defaults[d] == p && p)
            return 1;
    for (struct CUmemPoolHandle_st *q = pools; q; q = q->next)
        if (q == p)
            return 1;
    return 0;
}

/* Drops the blocks memory.c has freed; returns the bytes still in use. */
static size_t pool_used(struct CUmemPoolHandle_st *p)
{
    size_t k = 0, used = 0;
    for (size_t i = 0; i < p->nblocks; i++) {
        struct cucc__mem_block b;
        if (cucc__mem_lookup(p->blocks[i].base, &b) == CUCC_MEM_DEVICE && b.base == p->blocks[i].base &&
            b.size == p->blocks[i].size) {
            p->blocks[k++] = p->blocks[i];
            used += b.size;
        }
    }
    p->nblocks = k;
    return used;
}

cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device)
{
    CUCC_API_TIMED();
    if (!memPool)
        return cucc__ret(cudaErrorInvalidValue);
    if (device < 0 || device >= device_count())
        return cucc__ret(cudaErrorInvalidDevice);
    pthread_mutex_lock(&pool_lock);
    *memPool = default_pool(device);
    pthread_mutex_unlock(&pool_lock);
    return cucc__ret(*memPool ? cudaSuccess : cudaErrorMemoryAllocation);
}

cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device)
{
    CUCC_API_TIMED();
    if (!memPool)
        return cucc__ret(cudaErrorInvalidValue);
    if (device < 0 || device >= device_count())
        return cucc__ret(cudaErrorInvalidDevice);
    pthread_mutex_lock(&pool_lock);
    *memPool = current[device] ? current[device] : default_pool(device);
    pthread_mutex_unlock(&pool_lock);
    return cucc__ret(*memPool ? cudaSuccess : cudaErrorMemoryAllocation);
}

cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool)
{
    CUCC_API_TIMED();
    if (device < 0 || device >= device_count())
        return cucc__ret(cudaErrorInvalidDevice);
    pthread_mutex_lock(&pool_lock);
    cudaError_t e = cudaSuccess;
    if (!memPool || !pool_live(memPool) || memPool->device != device)
        e = cudaErrorInvalidValue;
    else
        current[device] = memPool;
    pthread_mutex_unlock(&pool_lock);
    return cucc__ret(e);
}

cudaError_t cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps)
{
    CUCC_API_TIMED();
    if (!memPool || !poolProps || poolProps->allocType != cudaMemAllocationTypePinned ||
        poolProps->location.type != cudaMemLocationTypeDevice)
        return cucc__ret(cudaErrorInvalidValue);
    if (poolProps->location.id < 0 || poolProps->location.id >= device_count())
        return cucc__ret(cudaErrorInvalidDevice);
    if (poolProps->handleTypes != cudaMemHandleTypeNone)
        return cucc__ret(cudaErrorNotSupported);    /* sharing between processes */
    pthread_once(&hook_once, register_hook);
    struct CUmemPoolHandle_st *p = pool_new(poolProps->location.id, 0);
    if (!p)
        return cucc__ret(cudaErrorMemoryAllocation);
    p->props = *poolProps;
    pthread_mutex_lock(&pool_lock);
    p->next = pools;
    pools = p;
    pthread_mutex_unlock(&pool_lock);
    *memPool = p;
    return cucc__ret(cudaSuccess);
}

/* Blocks still allocated from a destroyed pool stay valid until freed, as
 * in CUDA (whose pool lives on until then). */
cudaError_t cudaMemPoolDestroy(cudaMemPool_t memPool)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&pool_lock);
    cudaError_t e = cudaErrorInvalidValue;
    for (struct CUmemPoolHandle_st **q = &pools; *q; q = &(*q)->next)
        if (*q == memPool) {
            *q = memPool->next;
            for (int d = 0; d < MAX_DEVICES; d++)
                if (current[d] == memPool)
                    current[d] = NULL;
            free(memPool->blocks);
            free(memPool);
            e = cudaSuccess;
            break;
        }
    pthread_mutex_unlock(&pool_lock);
    return cucc__ret(e);
}

cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    CUCC_API_TIMED();
    if (!ptr)
        return cucc__ret(cudaErrorInvalidValue);
    struct CUstream_st *s;
    cudaError_t e = cucc__stream_resolve(stream, &s);
    if (e != cudaSuccess)
        return cucc__ret(e);
    pthread_mutex_lock(&pool_lock);
    int ok = memPool && pool_live(memPool);
    pthread_mutex_unlock(&pool_lock);
    if (!ok)
        return cucc__ret(cudaErrorInvalidValue);
    if (size && atomic_load_explicit(&cucc__captures, memory_order_acquire) > 0 &&
        cucc__capture_alloc(s, ptr, size, &e))
        return cucc__ret(e);    /* an alloc node of the graph being captured */
    e = cudaMalloc(ptr, size);
    if (e != cudaSuccess || !*ptr)
        return e;
    pthread_mutex_lock(&pool_lock);
    if (pool_live(memPool)) {
        if (memPool->nblocks == memPool->cap) {
            size_t cap = memPool->cap ? 2 * memPool->cap : 16;
            struct pool_block *v = realloc(memPool->blocks, cap * sizeof *v);
            if (v) {
                memPool->blocks = v;
                memPool->cap = cap;
            }
        }
        if (memPool->nblocks < memPool->cap)
            memPool->blocks[memPool->nblocks++] = (struct pool_block){ *ptr, size };
        size_t used = pool_used(memPool);
        if (used > memPool->used_high)
            memPool->used_high = used;
    }
    pthread_mutex_unlock(&pool_lock);
    return cudaSuccess;
}

/* cudaMallocAsync: from the current device's current pool. */
cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream)
{
    CUCC_API_TIMED();
    int dev = 0;
    cudaGetDevice(&dev);
    cudaMemPool_t p;
    cudaError_t e = cudaDeviceGetMemPool(&p, dev);
    if (e != cudaSuccess)
        return e;
    return cudaMallocFromPoolAsync(devPtr, size, p, hStream);
}

cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep)
{
    CUCC_API_TIMED();
    (void)minBytesToKeep;
    pthread_mutex_lock(&pool_lock);
    int ok = memPool && pool_live(memPool);
    pthread_mutex_unlock(&pool_lock);
    return cucc__ret(ok ? cudaSuccess : cudaErrorInvalidValue);
}

cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    CUCC_API_TIMED();
    if (!value)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&pool_lock);
    cudaError_t e = memPool && pool_live(memPool) ? cudaSuccess : cudaErrorInvalidValue;
    if (e == cudaSuccess) {
        switch (attr) {
        case cudaMemPoolReuseFollowEventDependencies:
        case cudaMemPoolReuseAllowOpportunistic:
        case cudaMemPoolReuseAllowInternalDependencies:
            memPool->reuse[attr - 1] = *(int *)value != 0;
            break;
        case cudaMemPoolAttrReleaseThreshold:
            memPool->threshold = *(unsigned long long *)value;
            break;
        case cudaMemPoolAttrReservedMemHigh:
        case cudaMemPoolAttrUsedMemHigh:
            /* only a reset to 0 (the current value) */
            if (*(unsigned long long *)value != 0)
                e = cudaErrorInvalidValue;
            else
                memPool->used_high = pool_used(memPool);
            break;
        default:
            e = cudaErrorInvalidValue;
        }
    }
    pthread_mutex_unlock(&pool_lock);
    return cucc__ret(e);
}

cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    CUCC_API_TIMED();
    if (!value)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&pool_lock);
    cudaError_t e = memPool && pool_live(memPool) ? cudaSuccess : cudaErrorInvalidValue;
    if (e == cudaSuccess) {
        switch (attr) {
        case cudaMemPoolReuseFollowEventDependencies:
        case cudaMemPoolReuseAllowOpportunistic:
        case cudaMemPoolReuseAllowInternalDependencies:
            *(int *)value = memPool->reuse[attr - 1];
            break;
        case cudaMemPoolAttrReleaseThreshold:
            *(unsigned long long *)value = memPool->threshold;
            break;
        case cudaMemPoolAttrReservedMemCurrent:
        case cudaMemPoolAttrUsedMemCurrent:
            *(unsigned long long *)value = pool_used(memPool);
            break;
        case cudaMemPoolAttrReservedMemHigh:
        case cudaMemPoolAttrUsedMemHigh: {
            size_t used = pool_used(memPool);
            *(unsigned long long *)value = used > memPool->used_high ? used : memPool->used_high;
            break;
        }
        default:
            e = cudaErrorInvalidValue;
        }
    }
    pthread_mutex_unlock(&pool_lock);
    return cucc__ret(e);
}

/* Access from other devices: recorded; one address space serves all. */
cudaError_t cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count)
{
    CUCC_API_TIMED();
    if (count && !descList)
        return cucc__ret(cudaErrorInvalidValue);
    int n = device_count();
    pthread_mutex_lock(&pool_lock);
    cudaError_t e = memPool && pool_live(memPool) ? cudaSuccess : cudaErrorInvalidValue;
    for (size_t i = 0; e == cudaSuccess && i < count; i++) {
        const struct cudaMemAccessDesc *d = &descList[i];
        if (d->location.type != cudaMemLocationTypeDevice || d->location.id < 0 || d->location.id >= n)
            e = cudaErrorInvalidDevice;
        else if (d->location.id == memPool->device && d->flags != cudaMemAccessFlagsProtReadWrite)
            e = cudaErrorNotSupported;      /* the owner keeps read-write access (an H100 says so) */
        else if (d->location.id != memPool->device)
            memPool->peer_access = d->flags;
    }
    pthread_mutex_unlock(&pool_lock);
    return cucc__ret(e);
}

cudaError_t cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool,
                                 struct cudaMemLocation *location)
{
    CUCC_API_TIMED();
    if (!flags || !location || location->type != cudaMemLocationTypeDevice)
        return cucc__ret(cudaErrorInvalidValue);
    if (location->id < 0 || location->id >= device_count())
        return cucc__ret(cudaErrorInvalidDevice);
    pthread_mutex_lock(&pool_lock);
    cudaError_t e = memPool && pool_live(memPool) ? cudaSuccess : cudaErrorInvalidValue;
    if (e == cudaSuccess)
        *flags = location->id == memPool->device ? cudaMemAccessFlagsProtReadWrite : memPool->peer_access;
    pthread_mutex_unlock(&pool_lock);
    return cucc__ret(e);
}

cudaError_t cudaMemPoolExportToShareableHandle(void *shareableHandle, cudaMemPool_t memPool,
                                               enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    CUCC_API_TIMED();
    (void)shareableHandle;
    (void)memPool;
    (void)handleType;
    (void)flags;
    return cucc__ret(cudaErrorNotSupported);
}

cudaError_t cudaMemPoolImportFromShareableHandle(cudaMemPool_t *memPool, void *shareableHandle,
                                                 enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    CUCC_API_TIMED();
    (void)memPool;
    (void)shareableHandle;
    (void)handleType;
    (void)flags;
    return cucc__ret(cudaErrorNotSupported);
}

cudaError_t cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *exportData, void *ptr)
{
    CUCC_API_TIMED();
    (void)exportData;
    (void)ptr;
    return cucc__ret(cudaErrorNotSupported);
}

cudaError_t cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData)
{
    CUCC_API_TIMED();
    (void)ptr;
    (void)memPool;
    (void)exportData;
    return cucc__ret(cudaErrorNotSupported);
}

/* cudaDeviceReset: the pools are gone, the default ones made anew. */
static void reset_pools(void)
{
    pthread_mutex_lock(&pool_lock);
    while (pools) {
        struct CUmemPoolHandle_st *p = pools;
        pools = p->next;
        free(p->blocks);
        free(p);
    }
    for (int d = 0; d < MAX_DEVICES; d++) {
        if (defaults[d]) {
            free(defaults[d]->blocks);
            free(defaults[d]);
        }
        defaults[d] = current[d] = NULL;
    }
    pthread_mutex_unlock(&pool_lock);
}
