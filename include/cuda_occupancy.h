/*
 * cuda_occupancy.h: the toolkit's header-only occupancy calculator (same
 * types, fields and functions), which programs and Thrust's CUDA headers
 * include.  It computes what an SM of the given properties holds from the
 * block size, the registers and the shared memory of a function:
 *
 *   warps        maxThreadsPerMultiprocessor / warps of the block
 *   blocks       the resident-block limit of the compute capability
 *   registers    numRegs times the warp size, rounded up to 256, per warp,
 *                from the register file of one of the 4 sub-partitions
 *   shared mem   static + dynamic + reservedSharedMemPerBlock, rounded up
 *                to 128 bytes, against sharedMemPerMultiprocessor (or the
 *                carveout's share of it)
 *
 * The same rules as cudaOccupancyMaxActiveBlocksPerMultiprocessor for a
 * kernel of cucc's (src/rt/launch.c), which reports no registers; NVIDIA's
 * calculator has finer per-architecture details (register allocation per
 * sub-partition, partitioned global caching) that a CPU has no use for.
 */
#ifndef CUDA_OCCUPANCY_H
#define CUDA_OCCUPANCY_H

#include <stddef.h>

#ifdef __cplusplus
#define CUCC_OCC_INLINE inline
#else
#define CUCC_OCC_INLINE static inline
#endif

typedef enum cudaOccError_enum {
    CUDA_OCC_SUCCESS = 0,
    CUDA_OCC_ERROR_INVALID_INPUT = 1,
    CUDA_OCC_ERROR_UNKNOWN_DEVICE = 2,
} cudaOccError;

typedef enum cudaOccPartitionedGCConfig_enum {
    PARTITIONED_GC_OFF,
    PARTITIONED_GC_ON,
    PARTITIONED_GC_ON_STRICT
} cudaOccPartitionedGCConfig;

typedef enum cudaOccFuncShmemConfig_enum {
    FUNC_SHMEM_LIMIT_DEFAULT,
    FUNC_SHMEM_LIMIT_OPTIN,
} cudaOccFuncShmemConfig;

typedef enum cudaOccCacheConfig_enum {
    CACHE_PREFER_NONE = 0x00,
    CACHE_PREFER_SHARED = 0x01,
    CACHE_PREFER_L1 = 0x02,
    CACHE_PREFER_EQUAL = 0x03
} cudaOccCacheConfig;

typedef enum cudaOccCarveoutConfig_enum {
    SHAREDMEM_CARVEOUT_DEFAULT = -1,
    SHAREDMEM_CARVEOUT_MAX_SHARED = 100,
    SHAREDMEM_CARVEOUT_MAX_L1 = 0,
    SHAREDMEM_CARVEOUT_HALF = 50
} cudaOccCarveoutConfig;

typedef enum cudaOccLimitingFactor_enum {
    OCC_LIMIT_WARPS = 0x01,
    OCC_LIMIT_REGISTERS = 0x02,
    OCC_LIMIT_SHARED_MEMORY = 0x04,
    OCC_LIMIT_BLOCKS = 0x08,
    OCC_LIMIT_BARRIERS = 0x10,
    OCC_LIMIT_VIRTUAL_RESOURCES = 0x20
} cudaOccLimitingFactor;

typedef enum cudaOccPartitionedGCSupport_enum {
    PARTITIONED_GC_NOT_SUPPORTED,
    PARTITIONED_GC_SUPPORTED,
} cudaOccPartitionedGCSupport;

typedef struct cudaOccDeviceProp {
    int computeMajor, computeMinor;
    int maxThreadsPerBlock, maxThreadsPerMultiprocessor;
    int regsPerBlock, regsPerMultiprocessor;
    int warpSize;
    size_t sharedMemPerBlock, sharedMemPerMultiprocessor;
    int numSms;
    size_t sharedMemPerBlockOptin, reservedSharedMemPerBlock;
#ifdef __cplusplus
    /* from a cudaDeviceProp: `cudaOccDeviceProp occ = prop;` */
    template <typename P>
    cudaOccDeviceProp(const P &p)
        : computeMajor(p.major), computeMinor(p.minor), maxThreadsPerBlock(p.maxThreadsPerBlock),
          maxThreadsPerMultiprocessor(p.maxThreadsPerMultiProcessor), regsPerBlock(p.regsPerBlock),
          regsPerMultiprocessor(p.regsPerMultiprocessor), warpSize(p.warpSize),
          sharedMemPerBlock(p.sharedMemPerBlock), sharedMemPerMultiprocessor(p.sharedMemPerMultiprocessor),
          numSms(p.multiProcessorCount), sharedMemPerBlockOptin(p.sharedMemPerBlockOptin),
          reservedSharedMemPerBlock(p.reservedSharedMemPerBlock)
    {
    }
    cudaOccDeviceProp()
        : computeMajor(0), computeMinor(0), maxThreadsPerBlock(0), maxThreadsPerMultiprocessor(0),
          regsPerBlock(0), regsPerMultiprocessor(0), warpSize(0), sharedMemPerBlock(0),
          sharedMemPerMultiprocessor(0), numSms(0), sharedMemPerBlockOptin(0), reservedSharedMemPerBlock(0)
    {
    }
#endif
} cudaOccDeviceProp;

typedef struct cudaOccFuncAttributes {
    int maxThreadsPerBlock;
    int numRegs;
    size_t sharedSizeBytes;
    cudaOccPartitionedGCConfig partitionedGCConfig;
    cudaOccFuncShmemConfig shmemLimitConfig;
    size_t maxDynamicSharedSizeBytes;
    int numBlockBarriers;
    int virtualResourceCount;
#ifdef __cplusplus
    /* from a cudaFuncAttributes: `cudaOccFuncAttributes occ = attr;` */
    template <typename A>
    cudaOccFuncAttributes(const A &a)
        : maxThreadsPerBlock(a.maxThreadsPerBlock), numRegs(a.numRegs), sharedSizeBytes(a.sharedSizeBytes),
          partitionedGCConfig(PARTITIONED_GC_OFF), shmemLimitConfig(FUNC_SHMEM_LIMIT_OPTIN),
          maxDynamicSharedSizeBytes(a.maxDynamicSharedSizeBytes), numBlockBarriers(1), virtualResourceCount(0)
    {
    }
    cudaOccFuncAttributes()
        : maxThreadsPerBlock(0), numRegs(0), sharedSizeBytes(0), partitionedGCConfig(PARTITIONED_GC_OFF),
          shmemLimitConfig(FUNC_SHMEM_LIMIT_DEFAULT), maxDynamicSharedSizeBytes(0), numBlockBarriers(0),
          virtualResourceCount(0)
    {
    }
#endif
} cudaOccFuncAttributes;

typedef struct cudaOccDeviceState {
    cudaOccCacheConfig cacheConfig;
    int carveoutConfig;
#ifdef __cplusplus
    cudaOccDeviceState() : cacheConfig(CACHE_PREFER_NONE), carveoutConfig(SHAREDMEM_CARVEOUT_DEFAULT) {}
#endif
} cudaOccDeviceState;

typedef struct cudaOccResult {
    int activeBlocksPerMultiprocessor;
    unsigned int limitingFactors;
    int blockLimitRegs, blockLimitSharedMem, blockLimitWarps, blockLimitBlocks;
    int blockLimitBarriers, blockLimitVirtual;
    int allocatedRegistersPerBlock;
    size_t allocatedSharedMemPerBlock;
    cudaOccPartitionedGCConfig partitionedGCConfig;
} cudaOccResult;

#define __CUDA_OCC_MAJOR__ 12
#define __CUDA_OCC_MINOR__ 1

/* resident blocks per SM by compute capability */
CUCC_OCC_INLINE int cucc__occ_max_blocks(const cudaOccDeviceProp *p)
{
    int cc = p->computeMajor * 10 + p->computeMinor;
    if (cc == 86 || cc == 87 || cc == 75 || cc < 50)
        return 16;
    if (cc == 89)
        return 24;
    return 32;
}

CUCC_OCC_INLINE cudaOccError cudaOccMaxActiveBlocksPerMultiprocessor(cudaOccResult *result,
                                                                   const cudaOccDeviceProp *properties,
                                                                   const cudaOccFuncAttributes *attributes,
                                                                   const cudaOccDeviceState *state,
                                                                   int blockSize, size_t dynamicSmemSize)
{
    if (!result || !properties || !attributes || !state || blockSize <= 0 || properties->warpSize <= 0 ||
        properties->maxThreadsPerMultiprocessor <= 0)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    const cudaOccDeviceProp *p = properties;
    int ws = p->warpSize, warps = (blockSize + ws - 1) / ws;
    cudaOccResult r = {0};
    r.partitionedGCConfig = PARTITIONED_GC_OFF;
    int max_threads = attributes->maxThreadsPerBlock > 0 ? attributes->maxThreadsPerBlock : p->maxThreadsPerBlock;
    if (max_threads > 0 && blockSize > max_threads) {
        *result = r;
        return CUDA_OCC_SUCCESS;
    }
    r.blockLimitWarps = p->maxThreadsPerMultiprocessor / ws / warps;
    r.blockLimitBlocks = cucc__occ_max_blocks(p);
    /* registers: allocated 256 at a time per warp, from the register file
     * of one of the SM's sub-partitions (2 on 6.0, else 4) */
    int regs = attributes->numRegs > 0 ? attributes->numRegs : 0;
    if (regs && p->regsPerMultiprocessor > 0) {
        int per_warp = (regs * ws + 255) / 256 * 256;
        int parts = p->computeMajor == 6 && p->computeMinor == 0 ? 2 : 4;
        r.allocatedRegistersPerBlock = per_warp * warps;
        r.blockLimitRegs = p->regsPerMultiprocessor / parts / per_warp * parts / warps;
        if (p->regsPerBlock > 0 && r.allocatedRegistersPerBlock > p->regsPerBlock)
            r.blockLimitRegs = 0;
    } else {
        r.blockLimitRegs = r.blockLimitBlocks;
    }
    /* shared memory: the carveout's share of the SM's */
    size_t sm = p->sharedMemPerMultiprocessor;
    int carve = state->carveoutConfig;
    if (carve >= 0 && carve <= 100)
        sm = sm * (size_t)carve / 100;
    size_t need = attributes->sharedSizeBytes + dynamicSmemSize;
    size_t limit = attributes->shmemLimitConfig == FUNC_SHMEM_LIMIT_OPTIN && p->sharedMemPerBlockOptin
                       ? p->sharedMemPerBlockOptin
                       : p->sharedMemPerBlock;
    if (limit && need > limit) {
        *result = r;
        return CUDA_OCC_SUCCESS;
    }
    r.allocatedSharedMemPerBlock = (need + p->reservedSharedMemPerBlock + 127) / 128 * 128;
    r.blockLimitSharedMem =
        r.allocatedSharedMemPerBlock ? (int)(sm / r.allocatedSharedMemPerBlock) : r.blockLimitBlocks;
    r.blockLimitBarriers = r.blockLimitBlocks;
    r.blockLimitVirtual = r.blockLimitBlocks;
    int n = r.blockLimitWarps;
    if (r.blockLimitBlocks < n)
        n = r.blockLimitBlocks;
    if (r.blockLimitRegs < n)
        n = r.blockLimitRegs;
    if (r.blockLimitSharedMem < n)
        n = r.blockLimitSharedMem;
    r.activeBlocksPerMultiprocessor = n > 0 ? n : 0;
    r.limitingFactors = (r.blockLimitWarps == n ? OCC_LIMIT_WARPS : 0) |
                        (r.blockLimitBlocks == n ? OCC_LIMIT_BLOCKS : 0) |
                        (regs && r.blockLimitRegs == n ? OCC_LIMIT_REGISTERS : 0) |
                        (r.blockLimitSharedMem == n ? OCC_LIMIT_SHARED_MEMORY : 0);
    *result = r;
    return CUDA_OCC_SUCCESS;
}

/* The largest dynamic shared memory per block with numBlocks resident. */
CUCC_OCC_INLINE cudaOccError cudaOccAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize,
                                                               const cudaOccDeviceProp *properties,
                                                               const cudaOccFuncAttributes *attributes,
                                                               const cudaOccDeviceState *state,
                                                               int numBlocks, int blockSize)
{
    if (!dynamicSmemSize || numBlocks <= 0)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    cudaOccResult r;
    cudaOccError e = cudaOccMaxActiveBlocksPerMultiprocessor(&r, properties, attributes, state, blockSize, 0);
    if (e != CUDA_OCC_SUCCESS)
        return e;
    size_t per = properties->sharedMemPerMultiprocessor / (size_t)numBlocks / 128 * 128;
    size_t used = attributes->sharedSizeBytes + properties->reservedSharedMemPerBlock;
    size_t avail = r.activeBlocksPerMultiprocessor >= numBlocks && per > used ? per - used : 0;
    size_t limit = properties->sharedMemPerBlockOptin ? properties->sharedMemPerBlockOptin
                                                      : properties->sharedMemPerBlock;
    if (limit > attributes->sharedSizeBytes && avail > limit - attributes->sharedSizeBytes)
        avail = limit - attributes->sharedSizeBytes;
    *dynamicSmemSize = avail;
    return CUDA_OCC_SUCCESS;
}

#ifdef __cplusplus
/* The block size (a multiple of the warp size) with the most resident
 * threads per SM, the largest of equals; minGridSize fills every SM. */
template <typename F>
inline cudaOccError cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(int *minGridSize, int *blockSize,
                                                                     const cudaOccDeviceProp *properties,
                                                                     const cudaOccFuncAttributes *attributes,
                                                                     const cudaOccDeviceState *state,
                                                                     F blockSizeToDynamicSMemSize)
{
    if (!minGridSize || !blockSize || !properties || !attributes || !state || properties->warpSize <= 0)
        return CUDA_OCC_ERROR_INVALID_INPUT;
    int max = properties->maxThreadsPerBlock;
    if (attributes->maxThreadsPerBlock > 0 && attributes->maxThreadsPerBlock < max)
        max = attributes->maxThreadsPerBlock;
    int best = 0, best_blocks = 0, best_threads = 0;
    for (int b = max / properties->warpSize * properties->warpSize; b > 0; b -= properties->warpSize) {
        cudaOccResult r;
        cudaOccError e = cudaOccMaxActiveBlocksPerMultiprocessor(&r, properties, attributes, state, b,
                                                                 blockSizeToDynamicSMemSize(b));
        if (e != CUDA_OCC_SUCCESS)
            return e;
        if (r.activeBlocksPerMultiprocessor * b > best_threads) {
            best_threads = r.activeBlocksPerMultiprocessor * b;
            best = b;
            best_blocks = r.activeBlocksPerMultiprocessor;
        }
    }
    *blockSize = best;
    *minGridSize = best_blocks * properties->numSms;
    return CUDA_OCC_SUCCESS;
}

struct cucc__occ_const_smem {
    size_t n;
    size_t operator()(int) const { return n; }
};

inline cudaOccError cudaOccMaxPotentialOccupancyBlockSize(int *minGridSize, int *blockSize,
                                                         const cudaOccDeviceProp *properties,
                                                         const cudaOccFuncAttributes *attributes,
                                                         const cudaOccDeviceState *state,
                                                         size_t dynamicSMemSize = 0)
{
    cucc__occ_const_smem f = {dynamicSMemSize};
    return cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(minGridSize, blockSize, properties, attributes,
                                                            state, f);
}

inline cudaOccError cudaOccMaxPotentialOccupancyBlockSize(int *minGridSize, int *blockSize,
                                                         const cudaOccDeviceProp *properties,
                                                         const cudaOccFuncAttributes *attributes,
                                                         const cudaOccDeviceState *state,
                                                         size_t (*blockSizeToDynamicSMemSize)(int),
                                                         size_t dynamicSMemSize)
{
    if (!blockSizeToDynamicSMemSize)
        return cudaOccMaxPotentialOccupancyBlockSize(minGridSize, blockSize, properties, attributes, state,
                                                     dynamicSMemSize);
    return cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(minGridSize, blockSize, properties, attributes,
                                                            state, blockSizeToDynamicSMemSize);
}
#endif

#undef CUCC_OCC_INLINE
#endif
