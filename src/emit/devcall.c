/*
 * Calls to the device runtime's C library functions.
 *
 * Device code calls printf, malloc and free with CUDA's meaning (a printf
 * FIFO flushed at synchronisation, a heap of cudaLimitMallocHeapSize
 * bytes), but host and device code share one translation unit, where
 * those names are the C library's.  So the calls are renamed where they
 * are written:
 *
 *     printf(...)  ->  cucc__dev_printf(...)    in a __device__ or
 *     malloc(...)  ->  cucc__dev_malloc(...)    __global__ function body
 *     free(...)    ->  cucc__dev_free(...)
 *     clock()      ->  cucc__dev_clock()      (a cycle counter, as clock64)
 *
 * and to cucc__hd_printf, cucc__hd_malloc, cucc__hd_free, cucc__hd_clock in the body of a
 * __host__ __device__ function, which ask the runtime whether the calling
 * OS thread is running device code.  Extended lambdas written in host code
 * (`[=] __device__ (int i) { ... }`) count as device bodies.
 *
 * A call is the name followed by '(', unqualified or qualified by `::` or
 * `std::`; member calls (`a.free(p)`, `p->printf(...)`) and other
 * qualifications (`pool::malloc(n)`) are left alone, as are uses that do
 * not call (a function's address).  include/cucc/device_runtime.h declares
 * the replacements.
 *
 * fmaxf, fminf, fmax, fmin and expf become cucc__dev_fmaxf ... in both
 * kinds of body: inline forms with CUDA's results (expf: within CUDA's
 * bounds) that gcc vectorises, where the C library's are calls
 * (include/cucc/device_math.h).  memcpy and memset become cucc__dev_memcpy
 * and cucc__dev_memset in both: the C library's, after the racecheck and
 * initcheck hooks in such a build (include/cucc/device_runtime.h).
 *
 * Shifts.  A GPU's shift instructions take counts past the width as the
 * width: `v << 32` of a 32-bit v is 0, `v >> 40` 0 or, signed and
 * negative, -1 (PTX shl/shr clamp; compression and bit-packing kernels
 * rely on it), where x86's wrap the count mod 32.  So in __device__ and
 * __global__ bodies `a << b` and `a >> b` whose count is not a literal
 * become cucc__shl(a, b) and cucc__shr(a, b) (include/cucc/device_math.h;
 * operands of class type keep their operator).  Not rewritten: compound
 * `<<=` and `>>=`, __host__ __device__ bodies (their host calls keep the
 * host's meaning), and shifts around threadIdx, atomics or functions that
 * wait, which the region strategy rewrites in place (src/emit/region.c).
 */
#include "emit.h"
#include "simt/simt.h"

#include <stdlib.h>
#include <string.h>

enum { SP_HOST, SP_DEVICE, SP_HD };

static const char *const renamed[] = { "printf", "malloc", "free", "clock", "fmaxf", "fminf", "fmax", "fmin",
                                       "expf", "memcpy", "memset" };
/* Their C library arity (-1: variadic): a call with another count names an
 * overload of the program's or a library's (Thrust's malloc(policy, n)). */
static const int arity[] = { -1, 1, 1, 0, 2, 2, 2, 2, 1, 3, 3 };
/* Renamed only where every declaration of the name is a system header's
 * (the C library's function, not the program's own of that name); memcpy
 * and memset also only in the program's code, not in a header's. */
static const bool libc_only[] = { 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1 };
#define N_RUNTIME 4     /* the first four choose at run time in __host__ __device__ bodies */
#define N_CHECKED 9     /* from here on (memcpy, memset): in the program's code only */

static void mark_space(char *space, int from, int to, char sp)
{
    for (int i = from; i <= to; i++)
        space[i] = sp;
}

/* In a host body, `[...] __device__ (...) ... { body }` (or with
 * __host__ __device__): marks the lambda's body.  i is at __device__. */
static void mark_lambda(Emitter *E, char *space, int i)
{
    int k = i - 1;
    bool host = false;
    if (k >= 0 && is_at(E, k, "__host__")) {
        host = true;
        k--;
    }
    if (k < 0 || !is_at(E, k, "]"))
        return;
    int j = i + 1;
    if (is_at(E, j, "__host__")) {
        host = true;
        j++;
    }
    for (; E->t[j].kind != TK_EOF; j++) {
        if (is_at(E, j, "{")) {
            int close = tok_skip_group(&E->tu->toks, j) - 1;
            mark_space(space, j, close, host ? SP_HD : SP_DEVICE);
            return;
        }
        if (is_at(E, j, ";") || is_at(E, j, "}"))
            return;
        if (is_at(E, j, "(") || is_at(E, j, "["))
            j = tok_skip_group(&E->tu->toks, j) - 1;
    }
}

/* Per token: SP_HOST, SP_DEVICE or SP_HD, from the function bodies. */
static char *execution_spaces(Emitter *E)
{
    int n = E->tu->toks.n;
    char *space = calloc(n, 1);
    for (Decl *d = E->tu->decls; d; d = d->next) {
        if (d->kind != DK_FUNC || d->body_open < 0)
            continue;
        if (d->attrs & CU_GLOBAL)
            mark_space(space, d->body_open, d->body_close, SP_DEVICE);
        else if (d->attrs & CU_DEVICE)
            mark_space(space, d->body_open, d->body_close, (d->attrs & CU_HOST) ? SP_HD : SP_DEVICE);
    }
    for (int i = 0; i < n; i++)
        if (E->in_body[i] && space[i] == SP_HOST && is_at(E, i, "__device__"))
            mark_lambda(E, space, i);
    return space;
}

/* Arguments of the call whose '(' is at open: top-level commas + 1. */
static int call_args(const Emitter *E, int open)
{
    int close = tok_skip_group(&E->tu->toks, open) - 1, n = 0;
    for (int j = open + 1; j < close; j++) {
        if (is_at(E, j, "(") || is_at(E, j, "[") || is_at(E, j, "{"))
            j = tok_skip_group(&E->tu->toks, j) - 1;
        else if (is_at(E, j, ","))
            n++;
    }
    return close > open + 1 ? n + 1 : 0;
}

/* Is the name at i, followed by '(', a call of one of the C library's
 * functions renamed here (by name and number of arguments)? */
static bool is_renamed(const Emitter *E, int i)
{
    for (size_t k = 0; k < sizeof renamed / sizeof *renamed; k++)
        if (tok_is(&E->t[i], renamed[k])) {
            /* memcpy and memset: the program's calls, not a header's,
             * of the C library's function (every declaration of the name
             * in a system header: not the program's own overload, member
             * or namespace's function of that name) */
            if (libc_only[k]) {
                const Name *n = name_at(i);
                if ((k >= N_CHECKED && E->t[i].file && E->t[i].file->is_system) || !n || !n->decls)
                    return false;
                for (const DeclRef *r = n->decls; r; r = r->next)
                    if (!r->decl->in_system &&
                        /* clock: a member's or a namespace's of that name
                         * is not what an unqualified call names */
                        (k >= N_CHECKED || (!r->decl->in_class && !r->decl->ns[0])))
                        return false;
            }
            return arity[k] < 0 || call_args(E, i + 1) == arity[k];
        }
    return false;
}

/* Where the call's name starts: i itself, the `::` before it, or the
 * `std` of `std::`, `::std::`; -1 when it names something else. */
static int call_start(const Emitter *E, int i)
{
    if (i == 0)
        return i;
    if (is_at(E, i - 1, ".") || is_at(E, i - 1, "->"))
        return -1;
    if (!is_at(E, i - 1, "::"))
        return i;
    int q = i - 2;
    if (q < 0 || !tok_is_name(&E->t[q]))
        return q >= 0 && is_at(E, q, ">") ? -1 : i - 1;
    if (!is_at(E, q, "std"))
        return -1;
    if (q > 0 && is_at(E, q - 1, "::"))
        return q >= 2 && (tok_is_name(&E->t[q - 2]) || is_at(E, q - 2, ">")) ? -1 : q - 1;
    return q;
}

void find_device_calls(Emitter *E)
{
    char *space = execution_spaces(E);
    for (int i = 0; i < E->tu->toks.n; i++) {
        if (space[i] == SP_HOST || E->t[i].kind != TK_IDENT || !is_at(E, i + 1, "(") || !is_renamed(E, i))
            continue;
        int start = call_start(E, i);
        if (start < 0)
            continue;
        Edit *ed = add_edit(E, ED_DEVICE_CALL, start, i + 1);
        ed->name_tok = i;
        ed->hd = space[i] == SP_HD;
    }
    free(space);
}

/* The name, without its qualification, keeps the spacing before the call. */
void emit_device_call(Emitter *E, Edit *ed)
{
    E->t[ed->name_tok].has_space = E->t[ed->at].has_space;
    bool runtime = false;
    for (size_t k = 0; k < N_RUNTIME; k++)
        runtime |= tok_is(&E->t[ed->name_tok], renamed[k]);
    emit_tok_prefixed(E, ed->hd && runtime ? "cucc__hd_" : "cucc__dev_", ed->name_tok);
}

/* ---- shifts ------------------------------------------------------------- */

/* Does [from, to) name what the region emitter rewrites inside an
 * expression (threadIdx, an atomic, a function that waits)? */
static bool region_rewrites(Emitter *E, int from, int to)
{
    for (int i = from; i < to; i++) {
        const Token *t = &E->t[i];
        if (t->kind != TK_IDENT)
            continue;
        if (tok_is(t, "threadIdx") || (t->len >= 6 && !strncmp(t->text, "atomic", 6)))
            return true;
        const Name *n = name_at(i);
        if (n && simt_name_blocks(n))
            return true;
    }
    return false;
}

static void find_shifts_in(Emitter *E, Node *n)
{
    for (; n; n = n->next) {
        if (n->kind == ND_BINARY && (is_at(E, n->tok, "<<") || is_at(E, n->tok, ">>")) && n->rhs &&
            n->rhs->kind != ND_NUM && n->rhs->kind != ND_CHAR && n->begin < n->tok &&
            n->tok + 1 < n->end && !region_rewrites(E, n->begin, n->end)) {
            Edit *ed = add_edit(E, ED_SHIFT, n->begin, n->end);
            ed->name_tok = n->tok;
        }
        Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc, n->body,
                        n->args, n->config};
        for (size_t k = 0; k < sizeof kids / sizeof *kids; k++)
            if (kids[k])
                find_shifts_in(E, kids[k]);
    }
}

void find_device_shifts(Emitter *E)
{
    for (Decl *d = E->tu->decls; d; d = d->next)
        if (d->kind == DK_FUNC && d->ast && d->body_open >= 0 &&
            ((d->attrs & CU_GLOBAL) || ((d->attrs & CU_DEVICE) && !(d->attrs & CU_HOST))))
            find_shifts_in(E, d->ast);
}

/* cucc__shl((a), (b)) with the edits inside the operands. */
void emit_shift(Emitter *E, Edit *ed)
{
    emit_text(E, is_at(E, ed->name_tok, "<<") ? " cucc__shl((" : " cucc__shr((");
    emit_range(E, ed->at, ed->name_tok);
    emit_text(E, "), (");
    emit_range(E, ed->name_tok + 1, ed->skip_to);
    emit_text(E, "))");
}
