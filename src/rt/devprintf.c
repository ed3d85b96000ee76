/*
 * printf() in device code (Programming Guide, "Formatted Output").
 *
 * On a GPU, printf() appends a record (format and arguments) to a FIFO of
 * cudaLimitPrintfFifoSize bytes, and the host formats and prints the
 * records at the next of these points: the start of a kernel launch,
 * cudaDeviceSynchronize, cudaStreamSynchronize, cudaEventSynchronize, a
 * blocking cudaMemcpy*, cudaDeviceReset, and before a stream callback or
 * host function runs.  Nothing prints at program exit.  So device output
 * appears at the synchronising call, after whatever the host printed
 * before it, and each thread's lines come in the order it printed them.
 *
 * Here the call formats at once (vsnprintf: every conversion, flag, width,
 * precision and length modifier of the C library, which is what CUDA's
 * host-side formatting uses too) and appends the text to the FIFO; the
 * synchronising calls write the FIFO to stdout through stdio, so the order
 * against the host's own printf holds even when stdout is a pipe.  A record
 * costs its text plus a header against the limit; records that do not fit
 * are dropped (the guide calls the buffer circular; output beyond its size
 * is lost either way).
 *
 * As in CUDA, printf returns the number of arguments its format consumed
 * (a '*' width or precision counts), 0 without any, -1 for a NULL format;
 * at most 32 are taken, and a conversion beyond them prints as written.
 *
 * The emitter turns printf calls in device code into cucc__dev_printf and
 * in __host__ __device__ code into cucc__hd_printf, which prints straight
 * away when the caller is host code (docs/design.md, rewrite table).
 *
 * Locking: fifo.lock protects the fifo struct; producers hold it only to
 * copy a formatted record in.  flush_lock serialises flushes: a flush swaps
 * the full buffer for the spare under fifo.lock, then writes the full one
 * out holding only flush_lock, so device threads keep printing meanwhile.
 * Order: flush_lock, then fifo.lock.
 */
#include "sched.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ARGS 32
#define RECORD_HEADER 16        /* what a record costs beyond its text */
#define LOCAL_TEXT 512          /* records up to this size are formatted on the stack */

static struct {
    pthread_mutex_t lock;
    char *buf, *spare;          /* cap bytes each, NULL before first use */
    size_t len;                 /* text bytes in buf */
    size_t used;                /* bytes charged against cap */
    size_t cap;
} fifo = {
    .lock = PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP,
};
static pthread_mutex_t flush_lock = PTHREAD_MUTEX_INITIALIZER;
static _Atomic int pending;     /* fifo.len > 0, read without the lock */
static _Atomic int printf_used; /* device code called printf; cleared by the reset */
static _Atomic int launch_device;

/* Formats ----------------------------------------------------------------- */

/* Scans a field width or precision at s[0], digits or '*' (which takes an
 * argument, counted in *nargs): returns its length. */
static size_t number_length(const char *s, int *nargs)
{
    size_t i = 0;
    if (s[0] == '*') {
        (*nargs)++;
        return 1;
    }
    while (s[i] >= '0' && s[i] <= '9')
        i++;
    return i;
}

/* Scans one conversion specification after its '%' at s[0]: returns its
 * length and stores the arguments it consumes in *nargs. */
static size_t spec_length(const char *s, int *nargs)
{
    size_t i = 0;
    *nargs = 0;
    while (s[i] && strchr("-+ #0'I", s[i]))
        i++;
    i += number_length(s + i, nargs);
    if (s[i] == '.') {
        i++;
        i += number_length(s + i, nargs);
    }
    while (s[i] && strchr("hlLqjzt", s[i]))
        i++;
    if (!s[i])
        return i;
    if (s[i] != '%')
        (*nargs)++;
    return i + 1;
}

/* The arguments fmt consumes, at most MAX_ARGS.  When more are asked for
 * and `escaped` is given, *escaped becomes a copy of fmt (malloc'd) where
 * the conversions beyond the limit print as written. */
static int count_args(const char *fmt, char **escaped)
{
    int total = 0;
    size_t extra = 0;
    for (const char *p = fmt; *p; p++) {
        if (*p != '%')
            continue;
        int n;
        size_t len = spec_length(p + 1, &n);
        if (total + n > MAX_ARGS)
            extra++;
        else
            total += n;
        p += len;
    }
    if (!extra || !escaped)
        return total;
    char *out = malloc(strlen(fmt) + extra + 1), *o = out;
    if (!out)
        return total;
    int seen = 0;
    for (const char *p = fmt; *p;) {
        if (*p != '%') {
            *o++ = *p++;
            continue;
        }
        int n;
        size_t len = spec_length(p + 1, &n);
        if (seen + n > MAX_ARGS)
            *o++ = '%';
        else
            seen += n;
        memcpy(o, p, len + 1);
        o += len + 1;
        p += len + 1;
    }
    *o = 0;
    *escaped = out;
    return total;
}

/* The FIFO ------------------------------------------------------------------ */

/* Allocates the buffers at the launching device's limit.  Lock held. */
static int fifo_create(void)
{
    size_t cap = cucc__device_limit(atomic_load(&launch_device), cudaLimitPrintfFifoSize);
    fifo.buf = malloc(cap);
    fifo.spare = malloc(cap);
    if (!fifo.buf || !fifo.spare) {
        free(fifo.buf);
        free(fifo.spare);
        fifo.buf = fifo.spare = NULL;
        return -1;
    }
    fifo.cap = cap;
    return 0;
}

static void fifo_put(const char *text, size_t n)
{
    size_t cost = n + RECORD_HEADER;
    pthread_mutex_lock(&fifo.lock);
    if ((fifo.buf || fifo_create() == 0) && cost <= fifo.cap - fifo.used) {
        memcpy(fifo.buf + fifo.len, text, n);
        fifo.len += n;
        fifo.used += cost;
        atomic_store_explicit(&pending, 1, memory_order_release);
    }
    pthread_mutex_unlock(&fifo.lock);
}

static int dev_vprintf(const char *fmt, va_list ap)
{
    if (!fmt)
        return -1;
    if (!atomic_load_explicit(&printf_used, memory_order_relaxed))
        atomic_store_explicit(&printf_used, 1, memory_order_relaxed);
    char *escaped = NULL;
    int nargs = count_args(fmt, &escaped);
    if (escaped)
        fmt = escaped;
    char local[LOCAL_TEXT], *text = local;
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(local, sizeof local, fmt, ap);
    if (n >= (int)sizeof local) {
        text = malloc((size_t)n + 1);
        if (text)
            n = vsnprintf(text, (size_t)n + 1, fmt, again);
    }
    va_end(again);
    if (n < 0 || !text)
        nargs = -2;             /* CUDA's "internal error" */
    else if (n > 0)
        fifo_put(text, (size_t)n);
    if (text != local)
        free(text);
    free(escaped);
    return nargs;
}

/* The ABI (include/cucc/device_runtime.h) ------------------------------- */

int cucc__dev_printf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = dev_vprintf(fmt, ap);
    va_end(ap);
    return r;
}

int cucc__hd_printf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = cucc__worker_in_block() ? dev_vprintf(fmt, ap) : vprintf(fmt, ap);
    va_end(ap);
    return r;
}

/* The runtime (rt.h) ---------------------------------------------------- */

void cucc__printf_flush(void)
{
    if (!atomic_load_explicit(&pending, memory_order_acquire) || cucc__worker_in_block())
        return;
    pthread_mutex_lock(&flush_lock);
    pthread_mutex_lock(&fifo.lock);
    char *out = fifo.buf;
    size_t n = fifo.len;
    fifo.buf = fifo.spare;
    fifo.spare = out;
    fifo.len = fifo.used = 0;
    atomic_store_explicit(&pending, 0, memory_order_relaxed);
    pthread_mutex_unlock(&fifo.lock);
    if (n) {
        fwrite(out, 1, n, stdout);
        fflush(stdout);
    }
    pthread_mutex_unlock(&flush_lock);
}

/* The start of a host-side launch flushes, as in CUDA, and names the
 * device whose limits size the FIFO and the heap when they are created. */
void cucc__devrt_launch(void)
{
    int d = cucc__current_device();
    if (atomic_load_explicit(&launch_device, memory_order_relaxed) != d)
        atomic_store_explicit(&launch_device, d, memory_order_relaxed);
    cucc__printf_flush();
}

int cucc__devrt_device(void)
{
    return atomic_load_explicit(&launch_device, memory_order_relaxed);
}

int cucc__printf_in_use(void)
{
    return atomic_load(&printf_used);
}

/* cudaDeviceReset: what is buffered prints (context destruction flushes),
 * then the FIFO goes and may be sized anew. */
void cucc__printf_reset(void)
{
    cucc__printf_flush();
    pthread_mutex_lock(&flush_lock);
    pthread_mutex_lock(&fifo.lock);
    free(fifo.buf);
    free(fifo.spare);
    fifo.buf = fifo.spare = NULL;
    fifo.len = fifo.used = fifo.cap = 0;
    atomic_store(&pending, 0);
    atomic_store(&printf_used, 0);
    pthread_mutex_unlock(&fifo.lock);
    pthread_mutex_unlock(&flush_lock);
}

/* __trap() and __brkpt() (include/cucc/device_runtime.h). */
_Noreturn void cucc__dev_trap(int error)
{
    cucc__trap((cudaError_t)error);
}
