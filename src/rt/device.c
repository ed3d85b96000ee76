/*
 * Device management: the CPU presented as a CUDA device.
 *
 * Its cores are the multiprocessors, and it otherwise looks like the device
 * the conformance suite was captured on (an H200, compute capability 9.0):
 * the architectural limits (warp size, block and grid dimensions, shared
 * memory per block, registers) are CUDA's, so programs that size their
 * launches from cudaGetDeviceProperties make the same choices.  What is a
 * property of the machine (memory size, clock, caches, core count) is
 * measured.
 *
 * One table of attribute values (indexed by cudaDeviceAttr) is the single
 * source: cudaDeviceGetAttribute reads it and cudaDeviceProp is filled from
 * it, so the two always agree.
 *
 * CUCC_DEVICES=n presents n identical devices (sharing the same cores and
 * memory); the current device is per host thread, as in CUDA.
 * CUDA_VISIBLE_DEVICES picks and orders them as CUDA 13 does (measured on
 * an H200: tests/rt/visible_devices.sh): entries by index or by a unique
 * prefix of the UUID ("GPU-63756363-..."), up to the first entry that
 * names no device; none left makes every call but the version queries
 * fail with cudaErrorNoDevice, a device named twice with
 * cudaErrorInvalidDevice (init_error, which cucc__sticky reports and no
 * reset clears).
 */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rt/rt.h"

#define MAX_DEVICES 64
#define NUM_ATTRS 148 /* cudaDevAttr values 1..147 are all valid in CUDA 13 */

/* Limits of CUDA 13 on an H200 (cudaDeviceGetLimit after start-up). */
static const size_t default_limits[] = {
    [cudaLimitStackSize] = 1024,
    [cudaLimitPrintfFifoSize] = 8650752,
    [cudaLimitMallocHeapSize] = 8388608,
    [cudaLimitDevRuntimeSyncDepth] = 0, /* unsupported since CUDA 12 */
    [cudaLimitDevRuntimePendingLaunchCount] = 2048,
    [cudaLimitMaxL2FetchGranularity] = 64,
    [cudaLimitPersistingL2CacheSize] = 0,
};
#define NUM_LIMITS (sizeof default_limits / sizeof default_limits[0])

/* Per-device state changed by the API.  Guarded by state_lock; every
 * reader and writer takes it, and nothing else is taken while it is held. */
struct dev_state {
    unsigned flags;
    size_t limits[NUM_LIMITS];
    enum cudaFuncCache cache_config;
    enum cudaSharedMemConfig smem_config;
};
static struct dev_state state[MAX_DEVICES];
static pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;

/* Written once under pthread_once, read-only afterwards. */
static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static int attrs[NUM_ATTRS];
static int ndevices = 1;
static int phys[MAX_DEVICES];           /* CUCC_DEVICES's index of each visible device */
static cudaError_t init_error;           /* CUDA_VISIBLE_DEVICES left none, or named one twice */
static int nworkers = 1;
static size_t total_mem;
static char cpu_name[200];

static __thread int current = 0;

static int env_int(const char *name, int lo, int hi, int dflt)
{
    const char *s = getenv(name);
    if (!s || !*s)
        return dflt;
    char *end;
    long v = strtol(s, &end, 10);
    if (*end || v < lo || v > hi)
        return dflt;
    return (int)v;
}

static int count_cpus(void)
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return CPU_COUNT(&set);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

/* "model name" from /proc/cpuinfo, or "" when unknown. */
static void read_cpu_model(char *out, size_t len)
{
    out[0] = 0;
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f)
        return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        char *colon = strchr(line, ':');
        if (strncmp(line, "model name", 10) != 0 || !colon)
            continue;
        char *v = colon + 1;
        while (*v == ' ' || *v == '\t')
            v++;
        v[strcspn(v, "\n")] = 0;
        snprintf(out, len, "%s", v);
        break;
    }
    fclose(f);
}

/* Highest core clock in kHz, or 0 when unknown. */
static int read_clock_khz(void)
{
    FILE *f = fopen("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq", "r");
    long khz = 0;
    if (f) {
        if (fscanf(f, "%ld", &khz) != 1)
            khz = 0;
        fclose(f);
    }
    if (khz > 0)
        return (int)khz;
    f = fopen("/proc/cpuinfo", "r");
    if (!f)
        return 0;
    char line[256];
    double mhz = 0;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "cpu MHz", 7) == 0 && sscanf(strchr(line, ':') + 1, "%lf", &mhz) == 1)
            break;
    fclose(f);
    return (int)(mhz * 1000);
}

static int clamp_int(long long v)
{
    return v > 0x7fffffff ? 0x7fffffff : (int)v;
}

/* H200 values of CUDA 13 first, then what differs on the CPU. */
static void init_attrs(void)
{
    static const int h200[NUM_ATTRS] = {
        0, 1024, 1024, 1024, 64, 2147483647, 65535, 65535, 49152, 65536,            /* 0-9 */
        32, 2147483647, 65536, 1980000, 512, 1, 132, 0, 0, 1,                       /* 10-19 */
        0, 131072, 131072, 65536, 16384, 16384, 16384, 32768, 32768, 2048,          /* 20-29 */
        512, 1, 0, 0, 0, 0, 3201000, 6016, 62914560, 2048,                          /* 30-39 */
        3, 1, 32768, 2048, 1, 32768, 32768, 8192, 8192, 32768,                      /* 40-49 */
        0, 32, 32768, 32768, 2046, 32768, 131072, 65536, 16384, 16384,              /* 50-59 */
        16384, 32768, 2048, 32768, 32768, 2048, 32768, 32768, 2046, 268435456,      /* 60-69 */
        131072, 65000, 2097120, 32768, 32768, 9, 0, 32768, 1, 1,                    /* 70-79 */
        1, 233472, 65536, 1, 0, 0, 0, 2, 0, 1,                                      /* 80-89 */
        1, 1, 0, 0, 0, 1, 1, 232448, 0, 1,                                          /* 90-99 */
        0, 0, 1, 1, 0, 0, 32, 1, 39321600, 134217728,                               /* 100-109 */
        1, 1024, 1, 1, 1, 1, 1, 1, 100, 9,                                          /* 110-119 */
        1, 1, 1, 1, 1, 1, 4, 1, 1, 1,                                               /* 120-129 */
        0, -1, 0, 0, 0, 0, 0, 0, 0, 0,                                              /* 130-139 */
        0, 1, 1, 0, 1, 1, 0, 0,                                                     /* 140-147 */
    };
    memcpy(attrs, h200, sizeof attrs);

    int khz = read_clock_khz();
    long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE), l3 = sysconf(_SC_LEVEL3_CACHE_SIZE);
    long cache = l3 > 0 ? l3 : l2 > 0 ? l2 : 0;

    attrs[cudaDevAttrClockRate] = khz > 0 ? khz : 2000000;
    attrs[cudaDevAttrMultiProcessorCount] = nworkers;
    attrs[cudaDevAttrKernelExecTimeout] = 0;
    /* Device memory is host memory: the device is integrated, and it can
     * use pageable host memory, host atomics and host page tables. */
    attrs[cudaDevAttrIntegrated] = 1;
    attrs[cudaDevAttrPageableMemoryAccess] = 1;
    attrs[cudaDevAttrPageableMemoryAccessUsesHostPageTables] = 1;
    attrs[cudaDevAttrDirectManagedMemAccessFromHost] = 1;
    attrs[cudaDevAttrHostNativeAtomicSupported] = 1;
    attrs[cudaDevAttrEccEnabled] = 0;
    attrs[cudaDevAttrPciDeviceId] = 0;
    attrs[cudaDevAttrMemoryClockRate] = 3200000;
    attrs[cudaDevAttrGlobalMemoryBusWidth] = 64;
    attrs[cudaDevAttrL2CacheSize] = cache > 0 ? clamp_int(cache) : 62914560;
    /* The L2 set-aside for persisting accesses, as an H200 sizes it: 5/8
     * of the L2 (39321600 of 62914560 bytes), set in tenths; the window
     * an access policy may cover stays the H200's.  A CPU's caches take
     * no hints: the values are kept and returned (cudaDeviceSetLimit,
     * stream.c's access policy window), as programs that size their
     * windows from them expect. */
    attrs[cudaDevAttrMaxPersistingL2CacheSize] = attrs[cudaDevAttrL2CacheSize] / 80 * 50;
    /* Not implemented (yet): thread block clusters, IPC, GPUDirect. */
    attrs[cudaDevAttrClusterLaunch] = 0;
    attrs[cudaDevAttrIpcEventSupport] = 0;
    attrs[cudaDevAttrGPUDirectRDMASupported] = 0;
    attrs[cudaDevAttrGPUDirectRDMAFlushWritesOptions] = 0;
    attrs[cudaDevAttrGPUDirectRDMAWritesOrdering] = 0;
    attrs[cudaDevAttrSparseCudaArraySupported] = 0;
    attrs[cudaDevAttrTimelineSemaphoreInteropSupported] = 0;
    attrs[cudaDevAttrMemoryPoolSupportedHandleTypes] = 0;
    attrs[cudaDevAttrGpuPciDeviceId] = 0;
    attrs[cudaDevAttrGpuPciSubsystemId] = 0;
}

/* The UUID of device d (CUCC_DEVICES's index): "cucc-cpu-device" and d. */
static void uuid_of(int d, unsigned char out[16])
{
    memcpy(out, "cucc-cpu-device", 15);
    out[15] = (unsigned char)d;
}

/* Which of n devices entry e of CUDA_VISIBLE_DEVICES names: an index, or
 * "GPU-" and a prefix of one UUID (nvidia-smi's 8-4-4-4-12 hex form); -1
 * when none. */
static int named_device(const char *e, size_t len, int n)
{
    while (len && (*e == ' ' || *e == '\t'))
        e++, len--;
    while (len && (e[len - 1] == ' ' || e[len - 1] == '\t'))
        len--;
    if (!len)
        return -1;
    if (len > 4 && !strncmp(e, "GPU-", 4)) {
        int found = -1;
        for (int d = 0; d < n; d++) {
            unsigned char u[16];
            char s[64];
            uuid_of(d, u);
            int k = snprintf(s, sizeof s, "GPU-");
            for (int i = 0; i < 16; i++)
                k += snprintf(s + k, sizeof s - (size_t)k, "%s%02x", i == 4 || i == 6 || i == 8 || i == 10 ? "-" : "",
                              u[i]);
            if (len <= (size_t)k && !strncasecmp(s, e, len)) {
                if (found >= 0)
                    return -1;  /* ambiguous */
                found = d;
            }
        }
        return found;
    }
    int v = 0;
    for (size_t i = 0; i < len; i++) {
        if (e[i] < '0' || e[i] > '9' || v > MAX_DEVICES)
            return -1;
        v = v * 10 + (e[i] - '0');
    }
    return v < n ? v : -1;
}

static void pick_visible(int n)
{
    for (int d = 0; d < n; d++)
        phys[d] = d;
    ndevices = n;
    const char *v = getenv("CUDA_VISIBLE_DEVICES");
    if (!v)
        return;
    int k = 0;
    for (const char *e = v;; e++) {
        size_t len = strcspn(e, ",");
        int d = named_device(e, len, n);
        if (d < 0)
            break;
        for (int i = 0; i < k; i++)
            if (phys[i] == d)
                init_error = cudaErrorInvalidDevice;
        phys[k++] = d;
        e += len;
        if (!*e || k == MAX_DEVICES)
            break;
    }
    ndevices = k;
    if (!k)
        init_error = cudaErrorNoDevice;
    if (init_error)
        ndevices = 0;
}

static void ensure_init(void);
static size_t l2_tenth(void);

cudaError_t cucc__init_error(void)
{
    ensure_init();
    return init_error;
}

/* A device call when CUDA_VISIBLE_DEVICES left no device: fails. */
#define CHECK_VISIBLE()                             \
    do {                                            \
        if (cucc__init_error())                     \
            return cucc__ret_plain(init_error);     \
    } while (0)

static void init(void)
{
    nworkers = env_int("CUCC_WORKERS", 1, 4096, count_cpus());
    pick_visible(env_int("CUCC_DEVICES", 1, MAX_DEVICES, 1));
    long pages = sysconf(_SC_PHYS_PAGES), psize = sysconf(_SC_PAGESIZE);
    total_mem = pages > 0 && psize > 0 ? (size_t)pages * (size_t)psize : (size_t)16 << 30;
    char model[160];
    read_cpu_model(model, sizeof model);
    snprintf(cpu_name, sizeof cpu_name, "cucc CPU (%s)", model[0] ? model : "unknown");
    init_attrs();
    for (int d = 0; d < MAX_DEVICES; d++) {
        state[d].flags = cudaDeviceMapHost;
        memcpy(state[d].limits, default_limits, sizeof default_limits);
        state[d].limits[cudaLimitPersistingL2CacheSize] = 3 * l2_tenth();   /* an H200's at start */
        state[d].cache_config = cudaFuncCachePreferNone;
        state[d].smem_config = cudaSharedMemBankSizeFourByte;
    }
}

static void ensure_init(void)
{
    pthread_once(&init_once, init);
}

int cucc__num_workers(void)
{
    ensure_init();
    return nworkers;
}

int cucc__device_count(void)
{
    ensure_init();
    return ndevices;
}

int cucc__current_device(void)
{
    return current;
}

size_t cucc__total_mem(void)
{
    ensure_init();
    return total_mem;
}

static int valid_device(int d)
{
    return d >= 0 && d < cucc__device_count();
}

/* Queries ------------------------------------------------------------- */
/* Device queries do not need the context: they succeed even after a sticky
 * error (as on CUDA 13), so they return through cucc__ret_plain. */

cudaError_t cudaGetDeviceCount(int *count)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (!count)
        return cucc__ret_plain(cudaErrorInvalidValue);
    *count = cucc__device_count();
    cucc__driver_init();
    return cudaSuccess;
}

cudaError_t cudaGetDevice(int *device)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (!device)
        return cucc__ret_plain(cudaErrorInvalidValue);
    *device = current;
    return cudaSuccess;
}

cudaError_t cudaSetDevice(int device)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (!valid_device(device))
        return cucc__ret_plain(cudaErrorInvalidDevice);
    current = device;
    cucc__driver_runtime_used();    /* CUDA 12: the device's primary context is current now */
    return cudaSuccess;
}

cudaError_t cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (!valid_device(device))
        return cucc__ret_plain(cudaErrorInvalidDevice);
    if (flags & ~(unsigned)cudaInitDeviceFlagsAreValid)
        return cucc__ret_plain(cudaErrorInvalidValue);
    if (flags & cudaInitDeviceFlagsAreValid) {
        int saved = current;
        current = device;
        cudaError_t e = cudaSetDeviceFlags(deviceFlags);
        current = saved;
        return e;
    }
    return cudaSuccess;
}

cudaError_t cudaSetValidDevices(int *device_arr, int len)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (len < 0 || (len > 0 && !device_arr))
        return cucc__ret_plain(cudaErrorInvalidValue);
    for (int i = 0; i < len; i++)
        if (!valid_device(device_arr[i]))
            return cucc__ret_plain(cudaErrorInvalidDevice);
    return cudaSuccess;
}

cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (!value)
        return cucc__ret_plain(cudaErrorInvalidValue);
    if (!valid_device(device))
        return cucc__ret_plain(cudaErrorInvalidDevice);
    if ((int)attr < 1 || (int)attr >= NUM_ATTRS)
        return cucc__ret_plain(cudaErrorInvalidValue);
    switch (attr) {
    case cudaDevAttrPciBusId:
        *value = device;
        break;
    case cudaDevAttrMultiGpuBoardGroupID:
        *value = device;
        break;
    default:
        *value = attrs[attr];
    }
    return cudaSuccess;
}

static int A(enum cudaDeviceAttr a)
{
    return attrs[a];
}

cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *p, int device)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (!p)
        return cucc__ret_plain(cudaErrorInvalidValue);
    if (!valid_device(device))
        return cucc__ret_plain(cudaErrorInvalidDevice);
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s", cpu_name);
    uuid_of(phys[device], (unsigned char *)p->uuid.bytes);
    p->totalGlobalMem = total_mem;
    p->sharedMemPerBlock = (size_t)A(cudaDevAttrMaxSharedMemoryPerBlock);
    p->regsPerBlock = A(cudaDevAttrMaxRegistersPerBlock);
    p->warpSize = A(cudaDevAttrWarpSize);
    p->memPitch = (size_t)A(cudaDevAttrMaxPitch);
    p->maxThreadsPerBlock = A(cudaDevAttrMaxThreadsPerBlock);
    p->maxThreadsDim[0] = A(cudaDevAttrMaxBlockDimX);
    p->maxThreadsDim[1] = A(cudaDevAttrMaxBlockDimY);
    p->maxThreadsDim[2] = A(cudaDevAttrMaxBlockDimZ);
    p->maxGridSize[0] = A(cudaDevAttrMaxGridDimX);
    p->maxGridSize[1] = A(cudaDevAttrMaxGridDimY);
    p->maxGridSize[2] = A(cudaDevAttrMaxGridDimZ);
    p->totalConstMem = (size_t)A(cudaDevAttrTotalConstantMemory);
    p->major = A(cudaDevAttrComputeCapabilityMajor);
    p->minor = A(cudaDevAttrComputeCapabilityMinor);
    p->textureAlignment = (size_t)A(cudaDevAttrTextureAlignment);
    p->texturePitchAlignment = (size_t)A(cudaDevAttrTexturePitchAlignment);
    p->multiProcessorCount = A(cudaDevAttrMultiProcessorCount);
    p->integrated = A(cudaDevAttrIntegrated);
    p->canMapHostMemory = A(cudaDevAttrCanMapHostMemory);
    p->maxTexture1D = A(cudaDevAttrMaxTexture1DWidth);
    p->maxTexture1DMipmap = A(cudaDevAttrMaxTexture1DMipmappedWidth);
    p->maxTexture2D[0] = A(cudaDevAttrMaxTexture2DWidth);
    p->maxTexture2D[1] = A(cudaDevAttrMaxTexture2DHeight);
    p->maxTexture2DMipmap[0] = A(cudaDevAttrMaxTexture2DMipmappedWidth);
    p->maxTexture2DMipmap[1] = A(cudaDevAttrMaxTexture2DMipmappedHeight);
    p->maxTexture2DLinear[0] = A(cudaDevAttrMaxTexture2DLinearWidth);
    p->maxTexture2DLinear[1] = A(cudaDevAttrMaxTexture2DLinearHeight);
    p->maxTexture2DLinear[2] = A(cudaDevAttrMaxTexture2DLinearPitch);
    p->maxTexture2DGather[0] = A(cudaDevAttrMaxTexture2DGatherWidth);
    p->maxTexture2DGather[1] = A(cudaDevAttrMaxTexture2DGatherHeight);
    p->maxTexture3D[0] = A(cudaDevAttrMaxTexture3DWidth);
    p->maxTexture3D[1] = A(cudaDevAttrMaxTexture3DHeight);
    p->maxTexture3D[2] = A(cudaDevAttrMaxTexture3DDepth);
    p->maxTexture3DAlt[0] = A(cudaDevAttrMaxTexture3DWidthAlt);
    p->maxTexture3DAlt[1] = A(cudaDevAttrMaxTexture3DHeightAlt);
    p->maxTexture3DAlt[2] = A(cudaDevAttrMaxTexture3DDepthAlt);
    p->maxTextureCubemap = A(cudaDevAttrMaxTextureCubemapWidth);
    p->maxTexture1DLayered[0] = A(cudaDevAttrMaxTexture1DLayeredWidth);
    p->maxTexture1DLayered[1] = A(cudaDevAttrMaxTexture1DLayeredLayers);
    p->maxTexture2DLayered[0] = A(cudaDevAttrMaxTexture2DLayeredWidth);
    p->maxTexture2DLayered[1] = A(cudaDevAttrMaxTexture2DLayeredHeight);
    p->maxTexture2DLayered[2] = A(cudaDevAttrMaxTexture2DLayeredLayers);
    p->maxTextureCubemapLayered[0] = A(cudaDevAttrMaxTextureCubemapLayeredWidth);
    p->maxTextureCubemapLayered[1] = A(cudaDevAttrMaxTextureCubemapLayeredLayers);
    p->maxSurface1D = A(cudaDevAttrMaxSurface1DWidth);
    p->maxSurface2D[0] = A(cudaDevAttrMaxSurface2DWidth);
    p->maxSurface2D[1] = A(cudaDevAttrMaxSurface2DHeight);
    p->maxSurface3D[0] = A(cudaDevAttrMaxSurface3DWidth);
    p->maxSurface3D[1] = A(cudaDevAttrMaxSurface3DHeight);
    p->maxSurface3D[2] = A(cudaDevAttrMaxSurface3DDepth);
    p->maxSurface1DLayered[0] = A(cudaDevAttrMaxSurface1DLayeredWidth);
    p->maxSurface1DLayered[1] = A(cudaDevAttrMaxSurface1DLayeredLayers);
    p->maxSurface2DLayered[0] = A(cudaDevAttrMaxSurface2DLayeredWidth);
    p->maxSurface2DLayered[1] = A(cudaDevAttrMaxSurface2DLayeredHeight);
    p->maxSurface2DLayered[2] = A(cudaDevAttrMaxSurface2DLayeredLayers);
    p->maxSurfaceCubemap = A(cudaDevAttrMaxSurfaceCubemapWidth);
    p->maxSurfaceCubemapLayered[0] = A(cudaDevAttrMaxSurfaceCubemapLayeredWidth);
    p->maxSurfaceCubemapLayered[1] = A(cudaDevAttrMaxSurfaceCubemapLayeredLayers);
    p->surfaceAlignment = (size_t)A(cudaDevAttrSurfaceAlignment);
    p->concurrentKernels = A(cudaDevAttrConcurrentKernels);
    p->ECCEnabled = A(cudaDevAttrEccEnabled);
    p->pciBusID = device;
    p->pciDeviceID = A(cudaDevAttrPciDeviceId);
    p->pciDomainID = A(cudaDevAttrPciDomainId);
    p->tccDriver = A(cudaDevAttrTccDriver);
    p->asyncEngineCount = A(cudaDevAttrAsyncEngineCount);
    p->clockRate = A(cudaDevAttrClockRate);
    p->memoryClockRate = A(cudaDevAttrMemoryClockRate);
    p->deviceOverlap = A(cudaDevAttrGpuOverlap);
    p->kernelExecTimeoutEnabled = A(cudaDevAttrKernelExecTimeout);
    p->computeMode = A(cudaDevAttrComputeMode);
    p->unifiedAddressing = A(cudaDevAttrUnifiedAddressing);
    p->memoryBusWidth = A(cudaDevAttrGlobalMemoryBusWidth);
    p->l2CacheSize = A(cudaDevAttrL2CacheSize);
    p->persistingL2CacheMaxSize = A(cudaDevAttrMaxPersistingL2CacheSize);
    p->maxThreadsPerMultiProcessor = A(cudaDevAttrMaxThreadsPerMultiProcessor);
    p->streamPrioritiesSupported = A(cudaDevAttrStreamPrioritiesSupported);
    p->globalL1CacheSupported = A(cudaDevAttrGlobalL1CacheSupported);
    p->localL1CacheSupported = A(cudaDevAttrLocalL1CacheSupported);
    p->sharedMemPerMultiprocessor = (size_t)A(cudaDevAttrMaxSharedMemoryPerMultiprocessor);
    p->regsPerMultiprocessor = A(cudaDevAttrMaxRegistersPerMultiprocessor);
    p->managedMemory = A(cudaDevAttrManagedMemory);
    p->isMultiGpuBoard = A(cudaDevAttrIsMultiGpuBoard);
    p->multiGpuBoardGroupID = device;
    p->hostNativeAtomicSupported = A(cudaDevAttrHostNativeAtomicSupported);
    p->pageableMemoryAccess = A(cudaDevAttrPageableMemoryAccess);
    p->concurrentManagedAccess = A(cudaDevAttrConcurrentManagedAccess);
    p->computePreemptionSupported = A(cudaDevAttrComputePreemptionSupported);
    p->canUseHostPointerForRegisteredMem = A(cudaDevAttrCanUseHostPointerForRegisteredMem);
    p->cooperativeLaunch = A(cudaDevAttrCooperativeLaunch);
    p->sharedMemPerBlockOptin = (size_t)A(cudaDevAttrMaxSharedMemoryPerBlockOptin);
    p->pageableMemoryAccessUsesHostPageTables = A(cudaDevAttrPageableMemoryAccessUsesHostPageTables);
    p->directManagedMemAccessFromHost = A(cudaDevAttrDirectManagedMemAccessFromHost);
    p->maxBlocksPerMultiProcessor = A(cudaDevAttrMaxBlocksPerMultiprocessor);
    p->accessPolicyMaxWindowSize = A(cudaDevAttrMaxAccessPolicyWindowSize);
    p->reservedSharedMemPerBlock = (size_t)A(cudaDevAttrReservedSharedMemoryPerBlock);
    p->hostRegisterSupported = A(cudaDevAttrHostRegisterSupported);
    p->sparseCudaArraySupported = A(cudaDevAttrSparseCudaArraySupported);
    p->hostRegisterReadOnlySupported = A(cudaDevAttrHostRegisterReadOnlySupported);
    p->timelineSemaphoreInteropSupported = A(cudaDevAttrTimelineSemaphoreInteropSupported);
    p->memoryPoolsSupported = A(cudaDevAttrMemoryPoolsSupported);
    p->gpuDirectRDMASupported = A(cudaDevAttrGPUDirectRDMASupported);
    p->gpuDirectRDMAFlushWritesOptions = (unsigned)A(cudaDevAttrGPUDirectRDMAFlushWritesOptions);
    p->gpuDirectRDMAWritesOrdering = A(cudaDevAttrGPUDirectRDMAWritesOrdering);
    p->memoryPoolSupportedHandleTypes = (unsigned)A(cudaDevAttrMemoryPoolSupportedHandleTypes);
    p->deferredMappingCudaArraySupported = A(cudaDevAttrDeferredMappingCudaArraySupported);
    p->ipcEventSupported = A(cudaDevAttrIpcEventSupport);
    p->clusterLaunch = A(cudaDevAttrClusterLaunch);
    p->unifiedFunctionPointers = 0;
    p->deviceNumaConfig = A(cudaDevAttrNumaConfig);
    p->deviceNumaId = A(cudaDevAttrNumaId);
    p->mpsEnabled = A(cudaDevAttrMpsEnabled);
    p->hostNumaId = A(cudaDevAttrHostNumaId);
    p->gpuPciDeviceID = (unsigned)A(cudaDevAttrGpuPciDeviceId);
    p->gpuPciSubsystemID = (unsigned)A(cudaDevAttrGpuPciSubsystemId);
    p->hostNumaMultinodeIpcSupported = A(cudaDevAttrHostNumaMultinodeIpcSupported);
    return cudaSuccess;
}

cudaError_t cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice)
{
    CUCC_API_TIMED();
    if (!value)
        return cucc__ret_plain(cudaErrorInvalidValue);
    if (!valid_device(srcDevice) || !valid_device(dstDevice))
        return cucc__ret_plain(cudaErrorInvalidDevice);
    if (srcDevice == dstDevice)
        return cucc__ret_plain(cudaErrorInvalidDevice);
    switch (attr) {
    case cudaDevP2PAttrPerformanceRank:
        *value = 0;
        break;
    case cudaDevP2PAttrAccessSupported:
    case cudaDevP2PAttrNativeAtomicSupported:
    case cudaDevP2PAttrCudaArrayAccessSupported:
        *value = 1; /* all devices share one memory */
        break;
    case cudaDevP2PAttrOnlyPartialNativeAtomicSupported:
        *value = 0;
        break;
    default:
        return cucc__ret_plain(cudaErrorInvalidValue);
    }
    return cudaSuccess;
}

/* The device whose properties best match *prop: all are identical, so the
 * current one. */
cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (!device || !prop)
        return cucc__ret_plain(cudaErrorInvalidValue);
    *device = current;
    return cudaSuccess;
}

cudaError_t cudaDeviceGetByPCIBusId(int *device, const char *pciBusId)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    unsigned dom, bus, dev;
    if (!device || !pciBusId || sscanf(pciBusId, "%x:%x:%x", &dom, &bus, &dev) != 3)
        return cucc__ret_plain(cudaErrorInvalidValue);
    if (!valid_device((int)bus))
        return cucc__ret_plain(cudaErrorInvalidDevice);
    *device = (int)bus;
    return cudaSuccess;
}

cudaError_t cudaDeviceGetPCIBusId(char *pciBusId, int len, int device)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (!pciBusId || len <= 0)
        return cucc__ret_plain(cudaErrorInvalidValue);
    if (!valid_device(device))
        return cucc__ret_plain(cudaErrorInvalidDevice);
    snprintf(pciBusId, (size_t)len, "0000:%02x:00.0", device);
    return cudaSuccess;
}

cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (!canAccessPeer)
        return cucc__ret_plain(cudaErrorInvalidValue);
    if (!valid_device(device) || !valid_device(peerDevice))
        return cucc__ret_plain(cudaErrorInvalidDevice);
    /* All devices share the host's memory; a device is not its own peer. */
    *canAccessPeer = device != peerDevice;
    return cudaSuccess;
}

/* Peer access needs no set-up: every device reaches all memory. */
cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (!valid_device(peerDevice))
        return cucc__ret(cudaErrorInvalidDevice);
    if (peerDevice == current)
        return cucc__ret(cudaErrorPeerAccessUnsupported);
    if (flags != 0)
        return cucc__ret(cudaErrorInvalidValue);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaDeviceDisablePeerAccess(int peerDevice)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (!valid_device(peerDevice))
        return cucc__ret(cudaErrorInvalidDevice);
    if (peerDevice == current)
        return cucc__ret(cudaErrorPeerAccessUnsupported);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaDriverGetVersion(int *driverVersion)
{
    CUCC_API_TIMED();
    if (!driverVersion)
        return cucc__ret_plain(cudaErrorInvalidValue);
    *driverVersion = CUDART_VERSION;
    return cudaSuccess;
}

cudaError_t cudaRuntimeGetVersion(int *runtimeVersion)
{
    CUCC_API_TIMED();
    if (!runtimeVersion)
        return cucc__ret_plain(cudaErrorInvalidValue);
    *runtimeVersion = CUDART_VERSION;
    return cudaSuccess;
}

/* Settings ------------------------------------------------------------ */

/* At most one scheduling flag; cudaDeviceMapHost is always in effect (CUDA
 * 13 reports it in cudaGetDeviceFlags from the start). */
cudaError_t cudaSetDeviceFlags(unsigned int flags)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    ensure_init();
    unsigned sched = flags & cudaDeviceScheduleMask;
    if ((flags & ~(unsigned)cudaDeviceMask) || (sched & (sched - 1)))
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&state_lock);
    state[current].flags = flags | cudaDeviceMapHost;
    pthread_mutex_unlock(&state_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaGetDeviceFlags(unsigned int *flags)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    ensure_init();
    if (!flags)
        return cucc__ret_plain(cudaErrorInvalidValue);
    pthread_mutex_lock(&state_lock);
    *flags = state[current].flags;
    pthread_mutex_unlock(&state_lock);
    return cudaSuccess;
}

/* What cudaDeviceSetLimit stores for a request, as CUDA 13 rounds it. */
/* cudaLimitPersistingL2CacheSize: in tenths of the largest, rounded up
 * (an H200: 1, 1000 or 3000000 bytes give 3932160). */
static size_t l2_tenth(void)
{
    size_t t = (size_t)attrs[cudaDevAttrMaxPersistingL2CacheSize] / 10;
    return t ? t : 1;
}

static size_t round_limit(enum cudaLimit limit, size_t v)
{
    switch (limit) {
    case cudaLimitPersistingL2CacheSize:
        return (v + l2_tenth() - 1) / l2_tenth() * l2_tenth();
    case cudaLimitStackSize:
        return (v + 15) & ~(size_t)15;
    case cudaLimitPrintfFifoSize:
        return v < ((size_t)512 << 10) ? (size_t)512 << 10 : v;
    case cudaLimitMallocHeapSize:
        return v < ((size_t)4 << 20) ? (size_t)4 << 20 : v;
    default:
        return v;
    }
}

static int limit_supported(enum cudaLimit limit)
{
    return (unsigned)limit < NUM_LIMITS && limit != cudaLimitDevRuntimeSyncDepth;
}

cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    ensure_init();
    cudaError_t e = cucc__sticky();
    if (e != cudaSuccess)
        return cucc__ret(e);
    if ((unsigned)limit >= NUM_LIMITS)
        return cucc__ret(cudaErrorInvalidValue);
    if (!limit_supported(limit))
        return cucc__ret(cudaErrorUnsupportedLimit);
    /* The FIFO and the heap are sized when device code first uses them;
     * after that CUDA refuses to change them. */
    if ((limit == cudaLimitPrintfFifoSize && cucc__printf_in_use()) ||
        (limit == cudaLimitMallocHeapSize && cucc__heap_in_use()) ||
        (limit == cudaLimitPersistingL2CacheSize && value > (size_t)attrs[cudaDevAttrMaxPersistingL2CacheSize]))
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&state_lock);
    state[current].limits[limit] = round_limit(limit, value);
    pthread_mutex_unlock(&state_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    ensure_init();
    cudaError_t e = cucc__sticky();
    if (e != cudaSuccess)
        return cucc__ret(e);
    if (!pValue || (unsigned)limit >= NUM_LIMITS)
        return cucc__ret(cudaErrorInvalidValue);
    if (!limit_supported(limit))
        return cucc__ret(cudaErrorUnsupportedLimit);
    *pValue = cucc__limit(limit);
    return cudaSuccess;
}

size_t cucc__limit(enum cudaLimit limit)
{
    return cucc__device_limit(current, limit);
}

size_t cucc__device_limit(int device, enum cudaLimit limit)
{
    ensure_init();
    if ((unsigned)limit >= NUM_LIMITS || device < 0 || device >= MAX_DEVICES)
        return 0;
    pthread_mutex_lock(&state_lock);
    size_t v = state[device].limits[limit];
    pthread_mutex_unlock(&state_lock);
    return v;
}

/* Cache and bank configuration are hints; they are stored and read back. */
cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    ensure_init();
    if (!pCacheConfig)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&state_lock);
    *pCacheConfig = state[current].cache_config;
    pthread_mutex_unlock(&state_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    ensure_init();
    if ((unsigned)cacheConfig > cudaFuncCachePreferEqual)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&state_lock);
    state[current].cache_config = cacheConfig;
    pthread_mutex_unlock(&state_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    ensure_init();
    if (!pConfig)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&state_lock);
    *pConfig = state[current].smem_config;
    pthread_mutex_unlock(&state_lock);
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    ensure_init();
    if ((unsigned)config > cudaSharedMemBankSizeEightByte)
        return cucc__ret(cudaErrorInvalidValue);
    pthread_mutex_lock(&state_lock);
    state[current].smem_config = config;
    pthread_mutex_unlock(&state_lock);
    return cucc__ret(cudaSuccess);
}

/* Priorities as on CUDA 13: 0 is the lowest, -5 the highest. */
cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    if (leastPriority)
        *leastPriority = 0;
    if (greatestPriority)
        *greatestPriority = -5;
    return cucc__ret(cudaSuccess);
}

/* Reset --------------------------------------------------------------- */

__attribute__((weak)) void cucc__reset_hook(void)
{
}

/* The modules' own reset hooks (cucc__on_reset), in registration order. */
static void (*reset_hooks[16])(void);
static int nreset_hooks;

void cucc__on_reset(void (*hook)(void))
{
    pthread_mutex_lock(&state_lock);
    int known = 0;
    for (int i = 0; i < nreset_hooks; i++)
        known |= reset_hooks[i] == hook;
    if (!known && nreset_hooks < (int)(sizeof reset_hooks / sizeof *reset_hooks))
        reset_hooks[nreset_hooks++] = hook;
    pthread_mutex_unlock(&state_lock);
}

/* Waits for the device, then destroys what the program created on it:
 * device printf output is written out, the printf FIFO and the device heap
 * go (devprintf.c, devheap.c), then allocations (memory.c), streams, events
 * and kernel settings (the SIMT side, through cucc__reset_hook),
 * device-variable contents (symbol.c) and the device's flags and limits.
 * The sticky error goes away with the old context; the host thread's last
 * error stays (09_device_errors/device_reset: a pending launch error is
 * still reported afterwards). */
cudaError_t cudaDeviceReset(void)
{
    CUCC_API_TIMED();
    CHECK_VISIBLE();
    ensure_init();
    (void)cucc__device_sync();
    cucc__printf_reset();
    cucc__heap_reset();
    pthread_mutex_lock(&state_lock);
    int nhooks = nreset_hooks;
    pthread_mutex_unlock(&state_lock);
    for (int i = 0; i < nhooks; i++)
        reset_hooks[i]();
    cucc__reset_hook();
    cucc__mem_reset();
    cucc__arrays_reset();
    cucc__symbols_reset();
    pthread_mutex_lock(&state_lock);
    state[current].flags = cudaDeviceMapHost;
    memcpy(state[current].limits, default_limits, sizeof default_limits);
    state[current].limits[cudaLimitPersistingL2CacheSize] = 3 * l2_tenth();
    state[current].cache_config = cudaFuncCachePreferNone;
    state[current].smem_config = cudaSharedMemBankSizeFourByte;
    pthread_mutex_unlock(&state_lock);
    cucc__clear_sticky();
    return cudaSuccess;
}

/* cuda_profiler_api.h: nothing to start or stop. */
cudaError_t cudaProfilerStart(void)
{
    CUCC_API_TIMED();
    return cucc__ret(cudaSuccess);
}

cudaError_t cudaProfilerStop(void)
{
    CUCC_API_TIMED();
    return cucc__ret(cudaSuccess);
}
