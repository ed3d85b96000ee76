/*
 * cuFFT over FFTW 3 (include/cufft.h says what is here; docs/libraries.md
 * why).  A cuFFT plan is a shape (rank, sizes, layout, type, batch); FFTW's
 * plans belong to arrays, so a transform makes (and keeps, for the next
 * calls on the same arrays, one per direction) an FFTW plan for its own
 * input and output, with FFTW_ESTIMATE, which plans without touching the
 * data.  The layout is
 * cuFFT's: the basic one (embeds NULL) packs each transform contiguously,
 * real data of an in-place R2C/C2R padded to 2 (n/2 + 1) in the last
 * dimension; the advanced one is passed to FFTW as given.  FFTW's planner
 * is not thread safe: one lock around planning.  A transform waits for the
 * work queued before it on the plan's stream and is done when it returns.
 */
#include <fftw3.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cufftXt.h"
#include "cucc/abi.h"

typedef struct Plan {
    bool used, made;
    int rank, n[3];
    bool basic;                 /* embeds NULL: cuFFT's basic layout */
    int inembed[3], istride, idist, onembed[3], ostride, odist;
    cufftType type;
    int batch;
    cudaStream_t stream;
    /* the FFTW plans of the last arrays transformed, one per direction
     * (a real transform has only the first) */
    void *fftw[2];
    const void *in, *out;
    /* cufftXtSetCallback's legacy callbacks (one device's) and their
     * caller info */
    void *load, *load_info, *store, *store_info;
} Plan;

static Plan **plans;   /* by handle - 1; each allocated once (pointers stay valid) */
static int nplans;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static bool is_double(cufftType t) { return t == CUFFT_Z2Z || t == CUFFT_D2Z || t == CUFFT_Z2D; }
static bool is_r2c(cufftType t) { return t == CUFFT_R2C || t == CUFFT_D2Z; }
static bool is_c2r(cufftType t) { return t == CUFFT_C2R || t == CUFFT_Z2D; }
static bool type_ok(cufftType t)
{
    return t == CUFFT_R2C || t == CUFFT_C2R || t == CUFFT_C2C || t == CUFFT_D2Z || t == CUFFT_Z2D ||
           t == CUFFT_Z2Z;
}

static Plan *plan_of(cufftHandle h)
{
    pthread_mutex_lock(&lock);
    Plan *p = h >= 1 && h <= nplans && plans[h - 1]->used ? plans[h - 1] : NULL;
    pthread_mutex_unlock(&lock);
    return p;
}

static void forget_fftw(Plan *p)
{
    pthread_mutex_lock(&lock);
    for (int d = 0; d < 2; d++)
        if (p->fftw[d]) {
            if (is_double(p->type))
                fftw_destroy_plan(p->fftw[d]);
            else
                fftwf_destroy_plan(p->fftw[d]);
            p->fftw[d] = NULL;
        }
    pthread_mutex_unlock(&lock);
    p->in = p->out = NULL;
}

cufftResult cufftCreate(cufftHandle *handle)
{
    if (!handle)
        return CUFFT_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    int k = 0;
    while (k < nplans && plans[k]->used)
        k++;
    if (k == nplans) {
        Plan **more = realloc(plans, sizeof *plans * (size_t)(nplans + 1));
        Plan *p = calloc(1, sizeof *p);
        if (more)
            plans = more;
        if (!more || !p) {
            free(p);
            pthread_mutex_unlock(&lock);
            return CUFFT_ALLOC_FAILED;
        }
        plans[nplans++] = p;
    }
    memset(plans[k], 0, sizeof *plans[k]);
    plans[k]->used = true;
    pthread_mutex_unlock(&lock);
    *handle = k + 1;
    return CUFFT_SUCCESS;
}

cufftResult cufftDestroy(cufftHandle plan)
{
    if (plan == CUFFT_PLAN_NULL)
        return CUFFT_SUCCESS;
    Plan *p = plan_of(plan);
    if (!p)
        return CUFFT_INVALID_PLAN;
    cudaStreamSynchronize(p->stream);
    forget_fftw(p);
    p->used = false;
    return CUFFT_SUCCESS;
}

/* Checks a shape; fills p (when given) with it. */
static cufftResult shape(Plan *p, int rank, const int *n, const int *inembed, int istride, int idist,
                         const int *onembed, int ostride, int odist, cufftType type, int batch)
{
    if (!type_ok(type))
        return CUFFT_INVALID_TYPE;
    if (rank < 1 || rank > 3 || !n || batch < 1)
        return CUFFT_INVALID_SIZE;
    for (int d = 0; d < rank; d++)
        if (n[d] < 1)
            return CUFFT_INVALID_SIZE;
    bool basic = !inembed || !onembed;
    if (!basic && (istride < 1 || ostride < 1 || idist < 1 || odist < 1))
        return CUFFT_INVALID_VALUE;
    if (!p)
        return CUFFT_SUCCESS;
    forget_fftw(p);
    p->rank = rank;
    p->basic = basic;
    for (int d = 0; d < rank; d++) {
        p->n[d] = n[d];
        p->inembed[d] = basic ? 0 : inembed[d];
        p->onembed[d] = basic ? 0 : onembed[d];
    }
    p->istride = istride;
    p->idist = idist;
    p->ostride = ostride;
    p->odist = odist;
    p->type = type;
    p->batch = batch;
    p->made = true;
    p->load = p->load_info = p->store = p->store_info = NULL;   /* (for the old type) */
    return CUFFT_SUCCESS;
}

cufftResult cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist,
                              int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize)
{
    Plan *p = plan_of(plan);
    if (!p)
        return CUFFT_INVALID_PLAN;
    cufftResult r = shape(p, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
    if (r == CUFFT_SUCCESS && workSize)
        *workSize = 0;
    return r;
}

cufftResult cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize)
{
    int n[1] = {nx};
    return cufftMakePlanMany(plan, 1, n, NULL, 1, 0, NULL, 1, 0, type, batch, workSize);
}

cufftResult cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize)
{
    int n[2] = {nx, ny};
    return cufftMakePlanMany(plan, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cufftResult cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    int n[3] = {nx, ny, nz};
    return cufftMakePlanMany(plan, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

/* Create + MakePlan, the plan given back on failure. */
static cufftResult create_made(cufftHandle *plan, cufftResult (*make)(cufftHandle, void *), void *arg)
{
    if (!plan)
        return CUFFT_INVALID_VALUE;
    cufftHandle h;
    cufftResult r = cufftCreate(&h);
    if (r != CUFFT_SUCCESS)
        return r;
    r = make(h, arg);
    if (r != CUFFT_SUCCESS) {
        cufftDestroy(h);
        return r;
    }
    *plan = h;
    return CUFFT_SUCCESS;
}

typedef struct ManyArgs {
    int rank, *n, *inembed, istride, idist, *onembed, ostride, odist;
    cufftType type;
    int batch;
} ManyArgs;

static cufftResult make_many(cufftHandle h, void *arg)
{
    ManyArgs *a = arg;
    return cufftMakePlanMany(h, a->rank, a->n, a->inembed, a->istride, a->idist, a->onembed, a->ostride,
                             a->odist, a->type, a->batch, NULL);
}

cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed,
                          int ostride, int odist, cufftType type, int batch)
{
    ManyArgs a = {rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch};
    return create_made(plan, make_many, &a);
}

cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch)
{
    int n[1] = {nx};
    return cufftPlanMany(plan, 1, n, NULL, 1, 0, NULL, 1, 0, type, batch);
}

cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type)
{
    int n[2] = {nx, ny};
    return cufftPlanMany(plan, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1);
}

cufftResult cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type)
{
    int n[3] = {nx, ny, nz};
    return cufftPlanMany(plan, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1);
}

/* No work area is needed: sizes are 0 for every valid shape. */
cufftResult cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride,
                              int odist, cufftType type, int batch, size_t *workSize)
{
    cufftResult r = shape(NULL, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
    if (r == CUFFT_SUCCESS && workSize)
        *workSize = 0;
    return r;
}

cufftResult cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize)
{
    int n[1] = {nx};
    return cufftEstimateMany(1, n, NULL, 1, 0, NULL, 1, 0, type, batch, workSize);
}

cufftResult cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize)
{
    int n[2] = {nx, ny};
    return cufftEstimateMany(2, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cufftResult cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    int n[3] = {nx, ny, nz};
    return cufftEstimateMany(3, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cufftResult cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist,
                             int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea)
{
    if (!plan_of(handle))
        return CUFFT_INVALID_PLAN;
    return cufftEstimateMany(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea);
}

cufftResult cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize)
{
    int n[1] = {nx};
    return cufftGetSizeMany(handle, 1, n, NULL, 1, 0, NULL, 1, 0, type, batch, workSize);
}

cufftResult cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize)
{
    int n[2] = {nx, ny};
    return cufftGetSizeMany(handle, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cufftResult cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    int n[3] = {nx, ny, nz};
    return cufftGetSizeMany(handle, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cufftResult cufftGetSize(cufftHandle handle, size_t *workSize)
{
    if (!plan_of(handle))
        return CUFFT_INVALID_PLAN;
    if (workSize)
        *workSize = 0;
    return CUFFT_SUCCESS;
}

cufftResult cufftSetWorkArea(cufftHandle plan, void *workArea)
{
    return plan_of(plan) ? CUFFT_SUCCESS : CUFFT_INVALID_PLAN;
}

cufftResult cufftSetAutoAllocation(cufftHandle plan, int autoAllocate)
{
    return plan_of(plan) ? CUFFT_SUCCESS : CUFFT_INVALID_PLAN;
}

cufftResult cufftSetStream(cufftHandle plan, cudaStream_t stream)
{
    Plan *p = plan_of(plan);
    if (!p)
        return CUFFT_INVALID_PLAN;
    p->stream = stream;
    return CUFFT_SUCCESS;
}

cufftResult cufftGetVersion(int *version)
{
    if (!version)
        return CUFFT_INVALID_VALUE;
    *version = CUFFT_VERSION;
    return CUFFT_SUCCESS;
}

cufftResult cufftGetProperty(libraryPropertyType type, int *value)
{
    if (!value)
        return CUFFT_INVALID_VALUE;
    switch (type) {
    case MAJOR_VERSION: *value = CUFFT_VER_MAJOR; break;
    case MINOR_VERSION: *value = CUFFT_VER_MINOR; break;
    case PATCH_LEVEL: *value = CUFFT_VER_PATCH; break;
    default: return CUFFT_INVALID_TYPE;
    }
    return CUFFT_SUCCESS;
}

/* ---- transforms --------------------------------------------------------------- */

/* The layout of one side for FFTW: embeds, stride, distance.  The basic
 * layout packs each transform: complex data n (the last dimension n/2 + 1
 * for a real transform's complex side), real data n, or 2 (n/2 + 1) in the
 * last dimension in place. */
static void side(const Plan *p, bool input, bool in_place, int *embed, int *stride, int *dist)
{
    bool real_side = (is_r2c(p->type) && input) || (is_c2r(p->type) && !input);
    bool half_side = (is_r2c(p->type) && !input) || (is_c2r(p->type) && input);
    if (!p->basic) {
        memcpy(embed, input ? p->inembed : p->onembed, sizeof(int) * (size_t)p->rank);
        *stride = input ? p->istride : p->ostride;
        *dist = input ? p->idist : p->odist;
        return;
    }
    int size = 1, last = p->rank - 1;
    for (int d = 0; d < p->rank; d++) {
        embed[d] = p->n[d];
        if (d == last && half_side)
            embed[d] = p->n[d] / 2 + 1;
        if (d == last && real_side && in_place)
            embed[d] = 2 * (p->n[d] / 2 + 1);
        size *= embed[d];
    }
    *stride = 1;
    *dist = size;
}

/* One past the offset of a side's last element, in elements: batch - 1
 * distances on, then each dimension's last index along its embed (the
 * complex side of a real transform n / 2 + 1 long in the last). */
static size_t side_end(const Plan *p, bool input, bool in_place)
{
    int e[3], st, dist;
    side(p, input, in_place, e, &st, &dist);
    bool half = (is_r2c(p->type) && !input) || (is_c2r(p->type) && input);
    size_t at = 0;
    for (int d = 0; d < p->rank; d++) {
        size_t n = (size_t)(d == p->rank - 1 && half ? p->n[d] / 2 + 1 : p->n[d]);
        at = at * (d ? (size_t)e[d] : 1) + (n - 1);
    }
    return (size_t)(p->batch - 1) * (size_t)dist + at * (size_t)st + 1;
}

static cufftResult run_plain(cufftHandle plan, cufftType want, void *in, void *out, int sign)
{
    Plan *p = plan_of(plan);
    if (!p || !p->made)
        return CUFFT_INVALID_PLAN;
    /* An Exec of another type runs the plan's own transform and succeeds,
     * as cuFFT does (seen on an H200: ExecC2C on an R2C plan). */
    if (p->type != want && (is_r2c(p->type) || is_c2r(p->type)))
        sign = is_r2c(p->type) ? FFTW_FORWARD : FFTW_BACKWARD;
    if (!in || !out)
        return CUFFT_INVALID_VALUE;
    if (cudaStreamSynchronize(p->stream) != cudaSuccess)
        return CUFFT_EXEC_FAILED;
    int dir = sign == FFTW_BACKWARD && !is_c2r(p->type);  /* which of the two */
    if (p->in != in || p->out != out)
        forget_fftw(p);
    if (!p->fftw[dir]) {
        int ie[3], oe[3], is, id, os, od;
        side(p, true, in == out, ie, &is, &id);
        side(p, false, in == out, oe, &os, &od);
        unsigned flags = FFTW_ESTIMATE;
        pthread_mutex_lock(&lock);
        void *f = NULL;
        switch (p->type) {
        case CUFFT_C2C:
            f = fftwf_plan_many_dft(p->rank, p->n, p->batch, in, ie, is, id, out, oe, os, od, sign, flags);
            break;
        case CUFFT_Z2Z:
            f = fftw_plan_many_dft(p->rank, p->n, p->batch, in, ie, is, id, out, oe, os, od, sign, flags);
            break;
        case CUFFT_R2C:
            f = fftwf_plan_many_dft_r2c(p->rank, p->n, p->batch, in, ie, is, id, out, oe, os, od, flags);
            break;
        case CUFFT_D2Z:
            f = fftw_plan_many_dft_r2c(p->rank, p->n, p->batch, in, ie, is, id, out, oe, os, od, flags);
            break;
        case CUFFT_C2R:
            f = fftwf_plan_many_dft_c2r(p->rank, p->n, p->batch, in, ie, is, id, out, oe, os, od, flags);
            break;
        case CUFFT_Z2D:
            f = fftw_plan_many_dft_c2r(p->rank, p->n, p->batch, in, ie, is, id, out, oe, os, od, flags);
            break;
        }
        pthread_mutex_unlock(&lock);
        if (!f)
            return CUFFT_EXEC_FAILED;
        p->fftw[dir] = f;
        p->in = in;
        p->out = out;
    }
    if (is_double(p->type))
        fftw_execute(p->fftw[dir]);
    else
        fftwf_execute(p->fftw[dir]);
    /* the output written: initialised, for initcheck (up to its last
     * element; the gaps of an advanced layout are marked too) */
    size_t elem = (is_c2r(p->type) ? 1 : 2) * (is_double(p->type) ? sizeof(double) : sizeof(float));
    cucc__init_written(out, side_end(p, false, in == out) * elem);
    return CUFFT_SUCCESS;
}

/* ---- callbacks (cufftXt.h) --------------------------------------------------------
 * A load callback gives each input element of the transform (the element
 * at offset k of the input, in elements), a store callback takes each
 * output element, as cuFFT calls them, with no shared memory (cucc's
 * "device" pointers are host pointers, so the callbacks are called from
 * the host; cufftXtSetCallbackSharedSize is accepted).  All loads happen
 * before the transform writes anything, so an in-place transform's loads
 * read the input; stores come after it. */

/* the offsets of one side's elements, in elements, batch by batch */
static void side_offsets(const Plan *p, bool input, bool in_place, size_t *off)
{
    int e[3], st, dist, n[3] = {1, 1, 1};
    side(p, input, in_place, e, &st, &dist);
    bool half = (is_r2c(p->type) && !input) || (is_c2r(p->type) && input);
    for (int d = 0; d < p->rank; d++)
        n[d] = d == p->rank - 1 && half ? p->n[d] / 2 + 1 : p->n[d];
    int e1 = p->rank > 1 ? e[1] : 1, e2 = p->rank > 2 ? e[2] : 1;
    size_t k = 0;
    for (int b = 0; b < p->batch; b++)
        for (int i0 = 0; i0 < n[0]; i0++)
            for (int i1 = 0; i1 < (p->rank > 1 ? n[1] : 1); i1++)
                for (int i2 = 0; i2 < (p->rank > 2 ? n[2] : 1); i2++)
                    off[k++] = (size_t)b * (size_t)dist +
                               (((size_t)i0 * (size_t)e1 + (size_t)i1) * (size_t)e2 + (size_t)i2) * (size_t)st;
}

static size_t side_count(const Plan *p, bool input)
{
    bool half = (is_r2c(p->type) && !input) || (is_c2r(p->type) && input);
    size_t c = (size_t)p->batch;
    for (int d = 0; d < p->rank; d++)
        c *= (size_t)(d == p->rank - 1 && half ? p->n[d] / 2 + 1 : p->n[d]);
    return c;
}

/* the callback types a plan takes: its input's and its output's */
static cufftXtCallbackType load_type(cufftType t)
{
    switch (t) {
    case CUFFT_C2C: case CUFFT_C2R: return CUFFT_CB_LD_COMPLEX;
    case CUFFT_Z2Z: case CUFFT_Z2D: return CUFFT_CB_LD_COMPLEX_DOUBLE;
    case CUFFT_R2C: return CUFFT_CB_LD_REAL;
    default: return CUFFT_CB_LD_REAL_DOUBLE;
    }
}
static cufftXtCallbackType store_type(cufftType t)
{
    switch (t) {
    case CUFFT_C2C: case CUFFT_R2C: return CUFFT_CB_ST_COMPLEX;
    case CUFFT_Z2Z: case CUFFT_D2Z: return CUFFT_CB_ST_COMPLEX_DOUBLE;
    case CUFFT_C2R: return CUFFT_CB_ST_REAL;
    default: return CUFFT_CB_ST_REAL_DOUBLE;
    }
}

/* Element k's bytes from the callback (load) or to it (store). */
static void load_one(const Plan *p, void *in, size_t off, char *to)
{
    switch (load_type(p->type)) {
    case CUFFT_CB_LD_COMPLEX: { cufftComplex v = ((cufftCallbackLoadC)p->load)(in, off, p->load_info, NULL); memcpy(to, &v, sizeof v); break; }
    case CUFFT_CB_LD_COMPLEX_DOUBLE: { cufftDoubleComplex v = ((cufftCallbackLoadZ)p->load)(in, off, p->load_info, NULL); memcpy(to, &v, sizeof v); break; }
    case CUFFT_CB_LD_REAL: { cufftReal v = ((cufftCallbackLoadR)p->load)(in, off, p->load_info, NULL); memcpy(to, &v, sizeof v); break; }
    default: { cufftDoubleReal v = ((cufftCallbackLoadD)p->load)(in, off, p->load_info, NULL); memcpy(to, &v, sizeof v); break; }
    }
}
static void store_one(const Plan *p, void *out, size_t off, const char *from)
{
    switch (store_type(p->type)) {
    case CUFFT_CB_ST_COMPLEX: { cufftComplex v; memcpy(&v, from, sizeof v); ((cufftCallbackStoreC)p->store)(out, off, v, p->store_info, NULL); break; }
    case CUFFT_CB_ST_COMPLEX_DOUBLE: { cufftDoubleComplex v; memcpy(&v, from, sizeof v); ((cufftCallbackStoreZ)p->store)(out, off, v, p->store_info, NULL); break; }
    case CUFFT_CB_ST_REAL: { cufftReal v; memcpy(&v, from, sizeof v); ((cufftCallbackStoreR)p->store)(out, off, v, p->store_info, NULL); break; }
    default: { cufftDoubleReal v; memcpy(&v, from, sizeof v); ((cufftCallbackStoreD)p->store)(out, off, v, p->store_info, NULL); break; }
    }
}

static size_t elem_size(const Plan *p, bool input)
{
    bool real = (is_r2c(p->type) && input) || (is_c2r(p->type) && !input);
    return (real ? 1 : 2) * (is_double(p->type) ? sizeof(double) : sizeof(float));
}

/* A side's elements for the callbacks: their offsets and a value each. */
typedef struct Elems {
    size_t n, es, *off;
    char *vals;
} Elems;

static bool elems_open(const Plan *p, bool input, bool in_place, Elems *e)
{
    e->n = side_count(p, input);
    e->es = elem_size(p, input);
    e->off = malloc(e->n * sizeof *e->off);
    e->vals = malloc(e->n * e->es);
    if (e->off && e->vals) {
        side_offsets(p, input, in_place, e->off);
        return true;
    }
    free(e->off);
    free(e->vals);
    return false;
}

static void elems_close(Elems *e)
{
    free(e->off);
    free(e->vals);
}

static cufftResult run(cufftHandle plan, cufftType want, void *in, void *out, int sign)
{
    Plan *p = plan_of(plan);
    if (!p || !p->made || (!p->load && !p->store) || !in || !out)
        return run_plain(plan, want, in, out, sign);
    if (cudaStreamSynchronize(p->stream) != cudaSuccess)
        return CUFFT_EXEC_FAILED;
    bool in_place = in == out;
    void *src = in, *copy = NULL;
    Elems e;
    if (p->load) {
        /* every element loaded, then written where the transform reads
         * it: the input itself when in place, else a copy of its extent */
        if (!elems_open(p, true, in_place, &e))
            return CUFFT_ALLOC_FAILED;
        for (size_t k = 0; k < e.n; k++)
            load_one(p, in, e.off[k], e.vals + k * e.es);
        if (!in_place) {
            size_t bytes = side_end(p, true, false) * e.es;
            if (!(copy = malloc(bytes))) {
                elems_close(&e);
                return CUFFT_ALLOC_FAILED;
            }
            memcpy(copy, in, bytes);
            src = copy;
        }
        for (size_t k = 0; k < e.n; k++)
            memcpy((char *)src + e.off[k] * e.es, e.vals + k * e.es, e.es);
        elems_close(&e);
    }
    cufftResult r = run_plain(plan, want, src, in_place ? src : out, sign);
    if (copy) {
        forget_fftw(p);   /* (planned on the copy) */
        free(copy);
    }
    if (r != CUFFT_SUCCESS || !p->store)
        return r;
    if (!elems_open(p, false, in_place, &e))
        return CUFFT_ALLOC_FAILED;
    for (size_t k = 0; k < e.n; k++)
        memcpy(e.vals + k * e.es, (char *)out + e.off[k] * e.es, e.es);
    for (size_t k = 0; k < e.n; k++)
        store_one(p, out, e.off[k], e.vals + k * e.es);
    elems_close(&e);
    return CUFFT_SUCCESS;
}

cufftResult cufftXtSetCallback(cufftHandle plan, void **callback_routine, cufftXtCallbackType type, void **caller_info)
{
    Plan *p = plan_of(plan);
    if (!p)
        return CUFFT_INVALID_PLAN;
    if (!callback_routine || !callback_routine[0])
        return CUFFT_INVALID_VALUE;
    void *info = caller_info ? caller_info[0] : NULL;
    if (p->made && type == load_type(p->type)) {
        p->load = callback_routine[0];
        p->load_info = info;
    } else if (p->made && type == store_type(p->type)) {
        p->store = callback_routine[0];
        p->store_info = info;
    } else {
        return CUFFT_INVALID_TYPE;   /* (an H200's cuFFT: a real load on a C2C plan) */
    }
    return CUFFT_SUCCESS;
}

cufftResult cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType type)
{
    Plan *p = plan_of(plan);
    if (!p)
        return CUFFT_INVALID_PLAN;
    if (type <= CUFFT_CB_LD_REAL_DOUBLE)
        p->load = p->load_info = NULL;
    else if (type <= CUFFT_CB_ST_REAL_DOUBLE)
        p->store = p->store_info = NULL;
    else
        return CUFFT_INVALID_VALUE;
    return CUFFT_SUCCESS;
}

cufftResult cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType type, size_t size)
{
    (void)type;
    (void)size;
    return plan_of(plan) ? CUFFT_SUCCESS : CUFFT_INVALID_PLAN;
}

cufftResult cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction)
{
    if (direction != CUFFT_FORWARD && direction != CUFFT_INVERSE)
        return CUFFT_INVALID_VALUE;
    return run(plan, CUFFT_C2C, idata, odata, direction);
}

cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction)
{
    if (direction != CUFFT_FORWARD && direction != CUFFT_INVERSE)
        return CUFFT_INVALID_VALUE;
    return run(plan, CUFFT_Z2Z, idata, odata, direction);
}

cufftResult cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata)
{
    return run(plan, CUFFT_R2C, idata, odata, FFTW_FORWARD);
}

cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata)
{
    return run(plan, CUFFT_D2Z, idata, odata, FFTW_FORWARD);
}

cufftResult cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata)
{
    return run(plan, CUFFT_C2R, idata, odata, FFTW_BACKWARD);
}

cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata)
{
    return run(plan, CUFFT_Z2D, idata, odata, FFTW_BACKWARD);
}

/* ---- 64-bit sizes and typed plans (cufftXt.h) ----------------------------------- */

/* The 64-bit forms take sizes that fit an int (FFTW's plans do). */
static bool narrow(int rank, const long long *v, int *out)
{
    for (int d = 0; v && d < rank && d < 3; d++) {
        if (v[d] < 0 || v[d] > 0x7fffffff)
            return false;
        out[d] = (int)v[d];
    }
    return true;
}

static bool fits(long long v) { return v >= 0 && v <= 0x7fffffff; }

cufftResult cufftMakePlanMany64(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                long long int istride, long long int idist, long long int *onembed,
                                long long int ostride, long long int odist, cufftType type, long long int batch,
                                size_t *workSize)
{
    int n32[3], ie[3], oe[3];
    if (rank < 1 || rank > 3 || !n || !narrow(rank, n, n32) || !fits(batch))
        return CUFFT_INVALID_SIZE;
    if (!narrow(rank, inembed, ie) || !narrow(rank, onembed, oe) || !fits(istride) || !fits(idist) ||
        !fits(ostride) || !fits(odist))
        return CUFFT_INVALID_VALUE;
    return cufftMakePlanMany(plan, rank, n32, inembed ? ie : NULL, (int)istride, (int)idist, onembed ? oe : NULL,
                             (int)ostride, (int)odist, type, (int)batch, workSize);
}

cufftResult cufftGetSizeMany64(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                               long long int istride, long long int idist, long long int *onembed,
                               long long int ostride, long long int odist, cufftType type, long long int batch,
                               size_t *workSize)
{
    int n32[3], ie[3], oe[3];
    if (!plan_of(plan))
        return CUFFT_INVALID_PLAN;
    if (rank < 1 || rank > 3 || !n || !narrow(rank, n, n32) || !fits(batch))
        return CUFFT_INVALID_SIZE;
    if (!narrow(rank, inembed, ie) || !narrow(rank, onembed, oe))
        return CUFFT_INVALID_VALUE;
    return cufftEstimateMany(rank, n32, inembed ? ie : NULL, (int)istride, (int)idist, onembed ? oe : NULL,
                             (int)ostride, (int)odist, type, (int)batch, workSize);
}

/* The transform type of input, output and execution types. */
static int xt_type(cudaDataType in, cudaDataType out, cudaDataType exec)
{
    if (in == CUDA_C_32F && out == CUDA_C_32F && exec == CUDA_C_32F)
        return CUFFT_C2C;
    if (in == CUDA_R_32F && out == CUDA_C_32F && exec == CUDA_C_32F)
        return CUFFT_R2C;
    if (in == CUDA_C_32F && out == CUDA_R_32F && exec == CUDA_C_32F)
        return CUFFT_C2R;
    if (in == CUDA_C_64F && out == CUDA_C_64F && exec == CUDA_C_64F)
        return CUFFT_Z2Z;
    if (in == CUDA_R_64F && out == CUDA_C_64F && exec == CUDA_C_64F)
        return CUFFT_D2Z;
    if (in == CUDA_C_64F && out == CUDA_R_64F && exec == CUDA_C_64F)
        return CUFFT_Z2D;
    return -1;
}

cufftResult cufftXtMakePlanMany(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                long long int istride, long long int idist, cudaDataType inputtype,
                                long long int *onembed, long long int ostride, long long int odist,
                                cudaDataType outputtype, long long int batch, size_t *workSize,
                                cudaDataType executiontype)
{
    int t = xt_type(inputtype, outputtype, executiontype);
    if (t < 0)
        return CUFFT_INVALID_TYPE;
    return cufftMakePlanMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, (cufftType)t,
                               batch, workSize);
}

cufftResult cufftXtGetSizeMany(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                               long long int istride, long long int idist, cudaDataType inputtype,
                               long long int *onembed, long long int ostride, long long int odist,
                               cudaDataType outputtype, long long int batch, size_t *workSize,
                               cudaDataType executiontype)
{
    int t = xt_type(inputtype, outputtype, executiontype);
    if (t < 0)
        return CUFFT_INVALID_TYPE;
    return cufftGetSizeMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, (cufftType)t,
                              batch, workSize);
}

/* The plan's own transform, in the given direction for complex ones. */
cufftResult cufftXtExec(cufftHandle plan, void *input, void *output, int direction)
{
    Plan *p = plan_of(plan);
    if (!p || !p->made)
        return CUFFT_INVALID_PLAN;
    if (p->type == CUFFT_C2C || p->type == CUFFT_Z2Z) {
        if (direction != CUFFT_FORWARD && direction != CUFFT_INVERSE)
            return CUFFT_INVALID_VALUE;
        return run(plan, p->type, input, output, direction);
    }
    return run(plan, p->type, input, output, is_r2c(p->type) ? FFTW_FORWARD : FFTW_BACKWARD);
}
