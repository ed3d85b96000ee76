/*
 * A library call in stream order (cuBLAS and cuSPARSE over host code).
 *
 * Outside a stream capture a call waits for the work queued on its stream
 * before it and computes at once: done when it returns, which CUDA's
 * ordering allows.  In a capture it must not run (the data are not there
 * yet) and cannot wait (a capturing stream refuses): it is recorded
 * instead, as a host node of the graph that calls the same API function
 * again, with the same arguments, when the graph runs.  The record holds
 * the arguments as words and a copy of each scalar the caller passed by a
 * host pointer (alpha and beta are read at the call, as cuBLAS reads them
 * in host pointer mode); it lives as long as the graph, a user object the
 * graph holds.  While a record is replayed, lib_replaying lets the call
 * compute without waiting or recording.
 *
 * The words: every argument of the cuBLAS v2 and cuSPARSE functions is a
 * pointer, an integer or an enumeration (scalars come by pointer), each
 * passed in an integer register or stack slot of its own on the LP64
 * targets cucc supports (x86-64 System V, AArch64), so the replay calls
 * the function through a type of LIB_MAX_ARGS intptr_t parameters; the
 * words past its own are ignored, as the calling conventions make them.
 *
 * In a function, after its argument checks (a capture reports a bad
 * argument at the call, as CUDA's libraries do):
 *     LIB_RUN(stream, host_mode, self, ARG(h), ARG(n), SCALAR(alpha, size), ...)
 * returns LIB_CAPTURED from the function when it recorded the call,
 * LIB_FAILED when the stream's work failed, and falls through otherwise.
 * The including file defines LIB_CAPTURED and LIB_FAILED (its status
 * codes) first.
 */
#ifndef CUCC_LIB_STREAM_CALL_H
#define CUCC_LIB_STREAM_CALL_H

#include <cuda_runtime_api.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define LIB_MAX_ARGS 24

struct lib_call {
    void (*fn)(void);
    int nargs;
    int nbytes;
    intptr_t w[LIB_MAX_ARGS];
    short at[LIB_MAX_ARGS];     /* >= 0: the word is bytes + at (a scalar's copy) */
    _Alignas(16) unsigned char bytes[128];
};

static __thread int lib_replaying;

static void lib_arg(struct lib_call *c, intptr_t w)
{
    if (c->nargs < LIB_MAX_ARGS) {
        c->at[c->nargs] = -1;
        c->w[c->nargs] = w;
    }
    c->nargs++;
}

/* A scalar of n bytes the call reads through p: copied when p is a host
 * pointer (host mode), else the pointer (device mode: read when it runs). */
static inline void lib_scalar(struct lib_call *c, const void *p, size_t n, int host_mode)
{
    int off = (c->nbytes + 15) & ~15;
    if (!p || !host_mode || off + n > sizeof c->bytes) {
        lib_arg(c, (intptr_t)p);
        return;
    }
    lib_arg(c, 0);
    if (c->nargs <= LIB_MAX_ARGS) {
        memcpy(c->bytes + off, p, n);
        c->at[c->nargs - 1] = (short)off;
        c->nbytes = off + (int)n;
    }
}

typedef intptr_t lib_w;
typedef int (*lib_fn)(lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w,
                      lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w, lib_w);

static void lib_replay(void *arg)
{
    struct lib_call *c = arg;
    lib_w w[LIB_MAX_ARGS] = {0};
    for (int i = 0; i < c->nargs; i++)
        w[i] = c->at[i] >= 0 ? (lib_w)(c->bytes + c->at[i]) : c->w[i];
    lib_replaying = 1;
    ((lib_fn)c->fn)(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], w[8], w[9], w[10], w[11], w[12], w[13],
                    w[14], w[15], w[16], w[17], w[18], w[19], w[20], w[21], w[22], w[23]);
    lib_replaying = 0;
}

/* Is s capturing?  -1: its capture was invalidated (or s is no stream). */
static int lib_capturing(cudaStream_t s)
{
    enum cudaStreamCaptureStatus st;
    if (cudaStreamIsCapturing(s, &st) != cudaSuccess)
        return -1;
    return st == cudaStreamCaptureStatusActive ? 1 : st == cudaStreamCaptureStatusNone ? 0 : -1;
}

/* Records c as a host node of s's capture: 0, or -1. */
static int lib_record(cudaStream_t s, const struct lib_call *c)
{
    enum cudaStreamCaptureStatus st;
    cudaGraph_t g;
    cudaUserObject_t o;
    if (c->nargs > LIB_MAX_ARGS ||
        cudaStreamGetCaptureInfo(s, &st, NULL, &g, NULL, NULL, NULL) != cudaSuccess || !g)
        return -1;
    struct lib_call *copy = malloc(sizeof *copy);
    if (!copy)
        return -1;
    memcpy(copy, c, sizeof *copy);
    if (cudaUserObjectCreate(&o, copy, free, 1, cudaUserObjectNoDestructorSync) != cudaSuccess) {
        free(copy);
        return -1;
    }
    if (cudaGraphRetainUserObject(g, o, 1, cudaGraphUserObjectMove) != cudaSuccess) {
        cudaUserObjectRelease(o, 1);
        return -1;
    }
    return cudaLaunchHostFunc(s, lib_replay, copy) == cudaSuccess ? 0 : -1;
}

#define ARG(x) lib_arg(&lib_c_, (intptr_t)(x))
#define SCALAR(p, n) lib_scalar(&lib_c_, (p), (n), lib_host_)

#define LIB_RUN(stream, host_mode, self, ...)                                                      \
    do {                                                                                           \
        if (lib_replaying)                                                                         \
            break;                                                                                 \
        int lib_cap_ = lib_capturing(stream);                                                      \
        if (lib_cap_ > 0) {                                                                        \
            struct lib_call lib_c_ = {(void (*)(void))(self), 0, 0, {0}, {0}, {0}};                \
            int lib_host_ = (host_mode);                                                           \
            (void)lib_host_;                                                                       \
            __VA_ARGS__;                                                                           \
            return lib_record(stream, &lib_c_) == 0 ? LIB_CAPTURED : LIB_FAILED;                   \
        }                                                                                          \
        if (lib_cap_ < 0 || cudaStreamSynchronize(stream) != cudaSuccess)                          \
            return LIB_FAILED;                                                                     \
    } while (0)

#endif
