/*
 * __device__, __constant__ and __managed__ variables.
 *
 * In cucc the host and the device share one address space, so the variable
 * a program names in cudaMemcpyToSymbol(sym, ...) *is* the device variable
 * (docs/design.md).  Generated code registers each one before main
 * (cucc__register_var); the table here lets the symbol API reject what is
 * not a variable (cudaErrorInvalidSymbol) or a range outside it
 * (cudaErrorInvalidValue), and keeps each variable's initial bytes so that
 * cudaDeviceReset can restore them.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rt/module.h"
#include "rt/rt.h"

struct symbol {
    const void *addr;
    size_t size;
    const char *name;
    int kind;               /* 0 __device__, 1 __constant__, 2 __managed__ */
    unsigned char *init;    /* the bytes at registration; NULL if out of memory */
};

/* The table.  Guarded by sym_lock for every access.  Registration mostly
 * happens before main, but a shared object loaded later registers too.
 * Only the table is guarded: variable contents are the program's to order
 * (cudaDeviceReset runs when the device is idle). */
static struct symbol *syms;
static size_t nsyms, cap_syms;
static pthread_mutex_t sym_lock = PTHREAD_MUTEX_INITIALIZER;

int cucc__register_var(const void *addr, size_t size, const char *name, int kind)
{
    pthread_mutex_lock(&sym_lock);
    for (size_t i = 0; i < nsyms; i++)
        if (syms[i].addr == addr) { /* one variable registered by several units */
            pthread_mutex_unlock(&sym_lock);
            return 1;
        }
    if (nsyms == cap_syms) {
        size_t ncap = cap_syms ? 2 * cap_syms : 32;
        struct symbol *n = realloc(syms, ncap * sizeof *n);
        if (!n) {
            pthread_mutex_unlock(&sym_lock);
            return 1;
        }
        syms = n;
        cap_syms = ncap;
    }
    struct symbol *s = &syms[nsyms++];
    s->addr = addr;
    s->size = size;
    s->name = name;
    s->kind = kind;
    s->init = size ? malloc(size) : NULL;
    if (s->init)
        memcpy(s->init, addr, size);
    pthread_mutex_unlock(&sym_lock);
    cucc__module_note_var(addr, size, name, kind);
    return 1;
}

void cucc__symbol_unregister(const void *addr)
{
    pthread_mutex_lock(&sym_lock);
    for (size_t i = 0; i < nsyms; i++)
        if (syms[i].addr == addr) {
            free(syms[i].init);
            syms[i] = syms[--nsyms];
            break;
        }
    pthread_mutex_unlock(&sym_lock);
}

/* The variable holding p; exact requires p to be its address. */
static int find(const void *p, int exact, struct symbol *out)
{
    int found = 0;
    pthread_mutex_lock(&sym_lock);
    for (size_t i = 0; i < nsyms && !found; i++) {
        uintptr_t a = (uintptr_t)syms[i].addr;
        if (exact ? (uintptr_t)p == a : (uintptr_t)p - a < syms[i].size) {
            *out = syms[i];
            found = 1;
        }
    }
    pthread_mutex_unlock(&sym_lock);
    return found;
}

int cucc__symbol_lookup(const void *p, struct cucc__mem_block *b)
{
    struct symbol s;
    if (!p || !find(p, 0, &s))
        return 0;
    if (b) {
        b->base = (void *)s.addr;
        b->size = s.size;
        b->kind = s.kind == 2 ? CUCC_MEM_MANAGED : CUCC_MEM_SYMBOL;
        b->flags = 0;
        b->device = 0;
    }
    return 1;
}

void cucc__symbols_reset(void)
{
    pthread_mutex_lock(&sym_lock);
    for (size_t i = 0; i < nsyms; i++)
        if (syms[i].init)
            memcpy((void *)syms[i].addr, syms[i].init, syms[i].size);
    pthread_mutex_unlock(&sym_lock);
}

static void run_copy(void *arg)
{
    void **a = arg; /* dst, src, count */
    memmove(a[0], a[1], (size_t)(uintptr_t)a[2]);
}

/* Checks a symbol copy and runs or queues it.  to_symbol: the copy goes
 * into the variable, `other` is the source; otherwise it is the
 * destination.  The other side is device memory for
 * cudaMemcpyDeviceToDevice, host memory for the host kind, anything for
 * cudaMemcpyDefault. */
static cudaError_t symbol_copy(int to_symbol, const void *symbol, void *other, size_t count, size_t offset,
                               enum cudaMemcpyKind kind, cudaStream_t stream, int async)
{
    struct symbol s;
    if (!find(symbol, 1, &s))
        return cudaErrorInvalidSymbol;
    enum cudaMemcpyKind host_kind = to_symbol ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
    if (kind != host_kind && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    if (offset > s.size || count > s.size - offset)
        return cudaErrorInvalidValue;
    if (count == 0)
        return cudaSuccess;
    if (!other)
        return cudaErrorInvalidValue;
    struct cucc__mem_block b;
    enum cucc__mem_kind k = cucc__mem_lookup(other, &b);
    if (kind == cudaMemcpyDeviceToDevice && k == CUCC_MEM_NONE)
        return cudaErrorInvalidValue;
    if (k != CUCC_MEM_NONE && count > b.size - (size_t)((char *)other - (char *)b.base))
        return cudaErrorInvalidValue;
    char *var = (char *)s.addr + offset;
    void *args[3] = { to_symbol ? var : other, to_symbol ? other : var, (void *)(uintptr_t)count };
    if (!async) {
        /* A blocking copy prints what device printf buffered. */
        cudaError_t e = cucc__stream_run(stream, run_copy, args);
        cucc__printf_flush();
        return e;
    }
    if (k == CUCC_MEM_NONE)
        return cucc__stream_run(stream, run_copy, args);
    return cucc__stream_enqueue(stream, run_copy, args, sizeof args);
}

cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset,
                               enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(symbol_copy(1, symbol, (void *)src, count, offset, kind, 0, 0));
}

cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset,
                                 enum cudaMemcpyKind kind)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(symbol_copy(0, symbol, dst, count, offset, kind, 0, 0));
}

cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                    enum cudaMemcpyKind kind, cudaStream_t stream)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(symbol_copy(1, symbol, (void *)src, count, offset, kind, stream, 1));
}

cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                      enum cudaMemcpyKind kind, cudaStream_t stream)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    return cucc__ret(symbol_copy(0, symbol, dst, count, offset, kind, stream, 1));
}

cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    struct symbol s;
    if (!find(symbol, 1, &s))
        return cucc__ret(cudaErrorInvalidSymbol);
    if (!devPtr)
        return cucc__ret(cudaErrorInvalidValue);
    *devPtr = (void *)s.addr;
    return cudaSuccess;
}

cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol)
{
    CUCC_API_TIMED();
    CHECK_CONTEXT();
    struct symbol s;
    if (!find(symbol, 1, &s))
        return cucc__ret(cudaErrorInvalidSymbol);
    if (!size)
        return cucc__ret(cudaErrorInvalidValue);
    *size = s.size;
    return cudaSuccess;
}
