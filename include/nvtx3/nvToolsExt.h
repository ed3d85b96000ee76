/*
 * NVTX (NVIDIA Tools Extension) as a program without a tool attached sees
 * it: ranges, marks and names are accepted and go nowhere, push and pop
 * return NVTX_NO_PUSH_POP_TRACKING, range ids are 0.  cucc has no
 * profiler that could take them yet (docs/device-library.md).  The API is
 * NVTX 3's, header-only, callable from C and C++.
 */
#ifndef CUCC_NVTOOLSEXT_H
#define CUCC_NVTOOLSEXT_H
#define NVTOOLSEXT_H_       /* the guard programs may test */

#include <stddef.h>
#include <stdint.h>

#define NVTX_VERSION 3
#define NVTX_NO_PUSH_POP_TRACKING ((int)-2)
#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)sizeof(nvtxEventAttributes_t))
#define NVTX_RESOURCE_ATTRIB_STRUCT_SIZE ((uint16_t)sizeof(nvtxResourceAttributes_t))

typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st *nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st *nvtxStringHandle_t;
typedef struct nvtxResourceHandle *nvtxResourceHandle_t;

typedef enum nvtxColorType_t { NVTX_COLOR_UNKNOWN = 0, NVTX_COLOR_ARGB = 1 } nvtxColorType_t;

typedef enum nvtxMessageType_t {
    NVTX_MESSAGE_UNKNOWN = 0,
    NVTX_MESSAGE_TYPE_ASCII = 1,
    NVTX_MESSAGE_TYPE_UNICODE = 2,
    NVTX_MESSAGE_TYPE_REGISTERED = 3
} nvtxMessageType_t;

typedef enum nvtxPayloadType_t {
    NVTX_PAYLOAD_UNKNOWN = 0,
    NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
    NVTX_PAYLOAD_TYPE_INT64 = 2,
    NVTX_PAYLOAD_TYPE_DOUBLE = 3,
    NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
    NVTX_PAYLOAD_TYPE_INT32 = 5,
    NVTX_PAYLOAD_TYPE_FLOAT = 6
} nvtxPayloadType_t;

typedef union nvtxMessageValue_t {
    const char *ascii;
    const wchar_t *unicode;
    nvtxStringHandle_t registered;
} nvtxMessageValue_t;

typedef struct nvtxEventAttributes_v2 {
    uint16_t version;
    uint16_t size;
    uint32_t category;
    int32_t colorType;
    uint32_t color;
    int32_t payloadType;
    int32_t reserved0;
    union payload_t {
        uint64_t ullValue;
        int64_t llValue;
        double dValue;
        uint32_t uiValue;
        int32_t iValue;
        float fValue;
    } payload;
    int32_t messageType;
    nvtxMessageValue_t message;
} nvtxEventAttributes_v2;
typedef struct nvtxEventAttributes_v2 nvtxEventAttributes_t;

typedef struct nvtxResourceAttributes_v0 {
    uint16_t version;
    uint16_t size;
    int32_t identifierType;
    union identifier_t {
        const void *pValue;
        uint64_t ullValue;
    } identifier;
    int32_t messageType;
    nvtxMessageValue_t message;
} nvtxResourceAttributes_v0;
typedef struct nvtxResourceAttributes_v0 nvtxResourceAttributes_t;

#define CUCC_NVTX static inline

CUCC_NVTX void nvtxInitialize(const void *reserved) { (void)reserved; }
CUCC_NVTX void nvtxMarkA(const char *message) { (void)message; }
CUCC_NVTX void nvtxMarkW(const wchar_t *message) { (void)message; }
CUCC_NVTX void nvtxMarkEx(const nvtxEventAttributes_t *a) { (void)a; }
CUCC_NVTX nvtxRangeId_t nvtxRangeStartA(const char *message) { (void)message; return 0; }
CUCC_NVTX nvtxRangeId_t nvtxRangeStartW(const wchar_t *message) { (void)message; return 0; }
CUCC_NVTX nvtxRangeId_t nvtxRangeStartEx(const nvtxEventAttributes_t *a) { (void)a; return 0; }
CUCC_NVTX void nvtxRangeEnd(nvtxRangeId_t id) { (void)id; }
CUCC_NVTX int nvtxRangePushA(const char *message) { (void)message; return NVTX_NO_PUSH_POP_TRACKING; }
CUCC_NVTX int nvtxRangePushW(const wchar_t *message) { (void)message; return NVTX_NO_PUSH_POP_TRACKING; }
CUCC_NVTX int nvtxRangePushEx(const nvtxEventAttributes_t *a) { (void)a; return NVTX_NO_PUSH_POP_TRACKING; }
CUCC_NVTX int nvtxRangePop(void) { return NVTX_NO_PUSH_POP_TRACKING; }
CUCC_NVTX void nvtxNameCategoryA(uint32_t category, const char *name) { (void)category, (void)name; }
CUCC_NVTX void nvtxNameCategoryW(uint32_t category, const wchar_t *name) { (void)category, (void)name; }
CUCC_NVTX void nvtxNameOsThreadA(uint32_t tid, const char *name) { (void)tid, (void)name; }
CUCC_NVTX void nvtxNameOsThreadW(uint32_t tid, const wchar_t *name) { (void)tid, (void)name; }
CUCC_NVTX nvtxDomainHandle_t nvtxDomainCreateA(const char *name) { (void)name; return NULL; }
CUCC_NVTX nvtxDomainHandle_t nvtxDomainCreateW(const wchar_t *name) { (void)name; return NULL; }
CUCC_NVTX void nvtxDomainDestroy(nvtxDomainHandle_t d) { (void)d; }
CUCC_NVTX void nvtxDomainMarkEx(nvtxDomainHandle_t d, const nvtxEventAttributes_t *a) { (void)d, (void)a; }
CUCC_NVTX nvtxRangeId_t nvtxDomainRangeStartEx(nvtxDomainHandle_t d, const nvtxEventAttributes_t *a)
{
    (void)d, (void)a;
    return 0;
}
CUCC_NVTX void nvtxDomainRangeEnd(nvtxDomainHandle_t d, nvtxRangeId_t id) { (void)d, (void)id; }
CUCC_NVTX int nvtxDomainRangePushEx(nvtxDomainHandle_t d, const nvtxEventAttributes_t *a)
{
    (void)d, (void)a;
    return NVTX_NO_PUSH_POP_TRACKING;
}
CUCC_NVTX int nvtxDomainRangePop(nvtxDomainHandle_t d) { (void)d; return NVTX_NO_PUSH_POP_TRACKING; }
CUCC_NVTX nvtxStringHandle_t nvtxDomainRegisterStringA(nvtxDomainHandle_t d, const char *s)
{
    (void)d, (void)s;
    return NULL;
}
CUCC_NVTX void nvtxDomainNameCategoryA(nvtxDomainHandle_t d, uint32_t c, const char *name)
{
    (void)d, (void)c, (void)name;
}

#undef CUCC_NVTX

#ifdef UNICODE
#define nvtxMark nvtxMarkW
#define nvtxRangeStart nvtxRangeStartW
#define nvtxRangePush nvtxRangePushW
#else
#define nvtxMark nvtxMarkA
#define nvtxRangeStart nvtxRangeStartA
#define nvtxRangePush nvtxRangePushA
#endif

#endif
