/*
 * CUDA runtime types: error codes, memory-copy kinds, device properties and
 * attributes, opaque handles and the flags the runtime API takes.  Names,
 * enumerator values and struct layouts are CUDA 13's, so that programs (and
 * object files built against NVIDIA's headers) agree with libcucc on them.
 * Usable from C and C++.
 */
#ifndef CUCC_DRIVER_TYPES_H
#define CUCC_DRIVER_TYPES_H
#define __DRIVER_TYPES_H__     /* NVIDIA's include guard: programs test it */

#include <stddef.h>
#include "cucc/keywords.h"
#include "vector_types.h"

/* Flags --------------------------------------------------------------- */

#define cudaHostAllocDefault        0x00
#define cudaHostAllocPortable       0x01
#define cudaHostAllocMapped         0x02
#define cudaHostAllocWriteCombined  0x04

#define cudaHostRegisterDefault     0x00
#define cudaHostRegisterPortable    0x01
#define cudaHostRegisterMapped      0x02
#define cudaHostRegisterIoMemory    0x04
#define cudaHostRegisterReadOnly    0x08

#define cudaPeerAccessDefault       0x00

#define cudaStreamDefault           0x00
#define cudaStreamNonBlocking       0x01
/* Special stream handles: the legacy default stream and the per-thread
 * default stream, usable wherever a stream is expected. */
#define cudaStreamLegacy            ((cudaStream_t)0x1)
#define cudaStreamPerThread         ((cudaStream_t)0x2)

#define cudaEventDefault            0x00
#define cudaEventBlockingSync       0x01
#define cudaEventDisableTiming      0x02
#define cudaEventInterprocess       0x04
#define cudaEventRecordDefault      0x00
#define cudaEventRecordExternal     0x01
#define cudaEventWaitDefault        0x00
#define cudaEventWaitExternal       0x01

#define cudaDeviceScheduleAuto          0x00
#define cudaDeviceScheduleSpin          0x01
#define cudaDeviceScheduleYield         0x02
#define cudaDeviceScheduleBlockingSync  0x04
#define cudaDeviceBlockingSync          0x04
#define cudaDeviceScheduleMask          0x07
#define cudaDeviceMapHost               0x08
#define cudaDeviceLmemResizeToMax       0x10
#define cudaDeviceSyncMemops            0x80
#define cudaDeviceMask                  0xff

#define cudaArrayDefault            0x00
#define cudaArrayLayered            0x01
#define cudaArraySurfaceLoadStore   0x02
#define cudaArrayCubemap            0x04
#define cudaArrayTextureGather      0x08
#define cudaArrayColorAttachment    0x20
#define cudaArraySparse             0x40
#define cudaArrayDeferredMapping    0x80

#define cudaIpcMemLazyEnablePeerAccess  0x01

#define cudaMemAttachGlobal         0x01
#define cudaMemAttachHost           0x02
#define cudaMemAttachSingle         0x04

#define cudaOccupancyDefault                0x00
#define cudaOccupancyDisableCachingOverride 0x01

#define cudaCpuDeviceId             ((int)-1)
#define cudaInvalidDeviceId         ((int)-2)
#define cudaInitDeviceFlagsAreValid 0x01

/* Errors (CUDA 13 values; names and strings in src/rt/error.c) ---------- */

enum cudaError {
    cudaSuccess                                      = 0,
    cudaErrorInvalidValue                            = 1,
    cudaErrorMemoryAllocation                        = 2,
    cudaErrorInitializationError                     = 3,
    cudaErrorCudartUnloading                         = 4,
    cudaErrorProfilerDisabled                        = 5,
    cudaErrorProfilerNotInitialized                  = 6,
    cudaErrorProfilerAlreadyStarted                  = 7,
    cudaErrorProfilerAlreadyStopped                  = 8,
    cudaErrorInvalidConfiguration                    = 9,
    cudaErrorInvalidPitchValue                       = 12,
    cudaErrorInvalidSymbol                           = 13,
    cudaErrorInvalidHostPointer                      = 16,
    cudaErrorInvalidDevicePointer                    = 17,
    cudaErrorInvalidTexture                          = 18,
    cudaErrorInvalidTextureBinding                   = 19,
    cudaErrorInvalidChannelDescriptor                = 20,
    cudaErrorInvalidMemcpyDirection                  = 21,
    cudaErrorAddressOfConstant                       = 22,
    cudaErrorTextureFetchFailed                      = 23,
    cudaErrorTextureNotBound                         = 24,
    cudaErrorSynchronizationError                    = 25,
    cudaErrorInvalidFilterSetting                    = 26,
    cudaErrorInvalidNormSetting                      = 27,
    cudaErrorMixedDeviceExecution                    = 28,
    cudaErrorNotYetImplemented                       = 31,
    cudaErrorMemoryValueTooLarge                     = 32,
    cudaErrorStubLibrary                             = 34,
    cudaErrorInsufficientDriver                      = 35,
    cudaErrorCallRequiresNewerDriver                 = 36,
    cudaErrorInvalidSurface                          = 37,
    cudaErrorDuplicateVariableName                   = 43,
    cudaErrorDuplicateTextureName                    = 44,
    cudaErrorDuplicateSurfaceName                    = 45,
    cudaErrorDevicesUnavailable                      = 46,
    cudaErrorIncompatibleDriverContext               = 49,
    cudaErrorMissingConfiguration                    = 52,
    cudaErrorPriorLaunchFailure                      = 53,
    cudaErrorLaunchMaxDepthExceeded                  = 65,
    cudaErrorLaunchFileScopedTex                     = 66,
    cudaErrorLaunchFileScopedSurf                    = 67,
    cudaErrorSyncDepthExceeded                       = 68,
    cudaErrorLaunchPendingCountExceeded              = 69,
    cudaErrorInvalidDeviceFunction                   = 98,
    cudaErrorNoDevice                                = 100,
    cudaErrorInvalidDevice                           = 101,
    cudaErrorDeviceNotLicensed                       = 102,
    cudaErrorSoftwareValidityNotEstablished          = 103,
    cudaErrorStartupFailure                          = 127,
    cudaErrorInvalidKernelImage                      = 200,
    cudaErrorDeviceUninitialized                     = 201,
    cudaErrorMapBufferObjectFailed                   = 205,
    cudaErrorUnmapBufferObjectFailed                 = 206,
    cudaErrorArrayIsMapped                           = 207,
    cudaErrorAlreadyMapped                           = 208,
    cudaErrorNoKernelImageForDevice                  = 209,
    cudaErrorAlreadyAcquired                         = 210,
    cudaErrorNotMapped                               = 211,
    cudaErrorNotMappedAsArray                        = 212,
    cudaErrorNotMappedAsPointer                      = 213,
    cudaErrorECCUncorrectable                        = 214,
    cudaErrorUnsupportedLimit                        = 215,
    cudaErrorDeviceAlreadyInUse                      = 216,
    cudaErrorPeerAccessUnsupported                   = 217,
    cudaErrorInvalidPtx                              = 218,
    cudaErrorInvalidGraphicsContext                  = 219,
    cudaErrorNvlinkUncorrectable                     = 220,
    cudaErrorJitCompilerNotFound                     = 221,
    cudaErrorUnsupportedPtxVersion                   = 222,
    cudaErrorJitCompilationDisabled                  = 223,
    cudaErrorUnsupportedExecAffinity                 = 224,
    cudaErrorUnsupportedDevSideSync                  = 225,
    cudaErrorContained                               = 226,
    cudaErrorInvalidSource                           = 300,
    cudaErrorFileNotFound                            = 301,
    cudaErrorSharedObjectSymbolNotFound              = 302,
    cudaErrorSharedObjectInitFailed                  = 303,
    cudaErrorOperatingSystem                         = 304,
    cudaErrorInvalidResourceHandle                   = 400,
    cudaErrorIllegalState                            = 401,
    cudaErrorLossyQuery                              = 402,
    cudaErrorSymbolNotFound                          = 500,
    cudaErrorNotReady                                = 600,
    cudaErrorIllegalAddress                          = 700,
    cudaErrorLaunchOutOfResources                    = 701,
    cudaErrorLaunchTimeout                           = 702,
    cudaErrorLaunchIncompatibleTexturing             = 703,
    cudaErrorPeerAccessAlreadyEnabled                = 704,
    cudaErrorPeerAccessNotEnabled                    = 705,
    cudaErrorSetOnActiveProcess                      = 708,
    cudaErrorContextIsDestroyed                      = 709,
    cudaErrorAssert                                  = 710,
    cudaErrorTooManyPeers                            = 711,
    cudaErrorHostMemoryAlreadyRegistered             = 712,
    cudaErrorHostMemoryNotRegistered                 = 713,
    cudaErrorHardwareStackError                      = 714,
    cudaErrorIllegalInstruction                      = 715,
    cudaErrorMisalignedAddress                       = 716,
    cudaErrorInvalidAddressSpace                     = 717,
    cudaErrorInvalidPc                               = 718,
    cudaErrorLaunchFailure                           = 719,
    cudaErrorCooperativeLaunchTooLarge               = 720,
    cudaErrorTensorMemoryLeak                        = 721,
    cudaErrorNotPermitted                            = 800,
    cudaErrorNotSupported                            = 801,
    cudaErrorSystemNotReady                          = 802,
    cudaErrorSystemDriverMismatch                    = 803,
    cudaErrorCompatNotSupportedOnDevice              = 804,
    cudaErrorMpsConnectionFailed                     = 805,
    cudaErrorMpsRpcFailure                           = 806,
    cudaErrorMpsServerNotReady                       = 807,
    cudaErrorMpsMaxClientsReached                    = 808,
    cudaErrorMpsMaxConnectionsReached                = 809,
    cudaErrorMpsClientTerminated                     = 810,
    cudaErrorCdpNotSupported                         = 811,
    cudaErrorCdpVersionMismatch                      = 812,
    cudaErrorStreamCaptureUnsupported                = 900,
    cudaErrorStreamCaptureInvalidated                = 901,
    cudaErrorStreamCaptureMerge                      = 902,
    cudaErrorStreamCaptureUnmatched                  = 903,
    cudaErrorStreamCaptureUnjoined                   = 904,
    cudaErrorStreamCaptureIsolation                  = 905,
    cudaErrorStreamCaptureImplicit                   = 906,
    cudaErrorCapturedEvent                           = 907,
    cudaErrorStreamCaptureWrongThread                = 908,
    cudaErrorTimeout                                 = 909,
    cudaErrorGraphExecUpdateFailure                  = 910,
    cudaErrorExternalDevice                          = 911,
    cudaErrorInvalidClusterSize                      = 912,
    cudaErrorFunctionNotLoaded                       = 913,
    cudaErrorInvalidResourceType                     = 914,
    cudaErrorInvalidResourceConfiguration            = 915,
    cudaErrorUnknown                                 = 999,
    cudaErrorApiFailureBase                          = 10000,
};
typedef enum cudaError cudaError_t;

/* Memory -------------------------------------------------------------- */

enum cudaMemcpyKind {
    cudaMemcpyHostToHost     = 0,
    cudaMemcpyHostToDevice   = 1,
    cudaMemcpyDeviceToHost   = 2,
    cudaMemcpyDeviceToDevice = 3,
    cudaMemcpyDefault        = 4    /* direction inferred from the pointers (UVA) */
};

enum cudaMemoryType {
    cudaMemoryTypeUnregistered = 0,
    cudaMemoryTypeHost         = 1,
    cudaMemoryTypeDevice       = 2,
    cudaMemoryTypeManaged      = 3
};

struct cudaPointerAttributes {
    enum cudaMemoryType type;
    int device;
    void *devicePointer;
    void *hostPointer;
    long reserved[8];
};

struct cudaPitchedPtr {
    void *ptr;
    size_t pitch;     /* bytes per row */
    size_t xsize;     /* logical row width in bytes */
    size_t ysize;     /* rows per slice */
};

struct cudaExtent {
    size_t width;     /* bytes for linear memory, elements for arrays */
    size_t height;
    size_t depth;
};

struct cudaPos {
    size_t x, y, z;
};

enum cudaChannelFormatKind {
    cudaChannelFormatKindSigned                        = 0,
    cudaChannelFormatKindUnsigned                      = 1,
    cudaChannelFormatKindFloat                         = 2,
    cudaChannelFormatKindNone                          = 3,
    cudaChannelFormatKindNV12                          = 4,
    cudaChannelFormatKindUnsignedNormalized8X1         = 5,
    cudaChannelFormatKindUnsignedNormalized8X2         = 6,
    cudaChannelFormatKindUnsignedNormalized8X4         = 7,
    cudaChannelFormatKindUnsignedNormalized16X1        = 8,
    cudaChannelFormatKindUnsignedNormalized16X2        = 9,
    cudaChannelFormatKindUnsignedNormalized16X4        = 10,
    cudaChannelFormatKindSignedNormalized8X1           = 11,
    cudaChannelFormatKindSignedNormalized8X2           = 12,
    cudaChannelFormatKindSignedNormalized8X4           = 13,
    cudaChannelFormatKindSignedNormalized16X1          = 14,
    cudaChannelFormatKindSignedNormalized16X2          = 15,
    cudaChannelFormatKindSignedNormalized16X4          = 16,
    cudaChannelFormatKindUnsignedBlockCompressed1      = 17,
    cudaChannelFormatKindUnsignedBlockCompressed1SRGB  = 18,
    cudaChannelFormatKindUnsignedBlockCompressed2      = 19,
    cudaChannelFormatKindUnsignedBlockCompressed2SRGB  = 20,
    cudaChannelFormatKindUnsignedBlockCompressed3      = 21,
    cudaChannelFormatKindUnsignedBlockCompressed3SRGB  = 22,
    cudaChannelFormatKindUnsignedBlockCompressed4      = 23,
    cudaChannelFormatKindSignedBlockCompressed4        = 24,
    cudaChannelFormatKindUnsignedBlockCompressed5      = 25,
    cudaChannelFormatKindSignedBlockCompressed5        = 26,
    cudaChannelFormatKindUnsignedBlockCompressed6H     = 27,
    cudaChannelFormatKindSignedBlockCompressed6H       = 28,
    cudaChannelFormatKindUnsignedBlockCompressed7      = 29,
    cudaChannelFormatKindUnsignedBlockCompressed7SRGB  = 30,
    cudaChannelFormatKindUnsignedNormalized1010102     = 31
};

/* Bits per channel (x, y, z, w) and how they are read. */
struct cudaChannelFormatDesc {
    int x, y, z, w;
    enum cudaChannelFormatKind f;
};

typedef struct cudaArray *cudaArray_t;
typedef const struct cudaArray *cudaArray_const_t;
typedef struct cudaMipmappedArray *cudaMipmappedArray_t;
typedef const struct cudaMipmappedArray *cudaMipmappedArray_const_t;

struct cudaMemcpy3DParms {
    cudaArray_t srcArray;
    struct cudaPos srcPos;
    struct cudaPitchedPtr srcPtr;
    cudaArray_t dstArray;
    struct cudaPos dstPos;
    struct cudaPitchedPtr dstPtr;
    struct cudaExtent extent;
    enum cudaMemcpyKind kind;
};

struct cudaMemcpy3DPeerParms {
    cudaArray_t srcArray;
    struct cudaPos srcPos;
    struct cudaPitchedPtr srcPtr;
    int srcDevice;
    cudaArray_t dstArray;
    struct cudaPos dstPos;
    struct cudaPitchedPtr dstPtr;
    int dstDevice;
    struct cudaExtent extent;
};

enum cudaMemoryAdvise {
    cudaMemAdviseSetReadMostly          = 1,
    cudaMemAdviseUnsetReadMostly        = 2,
    cudaMemAdviseSetPreferredLocation   = 3,
    cudaMemAdviseUnsetPreferredLocation = 4,
    cudaMemAdviseSetAccessedBy          = 5,
    cudaMemAdviseUnsetAccessedBy        = 6
};

enum cudaMemRangeAttribute {
    cudaMemRangeAttributeReadMostly                = 1,
    cudaMemRangeAttributePreferredLocation         = 2,
    cudaMemRangeAttributeAccessedBy                = 3,
    cudaMemRangeAttributeLastPrefetchLocation      = 4,
    cudaMemRangeAttributePreferredLocationType     = 5,
    cudaMemRangeAttributePreferredLocationId       = 6,
    cudaMemRangeAttributeLastPrefetchLocationType  = 7,
    cudaMemRangeAttributeLastPrefetchLocationId    = 8
};

enum cudaMemLocationType {
    cudaMemLocationTypeInvalid          = 0,
    cudaMemLocationTypeNone             = 0,
    cudaMemLocationTypeDevice           = 1,
    cudaMemLocationTypeHost             = 2,
    cudaMemLocationTypeHostNuma         = 3,
    cudaMemLocationTypeHostNumaCurrent  = 4
};

struct cudaMemLocation {
    enum cudaMemLocationType type;
    int id;
};

/* Textures' resource descriptions (texture_types.h has the sampling side). */
enum cudaResourceType {
    cudaResourceTypeArray          = 0x00,
    cudaResourceTypeMipmappedArray = 0x01,
    cudaResourceTypeLinear         = 0x02,
    cudaResourceTypePitch2D        = 0x03
};

enum cudaResourceViewFormat {
    cudaResViewFormatNone                      = 0x00,
    cudaResViewFormatUnsignedChar1             = 0x01,
    cudaResViewFormatUnsignedChar2             = 0x02,
    cudaResViewFormatUnsignedChar4             = 0x03,
    cudaResViewFormatSignedChar1               = 0x04,
    cudaResViewFormatSignedChar2               = 0x05,
    cudaResViewFormatSignedChar4               = 0x06,
    cudaResViewFormatUnsignedShort1            = 0x07,
    cudaResViewFormatUnsignedShort2            = 0x08,
    cudaResViewFormatUnsignedShort4            = 0x09,
    cudaResViewFormatSignedShort1              = 0x0a,
    cudaResViewFormatSignedShort2              = 0x0b,
    cudaResViewFormatSignedShort4              = 0x0c,
    cudaResViewFormatUnsignedInt1              = 0x0d,
    cudaResViewFormatUnsignedInt2              = 0x0e,
    cudaResViewFormatUnsignedInt4              = 0x0f,
    cudaResViewFormatSignedInt1                = 0x10,
    cudaResViewFormatSignedInt2                = 0x11,
    cudaResViewFormatSignedInt4                = 0x12,
    cudaResViewFormatHalf1                     = 0x13,
    cudaResViewFormatHalf2                     = 0x14,
    cudaResViewFormatHalf4                     = 0x15,
    cudaResViewFormatFloat1                    = 0x16,
    cudaResViewFormatFloat2                    = 0x17,
    cudaResViewFormatFloat4                    = 0x18,
    cudaResViewFormatUnsignedBlockCompressed1  = 0x19,
    cudaResViewFormatUnsignedBlockCompressed2  = 0x1a,
    cudaResViewFormatUnsignedBlockCompressed3  = 0x1b,
    cudaResViewFormatUnsignedBlockCompressed4  = 0x1c,
    cudaResViewFormatSignedBlockCompressed4    = 0x1d,
    cudaResViewFormatUnsignedBlockCompressed5  = 0x1e,
    cudaResViewFormatSignedBlockCompressed5    = 0x1f,
    cudaResViewFormatUnsignedBlockCompressed6H = 0x20,
    cudaResViewFormatSignedBlockCompressed6H   = 0x21,
    cudaResViewFormatUnsignedBlockCompressed7  = 0x22
};

struct cudaResourceDesc {
    enum cudaResourceType resType;
    union {
        struct { cudaArray_t array; } array;
        struct { cudaMipmappedArray_t mipmap; } mipmap;
        struct {
            void *devPtr;
            struct cudaChannelFormatDesc desc;
            size_t sizeInBytes;
        } linear;
        struct {
            void *devPtr;
            struct cudaChannelFormatDesc desc;
            size_t width, height;     /* in elements */
            size_t pitchInBytes;
        } pitch2D;
        struct { int reserved[32]; } reserved;
    } res;
    unsigned int flags;
};

struct cudaResourceViewDesc {
    enum cudaResourceViewFormat format;
    size_t width, height, depth;
    unsigned int firstMipmapLevel, lastMipmapLevel;
    unsigned int firstLayer, lastLayer;
    unsigned int reserved[16];
};

/* Functions ----------------------------------------------------------- */

struct cudaFuncAttributes {
    size_t sharedSizeBytes;       /* static shared memory */
    size_t constSizeBytes;
    size_t localSizeBytes;
    int maxThreadsPerBlock;
    int numRegs;
    int ptxVersion;
    int binaryVersion;
    int cacheModeCA;
    int maxDynamicSharedSizeBytes;
    int preferredShmemCarveout;
    int clusterDimMustBeSet;
    int requiredClusterWidth;
    int requiredClusterHeight;
    int requiredClusterDepth;
    int clusterSchedulingPolicyPreference;
    int nonPortableClusterSizeAllowed;
    int reserved[16];
};

enum cudaFuncAttribute {
    cudaFuncAttributeMaxDynamicSharedMemorySize            = 8,
    cudaFuncAttributePreferredSharedMemoryCarveout         = 9,
    cudaFuncAttributeClusterDimMustBeSet                   = 10,
    cudaFuncAttributeRequiredClusterWidth                  = 11,
    cudaFuncAttributeRequiredClusterHeight                 = 12,
    cudaFuncAttributeRequiredClusterDepth                  = 13,
    cudaFuncAttributeNonPortableClusterSizeAllowed         = 14,
    cudaFuncAttributeClusterSchedulingPolicyPreference     = 15,
    cudaFuncAttributeMax
};

enum cudaFuncCache {
    cudaFuncCachePreferNone   = 0,
    cudaFuncCachePreferShared = 1,
    cudaFuncCachePreferL1     = 2,
    cudaFuncCachePreferEqual  = 3
};

enum cudaSharedMemConfig {
    cudaSharedMemBankSizeDefault   = 0,
    cudaSharedMemBankSizeFourByte  = 1,
    cudaSharedMemBankSizeEightByte = 2
};

enum cudaSharedCarveout {
    cudaSharedmemCarveoutDefault   = -1,
    cudaSharedmemCarveoutMaxShared = 100,
    cudaSharedmemCarveoutMaxL1     = 0
};

/* Device -------------------------------------------------------------- */

enum cudaComputeMode {
    cudaComputeModeDefault          = 0,
    cudaComputeModeExclusive        = 1,
    cudaComputeModeProhibited       = 2,
    cudaComputeModeExclusiveProcess = 3
};

enum cudaLimit {
    cudaLimitStackSize                    = 0x00,
    cudaLimitPrintfFifoSize               = 0x01,
    cudaLimitMallocHeapSize               = 0x02,
    cudaLimitDevRuntimeSyncDepth          = 0x03,
    cudaLimitDevRuntimePendingLaunchCount = 0x04,
    cudaLimitMaxL2FetchGranularity        = 0x05,
    cudaLimitPersistingL2CacheSize        = 0x06
};

enum cudaDeviceAttr {
    cudaDevAttrMaxThreadsPerBlock                    = 1,
    cudaDevAttrMaxBlockDimX                          = 2,
    cudaDevAttrMaxBlockDimY                          = 3,
    cudaDevAttrMaxBlockDimZ                          = 4,
    cudaDevAttrMaxGridDimX                           = 5,
    cudaDevAttrMaxGridDimY                           = 6,
    cudaDevAttrMaxGridDimZ                           = 7,
    cudaDevAttrMaxSharedMemoryPerBlock               = 8,
    cudaDevAttrTotalConstantMemory                   = 9,
    cudaDevAttrWarpSize                              = 10,
    cudaDevAttrMaxPitch                              = 11,
    cudaDevAttrMaxRegistersPerBlock                  = 12,
    cudaDevAttrClockRate                             = 13,
    cudaDevAttrTextureAlignment                      = 14,
    cudaDevAttrGpuOverlap                            = 15,
    cudaDevAttrMultiProcessorCount                   = 16,
    cudaDevAttrKernelExecTimeout                     = 17,
    cudaDevAttrIntegrated                            = 18,
    cudaDevAttrCanMapHostMemory                      = 19,
    cudaDevAttrComputeMode                           = 20,
    cudaDevAttrMaxTexture1DWidth                     = 21,
    cudaDevAttrMaxTexture2DWidth                     = 22,
    cudaDevAttrMaxTexture2DHeight                    = 23,
    cudaDevAttrMaxTexture3DWidth                     = 24,
    cudaDevAttrMaxTexture3DHeight                    = 25,
    cudaDevAttrMaxTexture3DDepth                     = 26,
    cudaDevAttrMaxTexture2DLayeredWidth              = 27,
    cudaDevAttrMaxTexture2DLayeredHeight             = 28,
    cudaDevAttrMaxTexture2DLayeredLayers             = 29,
    cudaDevAttrSurfaceAlignment                      = 30,
    cudaDevAttrConcurrentKernels                     = 31,
    cudaDevAttrEccEnabled                            = 32,
    cudaDevAttrPciBusId                              = 33,
    cudaDevAttrPciDeviceId                           = 34,
    cudaDevAttrTccDriver                             = 35,
    cudaDevAttrMemoryClockRate                       = 36,
    cudaDevAttrGlobalMemoryBusWidth                  = 37,
    cudaDevAttrL2CacheSize                           = 38,
    cudaDevAttrMaxThreadsPerMultiProcessor           = 39,
    cudaDevAttrAsyncEngineCount                      = 40,
    cudaDevAttrUnifiedAddressing                     = 41,
    cudaDevAttrMaxTexture1DLayeredWidth              = 42,
    cudaDevAttrMaxTexture1DLayeredLayers             = 43,
    cudaDevAttrMaxTexture2DGatherWidth               = 45,
    cudaDevAttrMaxTexture2DGatherHeight              = 46,
    cudaDevAttrMaxTexture3DWidthAlt                  = 47,
    cudaDevAttrMaxTexture3DHeightAlt                 = 48,
    cudaDevAttrMaxTexture3DDepthAlt                  = 49,
    cudaDevAttrPciDomainId                           = 50,
    cudaDevAttrTexturePitchAlignment                 = 51,
    cudaDevAttrMaxTextureCubemapWidth                = 52,
    cudaDevAttrMaxTextureCubemapLayeredWidth         = 53,
    cudaDevAttrMaxTextureCubemapLayeredLayers        = 54,
    cudaDevAttrMaxSurface1DWidth                     = 55,
    cudaDevAttrMaxSurface2DWidth                     = 56,
    cudaDevAttrMaxSurface2DHeight                    = 57,
    cudaDevAttrMaxSurface3DWidth                     = 58,
    cudaDevAttrMaxSurface3DHeight                    = 59,
    cudaDevAttrMaxSurface3DDepth                     = 60,
    cudaDevAttrMaxSurface1DLayeredWidth              = 61,
    cudaDevAttrMaxSurface1DLayeredLayers             = 62,
    cudaDevAttrMaxSurface2DLayeredWidth              = 63,
    cudaDevAttrMaxSurface2DLayeredHeight             = 64,
    cudaDevAttrMaxSurface2DLayeredLayers             = 65,
    cudaDevAttrMaxSurfaceCubemapWidth                = 66,
    cudaDevAttrMaxSurfaceCubemapLayeredWidth         = 67,
    cudaDevAttrMaxSurfaceCubemapLayeredLayers        = 68,
    cudaDevAttrMaxTexture1DLinearWidth               = 69,
    cudaDevAttrMaxTexture2DLinearWidth               = 70,
    cudaDevAttrMaxTexture2DLinearHeight              = 71,
    cudaDevAttrMaxTexture2DLinearPitch               = 72,
    cudaDevAttrMaxTexture2DMipmappedWidth            = 73,
    cudaDevAttrMaxTexture2DMipmappedHeight           = 74,
    cudaDevAttrComputeCapabilityMajor                = 75,
    cudaDevAttrComputeCapabilityMinor                = 76,
    cudaDevAttrMaxTexture1DMipmappedWidth            = 77,
    cudaDevAttrStreamPrioritiesSupported             = 78,
    cudaDevAttrGlobalL1CacheSupported                = 79,
    cudaDevAttrLocalL1CacheSupported                 = 80,
    cudaDevAttrMaxSharedMemoryPerMultiprocessor      = 81,
    cudaDevAttrMaxRegistersPerMultiprocessor         = 82,
    cudaDevAttrManagedMemory                         = 83,
    cudaDevAttrIsMultiGpuBoard                       = 84,
    cudaDevAttrMultiGpuBoardGroupID                  = 85,
    cudaDevAttrHostNativeAtomicSupported             = 86,
    cudaDevAttrSingleToDoublePrecisionPerfRatio      = 87,
    cudaDevAttrPageableMemoryAccess                  = 88,
    cudaDevAttrConcurrentManagedAccess               = 89,
    cudaDevAttrComputePreemptionSupported            = 90,
    cudaDevAttrCanUseHostPointerForRegisteredMem     = 91,
    cudaDevAttrReserved92                            = 92,
    cudaDevAttrReserved93                            = 93,
    cudaDevAttrReserved94                            = 94,
    cudaDevAttrCooperativeLaunch                     = 95,
    cudaDevAttrReserved96                            = 96,
    cudaDevAttrMaxSharedMemoryPerBlockOptin          = 97,
    cudaDevAttrCanFlushRemoteWrites                  = 98,
    cudaDevAttrHostRegisterSupported                 = 99,
    cudaDevAttrPageableMemoryAccessUsesHostPageTables = 100,
    cudaDevAttrDirectManagedMemAccessFromHost        = 101,
    cudaDevAttrMaxBlocksPerMultiprocessor            = 106,
    cudaDevAttrMaxPersistingL2CacheSize              = 108,
    cudaDevAttrMaxAccessPolicyWindowSize             = 109,
    cudaDevAttrReservedSharedMemoryPerBlock          = 111,
    cudaDevAttrSparseCudaArraySupported              = 112,
    cudaDevAttrHostRegisterReadOnlySupported         = 113,
    cudaDevAttrTimelineSemaphoreInteropSupported     = 114,
    cudaDevAttrMemoryPoolsSupported                  = 115,
    cudaDevAttrGPUDirectRDMASupported                = 116,
    cudaDevAttrGPUDirectRDMAFlushWritesOptions       = 117,
    cudaDevAttrGPUDirectRDMAWritesOrdering           = 118,
    cudaDevAttrMemoryPoolSupportedHandleTypes        = 119,
    cudaDevAttrClusterLaunch                         = 120,
    cudaDevAttrDeferredMappingCudaArraySupported     = 121,
    cudaDevAttrReserved122                           = 122,
    cudaDevAttrReserved123                           = 123,
    cudaDevAttrReserved124                           = 124,
    cudaDevAttrIpcEventSupport                       = 125,
    cudaDevAttrMemSyncDomainCount                    = 126,
    cudaDevAttrReserved127                           = 127,
    cudaDevAttrReserved128                           = 128,
    cudaDevAttrReserved129                           = 129,
    cudaDevAttrNumaConfig                            = 130,
    cudaDevAttrNumaId                                = 131,
    cudaDevAttrReserved132                           = 132,
    cudaDevAttrMpsEnabled                            = 133,
    cudaDevAttrHostNumaId                            = 134,
    cudaDevAttrD3D12CigSupported                     = 135,
    cudaDevAttrVulkanCigSupported                    = 138,
    cudaDevAttrGpuPciDeviceId                        = 139,
    cudaDevAttrGpuPciSubsystemId                     = 140,
    cudaDevAttrReserved141                           = 141,
    cudaDevAttrHostNumaMemoryPoolsSupported          = 142,
    cudaDevAttrHostNumaMultinodeIpcSupported         = 143,
    cudaDevAttrHostMemoryPoolsSupported              = 144,
    cudaDevAttrReserved145                           = 145,
    cudaDevAttrOnlyPartialHostNativeAtomicSupported  = 147,
    cudaDevAttrMax,
};

enum cudaDeviceP2PAttr {
    cudaDevP2PAttrPerformanceRank                  = 1,
    cudaDevP2PAttrAccessSupported                  = 2,
    cudaDevP2PAttrNativeAtomicSupported            = 3,
    cudaDevP2PAttrCudaArrayAccessSupported         = 4,
    cudaDevP2PAttrOnlyPartialNativeAtomicSupported = 5
};

struct CUuuid_st { char bytes[16]; };
typedef struct CUuuid_st cudaUUID_t;

/* CUDA 13's cudaDeviceProp, and at its end five fields CUDA 13 removed
 * (clockRate, memoryClockRate, ...), in the space of its reserved words. */
struct cudaDeviceProp {
    char name[256];
    cudaUUID_t uuid;
    char luid[8];
    unsigned int luidDeviceNodeMask;
    size_t totalGlobalMem;
    size_t sharedMemPerBlock;
    int regsPerBlock;
    int warpSize;
    size_t memPitch;
    int maxThreadsPerBlock;
    int maxThreadsDim[3];
    int maxGridSize[3];
    size_t totalConstMem;
    int major;
    int minor;
    size_t textureAlignment;
    size_t texturePitchAlignment;
    int multiProcessorCount;
    int integrated;
    int canMapHostMemory;
    int maxTexture1D;
    int maxTexture1DMipmap;
    int maxTexture2D[2];
    int maxTexture2DMipmap[2];
    int maxTexture2DLinear[3];
    int maxTexture2DGather[2];
    int maxTexture3D[3];
    int maxTexture3DAlt[3];
    int maxTextureCubemap;
    int maxTexture1DLayered[2];
    int maxTexture2DLayered[3];
    int maxTextureCubemapLayered[2];
    int maxSurface1D;
    int maxSurface2D[2];
    int maxSurface3D[3];
    int maxSurface1DLayered[2];
    int maxSurface2DLayered[3];
    int maxSurfaceCubemap;
    int maxSurfaceCubemapLayered[2];
    size_t surfaceAlignment;
    int concurrentKernels;
    int ECCEnabled;
    int pciBusID;
    int pciDeviceID;
    int pciDomainID;
    int tccDriver;
    int asyncEngineCount;
    int unifiedAddressing;
    int memoryBusWidth;
    int l2CacheSize;
    int persistingL2CacheMaxSize;
    int maxThreadsPerMultiProcessor;
    int streamPrioritiesSupported;
    int globalL1CacheSupported;
    int localL1CacheSupported;
    size_t sharedMemPerMultiprocessor;
    int regsPerMultiprocessor;
    int managedMemory;
    int isMultiGpuBoard;
    int multiGpuBoardGroupID;
    int hostNativeAtomicSupported;
    int pageableMemoryAccess;
    int concurrentManagedAccess;
    int computePreemptionSupported;
    int canUseHostPointerForRegisteredMem;
    int cooperativeLaunch;
    size_t sharedMemPerBlockOptin;
    int pageableMemoryAccessUsesHostPageTables;
    int directManagedMemAccessFromHost;
    int maxBlocksPerMultiProcessor;
    int accessPolicyMaxWindowSize;
    size_t reservedSharedMemPerBlock;
    int hostRegisterSupported;
    int sparseCudaArraySupported;
    int hostRegisterReadOnlySupported;
    int timelineSemaphoreInteropSupported;
    int memoryPoolsSupported;
    int gpuDirectRDMASupported;
    unsigned int gpuDirectRDMAFlushWritesOptions;
    int gpuDirectRDMAWritesOrdering;
    unsigned int memoryPoolSupportedHandleTypes;
    int deferredMappingCudaArraySupported;
    int ipcEventSupported;
    int clusterLaunch;
    int unifiedFunctionPointers;
    int deviceNumaConfig;
    int deviceNumaId;
    int mpsEnabled;
    int hostNumaId;
    unsigned int gpuPciDeviceID;
    unsigned int gpuPciSubsystemID;
    int hostNumaMultinodeIpcSupported;
    /* CUDA 12's fields that CUDA 13 removed (the device attributes remain):
     * programs older than CUDA 13, Rodinia's among them, read them. */
    int clockRate;
    int memoryClockRate;
    int deviceOverlap;
    int kernelExecTimeoutEnabled;
    int computeMode;
    int reserved[51];
};

#define CUDA_IPC_HANDLE_SIZE 64
typedef struct cudaIpcEventHandle_st { char reserved[CUDA_IPC_HANDLE_SIZE]; } cudaIpcEventHandle_t;
typedef struct cudaIpcMemHandle_st { char reserved[CUDA_IPC_HANDLE_SIZE]; } cudaIpcMemHandle_t;

/* Handles ------------------------------------------------------------- */

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct cudaGraphicsResource *cudaGraphicsResource_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct CUuserObject_st *cudaUserObject_t;
enum cudaUserObjectFlags { cudaUserObjectNoDestructorSync = 0x1 };
enum cudaUserObjectRetainFlags { cudaGraphUserObjectMove = 0x1 };
typedef struct CUfunc_st *cudaFunction_t;
typedef struct CUkern_st *cudaKernel_t;
typedef struct CUlib_st *cudaLibrary_t;
typedef struct CUmemPoolHandle_st *cudaMemPool_t;
typedef unsigned long long cudaGraphConditionalHandle;

typedef void (CUDART_CB *cudaHostFn_t)(void *userData);

/* Streams ------------------------------------------------------------- */

enum cudaStreamCaptureStatus {
    cudaStreamCaptureStatusNone        = 0,
    cudaStreamCaptureStatusActive      = 1,
    cudaStreamCaptureStatusInvalidated = 2
};

enum cudaStreamCaptureMode {
    cudaStreamCaptureModeGlobal      = 0,
    cudaStreamCaptureModeThreadLocal = 1,
    cudaStreamCaptureModeRelaxed     = 2
};

/* Graphs (runtime API "Graph Management", "Stream Capture") ------------ */

enum cudaGraphNodeType {
    cudaGraphNodeTypeKernel             = 0x00,
    cudaGraphNodeTypeMemcpy             = 0x01,
    cudaGraphNodeTypeMemset             = 0x02,
    cudaGraphNodeTypeHost               = 0x03,
    cudaGraphNodeTypeGraph              = 0x04,
    cudaGraphNodeTypeEmpty              = 0x05,
    cudaGraphNodeTypeWaitEvent          = 0x06,
    cudaGraphNodeTypeEventRecord        = 0x07,
    cudaGraphNodeTypeExtSemaphoreSignal = 0x08,
    cudaGraphNodeTypeExtSemaphoreWait   = 0x09,
    cudaGraphNodeTypeMemAlloc           = 0x0a,
    cudaGraphNodeTypeMemFree            = 0x0b,
    cudaGraphNodeTypeConditional        = 0x0d,
    cudaGraphNodeTypeCount
};

struct cudaKernelNodeParams {
    void *func;
    dim3 gridDim;
    dim3 blockDim;
    unsigned int sharedMemBytes;
    void **kernelParams;
    void **extra;
};

struct cudaMemsetParams {
    void *dst;
    size_t pitch;
    unsigned int value;
    unsigned int elementSize;   /* 1, 2 or 4 */
    size_t width;               /* in elements */
    size_t height;
};

struct cudaHostNodeParams {
    cudaHostFn_t fn;
    void *userData;
};

enum cudaMemAllocationType {
    cudaMemAllocationTypeInvalid = 0x0,
    cudaMemAllocationTypePinned  = 0x1,
    cudaMemAllocationTypeManaged = 0x2,
    cudaMemAllocationTypeMax     = 0x7FFFFFFF
};

enum cudaMemAllocationHandleType {
    cudaMemHandleTypeNone                = 0x0,
    cudaMemHandleTypePosixFileDescriptor = 0x1,
    cudaMemHandleTypeWin32               = 0x2,
    cudaMemHandleTypeWin32Kmt            = 0x4,
    cudaMemHandleTypeFabric              = 0x8
};

enum cudaMemAccessFlags {
    cudaMemAccessFlagsProtNone      = 0,
    cudaMemAccessFlagsProtRead      = 1,
    cudaMemAccessFlagsProtReadWrite = 3
};

struct cudaMemAccessDesc {
    struct cudaMemLocation location;
    enum cudaMemAccessFlags flags;
};

struct cudaMemPoolProps {
    enum cudaMemAllocationType allocType;
    enum cudaMemAllocationHandleType handleTypes;
    struct cudaMemLocation location;
    void *win32SecurityAttributes;
    size_t maxSize;
    unsigned short usage;
    unsigned char reserved[54];
};

enum cudaMemPoolAttr {
    cudaMemPoolReuseFollowEventDependencies   = 0x1,
    cudaMemPoolReuseAllowOpportunistic        = 0x2,
    cudaMemPoolReuseAllowInternalDependencies = 0x3,
    cudaMemPoolAttrReleaseThreshold           = 0x4,
    cudaMemPoolAttrReservedMemCurrent         = 0x5,
    cudaMemPoolAttrReservedMemHigh            = 0x6,
    cudaMemPoolAttrUsedMemCurrent             = 0x7,
    cudaMemPoolAttrUsedMemHigh                = 0x8
};

struct cudaMemPoolPtrExportData {
    unsigned char reserved[64];
};

struct cudaMemAllocNodeParams {
    struct cudaMemPoolProps poolProps;
    const struct cudaMemAccessDesc *accessDescs;
    size_t accessDescCount;
    size_t bytesize;
    void *dptr;                 /* out */
};

/* The parameters of cudaGraphAddNode (CUDA 12.2+), one member a node type:
 * the V2 structures have the fields of the older ones, in their order. */
struct cudaKernelNodeParamsV2 {
    void *func;
    dim3 gridDim;
    dim3 blockDim;
    unsigned int sharedMemBytes;
    void **kernelParams;
    void **extra;
};
struct cudaMemsetParamsV2 {
    void *dst;
    size_t pitch;
    unsigned int value;
    unsigned int elementSize;
    size_t width;
    size_t height;
};
struct cudaHostNodeParamsV2 {
    cudaHostFn_t fn;
    void *userData;
};
struct cudaMemcpyNodeParams {
    int flags;
    int reserved[3];
    struct cudaMemcpy3DParms copyParams;
};
enum cudaGraphChildGraphNodeOwnership {
    cudaGraphChildGraphOwnershipClone = 0,
    cudaGraphChildGraphOwnershipMove = 1,
};
struct cudaChildGraphNodeParams {
    cudaGraph_t graph;
    enum cudaGraphChildGraphNodeOwnership ownership;
};
struct cudaEventRecordNodeParams {
    cudaEvent_t event;
};
struct cudaEventWaitNodeParams {
    cudaEvent_t event;
};
struct cudaMemAllocNodeParamsV2 {
    struct cudaMemPoolProps poolProps;
    const struct cudaMemAccessDesc *accessDescs;
    size_t accessDescCount;
    size_t bytesize;
    void *dptr;
};
struct cudaMemFreeNodeParams {
    void *dptr;
};

enum cudaStreamUpdateCaptureDependenciesFlags {
    cudaStreamAddCaptureDependencies = 0x0,
    cudaStreamSetCaptureDependencies = 0x1,
};

/* Conditional nodes: a handle's value, set by the kernels before the node
 * (cudaGraphSetConditional), picks what its body graphs do. */
enum cudaGraphConditionalHandleFlags {
    cudaGraphCondAssignDefault = 1,     /* the default value at each launch */
};
enum cudaGraphConditionalNodeType {
    cudaGraphCondTypeIf = 0,            /* body 0 if non-zero; body 1 (size 2) if zero */
    cudaGraphCondTypeWhile = 1,         /* body 0 while non-zero */
    cudaGraphCondTypeSwitch = 2,        /* body n when the value is n < size */
};
struct cudaConditionalNodeParams {
    cudaGraphConditionalHandle handle;
    enum cudaGraphConditionalNodeType type;
    unsigned int size;
    cudaGraph_t *phGraph_out;           /* out: the bodies, owned by the node */
};

struct cudaGraphNodeParams {
    enum cudaGraphNodeType type;
    int reserved0[3];
    union {
        long long reserved1[29];
        struct cudaKernelNodeParamsV2 kernel;
        struct cudaMemcpyNodeParams memcpy;
        struct cudaMemsetParamsV2 memset;
        struct cudaHostNodeParamsV2 host;
        struct cudaChildGraphNodeParams graph;
        struct cudaEventWaitNodeParams eventWait;
        struct cudaEventRecordNodeParams eventRecord;
        struct cudaMemAllocNodeParamsV2 alloc;
        struct cudaMemFreeNodeParams free;
        struct cudaConditionalNodeParams conditional;
    };
    long long reserved2;
};

enum cudaGraphMemAttributeType {
    cudaGraphMemAttrUsedMemCurrent     = 0x0,
    cudaGraphMemAttrUsedMemHigh        = 0x1,
    cudaGraphMemAttrReservedMemCurrent = 0x2,
    cudaGraphMemAttrReservedMemHigh    = 0x3
};

typedef struct cudaGraphEdgeData_st {
    unsigned char from_port;
    unsigned char to_port;
    unsigned char type;
    unsigned char reserved[5];
} cudaGraphEdgeData;

enum cudaGraphExecUpdateResult {
    cudaGraphExecUpdateSuccess                        = 0x0,
    cudaGraphExecUpdateError                          = 0x1,
    cudaGraphExecUpdateErrorTopologyChanged           = 0x2,
    cudaGraphExecUpdateErrorNodeTypeChanged           = 0x3,
    cudaGraphExecUpdateErrorFunctionChanged           = 0x4,
    cudaGraphExecUpdateErrorParametersChanged         = 0x5,
    cudaGraphExecUpdateErrorNotSupported              = 0x6,
    cudaGraphExecUpdateErrorUnsupportedFunctionChange = 0x7,
    cudaGraphExecUpdateErrorAttributesChanged         = 0x8
};

typedef struct cudaGraphExecUpdateResultInfo_st {
    enum cudaGraphExecUpdateResult result;
    cudaGraphNode_t errorNode;
    cudaGraphNode_t errorFromNode;
} cudaGraphExecUpdateResultInfo;

enum cudaGraphInstantiateFlags {
    cudaGraphInstantiateFlagAutoFreeOnLaunch = 1,
    cudaGraphInstantiateFlagUpload           = 2,
    cudaGraphInstantiateFlagDeviceLaunch     = 4,
    cudaGraphInstantiateFlagUseNodePriority  = 8
};

enum cudaGraphDebugDotFlags {
    cudaGraphDebugDotFlagsVerbose = 1 << 0
};

enum cudaSynchronizationPolicy {
    cudaSyncPolicyAuto         = 1,
    cudaSyncPolicySpin         = 2,
    cudaSyncPolicyYield        = 3,
    cudaSyncPolicyBlockingSync = 4
};

enum cudaAccessProperty {
    cudaAccessPropertyNormal     = 0,
    cudaAccessPropertyStreaming  = 1,
    cudaAccessPropertyPersisting = 2
};

struct cudaAccessPolicyWindow {
    void *base_ptr;
    size_t num_bytes;
    float hitRatio;
    enum cudaAccessProperty hitProp;
    enum cudaAccessProperty missProp;
};

/* Launch attributes (cudaLaunchKernelEx). */
enum cudaLaunchAttributeID {
    cudaLaunchAttributeIgnore                               = 0,
    cudaLaunchAttributeAccessPolicyWindow                   = 1,
    cudaLaunchAttributeCooperative                          = 2,
    cudaLaunchAttributeSynchronizationPolicy                = 3,
    cudaLaunchAttributeClusterDimension                     = 4,
    cudaLaunchAttributeClusterSchedulingPolicyPreference    = 5,
    cudaLaunchAttributeProgrammaticStreamSerialization      = 6,
    cudaLaunchAttributeProgrammaticEvent                    = 7,
    cudaLaunchAttributePriority                             = 8,
    cudaLaunchAttributeMemSyncDomainMap                     = 9,
    cudaLaunchAttributeMemSyncDomain                        = 10,
    cudaLaunchAttributePreferredClusterDimension            = 11,
    cudaLaunchAttributeLaunchCompletionEvent                = 12,
    cudaLaunchAttributeDeviceUpdatableKernelNode            = 13,
    cudaLaunchAttributePreferredSharedMemoryCarveout        = 14,
    cudaLaunchAttributeNvlinkUtilCentricScheduling          = 16
};
typedef enum cudaLaunchAttributeID cudaLaunchAttributeID;

/* 64 bytes, as in CUDA; only the members cucc reads are spelled out. */
typedef union cudaLaunchAttributeValue {
    char pad[64];
    struct cudaAccessPolicyWindow accessPolicyWindow;
    int cooperative;
    enum cudaSynchronizationPolicy syncPolicy;
    struct { unsigned int x, y, z; } clusterDim;
    int programmaticStreamSerializationAllowed;
    int priority;
    unsigned int sharedMemCarveout;
} cudaLaunchAttributeValue;

/* Stream attributes are launch attributes (CUDA's own spelling). */
#define cudaStreamAttrID cudaLaunchAttributeID
#define cudaStreamAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow
#define cudaStreamAttributeSynchronizationPolicy cudaLaunchAttributeSynchronizationPolicy
#define cudaStreamAttributeMemSyncDomainMap cudaLaunchAttributeMemSyncDomainMap
#define cudaStreamAttributeMemSyncDomain cudaLaunchAttributeMemSyncDomain
#define cudaStreamAttributePriority cudaLaunchAttributePriority
#define cudaStreamAttrValue cudaLaunchAttributeValue

typedef struct cudaLaunchAttribute_st {
    cudaLaunchAttributeID id;
    char pad[8 - sizeof(cudaLaunchAttributeID)];
    cudaLaunchAttributeValue val;
} cudaLaunchAttribute;

typedef struct cudaLaunchConfig_st {
    dim3 gridDim;
    dim3 blockDim;
    size_t dynamicSmemBytes;
    cudaStream_t stream;
    cudaLaunchAttribute *attrs;
    unsigned int numAttrs;
} cudaLaunchConfig_t;

#endif
