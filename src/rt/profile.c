/*
 * The profiler: where a program's device time goes (docs/profiling.md).
 *
 * With CUCC_PROFILE=1 (bin/cucc-prof sets it) every operation a stream
 * runs (stream.c, run_head: kernels, copies, memsets, host functions) is
 * timed, and at exit the runtime prints, as `nsys stats` does, one table
 * of kernels (time, instances, average, minimum, maximum, grid and block),
 * one of memory operations (time, count, bytes, bandwidth) and one of the
 * CUDA API calls the program made (CUCC_API_TIMED, rt.h), to stderr
 * or to CUCC_PROFILE_OUT.  CUCC_PROFILE_TRACE=file.json also writes the
 * operations as a Chrome trace (each stream a row, each operation a
 * slice with its arguments), which Perfetto (ui.perfetto.dev) and
 * chrome://tracing open; CUCC_PROFILE_HTML=file.html writes them as a
 * self-contained HTML timeline (a row per stream; zoom, pan, hover).
 *
 * The time of an operation is from when its stream starts it to when it
 * has finished, on the host's monotonic clock; a kernel's includes every
 * block of its grid on every worker.
 */
#include "rt/rt.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int cucc__profiling;            /* CUCC_PROFILE set */

struct event {
    int kind;                   /* CUCC_PROF_KERNEL, ... */
    char name[96];              /* the kernel, or what the operation is */
    unsigned grid[3], block[3];
    unsigned long long bytes;
    unsigned long long stream;  /* the stream's id: the trace's row */
    unsigned long long t0, t1;  /* ns */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct event *events;
static size_t nevents, cap;
static unsigned long long origin;

unsigned long long cucc__profile_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

void cucc__profile_record(const struct cucc__prof_op *op, unsigned long long stream, unsigned long long t0,
                          unsigned long long t1)
{
    pthread_mutex_lock(&lock);
    if (nevents == cap) {
        size_t n = cap ? 2 * cap : 1024;
        struct event *e = realloc(events, n * sizeof *e);
        if (!e) {
            pthread_mutex_unlock(&lock);
            return;
        }
        events = e;
        cap = n;
    }
    struct event *e = &events[nevents++];
    e->kind = op->kind;
    snprintf(e->name, sizeof e->name, "%s", op->name);
    memcpy(e->grid, op->grid, sizeof e->grid);
    memcpy(e->block, op->block, sizeof e->block);
    e->bytes = op->bytes;
    e->stream = stream;
    e->t0 = t0;
    e->t1 = t1;
    pthread_mutex_unlock(&lock);
}

/* API calls: a row per function, summed as calls end (programs can make
 * millions).  Only a thread's outermost call counts. */
struct api_row {
    const char *name;
    unsigned long long total, min, max;
    size_t count;
};
static struct api_row *api_rows;
static size_t napi, capapi;
static __thread int api_depth;

/* API calls are also slices of the trace and the timeline, on a row per
 * host thread (ids from HOST_ROW up, apart from streams'), the first
 * MAX_API_SLICES of them (a program can make millions). */
#define HOST_ROW (1ull << 40)
#define MAX_API_SLICES 200000
static _Atomic unsigned long long host_rows;
static __thread unsigned long long host_row;
static size_t api_slices;

void cucc__api_begin(struct cucc__api_scope *s)
{
    if (api_depth++ == 0)
        s->t0 = cucc__profile_now();
    s->on = 1;
}

void cucc__api_done(struct cucc__api_scope *s)
{
    if (--api_depth != 0)
        return;
    unsigned long long d = cucc__profile_now() - s->t0;
    pthread_mutex_lock(&lock);
    size_t i = 0;
    while (i < napi && api_rows[i].name != s->name && strcmp(api_rows[i].name, s->name))
        i++;
    if (i == napi) {
        if (napi == capapi) {
            size_t n = capapi ? 2 * capapi : 64;
            struct api_row *r = realloc(api_rows, n * sizeof *r);
            if (!r) {
                pthread_mutex_unlock(&lock);
                return;
            }
            api_rows = r;
            capapi = n;
        }
        api_rows[napi++] = (struct api_row){s->name, 0, ~0ull, 0, 0};
    }
    struct api_row *r = &api_rows[i];
    r->total += d;
    r->count++;
    r->min = d < r->min ? d : r->min;
    r->max = d > r->max ? d : r->max;
    int slice = api_slices < MAX_API_SLICES;
    api_slices += slice;
    pthread_mutex_unlock(&lock);
    if (slice) {
        if (!host_row)
            host_row = HOST_ROW + atomic_fetch_add(&host_rows, 1);
        struct cucc__prof_op op = {CUCC_PROF_API, s->name, {0}, {0}, 0};
        cucc__profile_record(&op, host_row, s->t0, s->t0 + d);
    }
}

/* A trace row's name: a stream's, or a host thread's (API calls). */
static void row_name(char *buf, size_t cap, unsigned long long row)
{
    if (row >= HOST_ROW)
        snprintf(buf, cap, "host thread %llu", row - HOST_ROW + 1);
    else
        snprintf(buf, cap, "stream %llu", row);
}

static int by_api_total(const void *a, const void *b)
{
    const struct api_row *x = a, *y = b;
    return x->total < y->total ? 1 : x->total > y->total ? -1 : strcmp(x->name, y->name);
}

/* The table of API calls, as nsys's cuda_api_sum. */
static void api_table(FILE *f)
{
    unsigned long long sum = 0, calls = 0;
    for (size_t i = 0; i < napi; i++) {
        sum += api_rows[i].total;
        calls += api_rows[i].count;
    }
    qsort(api_rows, napi, sizeof *api_rows, by_api_total);
    fprintf(f, "\ncucc profile: CUDA API calls (%llu calls)\n\n", calls);
    fprintf(f, " Time (%%)  Total Time (ns)  Num Calls   Avg (ns)   Min (ns)   Max (ns)  Name\n");
    fprintf(f, " --------  ---------------  ---------  ---------  ---------  ---------  ----\n");
    for (size_t i = 0; i < napi; i++) {
        const struct api_row *r = &api_rows[i];
        fprintf(f, " %8.1f  %15llu  %9zu  %9llu  %9llu  %9llu  %s\n",
                sum ? 100.0 * (double)r->total / (double)sum : 0.0, r->total, r->count, r->total / r->count,
                r->min, r->max, r->name);
    }
}

/* One row of a table: the events of one kind with one name (and, for
 * kernels, one shape). */
struct row {
    const struct event *first;
    unsigned long long total, min, max, bytes;
    size_t count;
};

static int same_row(const struct event *a, const struct event *b)
{
    return a->kind == b->kind && !strcmp(a->name, b->name) &&
           (a->kind != CUCC_PROF_KERNEL ||
            (!memcmp(a->grid, b->grid, sizeof a->grid) && !memcmp(a->block, b->block, sizeof a->block)));
}

static int by_total(const void *a, const void *b)
{
    const struct row *x = a, *y = b;
    return x->total < y->total ? 1 : x->total > y->total ? -1 : 0;
}

/* The rows of the events of kinds in `kinds` (a bit per kind), sorted by
 * total time; their number in *n and the sum of their times in *sum. */
static struct row *rows_of(unsigned kinds, size_t *n, unsigned long long *sum)
{
    struct row *r = calloc(nevents ? nevents : 1, sizeof *r);
    *n = 0;
    *sum = 0;
    if (!r)
        return NULL;
    for (size_t i = 0; i < nevents; i++) {
        const struct event *e = &events[i];
        if (!(kinds & 1u << e->kind))
            continue;
        size_t k = 0;
        while (k < *n && !same_row(r[k].first, e))
            k++;
        if (k == *n)
            r[(*n)++] = (struct row){ e, 0, ~0ull, 0, 0, 0 };
        unsigned long long d = e->t1 - e->t0;
        r[k].total += d;
        r[k].min = d < r[k].min ? d : r[k].min;
        r[k].max = d > r[k].max ? d : r[k].max;
        r[k].bytes += e->bytes;
        r[k].count++;
        *sum += d;
    }
    qsort(r, *n, sizeof *r, by_total);
    return r;
}

static void tables(FILE *f)
{
    size_t n;
    unsigned long long sum;
    struct row *r = rows_of(1u << CUCC_PROF_KERNEL, &n, &sum);
    size_t launches = 0;
    for (size_t i = 0; r && i < n; i++)
        launches += r[i].count;
    fprintf(f, "\ncucc profile: CUDA kernels (%zu launches)\n\n", launches);
    fprintf(f, " Time (%%)  Total Time (ns)  Instances   Avg (ns)   Min (ns)   Max (ns)  Name\n");
    fprintf(f, " --------  ---------------  ---------  ---------  ---------  ---------  ----\n");
    for (size_t i = 0; r && i < n; i++) {
        const struct event *e = r[i].first;
        fprintf(f, " %8.1f  %15llu  %9zu  %9llu  %9llu  %9llu  %s <<<(%u,%u,%u), (%u,%u,%u)>>>\n",
                sum ? 100.0 * (double)r[i].total / (double)sum : 0.0, r[i].total, r[i].count,
                r[i].total / r[i].count, r[i].min, r[i].max, e->name, e->grid[0], e->grid[1], e->grid[2],
                e->block[0], e->block[1], e->block[2]);
    }
    free(r);
    r = rows_of(1u << CUCC_PROF_COPY | 1u << CUCC_PROF_SET, &n, &sum);
    fprintf(f, "\ncucc profile: memory operations\n\n");
    fprintf(f, " Time (%%)  Total Time (ns)  Count   Avg (ns)   Total (MB)  Bandwidth (GB/s)  Operation\n");
    fprintf(f, " --------  ---------------  -----  ---------  -----------  ----------------  ---------\n");
    for (size_t i = 0; r && i < n; i++)
        fprintf(f, " %8.1f  %15llu  %5zu  %9llu  %11.3f  %16.2f  %s\n",
                sum ? 100.0 * (double)r[i].total / (double)sum : 0.0, r[i].total, r[i].count,
                r[i].total / r[i].count, (double)r[i].bytes / 1e6,
                r[i].total ? (double)r[i].bytes / (double)r[i].total : 0.0, r[i].first->name);
    free(r);
}

/* A JSON string's characters (names are C identifiers and templates). */
static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        if ((unsigned char)*s >= 0x20)
            fputc(*s, f);
    }
    fputc('"', f);
}

static void trace(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "cucc profile: cannot write %s\n", path);
        return;
    }
    static const char *const cats[] = {"kernel", "memcpy", "memset", "host", "api", "event"};
    fprintf(f, "{\"displayTimeUnit\": \"ns\", \"traceEvents\": [\n");
    fprintf(f, "{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": 1, \"args\": {\"name\": \"cucc device\"}}");
    /* a row per stream, named once */
    for (size_t i = 0; i < nevents; i++) {
        size_t j = 0;
        while (j < i && events[j].stream != events[i].stream)
            j++;
        if (j == i) {
            char name[64];
            row_name(name, sizeof name, events[i].stream);
            fprintf(f, ",\n{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": 1, \"tid\": %llu, "
                       "\"args\": {\"name\": \"%s\"}}",
                    events[i].stream, name);
        }
    }
    for (size_t i = 0; i < nevents; i++) {
        const struct event *e = &events[i];
        fprintf(f, ",\n{\"name\": ");
        json_str(f, e->name);
        fprintf(f, ", \"cat\": \"%s\", \"ph\": \"X\", \"pid\": 1, \"tid\": %llu, \"ts\": %.3f, \"dur\": %.3f, "
                   "\"args\": {",
                cats[e->kind], e->stream, (double)(e->t0 - origin) / 1e3, (double)(e->t1 - e->t0) / 1e3);
        if (e->kind == CUCC_PROF_KERNEL)
            fprintf(f, "\"grid\": \"(%u,%u,%u)\", \"block\": \"(%u,%u,%u)\"", e->grid[0], e->grid[1],
                    e->grid[2], e->block[0], e->block[1], e->block[2]);
        else if (e->kind != CUCC_PROF_API && e->kind != CUCC_PROF_EVENT)
            fprintf(f, "\"bytes\": %llu", e->bytes);
        fprintf(f, "}}");
    }
    fprintf(f, "\n]}\n");
    fclose(f);
}

/* The operations as the HTML timeline's data: one object per slice. */
static void html_data(FILE *f)
{
    static const char *const kinds[] = {"kernel", "memcpy", "memset", "host", "api", "event"};
    fprintf(f, "[");
    for (size_t i = 0; i < nevents; i++) {
        const struct event *e = &events[i];
        fprintf(f, "%s\n{\"name\":", i ? "," : "");
        json_str(f, e->name);
        char row[64];
        row_name(row, sizeof row, e->stream);
        fprintf(f, ",\"kind\":\"%s\",\"row\":\"%s\",\"t0\":%llu,\"t1\":%llu", kinds[e->kind], row,
                e->t0 - origin, e->t1 - origin);
        if (e->kind == CUCC_PROF_API || e->kind == CUCC_PROF_EVENT)
            ;
        else if (e->kind == CUCC_PROF_KERNEL)
            fprintf(f, ",\"grid\":\"(%u,%u,%u)\",\"block\":\"(%u,%u,%u)\"", e->grid[0], e->grid[1], e->grid[2],
                    e->block[0], e->block[1], e->block[2]);
        else
            fprintf(f, ",\"bytes\":%llu", e->bytes);
        fprintf(f, "}");
    }
    fprintf(f, "]");
}

/* A self-contained HTML timeline (no network, no library): a row per
 * stream, a bar per operation coloured by kind; the wheel zooms around the
 * pointer, dragging pans, hovering shows what an operation is and how
 * long it took.  The data is the same as the Chrome trace's. */
static const char html_head[] =
    "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>cucc profile</title>\n<style>\n"
    "body{font:13px sans-serif;margin:12px}#tl{border:1px solid #ccc;cursor:grab;user-select:none}\n"
    "#tip{position:fixed;background:#ffe;border:1px solid #999;padding:4px 6px;display:none;"
    "pointer-events:none;white-space:pre}\n.kernel{fill:#4878d0}.memcpy{fill:#ee854a}"
    ".memset{fill:#6acc64}.host{fill:#8c8c8c}.api{fill:#956cb4}.event{fill:#d65f5f}\n</style></head><body>\n"
    "<div id=\"head\"></div><svg id=\"tl\"></svg><div id=\"tip\"></div>\n"
    "<p>wheel: zoom, drag: pan, double click: whole run.  Kernels blue, copies orange, memsets "
    "green, host functions grey, event records red, CUDA API calls purple (on their host thread's row).</p>\n"
    "<script>\nconst cuccOps = ";
static const char html_tail[] =
    ";\n(function () {\n"
    "const NS = 'http://www.w3.org/2000/svg', svg = document.getElementById('tl'),\n"
    "  tip = document.getElementById('tip'), LABEL = 90, ROW = 28, W = 1100;\n"
    "const streams = [];\n"
    "for (const o of cuccOps) if (!streams.includes(o.row)) streams.push(o.row);\n"
    "let t0 = Math.min(...cuccOps.map(o => o.t0)), t1 = Math.max(...cuccOps.map(o => o.t1));\n"
    "if (!cuccOps.length) { t0 = 0; t1 = 1; }\n"
    "const whole = [t0, t1];\n"
    "let view = whole.slice();\n"
    "svg.setAttribute('width', W); svg.setAttribute('height', ROW * streams.length + 30);\n"
    "const dev = cuccOps.filter(o => o.kind != 'api'), nstreams = new Set(dev.map(o => o.row)).size;\n"
    "document.getElementById('head').textContent = dev.length + ' operations on ' + nstreams + ' streams, ' +\n"
    "  (cuccOps.length - dev.length) + ' API calls, over ' + ((t1 - t0) / 1e6).toFixed(3) + ' ms';\n"
    "const fmt = ns => ns >= 1e6 ? (ns / 1e6).toFixed(3) + ' ms' : ns >= 1e3 ? (ns / 1e3).toFixed(1) + ' us' : ns + ' ns';\n"
    "function el(name, attrs, parent) {\n"
    "  const e = document.createElementNS(NS, name);\n"
    "  for (const k in attrs) e.setAttribute(k, attrs[k]);\n"
    "  parent.appendChild(e); return e;\n}\n"
    "function draw() {\n"
    "  while (svg.firstChild) svg.removeChild(svg.firstChild);\n"
    "  const span = view[1] - view[0] || 1, x = t => LABEL + (t - view[0]) * (W - LABEL) / span;\n"
    "  streams.forEach((s, i) => {\n"
    "    el('text', {x: 4, y: i * ROW + 18}, svg).textContent = s;\n"
    "    el('line', {x1: LABEL, x2: W, y1: (i + 1) * ROW, y2: (i + 1) * ROW, stroke: '#eee'}, svg);\n"
    "  });\n"
    "  for (let k = 0; k <= 4; k++) {\n"
    "    const t = view[0] + span * k / 4, tx = x(t);\n"
    "    el('text', {x: Math.min(tx, W - 70), y: ROW * streams.length + 20, fill: '#666'}, svg).textContent = fmt(Math.round(t - whole[0]));\n"
    "  }\n"
    "  for (const o of cuccOps) {\n"
    "    if (o.t1 < view[0] || o.t0 > view[1]) continue;\n"
    "    const a = Math.max(x(o.t0), LABEL), b = Math.min(x(o.t1), W), row = streams.indexOf(o.row);\n"
    "    const r = el('rect', {x: a, y: row * ROW + 4, width: Math.max(b - a, 1), height: ROW - 8, class: o.kind}, svg);\n"
    "    r.addEventListener('mousemove', ev => {\n"
    "      tip.style.display = 'block'; tip.style.left = ev.clientX + 12 + 'px'; tip.style.top = ev.clientY + 12 + 'px';\n"
    "      tip.textContent = o.name + '\\n' + o.kind + ', ' + fmt(o.t1 - o.t0) + ' from ' + fmt(o.t0 - whole[0]) +\n"
    "        (o.grid ? '\\ngrid ' + o.grid + ' block ' + o.block : o.kind == 'api' || o.kind == 'event' ? '' : '\\n' + o.bytes + ' bytes');\n"
    "    });\n"
    "    r.addEventListener('mouseleave', () => { tip.style.display = 'none'; });\n"
    "  }\n}\n"
    "svg.addEventListener('wheel', ev => {\n"
    "  ev.preventDefault();\n"
    "  const span = view[1] - view[0], at = view[0] + (ev.offsetX - LABEL) / (W - LABEL) * span;\n"
    "  const f = ev.deltaY < 0 ? 0.8 : 1.25, n = Math.max(span * f, 100);\n"
    "  view = [at - (at - view[0]) * n / span, at + (view[1] - at) * n / span]; draw();\n"
    "});\n"
    "let drag = null;\n"
    "svg.addEventListener('mousedown', ev => { drag = {x: ev.clientX, v: view.slice()}; });\n"
    "window.addEventListener('mouseup', () => { drag = null; });\n"
    "window.addEventListener('mousemove', ev => {\n"
    "  if (!drag) return;\n"
    "  const d = (ev.clientX - drag.x) * (drag.v[1] - drag.v[0]) / (W - LABEL);\n"
    "  view = [drag.v[0] - d, drag.v[1] - d]; draw();\n"
    "});\n"
    "svg.addEventListener('dblclick', () => { view = whole.slice(); draw(); });\n"
    "draw();\n})();\n</script></body></html>\n";

static void html(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "cucc profile: cannot write %s\n", path);
        return;
    }
    fputs(html_head, f);
    html_data(f);
    fputs(html_tail, f);
    fclose(f);
}

static void at_exit(void)
{
    pthread_mutex_lock(&lock);
    const char *out = getenv("CUCC_PROFILE_OUT");
    FILE *f = out && *out ? fopen(out, "w") : stderr;
    if (f) {
        fflush(stdout);
        tables(f);
        api_table(f);
        if (f != stderr)
            fclose(f);
    }
    const char *path = getenv("CUCC_PROFILE_TRACE");
    if (path && *path)
        trace(path);
    const char *page = getenv("CUCC_PROFILE_HTML");
    if (page && *page)
        html(page);
    pthread_mutex_unlock(&lock);
}

__attribute__((constructor)) static void profile_init(void)
{
    if (!cucc__rt_primary())
        return;     /* libcucc.so beside a program's own runtime (instance.c) */
    const char *v = getenv("CUCC_PROFILE");
    if (!v || !*v || !strcmp(v, "0"))
        return;
    cucc__profiling = 1;
    origin = cucc__profile_now();
    atexit(at_exit);
}
