/*
 * The driver API's virtual memory management (CUDA Driver API, "Virtual
 * Memory Management"): physical allocations (cuMemCreate) mapped into
 * address ranges the program reserves (cuMemAddressReserve, cuMemMap) and
 * made accessible (cuMemSetAccess).
 *
 * On the CPU a physical allocation is a memfd of its size; a reservation is
 * PROT_NONE address space; cuMemMap maps the memfd there (MAP_SHARED,
 * MAP_FIXED), so one allocation mapped twice shows the same bytes at both
 * addresses, as on a GPU; cuMemSetAccess mprotects the range and hands it
 * to the runtime's table of device memory (memory.c), so that cudaMemcpy,
 * kernels and pointer attributes treat it as cudaMalloc's; cuMemUnmap puts
 * the reservation's PROT_NONE pages back.  The granularity is a GPU's,
 * 2 MiB.  Where CUDA checks arguments (sizes and addresses not multiples
 * of the granularity, a range outside a reservation or over a mapping,
 * unknown handles) this returns CUDA_ERROR_INVALID_VALUE as it does.
 */
#include "rt/module.h"
#include "rt.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define GRANULARITY ((size_t)2 << 20)

struct phys {                   /* a physical allocation */
    struct phys *next;
    int fd;
    size_t size;
    CUmemAllocationProp prop;
    int released;               /* cuMemRelease was called */
    unsigned retains;           /* cuMemRetainAllocationHandle's, released one by one */
    unsigned maps;              /* mappings of it */
};
struct range {                  /* a reservation or a mapping */
    struct range *next;
    uintptr_t base;
    size_t size;
    struct phys *phys;          /* mappings: what, at which offset, with which access */
    size_t offset;
    unsigned long long access;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct phys *allocs;
static struct range *reserved, *mapped;

static int aligned(uintptr_t v)
{
    return v % GRANULARITY == 0;
}

static struct phys *find_phys(CUmemGenericAllocationHandle h)
{
    for (struct phys *p = allocs; p; p = p->next)
        if ((uintptr_t)p == h)
            return p;
    return NULL;
}

/* The range of list holding [a, a + n), or NULL. */
static struct range *holding(struct range *list, uintptr_t a, size_t n)
{
    for (struct range *r = list; r; r = r->next)
        if (a >= r->base && a + n <= r->base + r->size)
            return r;
    return NULL;
}

static int overlaps(struct range *list, uintptr_t a, size_t n)
{
    for (struct range *r = list; r; r = r->next)
        if (a < r->base + r->size && r->base < a + n)
            return 1;
    return 0;
}

static void unlink_range(struct range **list, struct range *r)
{
    for (struct range **pp = list; *pp; pp = &(*pp)->next)
        if (*pp == r) {
            *pp = r->next;
            return;
        }
}

/* Frees p once it is released, no retain is left and nothing maps it. */
static void phys_maybe_free(struct phys *p)
{
    if (!p->released || p->retains || p->maps)
        return;
    for (struct phys **pp = &allocs; *pp; pp = &(*pp)->next)
        if (*pp == p) {
            *pp = p->next;
            break;
        }
    close(p->fd);
    cucc__mem_uncharge(p->size);
    free(p);
}

static CUresult check_prop(const CUmemAllocationProp *prop)
{
    if (!prop || prop->type != CU_MEM_ALLOCATION_TYPE_PINNED ||
        prop->location.type != CU_MEM_LOCATION_TYPE_DEVICE || prop->location.id < 0 ||
        prop->location.id >= cucc__device_count())
        return CUDA_ERROR_INVALID_VALUE;
    if (prop->requestedHandleTypes & ~(unsigned)CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
        return CUDA_ERROR_NOT_SUPPORTED;
    return CUDA_SUCCESS;
}

CUresult cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop,
                                       CUmemAllocationGranularity_flags option)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    CUresult r;
    if (!granularity || (option != CU_MEM_ALLOC_GRANULARITY_MINIMUM &&
                         option != CU_MEM_ALLOC_GRANULARITY_RECOMMENDED))
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = check_prop(prop)) != CUDA_SUCCESS)
        return r;
    *granularity = GRANULARITY;
    return CUDA_SUCCESS;
}

CUresult cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop,
                     unsigned long long flags)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    CUresult r;
    if (!handle || !size || !aligned(size) || flags)
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = check_prop(prop)) != CUDA_SUCCESS)
        return r;
    struct phys *p = calloc(1, sizeof *p);
    if (!p)
        return CUDA_ERROR_OUT_OF_MEMORY;
    p->fd = memfd_create("cucc-vmm", MFD_CLOEXEC);
    if (p->fd < 0 || ftruncate(p->fd, (off_t)size) != 0 || cucc__mem_charge(size) != 0) {
        if (p->fd >= 0)
            close(p->fd);
        free(p);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    p->size = size;
    p->prop = *prop;
    pthread_mutex_lock(&lock);
    p->next = allocs;
    allocs = p;
    pthread_mutex_unlock(&lock);
    *handle = (uintptr_t)p;
    return CUDA_SUCCESS;
}

CUresult cuMemRelease(CUmemGenericAllocationHandle handle)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&lock);
    struct phys *p = find_phys(handle);
    CUresult r = CUDA_ERROR_INVALID_VALUE;
    if (p && p->retains) {
        p->retains--;
        r = CUDA_SUCCESS;
    } else if (p && !p->released) {
        p->released = 1;
        phys_maybe_free(p);
        r = CUDA_SUCCESS;
    }
    pthread_mutex_unlock(&lock);
    return r;
}

CUresult cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr,
                             unsigned long long flags)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    if (!ptr || !size || !aligned(size) || flags || (alignment & (alignment - 1)) || !aligned(addr))
        return CUDA_ERROR_INVALID_VALUE;
    if (alignment < GRANULARITY)
        alignment = GRANULARITY;
    struct range *res = calloc(1, sizeof *res);
    if (!res)
        return CUDA_ERROR_OUT_OF_MEMORY;
    char *p = MAP_FAILED;
    if (addr) {     /* a hint, as for CUDA */
        p = mmap((void *)(uintptr_t)addr, size, PROT_NONE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED_NOREPLACE, -1, 0);
        if (p != MAP_FAILED && (uintptr_t)p != addr) {
            munmap(p, size);
            p = MAP_FAILED;
        }
    }
    if (p == MAP_FAILED) {
        char *q = mmap(NULL, size + alignment, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (q == MAP_FAILED) {
            free(res);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        uintptr_t a = ((uintptr_t)q + alignment - 1) & ~(uintptr_t)(alignment - 1);
        if (a > (uintptr_t)q)
            munmap(q, a - (uintptr_t)q);
        uintptr_t end = (uintptr_t)q + size + alignment;
        if (end > a + size)
            munmap((void *)(a + size), end - (a + size));
        p = (char *)a;
    }
    res->base = (uintptr_t)p;
    res->size = size;
    pthread_mutex_lock(&lock);
    res->next = reserved;
    reserved = res;
    pthread_mutex_unlock(&lock);
    *ptr = (CUdeviceptr)(uintptr_t)p;
    return CUDA_SUCCESS;
}

CUresult cuMemAddressFree(CUdeviceptr ptr, size_t size)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&lock);
    struct range *res = NULL;
    for (struct range *r = reserved; r; r = r->next)
        if (r->base == ptr && r->size == size)
            res = r;
    if (!res || overlaps(mapped, ptr, size)) {
        pthread_mutex_unlock(&lock);
        return CUDA_ERROR_INVALID_VALUE;
    }
    unlink_range(&reserved, res);
    pthread_mutex_unlock(&lock);
    munmap((void *)(uintptr_t)ptr, size);
    free(res);
    return CUDA_SUCCESS;
}

CUresult cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle,
                  unsigned long long flags)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    CUresult r;
    if (!ptr || !size || !aligned(ptr) || !aligned(size) || !aligned(offset) || flags)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    struct phys *p = find_phys(handle);
    struct range *m = NULL;
    r = CUDA_ERROR_INVALID_VALUE;
    if (p && !(p->released && !p->retains) && offset <= p->size && size <= p->size - offset &&
        holding(reserved, ptr, size) && !overlaps(mapped, ptr, size) && (m = calloc(1, sizeof *m))) {
        void *q = mmap((void *)(uintptr_t)ptr, size, PROT_NONE, MAP_SHARED | MAP_FIXED, p->fd, (off_t)offset);
        if (q == MAP_FAILED) {
            free(m);
            r = CUDA_ERROR_OUT_OF_MEMORY;
        } else {
            m->base = ptr;
            m->size = size;
            m->phys = p;
            m->offset = offset;
            m->next = mapped;
            mapped = m;
            p->maps++;
            r = CUDA_SUCCESS;
        }
    }
    if (r == CUDA_ERROR_INVALID_VALUE && p && holding(reserved, ptr, 1) && !holding(reserved, ptr, size))
        r = CUDA_ERROR_NOT_SUPPORTED;    /* past the reservation's end: what an H200 says */
    pthread_mutex_unlock(&lock);
    return r;
}

CUresult cuMemUnmap(CUdeviceptr ptr, size_t size)
{
    CUCC_API_TIMED();
    if (!ptr || !size || !aligned(ptr) || !aligned(size))
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    /* the range must be made of whole mappings */
    size_t covered = 0;
    for (struct range *m = mapped; m; m = m->next) {
        if (m->base + m->size <= ptr || m->base >= ptr + size)
            continue;
        if (m->base < ptr || m->base + m->size > ptr + size) {
            pthread_mutex_unlock(&lock);
            return CUDA_ERROR_INVALID_VALUE;
        }
        covered += m->size;
    }
    if (covered != size) {
        pthread_mutex_unlock(&lock);
        return CUDA_ERROR_INVALID_VALUE;
    }
    cucc__mem_unadopt((void *)(uintptr_t)ptr, size);
    mmap((void *)(uintptr_t)ptr, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
    for (struct range **pp = &mapped; *pp;) {
        struct range *m = *pp;
        if (m->base >= ptr && m->base < ptr + size) {
            *pp = m->next;
            m->phys->maps--;
            phys_maybe_free(m->phys);
            free(m);
        } else {
            pp = &m->next;
        }
    }
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

CUresult cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    CUCC_API_TIMED();
    NEED_CONTEXT();
    int ndev = cucc__device_count();
    if (!ptr || !size || !aligned(ptr) || !aligned(size) || !desc || !count)
        return CUDA_ERROR_INVALID_VALUE;
    /* one protection for all devices: the widest asked for */
    unsigned long long access = CU_MEM_ACCESS_FLAGS_PROT_NONE;
    for (size_t i = 0; i < count; i++) {
        if (desc[i].location.type != CU_MEM_LOCATION_TYPE_DEVICE || desc[i].location.id < 0 ||
            desc[i].location.id >= ndev ||
            (desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_NONE && desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_READ &&
             desc[i].flags != CU_MEM_ACCESS_FLAGS_PROT_READWRITE))
            return CUDA_ERROR_INVALID_VALUE;
        access |= (unsigned long long)desc[i].flags;
    }
    pthread_mutex_lock(&lock);
    size_t covered = 0;
    for (struct range *m = mapped; m; m = m->next)
        if (m->base + m->size > ptr && m->base < ptr + size)
            covered += (m->base + m->size < ptr + size ? m->base + m->size : ptr + size) -
                       (m->base > ptr ? m->base : ptr);
    if (covered != size) {      /* every byte must be mapped */
        pthread_mutex_unlock(&lock);
        return CUDA_ERROR_INVALID_VALUE;
    }
    int prot = access == CU_MEM_ACCESS_FLAGS_PROT_READWRITE ? PROT_READ | PROT_WRITE
               : access == CU_MEM_ACCESS_FLAGS_PROT_READ    ? PROT_READ
                                                            : PROT_NONE;
    mprotect((void *)(uintptr_t)ptr, size, prot);
    for (struct range *m = mapped; m; m = m->next)
        if (m->base >= ptr && m->base + m->size <= ptr + size)
            m->access = access;
    cucc__mem_unadopt((void *)(uintptr_t)ptr, size);
    if (prot != PROT_NONE)
        cucc__mem_adopt((void *)(uintptr_t)ptr, size);
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

CUresult cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    CUCC_API_TIMED();
    int ndev = cucc__device_count();
    if (!flags || !location || location->type != CU_MEM_LOCATION_TYPE_DEVICE || location->id < 0 ||
        location->id >= ndev)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    struct range *m = holding(mapped, ptr, 1);
    if (m)
        *flags = m->access;
    pthread_mutex_unlock(&lock);
    return m ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&lock);
    struct phys *p = find_phys(handle);
    if (p && prop)
        *prop = p->prop;
    pthread_mutex_unlock(&lock);
    return p && prop ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr)
{
    CUCC_API_TIMED();
    pthread_mutex_lock(&lock);
    struct range *m = handle ? holding(mapped, (uintptr_t)addr, 1) : NULL;
    if (m) {
        m->phys->retains++;
        *handle = (uintptr_t)m->phys;
    }
    pthread_mutex_unlock(&lock);
    return m ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
