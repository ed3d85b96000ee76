/*
 * What cuBLAS's batched solver families (cublas_lu.c, cublas_qr.c) share:
 * the handle's stream, and the host int `info` that gets the position of
 * the first bad argument, negated (0 when all are good).  Included after
 * stream_call.h.
 */
#ifndef CUCC_LIB_CUBLAS_SOLVE_H
#define CUCC_LIB_CUBLAS_SOLVE_H

/* The handle's stream in s, or a status to return. */
#define STREAM_OF(h, s)                                                                            \
    cudaStream_t s;                                                                                \
    do {                                                                                           \
        if (!(h) || cublasGetStream_v2((h), &s) != CUBLAS_STATUS_SUCCESS)                          \
            return CUBLAS_STATUS_NOT_INITIALIZED;                                                  \
    } while (0)

/* *info = bad (not in a graph's replay: the caller's int may be gone);
 * CUBLAS_STATUS_INVALID_VALUE when bad, else success. */
static inline cublasStatus_t host_info(int *info, int bad)
{
    if (info && !lib_replaying)
        *info = bad;
    return bad ? CUBLAS_STATUS_INVALID_VALUE : CUBLAS_STATUS_SUCCESS;
}

#endif
