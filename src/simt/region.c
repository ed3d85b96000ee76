/*
 * simt_plan_regions(): strategy 2 of docs/architecture.md section 2,
 * regions between barriers.
 *
 * A kernel that waits only at `__syncthreads();` statements, each of which
 * sits in control flow that every thread of the block takes alike, runs a
 * block as a sequence of thread loops: the statements between two barriers
 * (a *piece*) run for thread 0, 1, ... (x fastest, then y, then z) before
 * any statement after the barrier runs for any thread, which is all a
 * barrier promises (B.6).  The loops and ifs around barriers (*control*)
 * run once per block, as scalar code, so their conditions must be
 * *uniform*: the same for every thread.  For
 *
 *     __shared__ float t[16][16];                      scalar
 *     int row = blockIdx.y * 16 + threadIdx.y;         piece 1
 *     float sum = 0;
 *     for (int k = 0; k < n / 16; k++) {               control (uniform)
 *         t[threadIdx.y][threadIdx.x] = a[...];        piece 2
 *         __syncthreads();
 *         sum += t[...][...] * ...;                    piece 3
 *         __syncthreads();
 *     }
 *     c[row * n + ...] = sum;                          piece 4
 *
 * `sum` is declared in piece 1 and used in pieces 3 and 4: it becomes a
 * *context variable*, one per thread, in storage the region function takes
 * from the worker's arena (include/cucc/kernel.hpp, cucc__ctx_alloc), and
 * each piece that uses it binds the name to the thread's element.  `row`
 * is never modified and computed from the built-in variables only, so it
 * is *recomputed*: pieces that use it declare it again.  A local that is
 * uniform (computed from kernel parameters that nobody modifies, blockIdx,
 * blockDim, gridDim, constants) is declared once, as scalar code, like
 * the `__shared__` variables, typedefs and static locals.
 *
 * Early `return` marks the thread exited; later pieces skip it, which is
 * how __syncthreads counts live threads.  What the plan cannot express
 * leaves the kernel on fibers with the reason (--dump=simt): a barrier
 * under a condition that depends on the thread, inside a switch, in an
 * expression or in a called function, a warp collective, goto, a lambda,
 * `break`/`continue` across a barrier (but `if (c) break;` with c uniform,
 * run once per block), a parameter not spelled `type name` that threads
 * modify (a uniform update, `beta /= alpha;`, runs once per block; other
 * modified parameters are context variables filled with the argument), a
 * context variable declared `auto` or as a reference.
 *
 * The emitter (src/emit/region.c) writes the plan as cucc__reg_k.
 */
#include "simt/simt.h"
#include "front/ast.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Plans {
    const Decl *d;
    RegionPlan *plan;       /* NULL: fibers */
    char *why;
    struct Plans *next;
} Plans;

static Plans *plans;

/* ---- small pointer vectors ------------------------------------------------ */

#define PUSH(v, n, x)                                                   \
    do {                                                                \
        (v) = realloc((v), sizeof *(v) * (size_t)((n) + 1));            \
        (v)[(n)++] = (x);                                               \
    } while (0)

/* Locals are identified by the token that declares them (the parser may
 * make several Local records for one declaration while it speculates). */
typedef struct Toks {
    int *v;
    int n;
} Toks;

static bool in_toks(const Toks *s, int t)
{
    for (int i = 0; i < s->n; i++)
        if (s->v[i] == t)
            return true;
    return false;
}

static void add_tok(Toks *s, int t)
{
    if (!in_toks(s, t))
        PUSH(s->v, s->n, t);
}

typedef struct Ctx {
    TU *tu;
    const Decl *d;
    RegionPlan *plan;
    char *why;
    Node **vars;            /* every ND_VAR of the body */
    int nvars;
    Toks mod;               /* locals something modifies ... */
    Node **mod_at;          /* ... and the node that does, one per entry of mods */
    Node **mod_for;         /* ... and the for statement whose increment holds it, or
                               NULL (inputs_stay; found once, when first needed) */
    int *mods;
    int nmods;
    Toks uniform;           /* locals with the same value in every thread */
    Toks cand;              /* locals modified only by update statements (`i++;`,
                               `i += k;`): uniform if those are run once per block */
    Toks demoted;           /* candidates found not to be (the plan starts over) */
    Toks counters;          /* locals declared without a value that only for
                               statements which assign them first use (`int i;
                               ... for (i = 0; ...)`): declared once per block */
    bool restart;
    int pred_depth;         /* inside predicated ifs */
    int loop_depth;         /* inside loops run as control */
    bool is_fn;             /* planning a __device__ function's region form */
    bool returns;           /* the body has a return statement: a statement run once per
                               block may run with every thread gone, so reads no memory */
    Toks waits;             /* name tokens of the waits the split recognised */
    Node *top;              /* the kernel body's first statement (its own list) */
    Toks tile_ok, tile_bad; /* locals whose uses tile_uses_ok scanned */
    int next_id;
} Ctx;

static void fail(Ctx *c, const char *fmt, ...)
{
    if (c->why)
        return;
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    c->why = strdup(buf);
}

static Token *tok(Ctx *c, int i)
{
    return &c->tu->toks.v[i];
}

static int line_of(Ctx *c, Node *n)
{
    return tok(c, n->tok)->line;
}

static bool is_op(Ctx *c, Node *n, const char *s)
{
    return tok_is(tok(c, n->tok), s);
}

static bool name_is(const Node *n, const char *s)
{
    return n && n->kind == ND_NAME && !n->qualified && n->name && !strcmp(n->name->str, s);
}

static Node *var_of(Ctx *c, int t)
{
    for (int i = 0; i < c->nvars; i++)
        if (c->vars[i]->tok == t)
            return c->vars[i];
    return NULL;
}

static bool is_param(Ctx *c, int t)
{
    return t > c->d->params_open && t < c->d->params_close;
}

/* ---- walking ------------------------------------------------------------- */

typedef void (*Visit)(Ctx *c, Node *n, void *arg);

/* Every node of list n, statements and expressions, pre-order. */
static void walk(Ctx *c, Node *n, Visit f, void *arg)
{
    for (; n; n = n->next) {
        f(c, n, arg);
        Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc,
                        n->body, n->args, n->config, n->targs, n->type.exprs};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            walk(c, kids[i], f, arg);
    }
}

/* Node n and what is below it, not the nodes after it. */
static void walk1(Ctx *c, Node *n, Visit f, void *arg)
{
    if (!n)
        return;
    Node *next = n->next;
    n->next = NULL;
    walk(c, n, f, arg);
    n->next = next;
}

/* The operands of comma expression e in order, into v: `a, b, c` parses
 * as ((a, b), c), so the lhs of a comma is no operand when the list has
 * three or more.  Returns how many (0 for no e), -1 past COMMA_MAX. */
#define COMMA_MAX 64
static int comma_into(Node *e, Node **v, int room)
{
    if (e->kind != ND_COMMA) {
        if (room < 1)
            return -1;
        v[0] = e;
        return 1;
    }
    int n = comma_into(e->lhs, v, room);
    int m = n < 0 ? -1 : comma_into(e->rhs, v + n, room - n);
    return m < 0 ? -1 : n + m;
}

static int comma_list(Node *e, Node **v)
{
    return e ? comma_into(e, v, COMMA_MAX) : 0;
}

/* ---- waits ------------------------------------------------------------------ */

typedef struct Coll {
    const char *name, *op;
    RCollShape shape;
} Coll;

static const Coll colls[] = {
    {"__shfl_sync", "CUCC_WARP_SHFL_IDX", RC_SHFL},
    {"__shfl_up_sync", "CUCC_WARP_SHFL_UP", RC_SHFL},
    {"__shfl_down_sync", "CUCC_WARP_SHFL_DOWN", RC_SHFL},
    {"__shfl_xor_sync", "CUCC_WARP_SHFL_XOR", RC_SHFL},
    {"__ballot_sync", "CUCC_WARP_BALLOT", RC_VOTE},
    {"__all_sync", "CUCC_WARP_ALL", RC_VOTE},
    {"__any_sync", "CUCC_WARP_ANY", RC_VOTE},
    {"__match_any_sync", "CUCC_WARP_MATCH_ANY", RC_MATCH},
    {"__reduce_add_sync", "CUCC_WARP_REDUCE_ADD", RC_REDUCE},
    {"__reduce_min_sync", "CUCC_WARP_REDUCE_MIN", RC_REDUCE},
    {"__reduce_max_sync", "CUCC_WARP_REDUCE_MAX", RC_REDUCE},
    {"__reduce_and_sync", "CUCC_WARP_REDUCE_AND", RC_REDUCE},
    {"__reduce_or_sync", "CUCC_WARP_REDUCE_OR", RC_REDUCE},
    {"__reduce_xor_sync", "CUCC_WARP_REDUCE_XOR", RC_REDUCE},
    {"__syncthreads_count", "CUCC_BLOCK_COUNT", RC_BLOCK},
    {"__syncthreads_and", "CUCC_BLOCK_AND", RC_BLOCK},
    {"__syncthreads_or", "CUCC_BLOCK_OR", RC_BLOCK},
};

static int list_len(const Node *n)
{
    int k = 0;
    for (; n; n = n->next)
        k++;
    return k;
}

/* A call of a collective the split computes between pieces, with its
 * argument count right. */
static const Coll *coll_of(const Node *n)
{
    if (!n || n->kind != ND_CALL || !n->lhs || n->lhs->kind != ND_NAME || n->lhs->qualified ||
        n->lhs->targs || !n->lhs->name)
        return NULL;
    int nargs = list_len(n->args);
    for (size_t i = 0; i < sizeof colls / sizeof *colls; i++) {
        if (strcmp(n->lhs->name->str, colls[i].name))
            continue;
        int want = colls[i].shape == RC_BLOCK ? 1 : 2;
        if (colls[i].shape == RC_SHFL ? nargs == 3 || nargs == 4 : nargs == want)
            return &colls[i];
    }
    return NULL;
}

/* A cooperative_groups::thread_block: `this_thread_block()`, a parameter
 * of that type, or a local declared with it or initialised with it (to a
 * depth: `unsigned t = t;` is valid C++). */
static bool cg_block_at(Ctx *c, const Node *e, int depth)
{
    if (!e || depth > 8)
        return false;
    if (e->kind == ND_CALL && e->lhs && e->lhs->kind == ND_NAME && e->lhs->name &&
        !strcmp(e->lhs->name->str, "this_thread_block") && !e->args)
        return true;
    if (e->kind != ND_NAME || !e->local)
        return false;
    int t = e->local->tok;
    if (is_param(c, t)) {       /* a parameter `cg::thread_block b` */
        const DeclParam *p = decl_param_of(c->d, t);
        for (int i = p ? p->begin : t; i < t; i++)
            if (tok_is(tok(c, i), "thread_block"))
                return true;
        return false;
    }
    Node *v = var_of(c, t);
    if (!v || !v->spec)
        return false;
    for (int i = v->spec->type.begin; i < v->spec->type.end; i++)
        if (tok_is(tok(c, i), "thread_block"))
            return true;
    return v->init && v->assign_tok >= 0 && cg_block_at(c, v->init, depth + 1);
}

static bool is_cg_block(Ctx *c, const Node *e) { return cg_block_at(c, e, 0); }

/* A static tile of the block: a local declared `thread_block_tile<N> t =
 * tiled_partition<N>(b)` (or `auto t = ...`, names qualified or not), b
 * the block, N one token, used only as `t.shfl(...)`, `t.shfl_down`,
 * `t.shfl_up`, `t.shfl_xor` (a warp's shuffles of width N: a tile's
 * collective takes all its threads), `t.size()`, `t.num_threads()`,
 * `t.thread_rank()` and `t.sync()`.  Its value is then the block's: the
 * declaration runs once per block (what differs between its threads is
 * computed by those members from the thread's index).  *nb, *ne: N's
 * token range. */
static const char *const tile_members[] = {"shfl", "shfl_down", "shfl_up", "shfl_xor", "any", "all",
                                           "size", "num_threads", "thread_rank", "sync"};

static bool tile_uses_ok(Ctx *c, const Node *v, int t)
{
    if (in_toks(&c->tile_ok, t))
        return true;
    if (in_toks(&c->tile_bad, t))
        return false;
    const Token *name = tok(c, t);
    bool ok = true;
    for (int i = v->end; ok && i < c->d->body_close; i++) {
        const Token *k = tok(c, i);
        if (k->kind != TK_IDENT || k->len != name->len || memcmp(k->text, name->text, (size_t)k->len))
            continue;
        if (tok_is(tok(c, i - 1), "(") && tok_is(tok(c, i - 2), "sync") && tok_is(tok(c, i + 1), ")"))
            continue;   /* cg::sync(t) */
        ok = !tok_is(tok(c, i - 1), ".") && !tok_is(tok(c, i - 1), "->") && !tok_is(tok(c, i - 1), "::") &&
             tok_is(tok(c, i + 1), ".") && tok_is(tok(c, i + 3), "(");
        bool member = false;
        for (size_t m = 0; ok && m < sizeof tile_members / sizeof *tile_members; m++)
            member |= tok_is(tok(c, i + 2), tile_members[m]);
        ok = ok && member;
    }
    add_tok(ok ? &c->tile_ok : &c->tile_bad, t);    /* (the scan once per variable) */
    return ok;
}

/* The token of N if local t is a static tile by its declaration and uses
 * (modified or not), else -1. */
static int tile_size_tok(Ctx *c, int t)
{
    Node *v = var_of(c, t);
    if (!v || !v->init || v->assign_tok < 0 || !tok_is(tok(c, v->assign_tok), "="))
        return -1;
    Node *init = v->init, *f = init->lhs;
    if (init->kind != ND_CALL || !f || f->kind != ND_NAME || !f->name ||
        strcmp(f->name->str, "tiled_partition") || !f->targs || f->targs->next || !init->args ||
        init->args->next || !is_cg_block(c, init->args))
        return -1;
    int lt = f->tok;
    while (lt < v->end && !tok_is(tok(c, lt), "<"))
        lt++;
    if (!tok_is(tok(c, lt), "<") || !tok_is(tok(c, lt + 2), ">"))
        return -1;
    bool typed = false;
    for (int i = v->begin; i < t; i++)
        typed |= tok_is(tok(c, i), "thread_block_tile") || tok_is(tok(c, i), "auto");
    for (int i = v->spec ? v->spec->type.begin : 0; v->spec && i < v->spec->type.end; i++)
        typed |= tok_is(tok(c, i), "thread_block_tile") || tok_is(tok(c, i), "auto");
    return typed && tile_uses_ok(c, v, t) ? lt + 1 : -1;
}

/* Is e a name of a static tile by its declaration and uses? */
static bool tile_local(Ctx *c, const Node *e)
{
    return e && e->kind == ND_NAME && e->local && e->local->kind == LV_VAR &&
           tile_size_tok(c, e->local->tok) >= 0;
}

/* ... and never assigned (its members' calls are no modification). */
static bool is_tile(Ctx *c, const Node *e)
{
    return tile_local(c, e) && !in_toks(&c->mod, e->local->tok);
}

/* `t.m(...)` with t a static tile: m, else NULL. */
static const char *tile_member(Ctx *c, const Node *n)
{
    if (!n || n->kind != ND_CALL || !n->lhs || n->lhs->kind != ND_MEMBER || !is_op(c, (Node *)n->lhs, ".") ||
        !n->lhs->rhs || n->lhs->rhs->kind != ND_NAME || !n->lhs->rhs->name || !is_tile(c, n->lhs->lhs))
        return NULL;
    return n->lhs->rhs->name->str;
}

static const Coll tile_colls[] = {
    {"shfl", "CUCC_WARP_SHFL_IDX", RC_SHFL},
    {"shfl_down", "CUCC_WARP_SHFL_DOWN", RC_SHFL},
    {"shfl_up", "CUCC_WARP_SHFL_UP", RC_SHFL},
    {"shfl_xor", "CUCC_WARP_SHFL_XOR", RC_SHFL},
    {"any", "CUCC_WARP_ANY", RC_VOTE},
    {"all", "CUCC_WARP_ALL", RC_VOTE},
};

/* The collective call n makes: an intrinsic's (coll_of) or a static
 * tile's shuffle or vote (any, all: the warp's over the tile's mask). */
static const Coll *coll_at(Ctx *c, const Node *n)
{
    const Coll *k = coll_of(n);
    const char *m = k ? NULL : tile_member(c, n);
    if (!m)
        return k;
    for (size_t i = 0; i < sizeof tile_colls / sizeof *tile_colls; i++)
        if (!strcmp(m, tile_colls[i].name) && list_len(n->args) == (tile_colls[i].shape == RC_SHFL ? 2 : 1))
            return &tile_colls[i];
    return NULL;
}

/* __syncthreads(), __syncwarp(...), and a thread block's sync (`b.sync()`,
 * `cg::sync(b)`): block barriers to the split (a warp barrier reached by
 * the whole block in the same place is one). */
static bool is_barrier_call(Ctx *c, const Node *n)
{
    if (!n || n->kind != ND_CALL || !n->lhs)
        return false;
    const Node *f = n->lhs;
    if (f->kind == ND_MEMBER && is_op(c, (Node *)f, ".") && f->rhs && f->rhs->kind == ND_NAME &&
        f->rhs->name && !strcmp(f->rhs->name->str, "sync") && !n->args)
        return is_cg_block(c, f->lhs) || is_tile(c, f->lhs);
    if (f->kind == ND_NAME && f->name && !strcmp(f->name->str, "sync") && !f->local &&
        list_len(n->args) == 1)
        return is_cg_block(c, n->args) || is_tile(c, n->args);
    return (name_is(f, "__syncthreads") && !n->args) ||
           (name_is(f, "__syncwarp") && list_len(n->args) <= 1);
}

/* The token of the name a barrier call waits by. */
static int barrier_name_tok(const Node *n)
{
    return n->lhs->kind == ND_MEMBER ? n->lhs->rhs->tok : n->lhs->tok;
}

static bool is_barrier_stmt(Ctx *c, const Node *s)
{
    return s->kind == ND_EXPR_STMT && is_barrier_call(c, s->lhs);
}

typedef struct Waits {
    int barriers, collectives, calls;
} Waits;

/* A call of a function (not a collective or barrier) that waits. */
static bool is_waiting_call(Ctx *c, const Node *n)
{
    return n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_NAME && n->lhs->name &&
           !n->lhs->local && !is_barrier_call(c, n) && !coll_of(n) &&
           simt_name_blocks(n->lhs->name) && !simt_own_wait(n->lhs->tok);
}

static void find_waits(Ctx *c, Node *n, void *arg)
{
    Waits *w = arg;
    w->barriers += is_barrier_call(c, n);
    w->collectives += coll_at(c, n) != NULL;
    w->calls += is_waiting_call(c, n);
}

static Waits waits_in(Ctx *c, Node *s)
{
    Waits w = {0, 0, 0};
    walk1(c, s, find_waits, &w);
    return w;
}

static bool contains_sync(Ctx *c, Node *s)
{
    Waits w = waits_in(c, s);
    return w.barriers + w.collectives + w.calls > 0;
}

static bool waits_at(void *c, Node *s)
{
    return contains_sync(c, s);
}

/* Where target sits below n: 0 not there, 1 evaluated whenever n is, 2
 * only under a condition (?:, the right of && and ||). */
static int find_path(Ctx *c, Node *n, const Node *target)
{
    for (; n; n = n->next) {
        if (n == target)
            return 1;
        bool cond_kids = n->kind == ND_COND ||
                         (n->kind == ND_BINARY && (is_op(c, n, "&&") || is_op(c, n, "||")));
        Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->args, n->body};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++) {
            int r = find_path(c, kids[i], target);
            if (r)
                return r == 1 && cond_kids && kids[i] != n->lhs && kids[i] != n->cond ? 2 : r;
        }
    }
    return 0;
}

typedef struct OneColl {
    Node *call;
    int n;
} OneColl;

static void find_coll(Ctx *c, Node *n, void *arg)
{
    OneColl *o = arg;
    if (coll_at(c, n) || is_waiting_call(c, n)) {
        o->call = n;
        o->n++;
    }
}

/* `x = coll(...);`, `T x = f(...);`, `return coll(...);`, `if (coll(...))
 * s`...: a statement with one collective or call of a function that
 * waits, which it evaluates unconditionally (an if: in its condition),
 * and no barrier.  Returns the call. */
static Node *lone_collective(Ctx *c, Node *s)
{
    bool cond_if = s->kind == ND_IF && !s->init && s->cond && s->cond->kind != ND_DECL;
    if (s->kind != ND_EXPR_STMT && s->kind != ND_DECL && !(s->kind == ND_RETURN && s->lhs) &&
        !cond_if)
        return NULL;
    Waits w = waits_in(c, s);
    if (w.barriers || w.collectives + w.calls != 1)
        return NULL;
    OneColl o = {NULL, 0};
    walk1(c, s, find_coll, &o);
    /* (an if: `if (__all_sync(m, p)) s`, the collective in its condition) */
    Node *root = s->kind == ND_DECL ? s->body : cond_if ? s->cond : s->lhs;
    if (!o.call || find_path(c, root, o.call) != 1)
        return NULL;
    return o.call;
}

/* ---- survey: modifications, variables, what rules regions out ------------- */

/* Is local t declared a plain pointer (`T *p`, `T *const p`, no `[`
 * after its name)?  A typedef'd pointer type does not count. */
/* Is the name at t declared `T *name` (qualifiers between), its
 * declaration starting after token lo? */
static bool star_before(Ctx *c, int t, int lo)
{
    int i = t - 1;
    while (i > lo && (tok_is(tok(c, i), "const") || tok_is(tok(c, i), "volatile") ||
                      tok_is(tok(c, i), "__restrict__") || tok_is(tok(c, i), "__restrict")))
        i--;
    return i > lo && tok_is(tok(c, i), "*") && !tok_is(tok(c, t + 1), "[");
}

static bool pointer_local(Ctx *c, int t)
{
    Node *v = var_of(c, t);
    return v && v->tok == t && v->begin >= 0 && star_before(c, t, v->begin - 1);
}

/* Is e a local or parameter declared `T *name` (not a class whose
 * operator-> may hand out its own members)? */
static bool names_pointer(Ctx *c, Node *e)
{
    if (!e || e->kind != ND_NAME || !e->local)
        return false;
    int t = e->local->tok;
    return pointer_local(c, t) || (is_param(c, t) && star_before(c, t, c->d->params_open));
}

/* The local whose storage an lvalue names: `x`, `x[i]`, `x.m`.  A
 * parameter is never an array, and neither is a local declared a
 * pointer, so `p[i] = v` leaves p as it is. */
static int base_local(Ctx *c, Node *e)
{
    bool indexed = false;
    while (e && (e->kind == ND_INDEX || (e->kind == ND_MEMBER && is_op(c, e, ".")))) {
        indexed |= e->kind == ND_INDEX;
        e = e->lhs;
    }
    if (!e || e->kind != ND_NAME || !e->local)
        return -1;
    int t = e->local->tok;
    return indexed && (is_param(c, t) || pointer_local(c, t)) ? -1 : t;
}

static void note_mod(Ctx *c, Node *at, Node *lv)
{
    /* lvalues that name others: `static_cast<int &>(q) += 1`, `(c ? a :
     * b) = v` (each branch a modification, so no update statement's),
     * `(x, y) = v` */
    while (lv && (lv->kind == ND_CAST || lv->kind == ND_COMMA))
        lv = lv->kind == ND_CAST ? lv->lhs : lv->rhs;
    if (lv && lv->kind == ND_COND) {
        note_mod(c, at, lv->then);
        note_mod(c, at, lv->els);
        return;
    }
    int t = base_local(c, lv);
    if (t < 0)
        return;
    add_tok(&c->mod, t);
    PUSH(c->mod_at, c->nmods, at);
    c->nmods--;
    PUSH(c->mods, c->nmods, t);
}

static bool is_pure_call(Node *callee);

/* The top-level entries of the list [b, e), split at commas outside
 * brackets: their number, or -1 once an entry is a pack (`...`).  With
 * want >= 0 the count stops at entry `want`, whose range goes to [*kb,
 * *ke) (the return is then want + 1).  An `=` at an entry's top level
 * counts in *defaults. */
static int list_split(Ctx *c, int b, int e, int want, int *kb, int *ke, int *defaults)
{
    if (b >= e)
        return 0;
    int n = 0, depth = 0, start = b;
    for (int i = b; i <= e; i++) {
        const Token *t = i < e ? tok(c, i) : NULL;
        if (t && tok_is(t, "..."))
            return -1;
        if (t && (tok_is(t, "(") || tok_is(t, "[") || tok_is(t, "{") || tok_is(t, "<")))
            depth++;
        else if (t && (tok_is(t, ")") || tok_is(t, "]") || tok_is(t, "}") || tok_is(t, ">")))
            depth--;
        else if (t && tok_is(t, ">>"))
            depth -= 2;
        else if (!t || (depth == 0 && tok_is(t, ","))) {
            if (n == want) {
                *kb = start;
                *ke = i;
                return n + 1;
            }
            n++;
            start = i + 1;
        } else if (depth == 0 && tok_is(t, "=") && defaults) {
            (*defaults)++;
        }
    }
    return n;
}

/* Parameter k of d [b, e) in *b, *e; false when d has fewer (a pack or
 * C's `...` before it: true with *b = -1). */
static bool param_k(const Decl *d, int k, int *b, int *e)
{
    for (int i = 0; i < d->nparams && i <= k; i++)
        if (d->params[i].pack) {
            *b = -1;
            return true;
        }
    if (k >= d->nparams)
        return false;
    *b = d->params[k].begin;
    *e = d->params[k].end;
    return true;
}

/* May a call of callee bind argument k to a non-const reference: a
 * function of that name declares one there (or a pack reaching it), or
 * none is known? */
static bool may_take_ref(Ctx *c, Node *callee, int k)
{
    /* a static tile's and a block's members take their arguments by value */
    if (callee && callee->kind == ND_MEMBER && is_op(c, callee, ".") && callee->lhs &&
        (is_cg_block(c, callee->lhs) || tile_local(c, callee->lhs)))
        return false;
    if (!callee || callee->kind != ND_NAME || !callee->name || callee->local)
        return true;
    bool found = false;
    for (DeclRef *r = callee->name->decls; r; r = r->next) {
        const Decl *d = r->decl;
        if (d->kind != DK_FUNC || d->params_open < 0)
            continue;
        found = true;
        int b, e;
        if (!param_k(d, k, &b, &e))
            continue;
        if (b < 0)
            return true;
        bool ref = false, konst = false;
        for (int i = b; i < e && !tok_is(tok(c, i), "="); i++) {
            ref |= tok_is(tok(c, i), "&") || tok_is(tok(c, i), "&&");
            konst |= tok_is(tok(c, i), "const") && !ref;
            if (tok_is(tok(c, i), "*"))
                konst = false;      /* const T *&p: the pointer may change */
            if (tok_is(tok(c, i), "&&") || tok_is(tok(c, i), "("))
                return true;
        }
        if (ref && !konst)
            return true;
    }
    return !found;
}

static void survey(Ctx *c, Node *n, void *arg)
{
    switch (n->kind) {
    case ND_VAR:
        PUSH(c->vars, c->nvars, n);
        break;
    case ND_ASSIGN:
    case ND_POSTFIX:
        note_mod(c, n, n->lhs);
        break;
    case ND_UNARY:
        if (is_op(c, n, "++") || is_op(c, n, "--") || is_op(c, n, "&"))
            note_mod(c, n, n->lhs);
        break;
    case ND_CALL: {
        /* an argument may bind to a non-const reference (parameters are
         * trusted not to be passed so: documented in docs/design.md), a
         * member function may change its object */
        int k = 0;
        for (Node *a = is_pure_call(n->lhs) ? NULL : n->args; a; a = a->next, k++)
            if (base_local(c, a) >= 0 && !is_param(c, base_local(c, a)) && !is_cg_block(c, a) &&
                may_take_ref(c, n->lhs, k))
                note_mod(c, n, a);      /* (a thread block is the block's, unchanged) */
        if (n->lhs && n->lhs->kind == ND_MEMBER && !is_cg_block(c, n->lhs->lhs) &&
            !tile_local(c, n->lhs->lhs) && !(is_op(c, n->lhs, "->") && names_pointer(c, n->lhs->lhs)))
            note_mod(c, n, n->lhs->lhs);    /* (p->f() changes *p, not p, where p is a pointer) */
        break;
    }
    case ND_GOTO:
    case ND_LABEL:
        fail(c, "goto or a label (line %d)", line_of(c, n));
        break;
    case ND_LAMBDA:
        fail(c, "a lambda (line %d)", line_of(c, n));
        break;
    case ND_ASM:
        fail(c, "inline assembly (line %d)", line_of(c, n));
        break;
    case ND_STMT_EXPR:
        fail(c, "a statement expression (line %d)", line_of(c, n));
        break;
    default:
        break;
    }
}

/* ---- purity and uniformity -------------------------------------------------- */

/* Functions without side effects whose value depends on their arguments
 * only. */
static const char *const pure_calls[] = {
    "min", "max", "umin", "umax", "llmin", "llmax", "ullmin", "ullmax", "fminf", "fmaxf",
    "fmin", "fmax", "abs", "labs", "llabs", "fabsf", "fabs", "ceil", "ceilf", "floor",
    "floorf", "sqrt", "sqrtf", "log2", "log2f", "__ffs", "__popc", "__clz",
    "__ffsll", "__popcll", "__clzll", "__brev", "__brevll", "__mul24", "__umul24",
    "exp", "expf", "exp2", "exp2f", "log", "logf", "log10", "log10f", "pow", "powf",
    "sin", "sinf", "cos", "cosf", "tan", "tanf", "rsqrt", "rsqrtf", "cbrt", "cbrtf",
    "trunc", "truncf", "round", "roundf", "rint", "rintf", "fmod", "fmodf", "hypot", "hypotf",
    "__log2f", "__logf", "__expf", "__exp10f", "__powf", "__sinf", "__cosf", "__fdividef",
    "__float2int_rn", "__float2int_rz", "__int2float_rn",
    "this_thread_block",
};

/* int2, float4, uchar3, ulonglong2, ...: CUDA's vector types. */
bool simt_vector_type(const char *s)
{
    static const char *const types[] = {"char", "uchar", "short", "ushort", "int", "uint",
                                        "long", "ulong", "longlong", "ulonglong", "float",
                                        "double"};
    for (size_t i = 0; i < sizeof types / sizeof *types; i++) {
        size_t n = strlen(types[i]);
        if (!strncmp(s, types[i], n) && s[n] >= '1' && s[n] <= '4' && !s[n + 1])
            return true;
    }
    return false;
}

/* make_int2, make_float4, ...: the vector types' makers. */
static bool vector_maker(const char *s)
{
    return !strncmp(s, "make_", 5) && simt_vector_type(s + 5);
}

bool simt_pure_call(const Node *callee)
{
    return is_pure_call((Node *)callee);
}

static bool is_pure_call(Node *callee)
{
    if (!callee || callee->kind != ND_NAME || !callee->name || callee->local)
        return false;
    /* a function of the program's own with that name (`__device__
     * unsigned min(const unsigned *p, unsigned v)`) may read memory */
    for (const DeclRef *r = callee->name->decls; r; r = r->next)
        if (r->decl->kind == DK_FUNC && !r->decl->in_system)
            return false;
    for (size_t i = 0; i < sizeof pure_calls / sizeof *pure_calls; i++)
        if (!strcmp(callee->name->str, pure_calls[i]))
            return true;
    return vector_maker(callee->name->str);
}

enum {
    P_THREAD = 1,   /* threadIdx allowed: the thread's own value, recomputable */
    P_MEMORY = 2,   /* reads of memory allowed: evaluated where it stands */
};

/* What a group tells without side effects: a block's or static tile's
 * size() and num_threads() (the same in every thread), and a static
 * tile's making, `tiled_partition<N>(b)` (tile_size_tok: the block's).  (Not
 * thread_rank(): it reads the worker's threadIdx, which a piece that
 * repeats a declaration does not set.) */
static bool cg_query(Ctx *c, const Node *e, int flags)
{
    const Node *f = e->lhs;
    if (f && f->kind == ND_NAME && f->name && !strcmp(f->name->str, "tiled_partition") && f->targs &&
        e->args && !e->args->next && is_cg_block(c, e->args))
        return true;    /* (a static tile's declaration: tile_size_tok checks its uses) */
    if (!f || f->kind != ND_MEMBER || !is_op(c, (Node *)f, ".") || !f->rhs || f->rhs->kind != ND_NAME ||
        !f->rhs->name || e->args || !(is_cg_block(c, f->lhs) || is_tile(c, f->lhs)))
        return false;
    const char *m = f->rhs->name->str;
    (void)flags;
    return !strcmp(m, "size") || !strcmp(m, "num_threads");
}

static bool arith_words(Ctx *c, int from, int to, int skip, bool pointers);

/* T(args) or T{args} without side effects: T arithmetic (a cast), or
 * cuda::aligned_size_t<N> (a size). */
static bool pure_ctor(Ctx *c, const Node *e)
{
    int b = e->type.begin, end = e->type.end;
    if (b < 0 || end <= b)
        return false;
    if (arith_words(c, b, end, -1, false))
        return true;
    int name = b;
    if (tok_is(tok(c, name), "::"))
        name++;
    if (tok_is(tok(c, name), "cuda") && tok_is(tok(c, name + 1), "::"))
        name += 2;
    return tok_is(tok(c, name), "aligned_size_t") && tok_is(tok(c, name + 1), "<") &&
           tok_skip_angle(&c->tu->toks, name + 1) == end;
}

/* Is e free of side effects, and (without P_THREAD) the same in every
 * thread?  `extra`: more locals that count as uniform. */
static bool pure(Ctx *c, Node *e, int flags, const Toks *extra)
{
    for (; e; e = e->next) {
        switch (e->kind) {
        case ND_NUM: case ND_CHAR: case ND_LITERAL: case ND_STR: case ND_SIZEOF:
            break;
        case ND_NAME:
            if (e->local) {
                int t = e->local->tok;
                if (e->local->kind == LV_TYPE || in_toks(&c->uniform, t) ||
                    (extra && in_toks(extra, t)))
                    break;
                if (!c->is_fn && is_param(c, t) && !in_toks(&c->mod, t))
                    break;
                if (t < c->d->params_open)
                    break;      /* a template parameter: a constant */
                Node *v = var_of(c, t);
                if ((flags & P_MEMORY) && v && v->spec && (v->spec->cuda & CU_SHARED))
                    break;      /* read right after a barrier: the same for all */
                return false;
            }
            if (name_is(e, "threadIdx") && !(flags & P_THREAD))
                return false;
            break;
        case ND_MEMBER:
            if ((!is_op(c, e, ".") && !(flags & P_MEMORY)) || !pure(c, e->lhs, flags, extra))
                return false;
            break;
        case ND_INDEX:
            if (!(flags & P_MEMORY))
                return false;
            /* fall through */
        case ND_BINARY: case ND_COND: case ND_COMMA:
            if (!pure(c, e->lhs, flags, extra) || !pure(c, e->rhs, flags, extra) ||
                !pure(c, e->cond, flags, extra) || !pure(c, e->then, flags, extra) ||
                !pure(c, e->els, flags, extra))
                return false;
            break;
        case ND_UNARY:
            if (is_op(c, e, "++") || is_op(c, e, "--") ||
                (is_op(c, e, "*") && !(flags & P_MEMORY)) || !pure(c, e->lhs, flags, extra))
                return false;
            break;
        case ND_CAST:
            if (!pure(c, e->lhs, flags, extra))
                return false;
            break;
        case ND_CALL:
            if (cg_query(c, e, flags))
                break;
            if (!is_pure_call(e->lhs) || !pure(c, e->args, flags, extra))
                return false;
            break;
        case ND_CTOR:
            if (!pure_ctor(c, e) || !pure(c, e->args, flags, extra))
                return false;
            break;
        default:
            return false;
        }
    }
    return true;
}

/* A declarator `T v = e`, e pure under flags, v no reference or array. */
static bool pure_init(Ctx *c, Node *v, int flags, const Toks *extra)
{
    if (v->kind != ND_VAR || v->tok < 0 || v->assign_tok < 0 || !v->init ||
        !tok_is(tok(c, v->assign_tok), "=") || v->init->kind == ND_INIT_LIST ||
        !pure(c, v->init, flags, extra))
        return false;
    for (int i = v->begin; i < v->assign_tok; i++)
        if (tok_is(tok(c, i), "&") || tok_is(tok(c, i), "&&") || tok_is(tok(c, i), "["))
            return false;
    return true;
}

/* A declaration statement whose variables are all `= pure` under flags,
 * never modified, and not references or arrays. */
static bool pure_decl(Ctx *c, Node *s, int flags, const Toks *extra)
{
    if (s->kind != ND_DECL || !s->body || !s->spec || s->spec->is_typedef)
        return false;
    for (Node *v = s->body; v; v = v->next)
        if ((v->tok >= 0 && in_toks(&c->mod, v->tok) &&
             ((flags & P_THREAD) || !in_toks(&c->cand, v->tok))) ||
            !pure_init(c, v, flags, extra))
            return false;
    return true;
}

/* ---- update statements of uniform locals ----------------------------------------- */

/* The local an expression `x++`, `--x`, `x = e` or `x op= e` updates, else
 * -1 (a parameter of a function's plan neither). */
static int step_target(Ctx *c, Node *x)
{
    bool step = x->kind == ND_POSTFIX || x->kind == ND_ASSIGN ||
                (x->kind == ND_UNARY && (is_op(c, x, "++") || is_op(c, x, "--")));
    if (!step || !x->lhs || x->lhs->kind != ND_NAME || !x->lhs->local ||
        x->lhs->local->kind != LV_VAR || (c->is_fn && is_param(c, x->lhs->local->tok)))
        return -1;
    return x->lhs->local->tok;
}

/* `x++;` `--x;` `x = e;` `x op= e;`: the local x, else -1. */
static int update_target(Ctx *c, Node *s)
{
    return s->kind == ND_EXPR_STMT && s->lhs ? step_target(c, s->lhs) : -1;
}

typedef struct Count {
    int tok, n;
} Count;

/* A for statement without init whose increment steps locals declared
 * ahead (`for (; stride > 0; stride >>= 1)`): the increment's steps are
 * updates like statements; calls f on each step's target. */
static void for_steps(Ctx *c, Node *s, void (*f)(Ctx *, int, void *), void *arg)
{
    if (s->kind != ND_FOR || s->init)
        return;
    Node *xs[COMMA_MAX];
    int nx = comma_list(s->inc, xs);
    for (int k = 0; k < nx; k++) {
        Node *x = xs[k];
        int t = step_target(c, x);
        if (t >= 0)
            f(c, t, arg);
    }
}

static void count_step(Ctx *c, int t, void *arg)
{
    Count *k = arg;
    k->n += t == k->tok;
}

static void count_updates(Ctx *c, Node *n, void *arg)
{
    Count *k = arg;
    if (update_target(c, n) == k->tok)
        k->n++;
    for_steps(c, n, count_step, k);
}

/* Locals every modification of which is an update statement; a kernel's
 * parameters too, which start uniform (`beta /= alpha;` then runs once
 * per block where it stands, as a thread's own copy would change). */
static void find_candidates(Ctx *c, Node *body)
{
    for (int i = 0; i < c->mod.n; i++) {
        int t = c->mod.v[i], nmods = 0;
        if ((c->is_fn && is_param(c, t)) || in_toks(&c->demoted, t))
            continue;
        for (int k = 0; k < c->nmods; k++)
            nmods += c->mods[k] == t;
        Count k = {t, 0};
        walk1(c, body, count_updates, &k);
        if (k.n == nmods) {
            add_tok(&c->cand, t);
            if (is_param(c, t))
                add_tok(&c->uniform, t);
        }
    }
}

static void demote(Ctx *c, int t)
{
    add_tok(&c->demoted, t);
    c->restart = true;
}

static void demote_step(Ctx *c, int t, void *arg)
{
    if (in_toks(&c->cand, t) && in_toks(&c->uniform, t))
        demote(c, t);
}

/* A uniform candidate modified inside a piece is not uniform. */
static void check_piece_update(Ctx *c, Node *n, void *arg)
{
    int t = update_target(c, n);
    if (t >= 0 && in_toks(&c->cand, t) && in_toks(&c->uniform, t))
        demote(c, t);
    for_steps(c, n, demote_step, NULL);
}

/* ---- the split ---------------------------------------------------------------- */

static bool counter_decl(Ctx *c, Node *s);

/* `int n;` then `if (a > b) n = a; else n = b;`: arithmetic locals
 * declared without a value whose every modification is an update
 * statement (candidates, find_candidates) start uniform like `int n = 0;`
 * (until one is updated in a piece, or by a value of the thread's:
 * demoted).  No array or pointer declarators. */
static bool unset_decl(Ctx *c, Node *s)
{
    if (!arith_words(c, s->spec->type.begin, s->spec->type.end, -1, false))
        return false;
    for (Node *v = s->body; v; v = v->next)
        if (v->kind != ND_VAR || v->tok < 0 || v->init || v->assign_tok >= 0 || v->begin != v->tok ||
            v->end != v->tok + 1 || !in_toks(&c->cand, v->tok))
            return false;
    return true;
}

static bool is_scalar_stmt(Ctx *c, Node *s)
{
    if (s->kind == ND_SKIP || s->kind == ND_NULL)
        return true;
    if (s->kind != ND_DECL || !s->spec)
        return false;
    DeclSpec *sp = s->spec;
    if ((sp->cuda & CU_SHARED) || sp->is_typedef || sp->is_static || sp->is_constexpr ||
        sp->is_extern || counter_decl(c, s))
        return true;
    if (!pure_decl(c, s, 0, NULL) && !unset_decl(c, s))
        return false;
    for (Node *v = s->body; v; v = v->next)
        add_tok(&c->uniform, v->tok);
    return true;
}

static RItem *new_item(Ctx *c, RItemKind k)
{
    RItem *it = calloc(1, sizeof *it);
    it->kind = k;
    it->id = c->next_id++;
    return it;
}

static RList *split_list(Ctx *c, Node *first);
static bool check_jumps(Node *n, int depth);
static void find_low(Ctx *c, RItem *it, Node *cond);

/* The statements a control statement runs: a block's, or the one. */
static RList *split_body(Ctx *c, Node *s)
{
    if (s->kind == ND_BLOCK)
        return split_list(c, s->body);
    Node *next = s->next;
    s->next = NULL;
    RList *l = split_list(c, s);
    s->next = next;
    return l;
}

typedef struct Find {
    Node *target;
    bool found;
} Find;

static void find_node(Ctx *c, Node *n, void *arg)
{
    Find *f = arg;
    f->found |= n == f->target;
}

/* ---- loop counters declared ahead ------------------------------------------ */

static bool names_local(Node *e, int t);

/* Does the init of for statement s assign local t (`t = e`, alone or in
 * a comma list, e not naming t)? */
static bool init_assigns(Ctx *c, const Node *s, int t)
{
    Node *xs[COMMA_MAX];
    int nx = comma_list(s->kind == ND_FOR ? s->init : NULL, xs);
    for (int k = 0; k < nx; k++) {
        Node *x = xs[k];
        if (x->kind == ND_ASSIGN && is_op(c, x, "=") && x->lhs && x->lhs->kind == ND_NAME &&
            x->lhs->local && x->lhs->local->tok == t && !names_local(x->rhs, t))
            return true;
    }
    return false;
}

/* Every use of local t lies in a for statement whose init assigns it. */
typedef struct CounterUse { int tok; Node **fors; int nfors; bool bad; } CounterUse;
static void collect_fors(Ctx *c, Node *n, void *arg)
{
    CounterUse *u = arg;
    if (init_assigns(c, n, u->tok))
        PUSH(u->fors, u->nfors, n);
}
static void check_use(Ctx *c, Node *n, void *arg)
{
    CounterUse *u = arg;
    if (n->kind != ND_NAME || !n->local || n->local->tok != u->tok)
        return;
    bool inside = false;
    for (int i = 0; i < u->nfors && !inside; i++)
        inside = n->tok >= u->fors[i]->begin && n->tok < u->fors[i]->end;
    u->bad |= !inside;
}

static bool counter_only(Ctx *c, int t)
{
    CounterUse u = {t, NULL, 0, false};
    walk1(c, c->d->ast, collect_fors, &u);
    walk1(c, c->d->ast, check_use, &u);
    free(u.fors);
    return u.nfors > 0 && !u.bad;
}

/* Are tokens [from, to), but `skip`, all words of an arithmetic type (and,
 * with `pointers`, `const`, `*`)? */
static bool arith_words(Ctx *c, int from, int to, int skip, bool pointers)
{
    static const char *const words[] = {"int", "unsigned", "signed", "long", "short", "char",
                                        "size_t", "uint", "float", "double", "bool"};
    for (int i = from; i < to; i++) {
        bool ok = i == skip || (pointers && (tok_is(tok(c, i), "const") || tok_is(tok(c, i), "*")));
        for (size_t k = 0; k < sizeof words / sizeof *words && !ok; k++)
            ok = tok_is(tok(c, i), words[k]);
        if (!ok)
            return false;
    }
    return true;
}

/* `int i, j;`: arithmetic locals without values, each a loop counter of
 * the for statements that use it (counter_only).  Such a declaration runs
 * once per block: a for statement with waits that counts with one is
 * uniform_for's, one in a piece sets it before each thread uses it. */
static bool counter_decl(Ctx *c, Node *s)
{
    if (s->kind != ND_DECL || !s->spec || !s->body || s->spec->is_typedef || s->spec->is_static ||
        s->spec->is_extern || s->spec->cuda ||
        !arith_words(c, s->spec->type.begin, s->spec->type.end, -1, false))
        return false;
    /* (a value nobody reads, `int k = 0;`, is no value: a literal) */
    for (Node *v = s->body; v; v = v->next)
        if (v->kind != ND_VAR || v->tok < 0 || v->begin != v->tok ||
            (v->init ? v->init->kind != ND_NUM || v->assign_tok != v->tok + 1 ||
                           !tok_is(tok(c, v->assign_tok), "=") || v->end != v->tok + 3
                     : v->assign_tok >= 0 || v->end != v->tok + 1) ||
            !counter_only(c, v->tok))
            return false;
    for (Node *v = s->body; v; v = v->next)
        add_tok(&c->counters, v->tok);
    return true;
}

/* `for (init; cond; inc)` run once per block: init declares the loop
 * variables with uniform values (or, where `counters`, assigns them to
 * counters declared ahead, counter_decl); nothing in the statement but inc
 * modifies them, by uniform amounts; cond is uniform given them. */
static bool uniform_for_as(Ctx *c, Node *s, bool counters)
{
    Toks loopv = {0};
    if (s->kind != ND_FOR)
        return false;
    if (s->init && s->init->kind == ND_DECL) {
        for (Node *v = s->init->body; v; v = v->next) {
            if (v->tok < 0 || !v->init || v->init->kind == ND_INIT_LIST ||
                !pure(c, v->init, P_MEMORY, NULL))
                return false;
            add_tok(&loopv, v->tok);
        }
    } else if (s->init) {
        if (!counters)
            return false;
        Node *xs[COMMA_MAX];
        int nx = comma_list(s->init, xs);
        if (nx < 0)
            return false;
        for (int k = 0; k < nx; k++) {
            Node *x = xs[k];
            if (x->kind != ND_ASSIGN || !is_op(c, x, "=") || !x->lhs || x->lhs->kind != ND_NAME ||
                !x->lhs->local || !in_toks(&c->counters, x->lhs->local->tok) ||
                !pure(c, x->rhs, P_MEMORY, NULL))
                return false;
            add_tok(&loopv, x->lhs->local->tok);
        }
    }
    for (int i = 0; i < c->nmods; i++) {
        if (!in_toks(&loopv, c->mods[i]))
            continue;
        Node *at = c->mod_at[i];
        if (in_toks(&c->counters, c->mods[i]) && (at->begin < s->begin || at->begin >= s->end))
            continue;   /* elsewhere: this statement's init sets it again */
        Find f = {at, false};
        walk(c, s->inc, find_node, &f);
        if (!f.found && s->init && s->init->kind != ND_DECL)
            walk(c, s->init, find_node, &f);
        if (!f.found)
            return false;
    }
    if (s->cond && (s->cond->kind == ND_DECL || !pure(c, s->cond, P_MEMORY, &loopv)))
        return false;
    Node *xs[COMMA_MAX];
    int nx = comma_list(s->inc, xs);
    if (nx < 0)
        return false;
    for (int k = 0; k < nx; k++) {
        Node *x = xs[k];
        bool step = x->kind == ND_POSTFIX ||
                    (x->kind == ND_UNARY && (is_op(c, x, "++") || is_op(c, x, "--")));
        if (x->kind == ND_ASSIGN)
            step = pure(c, x->rhs, P_MEMORY, &loopv);
        /* (without init: uniform locals updated only by such steps) */
        if (!step || !x->lhs || x->lhs->kind != ND_NAME || !x->lhs->local ||
            !(in_toks(&loopv, x->lhs->local->tok) ||
              (!s->init && in_toks(&c->uniform, x->lhs->local->tok) &&
               in_toks(&c->cand, x->lhs->local->tok))))
            return false;
    }
    for (int i = 0; i < loopv.n; i++)
        add_tok(&c->uniform, loopv.v[i]);
    free(loopv.v);
    return true;
}

static bool uniform_for(Ctx *c, Node *s)
{
    return uniform_for_as(c, s, false);
}

/* After a for statement with waits that counts with counters declared
 * ahead: they are uniform inside it only. */
static void counters_leave(Ctx *c, Node *s)
{
    Node *xs[COMMA_MAX];
    int nx = comma_list(s->init && s->init->kind != ND_DECL ? s->init : NULL, xs);
    for (int k = 0; k < nx; k++) {
        Node *x = xs[k];
        int t = x->kind == ND_ASSIGN && x->lhs && x->lhs->kind == ND_NAME && x->lhs->local
                    ? x->lhs->local->tok : -1;
        for (int i = 0; t >= 0 && i < c->uniform.n; i++)
            if (c->uniform.v[i] == t)
                c->uniform.v[i--] = c->uniform.v[--c->uniform.n];
    }
}

static RItem *control(Ctx *c, Node *s)
{
    RItem *it = new_item(c, RI_CONTROL);
    it->stmt = s;
    switch (s->kind) {
    case ND_BLOCK:
        it->body = split_list(c, s->body);
        break;
    case ND_IF:
        if (s->init || !s->cond || s->cond->kind == ND_DECL || !pure(c, s->cond, P_MEMORY, NULL)) {
            fail(c, "a barrier under a condition that may differ between threads (line %d)",
                 line_of(c, s));
            break;
        }
        it->body = split_body(c, s->then);
        if (s->els)
            it->els = split_body(c, s->els);
        break;
    case ND_WHILE:
    case ND_DO:
        if (!s->cond || s->cond->kind == ND_DECL || !pure(c, s->cond, P_MEMORY, NULL)) {
            fail(c, "a barrier or collective in a loop whose condition may differ between threads (line %d)",
                 line_of(c, s));
            break;
        }
        c->loop_depth++;
        it->body = split_body(c, s->body);
        c->loop_depth--;
        break;
    case ND_FOR:
        if (!uniform_for_as(c, s, true)) {
            fail(c, "a barrier or collective in a loop whose trip count may differ between threads (line %d)",
                 line_of(c, s));
            break;
        }
        c->loop_depth++;
        it->body = split_body(c, s->body);
        c->loop_depth--;
        counters_leave(c, s);
        break;
    case ND_EXPR_STMT:
    case ND_DECL:
        fail(c, "a statement with more than one wait, or one under ?:, && or || (line %d)",
             line_of(c, s));
        break;
    default:
        fail(c, "a barrier or collective inside a statement regions do not split (line %d)", line_of(c, s));
        break;
    }
    return it;
}

typedef struct Run {
    RItem **tail;
    RItem **barrier;        /* tail at the last barrier: what ends there stays before it */
    Node **scalars, **stmts;
    int nscalars, nstmts;
} Run;

/* Is token i name nm, not a member's (`.x`, `->x`)? */
static bool spells_at(Ctx *c, int i, const Name *nm)
{
    return name_at(i) == nm && (i == 0 || (!tok_is(tok(c, i - 1), ".") && !tok_is(tok(c, i - 1), "->")));
}

/* Does statement s spell name nm in one of its tokens (a split
 * declaration's specifiers too)? */
static bool stmt_spells(Ctx *c, const Node *s, const Name *nm)
{
    if (!nm)
        return false;
    for (int i = s->begin; i < s->end; i++)
        if (spells_at(c, i, nm))
            return true;
    for (int i = s->spec_from; i < s->spec_to && s->kind == ND_DECL; i++)
        if (spells_at(c, i, nm))
            return true;
    return false;
}

/* A use of name nm in an expression, not as a member (`.x`) nor
 * qualified; with local >= 0, one that is not that local. */
typedef struct NameUse {
    const Name *name;
    int local;
    const Node *member;     /* the name of the last member access seen */
    bool found;
} NameUse;

static void find_name_use(Ctx *c, Node *n, void *arg)
{
    NameUse *u = arg;
    if (n->kind == ND_MEMBER)
        u->member = n->rhs;     /* (visited before its operands) */
    else if (n->kind == ND_NAME && n != u->member && !n->qualified && n->name == u->name &&
             (u->local < 0 || !n->local || n->local->tok != u->local))
        u->found = true;
}

static bool uses_name(Ctx *c, Node *n, const Name *nm, int local)
{
    NameUse u = {nm, local, NULL, false};
    if (nm)
        walk1(c, n, find_name_use, &u);
    return u.found;
}

/* A scalar statement runs once per block, before the run's other
 * statements (flush).  Not a declaration that spells a local one of them
 * declares (`long n = sizeof(a);`, `decltype(tx) d = 2;`), which is the
 * thread's own statement then. */
static bool spells_run_local(Ctx *c, const Run *r, const Node *s)
{
    if (s->kind != ND_DECL)
        return false;
    for (int i = 0; i < r->nstmts; i++)
        if (r->stmts[i]->kind == ND_DECL)
            for (Node *v = r->stmts[i]->body; v; v = v->next)
                if (v->tok >= 0 && stmt_spells(c, s, name_at(v->tok)))
                    return true;
    return false;
}

/* ... and a declaration of a name one of them uses (`int m = n * tx; int
 * n = blockDim.x;`: m's n is the outer one) ends the run, and comes after
 * them. */
static bool shadows_run_name(Ctx *c, const Run *r, const Node *s)
{
    if (s->kind != ND_DECL)
        return false;
    for (Node *v = s->body; v; v = v->next)
        for (int i = 0; v->tok >= 0 && i < r->nstmts; i++)
            if (uses_name(c, r->stmts[i], name_at(v->tok), -1))
                return true;
    return false;
}

/* Ends a run of statements between split points: its scalar statements,
 * side-effect free, go first; the rest is one piece. */
static void flush(Ctx *c, Run *r)
{
    /* (its scalar statements read no memory a thread writes: each item
     * comes right after the barrier when the first does) */
    bool after = r->barrier == r->tail;
    for (int i = 0; i < r->nscalars; i++) {
        RItem *it = new_item(c, RI_SCALAR);
        it->stmt = r->scalars[i];
        it->barrier_before = after;
        *r->tail = it;
        r->tail = &it->next;
    }
    if (r->nstmts) {
        RItem *it = new_item(c, RI_PIECE);
        it->stmts = r->stmts;
        it->nstmts = r->nstmts;
        it->barrier_before = after;
        *r->tail = it;
        r->tail = &it->next;
        PUSH(c->plan->pieces, c->plan->npieces, it);
    }
    free(r->scalars);
    r->scalars = r->stmts = NULL;
    r->nscalars = r->nstmts = 0;
}

static const RegionPlan *fn_plan_for(Ctx *c, Node *call, RItem *it);

static RItem *feed_piece(Ctx *c, Run *r, RItem *consumer)
{
    flush(c, r);
    /* the piece just flushed, if it ends the list so far and no barrier
     * came after it; else a new one */
    RItem *last = c->plan->npieces ? c->plan->pieces[c->plan->npieces - 1] : NULL;
    if (!last || r->tail != &last->next || r->barrier == r->tail) {
        last = new_item(c, RI_PIECE);
        last->barrier_before = r->barrier == r->tail;
        *r->tail = last;
        r->tail = &last->next;
        PUSH(c->plan->pieces, c->plan->npieces, last);
    }
    last->feeds = consumer;
    return last;
}

static void append_item(Run *r, RItem *it)
{
    it->barrier_before = r->barrier == r->tail;
    *r->tail = it;
    r->tail = &it->next;
}

/* ---- loops run once per block --------------------------------------------------
 * A loop with a uniform trip count inside a piece runs as control too,
 * its body a piece of its own: `for (j...) for (t...)` in place of `for
 * (t...) for (j...)`, so that the thread loop, innermost, is what the C++
 * compiler vectorises, the values a thread keeps across iterations being
 * context variables (arrays).  Threads run in another order then, which
 * race-free code cannot tell: so only for bodies that call nothing with an
 * effect others could see (printf, atomics, the user's functions), and
 * that leave the loop only together (no break, continue or return). */
static void find_effect(Ctx *c, Node *n, void *arg)
{
    bool *bad = arg;
    switch (n->kind) {
    case ND_CALL: {
        Node *f = n->lhs;
        if (is_pure_call(f))
            break;
        if (!f || f->kind != ND_NAME || !f->name || f->local) {
            *bad = true;
            break;
        }
        const char *s = f->name->str;
        if (!strncmp(s, "atomic", 6) || !strncmp(s, "cucc__", 6) || strstr(s, "printf") ||
            !strcmp(s, "malloc") || !strcmp(s, "free") || !strncmp(s, "__", 2) ||
            !strncmp(s, "clock", 5))
            *bad = true;
        for (DeclRef *r = f->name->decls; r; r = r->next)
            if (!r->decl->in_system)
                *bad = true;
        if (!f->name->decls)
            *bad = true;
        break;
    }
    case ND_RETURN: case ND_GOTO: case ND_LABEL: case ND_ASM: case ND_NEW: case ND_DELETE:
    case ND_LAUNCH: case ND_THROW: case ND_LAMBDA: case ND_STMT_EXPR:
        *bad = true;
        break;
    default:
        break;
    }
}

static void count_node(Ctx *c, Node *n, void *arg)
{
    ++*(int *)arg;
}

static bool interchangeable(Ctx *c, Node *s)
{
    if (s->kind != ND_FOR || !s->body || !s->cond || !s->inc)
        return false;
    bool bad = !check_jumps(s->body, 0);
    walk1(c, s, find_effect, &bad);
    /* A short body gains less from vectors than it loses in accumulators
     * that go through memory on each iteration (tiled sgemm's k loop runs
     * twice as fast per thread): only bodies of some weight. */
    int nodes = 0;
    walk1(c, s->body, count_node, &nodes);
    if (nodes < 24)
        bad = true;
    /* a handful of iterations is not worth the arrays */
    Node *cond = s->cond;
    if (cond->kind == ND_BINARY && cond->rhs && cond->rhs->kind == ND_NUM &&
        atoi(tok(c, cond->rhs->tok)->text) < 8)
        bad = true;
    return !bad;
}

/* ---- loops run in lockstep -------------------------------------------------------
 * A loop whose start differs between threads, the grid- or block-stride
 * loop above all,
 *
 *     for (T i = E; i < U; i += W) body        (i <= U, ++i, i++ too)
 *
 * runs in lockstep: iteration k of every thread before iteration k + 1,
 *
 *     for (k = 0;; k++) { any = false;
 *         for (t...) { T i = E; i += k * W; if (i < U) { any = true; body } }
 *         if (!any) break; }
 *
 * so that the threads' accesses of one iteration, next to each other in
 * memory, are what the thread loop walks and the C++ compiler vectorises
 * (src/emit/region.c writes it with the loop variable from a row start),
 * where one thread after the other walks memory with the stride and adds
 * to its accumulator serially.  Each thread still runs its own iterations
 * in order; CUDA orders nothing between threads.  E and W must give the
 * same value when computed again (no side effects, locals nobody
 * modifies; memory only when the body writes none), i is modified by the
 * increment only, and the body leaves the loop only by its condition and
 * does nothing whose order between threads shows (find_effect; integer
 * atomics on shared memory whose result is unused are fine).  An `if
 * (c)` around the loop, c such an expression, joins the guard. */

/* Is e free of side effects and computed again to the same value: locals
 * that nothing modifies, threadIdx, memory if `memory`? */
static bool stable(Ctx *c, Node *e, bool memory)
{
    for (Node *x = e; x; x = x->next) {
        if (x->kind == ND_NAME && x->local && x->local->kind == LV_VAR) {
            if (in_toks(&c->mod, x->local->tok))
                return false;
            continue;
        }
        Node *next = x->next;
        x->next = NULL;
        bool ok;
        if (x->kind == ND_NAME) {
            ok = true;
        } else {
            /* the same walk as pure(), with this rule for locals */
            Node *kids[] = {x->lhs, x->rhs, x->cond, x->then, x->els};
            ok = x->kind == ND_NUM || x->kind == ND_CHAR || x->kind == ND_LITERAL ||
                 x->kind == ND_SIZEOF || x->kind == ND_BINARY || x->kind == ND_COND ||
                 x->kind == ND_CAST || (x->kind == ND_MEMBER && (memory || is_op(c, x, "."))) ||
                 (x->kind == ND_INDEX && memory) ||
                 (x->kind == ND_UNARY && !is_op(c, x, "++") && !is_op(c, x, "--") &&
                  (memory || !is_op(c, x, "*")) && !is_op(c, x, "&")) ||
                 (x->kind == ND_CALL && is_pure_call(x->lhs) && stable(c, x->args, memory));
            for (size_t k = 0; ok && k < sizeof kids / sizeof *kids; k++)
                ok = !kids[k] || stable(c, kids[k], memory);
        }
        x->next = next;
        if (!ok)
            return false;
    }
    return true;
}

static void find_local(Ctx *c, Node *n, void *arg)
{
    int *t = arg;
    if (n->kind == ND_NAME && n->local && n->local->tok == *t)
        *t = -1;
}

static bool names_local(Node *e, int t)
{
    int k = t;
    walk(NULL, e, find_local, &k);
    return k < 0;
}

/* Does the body store to anything but its locals? */
/* What an assignment, ++ or -- stores to; NULL for any other node. */
static Node *stored_to(Ctx *c, Node *n)
{
    bool step = n->kind == ND_UNARY && (is_op(c, n, "++") || is_op(c, n, "--"));
    return n->kind == ND_ASSIGN || n->kind == ND_POSTFIX || step ? n->lhs : NULL;
}

static void find_store(Ctx *c, Node *n, void *arg)
{
    bool *stores = arg;
    Node *lv = stored_to(c, n);
    if (lv && !(lv->kind == ND_NAME && lv->local))
        *stores = true;
}

/* Counts the uses of threadIdx ([0]) and those that are .y or .z ([1]). */
static void find_x(Ctx *c, Node *n, void *arg)
{
    int *k = arg;
    if (n->kind == ND_NAME && !n->local && name_is(n, "threadIdx"))
        k[0]++;
    if (n->kind == ND_MEMBER && n->lhs && n->lhs->kind == ND_NAME && !n->lhs->local &&
        name_is(n->lhs, "threadIdx") &&
        (tok_is(tok(c, n->tok + 1), "y") || tok_is(tok(c, n->tok + 1), "z")))
        k[1]++;
}

/* How many times e adds threadIdx.x: e = (uniform) + threadIdx.x + ...,
 * through '+' and casts; -1 where threadIdx.x or a thread's own value
 * enters otherwise.  A local of `rows` (row variables, never modified)
 * counts as threadIdx.x, one of `flat` (the same along a row of threads)
 * as uniform.  1 is a value that grows with threadIdx.x along a row;
 * ('-' of such a term is not: unsigned arithmetic wraps below zero.) */
static int unit_x(Ctx *c, Node *e, int flags, const Toks *rows, const Toks *flat)
{
    if (!e)
        return 0;
    if (e->kind == ND_BINARY && is_op(c, e, "+")) {
        int a = unit_x(c, e->lhs, flags, rows, flat), b = unit_x(c, e->rhs, flags, rows, flat);
        return a < 0 || b < 0 ? -1 : a + b;
    }
    if (e->kind == ND_CAST)
        return unit_x(c, e->lhs, flags, rows, flat);
    if (rows && e->kind == ND_NAME && e->local && in_toks(rows, e->local->tok))
        return 1;
    if (e->kind == ND_MEMBER && is_op(c, e, ".") && e->lhs && e->lhs->kind == ND_NAME &&
        !e->lhs->local && name_is(e->lhs, "threadIdx") && tok_is(tok(c, e->tok + 1), "x"))
        return 1;
    /* the same in a row of threads: no thread's own values but
     * threadIdx.y and .z */
    Node *next = e->next;
    e->next = NULL;
    int k[2] = {0, 0};
    walk(c, e, find_x, k);
    bool row = k[0] == k[1] && pure(c, e, flags | P_THREAD, flat);
    e->next = next;
    return row ? 0 : -1;
}

/* A declaration whose type is spelled out (no auto, no decltype). */
static bool spelled(Ctx *c, const Node *decl)
{
    if (!decl->spec)
        return false;
    for (int i = decl->spec->type.begin; i < decl->spec->type.end; i++)
        if (tok_is(tok(c, i), "auto") || tok_is(tok(c, i), "decltype"))
            return false;
    return true;
}

/* An atomic whose order between threads cannot show: `atomicAdd(&s[k],
 * v);` alone as a statement, an add, sub, and, or, xor, min, max, inc or
 * dec on a __shared__ variable of an integer type (a histogram's count). */
/* Is each token of [begin, end) one of the n words? */
static bool only_words(Ctx *c, int begin, int end, const char *const *words, size_t n)
{
    for (int i = begin; i < end; i++) {
        bool ok = false;
        for (size_t w = 0; w < n && !ok; w++)
            ok = tok_is(tok(c, i), words[w]);
        if (!ok)
            return false;
    }
    return true;
}

static bool silent_atomic(Ctx *c, Node *stmt)
{
    static const char *const ok[] = {"atomicAdd", "atomicSub", "atomicAnd", "atomicOr",
                                     "atomicXor", "atomicMin", "atomicMax", "atomicInc",
                                     "atomicDec"};
    static const char *const words[] = {"int", "unsigned", "long", "short", "char", "signed",
                                        "const", "volatile", "__shared__", "static"};
    Node *n = stmt->kind == ND_EXPR_STMT ? stmt->lhs : NULL;
    if (!n || n->kind != ND_CALL || !n->lhs || n->lhs->kind != ND_NAME || n->lhs->qualified ||
        n->lhs->local || !n->lhs->name || !n->args || n->args->kind != ND_UNARY ||
        !is_op(c, n->args, "&"))
        return false;
    const char *name = n->lhs->name->str;
    bool known = false;
    for (size_t i = 0; i < sizeof ok / sizeof *ok && !known; i++) {
        size_t len = strlen(ok[i]);
        known = !strncmp(name, ok[i], len) && (!name[len] || !strcmp(name + len, "_block"));
    }
    Node *e = n->args->lhs;
    while (e && e->kind == ND_INDEX)
        e = e->lhs;
    Node *v = known && e && e->kind == ND_NAME && e->local ? var_of(c, e->local->tok) : NULL;
    if (!v || !v->spec || !(v->spec->cuda & CU_SHARED) || v->spec->type.begin == v->spec->type.end)
        return false;
    return only_words(c, v->spec->type.begin, v->spec->type.end, words, sizeof words / sizeof *words);
}

typedef struct Effects {
    bool bad;
    Node *skip;         /* the call of the silent atomic being walked */
} Effects;

/* find_effect, but for silent atomics (the statement's call node is
 * recorded when its statement is seen, before the walk reaches it). */
static void stride_effect(Ctx *c, Node *n, void *arg)
{
    Effects *fx = arg;
    if (n->kind == ND_EXPR_STMT && silent_atomic(c, n))
        fx->skip = n->lhs;
    if (n != fx->skip)
        find_effect(c, n, &fx->bad);
}

/* ---- loops of a warp's lanes -------------------------------------------------------
 * A loop a warp's lanes share out, 32 apart,
 *
 *     for (T i = A + lane; i < U; i += 32) body      (lane: threadIdx.x % 32)
 *
 * A and U the same in every lane of a warp (spmv's row of a warp), runs
 * warp by warp as one loop over [A, U) in chunks of 32, lane l taking
 * element l of each chunk: where the lanes walked their one or two
 * iterations each, one after the other, mispredicting their ends and
 * losing the loads they overlapped.  A lane still runs its iterations in
 * order.  The warps must lie in one row of threads each, with x from a
 * multiple of 32: the emitter takes this form where blockDim.x is a
 * multiple of 32 and no thread has left, else runs the loop per thread. */

static long const_value(Ctx *c, const Node *n);

static bool tid_member(Ctx *c, const Node *e, const char *m)
{
    return e && e->kind == ND_MEMBER && is_op(c, (Node *)e, ".") && e->lhs &&
           e->lhs->kind == ND_NAME && !e->lhs->local && name_is(e->lhs, "threadIdx") &&
           tok_is(tok(c, e->tok + 1), m);
}

static bool int_type(Ctx *c, int from, int to);

/* The initialiser of local e, never modified, an integer of 32 bits or
 * more (no narrowing of what it is set to), else NULL. */
static Node *fixed_init(Ctx *c, const Node *e)
{
    if (!e || e->kind != ND_NAME || !e->local || e->local->kind != LV_VAR ||
        in_toks(&c->mod, e->local->tok))
        return NULL;
    Node *v = var_of(c, e->local->tok);
    if (!v || v->kind != ND_VAR || !v->init || v->init->kind == ND_INIT_LIST ||
        v->assign_tok < 0 || !tok_is(tok(c, v->assign_tok), "=") || !v->spec ||
        !int_type(c, v->spec->type.begin, v->spec->type.end))
        return NULL;
    for (int i = v->begin; i < v->assign_tok; i++)
        if (tok_is(tok(c, i), "*") || tok_is(tok(c, i), "&") || tok_is(tok(c, i), "["))
            return NULL;
    return v->init;
}

/* A value of blockIdx, blockDim and gridDim members and non-negative
 * integer literals through + and *: a non-negative integer, the same in
 * every thread. */
static bool uint_value(Ctx *c, Node *e, int depth)
{
    if (!e || depth > 8)
        return false;
    if (const_value(c, e) >= 0)
        return true;
    if (e->kind == ND_MEMBER && is_op(c, e, ".") && e->lhs && e->lhs->kind == ND_NAME &&
        !e->lhs->local && (name_is(e->lhs, "blockIdx") || name_is(e->lhs, "blockDim") ||
                           name_is(e->lhs, "gridDim")))
        return true;
    if (e->kind == ND_BINARY && (is_op(c, e, "*") || is_op(c, e, "+")))
        return uint_value(c, e->lhs, depth + 1) && uint_value(c, e->rhs, depth + 1);
    Node *init = fixed_init(c, e);
    return init && uint_value(c, init, depth + 1);
}

/* A non-negative multiple of 32 in every thread of the block, blockDim.x
 * being one: literals, blockDim.x, products with a uint_value, sums.
 * (Not negative: `x / 32` of a signed x rounds toward zero, and lanes on
 * both sides of zero would part.) */
static bool mult32(Ctx *c, Node *e, int depth)
{
    if (!e || depth > 8)
        return false;
    long k = const_value(c, e);
    if (k >= 0)
        return k % 32 == 0;
    if (e->kind == ND_CAST)
        return mult32(c, e->lhs, depth + 1);
    if (e->kind == ND_MEMBER && is_op(c, e, ".") && e->lhs && name_is(e->lhs, "blockDim") &&
        !e->lhs->local && tok_is(tok(c, e->tok + 1), "x"))
        return true;
    if (e->kind == ND_BINARY && is_op(c, e, "*"))
        return (mult32(c, e->lhs, depth + 1) && uint_value(c, e->rhs, 0)) ||
               (mult32(c, e->rhs, depth + 1) && uint_value(c, e->lhs, 0));
    if (e->kind == ND_BINARY && is_op(c, e, "+"))
        return mult32(c, e->lhs, depth + 1) && mult32(c, e->rhs, depth + 1);
    Node *init = fixed_init(c, e);
    return init && mult32(c, init, depth + 1);
}

/* threadIdx.x plus a multiple of 32: the same run of 32 values, from a
 * multiple of 32, in every warp. */
static bool warp_x(Ctx *c, Node *e, int depth)
{
    if (!e || depth > 8)
        return false;
    if (tid_member(c, e, "x"))
        return true;
    if (e->kind == ND_CAST)
        return warp_x(c, e->lhs, depth + 1);
    if (e->kind == ND_BINARY && is_op(c, e, "+"))
        return (warp_x(c, e->lhs, depth + 1) && mult32(c, e->rhs, 0)) ||
               (warp_x(c, e->rhs, depth + 1) && mult32(c, e->lhs, 0));
    Node *init = fixed_init(c, e);
    return init && warp_x(c, init, depth + 1);
}

/* A lane's number: X % 32 or X & 31, X a warp_x, or a local set to it. */
static bool lane_expr(Ctx *c, Node *e, int depth)
{
    if (!e || depth > 8)
        return false;
    if (e->kind == ND_CAST)
        return lane_expr(c, e->lhs, depth + 1);
    if (e->kind == ND_BINARY && ((is_op(c, e, "%") && const_value(c, e->rhs) == 32) ||
                                 (is_op(c, e, "&") && e->rhs && e->rhs->kind == ND_NUM &&
                                  const_value(c, e->rhs) == 31)))
        return warp_x(c, e->lhs, 0);
    Node *init = fixed_init(c, e);
    return init && lane_expr(c, init, depth + 1);
}

/* Is e free of effects and the same in every lane of a warp: uniform
 * values, threadIdx.y and .z, a warp_x divided by a multiple of 32 (or
 * shifted by 5 or more), locals set to such values, what is computed from
 * them (memory reads too: the caller decides whether they stay). */
static bool warp_same(Ctx *c, Node *e, int depth)
{
    if (depth > 8)
        return false;
    for (; e; e = e->next) {
        long k;
        if (tid_member(c, e, "y") || tid_member(c, e, "z"))
            continue;
        if (e->kind == ND_BINARY && (is_op(c, e, "/") || is_op(c, e, ">>")) &&
            (k = const_value(c, e->rhs)) > 0 &&
            (is_op(c, e, "/") ? k % 32 == 0 && (k & (k - 1)) == 0 : k >= 5 && k < 32) &&
            warp_x(c, e->lhs, 0))
            continue;
        Node *init;
        switch (e->kind) {
        case ND_NAME: {
            Node *next = e->next;
            e->next = NULL;
            bool ok = pure(c, e, P_MEMORY, NULL);
            e->next = next;
            if (ok)
                continue;
        }
            init = fixed_init(c, e);
            if (!init || !warp_same(c, init, depth + 1))
                return false;
            continue;
        case ND_INDEX: case ND_BINARY: case ND_COND:
            if (!warp_same(c, e->lhs, depth) || !warp_same(c, e->rhs, depth) ||
                !warp_same(c, e->cond, depth) || !warp_same(c, e->then, depth) ||
                !warp_same(c, e->els, depth))
                return false;
            continue;
        case ND_CAST:
            if (!warp_same(c, e->lhs, depth))
                return false;
            continue;
        case ND_UNARY:
            if (is_op(c, e, "++") || is_op(c, e, "--") || is_op(c, e, "&") ||
                !warp_same(c, e->lhs, depth))
                return false;
            continue;
        case ND_MEMBER:
            if (!warp_same(c, e->lhs, depth))
                return false;
            continue;
        case ND_CALL:
            if (!is_pure_call(e->lhs) || !warp_same(c, e->args, depth))
                return false;
            continue;
        default: {
            Node *next = e->next;
            e->next = NULL;
            bool ok = pure(c, e, P_MEMORY, NULL);
            e->next = next;
            if (!ok)
                return false;
        }
        }
    }
    return true;
}

/* A declaration before such a loop in the block of the `if` around it,
 * `T v = e, ...;`: T an arithmetic type spelled out, each e warp_same
 * (memory only where the body stores nothing), v never modified.  The
 * emitter computes it once per warp, from lane 0. */
static bool warp_decl(Ctx *c, Node *d, bool stores)
{
    if (d->kind != ND_DECL || !d->body || !spelled(c, d))
        return false;
    for (Node *v = d->body; v; v = v->next) {
        if (v->kind != ND_VAR || v->tok < 0 || !v->init || v->init->kind == ND_INIT_LIST ||
            v->assign_tok < 0 || !tok_is(tok(c, v->assign_tok), "=") ||
            in_toks(&c->mod, v->tok) || !warp_same(c, v->init, 0) ||
            !stable(c, v->init, !stores))
            return false;
        for (int i = v->begin; i < v->assign_tok; i++)
            if (tok_is(tok(c, i), "*") || tok_is(tok(c, i), "&") || tok_is(tok(c, i), "["))
                return false;
    }
    for (int i = d->spec->type.begin; i < d->spec->type.end; i++)
        if (tok_is(tok(c, i), "*") || tok_is(tok(c, i), "&") || tok_is(tok(c, i), "["))
            return false;
    return true;
}

/* Are tokens [from, to) an integer type of at least 32 bits, spelled
 * out (a counter the chunks compute as i0 + l, as its steps would)? */
static bool int_type(Ctx *c, int from, int to)
{
    static const char *const words[] = {"const", "volatile", "int", "unsigned", "signed", "long",
                                        "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "int32_t",
                                        "uint32_t", "int64_t", "uint64_t", "std", "::"};
    bool any = false;
    for (int i = from; i < to; i++) {
        bool ok = false;
        for (size_t k = 0; k < sizeof words / sizeof *words && !ok; k++)
            ok = tok_is(tok(c, i), words[k]);
        if (!ok)
            return false;
        any = any || (!tok_is(tok(c, i), "const") && !tok_is(tok(c, i), "volatile"));
    }
    return any;
}

/* The loop of a warp's lanes (the comment above): i = A + lane or lane
 * + A, A warp_same, U warp_same, step 32; `stores`: the body writes
 * memory, which A and U must then not read. */
static bool warp_stride(Ctx *c, Node *s, bool stores)
{
    Node *v = s->init->body, *init = v->init, *inc = s->inc;
    while (init->kind == ND_CAST)
        init = init->lhs;
    bool start = lane_expr(c, init, 0);
    if (!start && init->kind == ND_BINARY && is_op(c, init, "+")) {
        Node *a = init->lhs, *b = init->rhs, *cut = a->next;
        a->next = NULL;
        start = (lane_expr(c, a, 0) && warp_same(c, b, 0)) ||
                (lane_expr(c, b, 0) && warp_same(c, a, 0));
        a->next = cut;
    }
    return start && int_type(c, s->init->spec->type.begin, s->init->spec->type.end) &&
           stable(c, v->init, !stores) && inc->kind == ND_ASSIGN &&
           const_value(c, inc->rhs) == 32 && warp_same(c, s->cond->rhs, 0) &&
           stable(c, s->cond->rhs, !stores);
}

/* s is `for (T i = E; i < U; i += W) body`, or `if (c) such-a-loop`,
 * that can run in lockstep: returns the loop, else NULL.  *warp: it is
 * a loop of a warp's lanes instead (above). */
static Node *stride_loop(Ctx *c, Node *s, bool *warp)
{
    if (s->kind == ND_IF) {
        if (s->els || s->init || !s->cond || s->cond->kind == ND_DECL || !stable(c, s->cond, true))
            return NULL;
        Node *f = s->then, *decls = NULL;
        if (f && f->kind == ND_BLOCK && f->body) {
            decls = f->body;
            for (f = f->body; f->next; f = f->next)
                ;
            if (decls == f)
                decls = NULL;
        }
        if (!f || f->kind != ND_FOR || !stride_loop(c, f, warp))
            return NULL;
        if (decls && !*warp)
            return NULL;
        if (*warp) {    /* the lanes take the loop together: c is the warp's */
            bool stores = false;
            walk1(c, f->body, find_store, &stores);
            if (!warp_same(c, s->cond, 0) || !stable(c, s->cond, !stores))
                return NULL;
            for (Node *d = decls; d && d != f; d = d->next)
                if (!warp_decl(c, d, stores))
                    return NULL;
        }
        return f;
    }
    *warp = false;
    if (s->kind != ND_FOR || !s->init || s->init->kind != ND_DECL || !s->cond || !s->inc ||
        !s->body)
        return NULL;
    Node *v = s->init->body;
    if (!v || v->next || v->kind != ND_VAR || v->tok < 0 || !v->init ||
        v->init->kind == ND_INIT_LIST || v->assign_tok < 0 || !tok_is(tok(c, v->assign_tok), "="))
        return NULL;
    /* the condition: i < U or i <= U */
    Node *cond = s->cond;
    if (cond->kind != ND_BINARY || !(is_op(c, cond, "<") || is_op(c, cond, "<=")) || !cond->lhs ||
        cond->lhs->kind != ND_NAME || !cond->lhs->local || cond->lhs->local->tok != v->tok ||
        names_local(cond->rhs, v->tok) || !stable(c, cond->rhs, true))
        return NULL;
    /* the step: i += W, ++i or i++ */
    Node *inc = s->inc;
    bool by_one = (inc->kind == ND_POSTFIX || inc->kind == ND_UNARY) && is_op(c, inc, "++");
    if (!(by_one || (inc->kind == ND_ASSIGN && is_op(c, inc, "+="))) || !inc->lhs ||
        inc->lhs->kind != ND_NAME || !inc->lhs->local || inc->lhs->local->tok != v->tok)
        return NULL;
    if (!by_one && (names_local(inc->rhs, v->tok) || !stable(c, inc->rhs, false)))
        return NULL;
    /* i changes only there */
    for (int i = 0; i < c->nmods; i++)
        if (c->mods[i] == v->tok && c->mod_at[i] != inc)
            return NULL;
    /* a start of the thread's own: else the uniform loops above */
    bool stores = false;
    Effects fx = {!check_jumps(s->body, 0), NULL};
    walk1(c, s->body, find_store, &stores);
    walk1(c, s->body, stride_effect, &fx);
    if (fx.bad || pure(c, v->init, P_MEMORY, NULL) || !stable(c, v->init, !stores))
        return NULL;
    /* Only where the thread loop then vectorises: E is a uniform value
     * plus threadIdx.x, U and W are uniform, T is spelled out.  Each row of
     * threads then has i = i0 + x, which the piece computes from a signed
     * counter (gcc 12 does not vectorise through the conversion of
     * threadIdx.x's unsigned arithmetic to int), and the row takes part
     * in iteration k exactly when its thread x = 0 does.  The general
     * case, an `any` flag set in the loop, measured slower than the loop
     * run thread after thread. */
    if (unit_x(c, v->init, P_MEMORY, NULL, NULL) != 1 || !pure(c, cond->rhs, P_MEMORY, NULL) ||
        (!by_one && !pure(c, inc->rhs, 0, NULL))) {
        if (by_one || !warp_stride(c, s, stores))
            return NULL;
        *warp = true;
    }
    if (!spelled(c, s->init))
        return NULL;
    for (int i = s->init->spec->type.end; i < v->tok; i++)
        if (tok_is(tok(c, i), "*") || tok_is(tok(c, i), "&") || tok_is(tok(c, i), "["))
            return NULL;        /* an integer, not a pointer: i = start + (T)x */
    return s;
}

/* `if (c) break;` or `continue;` (braced or not, no else), c uniform and
 * reading no memory: where the split list has it, it leaves or continues
 * the loop of the enclosing control as one statement run once per block
 * (a tile loop's `if (tile >= ntiles) break;`). */
static bool uniform_jump(Ctx *c, Node *s)
{
    if (s->kind != ND_IF || s->els || s->init || !s->cond || s->cond->kind == ND_DECL ||
        !pure(c, s->cond, 0, NULL))
        return false;
    Node *t = s->then;
    if (t && t->kind == ND_BLOCK && t->body && !t->body->next)
        t = t->body;
    return t && (t->kind == ND_BREAK || t->kind == ND_CONTINUE);
}

/* ---- uniform statements without waits ---------------------------------------------
 * `for (i = 2; i <= N; i = 2 * i) if (nf >= i) df = i;` (a divisibility
 * factor from kernel arguments, before a loop of barriers counted by df):
 * an if or for without waits whose conditions are the same in every
 * thread, whose only statements are updates of uniform locals by uniform
 * values (update statements of the candidates, find_candidates) and whose
 * for loops count with their own variables computes the same in every
 * thread: it runs once per block where it stands (RI_SCALAR), and what it
 * updates stays uniform. */

/* The values of a for statement's init or inc (declarations' and
 * assignments' right-hand sides) read no memory: uniform_for_as allows
 * reads, which a statement run once per block must not make (a block
 * whose threads all returned runs it still). */
static bool no_reads(Ctx *c, Node *e, const Toks *known)
{
    if (!e)
        return true;
    if (e->kind == ND_DECL) {
        for (Node *v = e->body; v; v = v->next)
            if (v->init && !pure(c, v->init, 0, known))
                return false;
        return true;
    }
    Node *xs[COMMA_MAX];
    int nx = comma_list(e, xs);
    if (nx < 0)
        return false;
    for (int k = 0; k < nx; k++) {
        Node *x = xs[k];
        if (x->kind == ND_ASSIGN && !pure(c, x->rhs, 0, known))
            return false;
    }
    return true;
}

/* Is s such a statement?  `known`: the enclosing loops' variables. */
static bool uniform_stmt(Ctx *c, Node *s, Toks *known)
{
    switch (s->kind) {
    case ND_BLOCK:
        for (Node *b = s->body; b; b = b->next)
            if (!uniform_stmt(c, b, known))
                return false;
        return true;
    case ND_NULL:
        return true;
    case ND_EXPR_STMT: {
        int t = update_target(c, s);
        Node *e = s->lhs;
        return t >= 0 && in_toks(&c->cand, t) && in_toks(&c->uniform, t) &&
               (e->kind != ND_ASSIGN || pure(c, e->rhs, 0, known));
    }
    case ND_IF:
        return !s->init && s->cond && s->cond->kind != ND_DECL && pure(c, s->cond, 0, known) &&
               uniform_stmt(c, s->then, known) && (!s->els || uniform_stmt(c, s->els, known));
    case ND_FOR: {
        /* its variables: declared by init, or counters declared ahead it
         * assigns; uniform_for_as checks the rest, and marks them uniform */
        Toks inner = {0};
        for (int i = 0; known && i < known->n; i++)
            add_tok(&inner, known->v[i]);
        if (s->init && s->init->kind == ND_DECL) {
            for (Node *v = s->init->body; v; v = v->next)
                add_tok(&inner, v->tok);
        } else {
            Node *xs[COMMA_MAX];
            int nx = comma_list(s->init, xs);
            for (int k = 0; k < nx; k++) {
                Node *x = xs[k];
                if (x->kind == ND_ASSIGN && x->lhs && x->lhs->kind == ND_NAME && x->lhs->local)
                    add_tok(&inner, x->lhs->local->tok);
            }
        }
        bool ok = s->body && s->cond && pure(c, s->cond, 0, &inner) && no_reads(c, s->init, &inner) &&
                  no_reads(c, s->inc, &inner) && uniform_stmt(c, s->body, &inner) &&
                  uniform_for_as(c, s, true);
        if (ok)
            counters_leave(c, s);   /* uniform in the statement only (it runs once) */
        free(inner.v);
        return ok;
    }
    default:
        return false;
    }
}

/* uniform_stmt, leaving the uniform set as it was when the statement is
 * not one (an inner loop passes before an outer one fails) */
static bool uniform_whole(Ctx *c, Node *s)
{
    Toks keep = {0};
    for (int i = 0; i < c->uniform.n; i++)
        PUSH(keep.v, keep.n, c->uniform.v[i]);
    bool ok = uniform_stmt(c, s, NULL);
    if (!ok) {
        free(c->uniform.v);
        c->uniform = keep;
    } else {
        free(keep.v);
    }
    return ok;
}

/* `if (c) { ... __syncthreads(); ... }`, c the thread's own, as the
 * kernel's last statement, no else (tutorials guard a whole tiled kernel
 * so: `if (row < n && col < n)`): a thread that fails c has nothing left
 * to run, as if it had returned, and a barrier waits only for the threads
 * that have not (fibers count them so, src/rt/barrier.c).  Its pieces
 * then run predicated, as those of a collective's `if`. */
static bool tail_if(Ctx *c, const Node *first, const Node *s)
{
    /* c->top is NULL in a device function; the kernel's own list is
     * outside every loop and predicate */
    return c->top && first == c->top && !s->next && !s->els;
}

static RList *split_list(Ctx *c, Node *first)
{
    RList *L = calloc(1, sizeof *L);
    Run r = {.tail = &L->items};
    for (Node *s = first; s && !c->why; s = s->next) {
        Node *call, *f;
        bool warp;
        if (is_barrier_stmt(c, s)) {
            add_tok(&c->waits, barrier_name_tok(s->lhs));
            flush(c, &r);
            r.barrier = r.tail;
        } else if ((call = lone_collective(c, s))) {
            RItem *it = new_item(c, RI_COLLECTIVE);
            const Coll *k = coll_at(c, call);
            it->stmt = s;
            it->call = call;
            it->predicated = c->pred_depth > 0;
            if (k) {
                it->op = k->op;
                it->shape = k->shape;
                it->tile = !coll_of(call);
                if (it->tile) {
                    it->tile_b = tile_size_tok(c, call->lhs->lhs->local->tok);
                    it->tile_e = it->tile_b + 1;
                }
                /* (a reduction's signedness comes from its call, which
                 * names the thread's locals: not at the step) */
                it->uniform_args = k->shape != RC_BLOCK && k->shape != RC_REDUCE;
                if (it->tile && !simt_tile_whole(c->tu, it))
                    it->uniform_args = false;   /* each tile's own mask */
                for (int i = 0; i < 4; i++) {
                    Node *a = (Node *)simt_coll_arg(it, i);
                    if (i == 1 || !a)
                        continue;
                    Node *next = a->next;
                    a->next = NULL;     /* this argument alone */
                    if (!pure(c, a, 0, NULL))
                        it->uniform_args = false;
                    a->next = next;
                }
            } else {
                it->shape = RC_CALL;
                it->fn_plan = fn_plan_for(c, call, it);
                if (!it->fn_plan)
                    break;
            }
            feed_piece(c, &r, it);
            append_item(&r, it);
            PUSH(c->plan->colls, c->plan->ncolls, it);
            add_tok(&c->waits, simt_call_name_tok(call));
            PUSH(r.stmts, r.nstmts, s);     /* starts the next piece */
        } else if (contains_sync(c, s)) {
            if (s->kind == ND_IF && (!waits_in(c, s).barriers || tail_if(c, first, s)) && !s->init &&
                s->cond && s->cond->kind != ND_DECL && !pure(c, s->cond, P_MEMORY, NULL)) {
                /* warp collectives under a condition of the thread; or
                 * barriers too, in the kernel's last statement */
                RItem *it = new_item(c, RI_CONTROL);
                it->stmt = s;
                it->pred = true;
                find_low(c, it, s->cond);
                feed_piece(c, &r, it);
                append_item(&r, it);
                c->pred_depth++;
                it->body = split_body(c, s->then);
                if (s->els)
                    it->els = split_body(c, s->els);
                c->pred_depth--;
            } else {
                flush(c, &r);
                append_item(&r, control(c, s));
            }
        } else if (c->pred_depth == 0 && (f = stride_loop(c, s, &warp))) {
            /* control over one piece, its body (the comment above) */
            flush(c, &r);
            RItem *it = new_item(c, RI_CONTROL), *p = new_item(c, RI_PIECE);
            it->stmt = p->stmt = s;
            it->stride = p->stride = f;
            it->stride_warp = p->stride_warp = warp;
            if (f->body->kind == ND_BLOCK) {
                for (Node *b = f->body->body; b; b = b->next)
                    PUSH(p->stmts, p->nstmts, b);
            } else {
                PUSH(p->stmts, p->nstmts, f->body);
            }
            it->body = calloc(1, sizeof *it->body);
            it->body->items = p;
            PUSH(c->plan->pieces, c->plan->npieces, p);
            append_item(&r, it);
        } else if (interchangeable(c, s) && uniform_for(c, s)) {
            flush(c, &r);
            RItem *it = new_item(c, RI_CONTROL);
            it->stmt = s;
            it->body = split_body(c, s->body);
            append_item(&r, it);
        } else if (c->pred_depth == 0 && update_target(c, s) >= 0 &&
                   in_toks(&c->cand, update_target(c, s)) &&
                   in_toks(&c->uniform, update_target(c, s))) {
            /* runs once per block, where it stands */
            Node *e = s->lhs;
            if (e->kind == ND_ASSIGN && !pure(c, e->rhs, c->returns ? 0 : P_MEMORY, NULL))
                demote(c, update_target(c, s));
            flush(c, &r);
            RItem *it = new_item(c, RI_SCALAR);
            it->stmt = s;
            append_item(&r, it);
        } else if (c->pred_depth == 0 && (s->kind == ND_IF || s->kind == ND_FOR) &&
                   !contains_sync(c, s) && uniform_whole(c, s)) {
            flush(c, &r);
            RItem *it = new_item(c, RI_SCALAR);
            it->stmt = s;
            append_item(&r, it);
        } else if (c->pred_depth == 0 && c->loop_depth > 0 && uniform_jump(c, s)) {
            flush(c, &r);
            RItem *it = new_item(c, RI_SCALAR);
            it->stmt = s;
            append_item(&r, it);
        } else if (!spells_run_local(c, &r, s) && is_scalar_stmt(c, s)) {
            if (shadows_run_name(c, &r, s))
                flush(c, &r);   /* after the statements before it, as written */
            PUSH(r.scalars, r.nscalars, s);
        } else {
            PUSH(r.stmts, r.nstmts, s);
        }
    }
    flush(c, &r);
    /* where the source has block barriers, for racecheck (emit_list) */
    L->barrier_end = r.barrier == r.tail;
    for (RItem *it = L->items; it; it = it->next)
        if (it->kind == RI_PIECE)
            it->fenced = it->barrier_before && (it->next ? it->next->barrier_before : L->barrier_end);
    return L;
}

/* ---- what pieces share ---------------------------------------------------------- */

static void collect_ref(Ctx *c, Node *n, void *arg)
{
    if (n->kind == ND_NAME && n->local && n->local->kind == LV_VAR)
        add_tok(arg, n->local->tok);
}

static bool check_jumps(Node *n, int depth)
{
    for (; n; n = n->next) {
        if ((n->kind == ND_BREAK || n->kind == ND_CONTINUE) && depth == 0)
            return false;
        int d = depth + (n->kind == ND_FOR || n->kind == ND_WHILE || n->kind == ND_DO ||
                         n->kind == ND_RANGE_FOR || n->kind == ND_SWITCH);
        if (!check_jumps(n->then, d) || !check_jumps(n->els, d) || !check_jumps(n->body, d))
            return false;
    }
    return true;
}

/* Does a call of callee possibly read the worker's threadIdx: a function
 * of the user's, of the runtime's (cucc__*), assert's and __trap's, or
 * one that cannot be named? */
static bool reads_tls(Node *callee)
{
    if (!callee || callee->kind != ND_NAME || !callee->name || callee->local)
        return true;
    const char *s = callee->name->str;
    if (!strncmp(s, "cucc__", 6) || !strcmp(s, "__assert_fail") || !strcmp(s, "__trap") ||
        !strcmp(s, "__brkpt") || !strcmp(s, "__assertfail"))
        return true;
    /* mma.h: an accumulator's elements are the lane's */
    if (!strcmp(s, "load_matrix_sync") || !strcmp(s, "store_matrix_sync") || !strcmp(s, "mma_sync"))
        return true;
    bool found = false;
    for (DeclRef *r = callee->name->decls; r; r = r->next) {
        if (!r->decl->in_system)
            return true;
        found = true;
    }
    return !found;
}

/* Is call the call of a collective (which the piece after it reads as
 * its result: the piece does not make the call)? */
static bool is_coll_call(Ctx *c, const Node *call)
{
    for (int i = 0; i < c->plan->ncolls; i++)
        if (c->plan->colls[i]->call == call)
            return true;
    return false;
}

static void find_tls(Ctx *c, Node *n, void *arg)
{
    if ((n->kind == ND_CALL && reads_tls(n->lhs) && !is_coll_call(c, n)) || n->kind == ND_NEW || n->kind == ND_DELETE ||
        n->kind == ND_LAUNCH || n->kind == ND_THROW)
        *(bool *)arg = true;
}

static const char *const atomics[] = {
    "atomicAdd", "atomicSub", "atomicExch", "atomicMin", "atomicMax", "atomicInc",
    "atomicDec", "atomicAnd", "atomicOr", "atomicXor", "atomicCAS",
};

bool simt_cuda_atomic(const char *s)
{
    for (size_t i = 0; i < sizeof atomics / sizeof *atomics; i++) {
        size_t len = strlen(atomics[i]);
        if (!strncmp(s, atomics[i], len) &&
            (!s[len] || !strcmp(s + len, "_block") || !strcmp(s + len, "_system")))
            return true;
    }
    return false;
}

/* atomicX, atomicX_block, atomicX_system with the address of (an element
 * of) a __shared__ variable first. */
static void find_blk_atomic(Ctx *c, Node *n, void *arg)
{
    if (n->kind != ND_CALL || !n->lhs || n->lhs->kind != ND_NAME || n->lhs->qualified ||
        n->lhs->local || !n->lhs->name || !n->args)
        return;
    bool known = simt_cuda_atomic(n->lhs->name->str);
    Node *a = n->args;
    if (!known || a->kind != ND_UNARY || !is_op(c, a, "&"))
        return;
    Node *e = a->lhs;
    while (e && (e->kind == ND_INDEX || (e->kind == ND_MEMBER && is_op(c, e, "."))))
        e = e->lhs;
    Node *v = e && e->kind == ND_NAME && e->local ? var_of(c, e->local->tok) : NULL;
    if (v && v->spec && (v->spec->cuda & CU_SHARED))
        PUSH(c->plan->blk_atomics, c->plan->nblk_atomics, n);
}

static void collect_return(Ctx *c, Node *n, void *arg)
{
    if (n->kind == ND_RETURN)
        PUSH(c->plan->returns, c->plan->nreturns, n);
}

/* A declaration statement at the top of a piece, and who declares it. */
/* ---- locals without a value on entry to any piece ---------------------------
 * C89-style code declares its temporaries at the top (`fp r2, u2;`) and
 * assigns each before reading it wherever it is used.  Such a local,
 * declared without a value, that every piece naming it assigns before
 * it reads it (no upward-exposed use), carries nothing from one piece to
 * another: each piece repeats its declaration instead of keeping a
 * context variable, whose local copy the piece must write back (the
 * value then stays live through the piece's loops: rodinia's lavaMD
 * kept a dozen doubles in stack slots across its exp() calls). */

typedef struct Refs {
    int tok, n;
    const struct Def *def;  /* reads of these fields (v.f) do not count */
} Refs;

/* What a piece has assigned of local t so far: all of it, or fields of it
 * (`d.x = ...`: C89 code fills its vector temporaries field by field). */
typedef struct Def {
    bool all;
    const Name *fields[8];
    int n;
} Def;

static bool field_defined(const Def *d, const Name *f)
{
    for (int i = 0; d && i < d->n; i++)
        if (d->fields[i] == f)
            return true;
    return false;
}

static bool names_t(const Node *n, int t)
{
    return n && n->kind == ND_NAME && n->local && n->local->tok == t;
}

/* `v.f` of local t, f a plain name: f's Name, else NULL. */
static const Name *field_of(Ctx *c, const Node *n, int t)
{
    if (!n || n->kind != ND_MEMBER || !is_op(c, (Node *)n, ".") || !names_t(n->lhs, t) || !n->rhs ||
        n->rhs->kind != ND_NAME || !n->rhs->name)
        return NULL;
    return n->rhs->name;
}

static void walk_refs(Ctx *c, Node *n, Refs *r);

static void walk_refs(Ctx *c, Node *n, Refs *r)
{
    for (; n; n = n->next) {
        const Name *f = field_of(c, n, r->tok);
        if (f && field_defined(r->def, f))
            continue;   /* a read of a field the piece assigned */
        r->n += names_t(n, r->tok);
        Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc,
                        n->body, n->args, n->config, n->targs, n->type.exprs};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            walk_refs(c, kids[i], r);
    }
}

/* Mentions of local t in n (alone), but reads of fields def holds. */
static int refs_in(Ctx *c, Node *n, int t, const Def *def)
{
    if (!n)
        return 0;
    Refs r = {t, 0, def};
    Node *next = n->next;
    n->next = NULL;
    walk_refs(c, n, &r);
    n->next = next;
    return r.n;
}

static bool dead_on_entry(Ctx *c, Node *s, int t, Def *def);

/* A nested statement from state `in`; what it leaves on every path (its
 * own assignments only where `keeps`) goes to *out. */
static bool dead_nested(Ctx *c, Node *s, int t, const Def *in, Def *out, bool keeps)
{
    Def d = *in;
    if (!dead_on_entry(c, s, t, &d))
        return false;
    if (keeps)
        *out = d;
    return true;
}

/* The meet of two branches' states. */
static Def def_meet(const Def *a, const Def *b)
{
    if (a->all)
        return *b;
    if (b->all)
        return *a;
    Def m = {false, {0}, 0};
    for (int i = 0; i < a->n; i++)
        if (field_defined(b, a->fields[i]))
            m.fields[m.n++] = a->fields[i];
    return m;
}

/* Statement s (alone), with `*def`: what of local t every path so far
 * assigned.  Returns false when s may read t before assigning it. */
static bool dead_on_entry(Ctx *c, Node *s, int t, Def *def)
{
    if (!s || def->all)
        return true;    /* whatever s does, the value is the piece's own */
    switch (s->kind) {
    case ND_BLOCK:
        for (Node *k = s->body; k; k = k->next)
            if (!dead_on_entry(c, k, t, def))
                return false;
        return true;
    case ND_EXPR_STMT: {
        Node *e = s->lhs;
        if (e && e->kind == ND_ASSIGN && is_op(c, e, "=") && names_t(e->lhs, t)) {
            if (refs_in(c, e->rhs, t, def))
                return false;
            def->all = true;
            return true;
        }
        const Name *f = e && e->kind == ND_ASSIGN && is_op(c, e, "=") ? field_of(c, e->lhs, t) : NULL;
        if (f) {
            if (refs_in(c, e->rhs, t, def))
                return false;
            if (!field_defined(def, f) && def->n < 8)
                def->fields[def->n++] = f;
            return true;
        }
        return refs_in(c, s, t, def) == 0;
    }
    case ND_DECL:
        for (Node *v = s->body; v; v = v->next)
            if (v->tok != t && refs_in(c, v, t, def))
                return false;
        return true;
    case ND_IF: {
        Def a = *def, b = *def;
        if (s->init || refs_in(c, s->cond, t, def) || !dead_nested(c, s->then, t, def, &a, true) ||
            !dead_nested(c, s->els, t, def, &b, true))
            return false;
        if (s->els)
            *def = def_meet(&a, &b);
        return true;
    }
    case ND_FOR: {
        if (s->init && s->init->kind == ND_DECL) {
            if (!dead_on_entry(c, s->init, t, def))
                return false;
        } else if (s->init && refs_in(c, s->init, t, def)) {
            return false;
        }
        Def inner;     /* (inc: as before the body, which may `continue`) */
        return !refs_in(c, s->cond, t, def) && dead_nested(c, s->body, t, def, &inner, false) &&
               !refs_in(c, s->inc, t, def);
    }
    case ND_WHILE: {
        Def inner;
        return !refs_in(c, s->cond, t, def) && dead_nested(c, s->body, t, def, &inner, false);
    }
    case ND_DO: {
        Def inner;     /* (the condition: as before, the body may `continue`) */
        return dead_nested(c, s->body, t, def, &inner, false) && !refs_in(c, s->cond, t, def);
    }
    case ND_BREAK: case ND_CONTINUE: case ND_NULL:
        return true;
    default:
        return refs_in(c, s, t, def) == 0;
    }
}

/* Does the declaration decl give its variables no value, and does every
 * piece that names one of them assign it before reading it, the pieces'
 * statements holding all its mentions? */
static bool piece_temporaries(Ctx *c, Node *decl)
{
    RegionPlan *P = c->plan;
    if (!decl->spec || decl->spec->is_static || decl->spec->is_extern || decl->spec->is_typedef ||
        decl->spec->cuda)
        return false;
    for (int i = decl->spec->type.begin; i < decl->spec->type.end; i++)
        if (tok_is(tok(c, i), "auto") || tok_is(tok(c, i), "decltype"))
            return false;
    for (Node *v = decl->body; v; v = v->next) {
        if (v->kind != ND_VAR || v->tok < 0 || v->init || v->assign_tok >= 0 ||
            v->begin != v->tok || v->end != v->tok + 1 || in_toks(&c->uniform, v->tok) ||
            in_toks(&c->counters, v->tok))
            return false;
        int in_pieces = 0;
        for (int i = 0; i < P->npieces; i++) {
            RItem *p = P->pieces[i];
            int here = 0;
            for (int k = 0; k < p->nstmts; k++)
                here += refs_in(c, p->stmts[k], v->tok, NULL);
            if (!here)
                continue;
            in_pieces += here;
            Def def = {false, {0}, 0};
            for (int k = 0; k < p->nstmts; k++)
                if (!dead_on_entry(c, p->stmts[k], v->tok, &def))
                    return false;
        }
        if (in_pieces != refs_in(c, c->d->ast, v->tok, NULL))
            return false;   /* named by a control, a collective or a uniform statement */
    }
    return true;
}

/* ---- repeated declarations whose inputs change ---------------------------
 * A declaration repeated in a later piece computes its value again from
 * its inputs there; a uniform local among them that changes in between
 * (`stride >>= 1;`, the increment of `for (; stride > 0; stride >>= 1)`)
 * would give another value.  Inputs may change only as the increment of
 * a for statement whose body holds the declaration: the declaration runs
 * again each iteration, before the pieces of that iteration use it. */

static bool within(const Node *inner, const Node *outer)
{
    return inner && outer && inner->begin >= outer->begin && inner->end <= outer->end;
}

/* Modifications in a for statement's increment: mod_for of each. */
static void note_inc(Ctx *c, Node *n, void *arg)
{
    Node *f = arg;
    for (int i = 0; i < c->nmods; i++)
        if (c->mod_at[i] == n)
            c->mod_for[i] = f;
}

static void find_incs(Ctx *c, Node *n, void *arg)
{
    if (n->kind == ND_FOR && n->inc)
        walk(c, n->inc, note_inc, n);
}

static void input_changes(Ctx *c, Node *n, void *arg)
{
    const Node *decl = ((const Node **)arg)[0];
    bool *bad = ((bool **)arg)[1];
    if (*bad || n->kind != ND_NAME || !n->local || !in_toks(&c->mod, n->local->tok))
        return;
    if (!c->mod_for) {
        c->mod_for = calloc((size_t)c->nmods + 1, sizeof *c->mod_for);
        walk1(c, c->d->ast, find_incs, NULL);
    }
    /* (statements have their token ranges; expressions not all) */
    for (int i = 0; i < c->nmods && !*bad; i++)
        *bad = c->mods[i] == n->local->tok && !within(decl, c->mod_for[i] ? c->mod_for[i]->body : NULL);
}

/* Does token range [from, to) hold one of the n words? */
static bool has_word(Ctx *c, int from, int to, const char *const *words, size_t n)
{
    for (int i = from; i < to; i++)
        for (size_t w = 0; w < n; w++)
            if (tok_is(tok(c, i), words[w]))
                return true;
    return false;
}

/* Does a declaration read a name that another local of the function
 * declares too (`int m = n * tx, n = blockDim.x;`: m's n is the
 * parameter)?  Repeated in a later piece, inside the other's scope, it
 * would read that one.  Or name locals under sizeof, decltype and the
 * like, which the repeat may not have (the thread's own, declared beside
 * it)? */
static bool inputs_shadowed(Ctx *c, Node *decl)
{
    static const char *const unevaluated[] = {"sizeof", "decltype", "alignof", "typeid", "typeof",
                                              "__typeof__", "__alignof__", "noexcept"};
    const size_t nw = sizeof unevaluated / sizeof *unevaluated;
    if (has_word(c, decl->begin, decl->end, unevaluated, nw) ||
        has_word(c, decl->spec_from, decl->spec_to, unevaluated, nw))
        return true;
    for (Node *v = decl->body; v; v = v->next)
        for (int i = 0; v->init && i < c->nvars; i++)
            if (c->vars[i]->tok >= 0 &&
                uses_name(c, v->init, name_at(c->vars[i]->tok), c->vars[i]->tok))
                return true;
    return false;
}

static bool inputs_stay(Ctx *c, Node *decl)
{
    bool bad = false;
    const void *arg[] = {decl, &bad};
    for (Node *v = decl->body; v && !bad; v = v->next)
        if (v->init)
            walk1(c, v->init, input_changes, arg);
    return !bad;
}

typedef struct Owned {
    Node *decl;
    RItem *piece;
    bool shared;            /* another piece names one of its variables */
    bool remat;             /* ... and may repeat it */
    Toks refs;              /* locals its initialisers name */
} Owned;

static bool declares(Node *decl, int t)
{
    for (Node *v = decl->body; v; v = v->next)
        if (v->tok == t)
            return true;
    return false;
}

/* A declaration of a 32- or 64-bit integer type: a row variable of it
 * grows with threadIdx.x without wrapping (a char one would at 256). */
static bool wide_int_decl(Ctx *c, const Node *decl)
{
    static const char *const words[] = {
        "const", "signed", "unsigned", "int", "long", "size_t", "ptrdiff_t", "int32_t", "uint32_t",
        "int64_t", "uint64_t",
    };
    return decl->spec->type.end > decl->spec->type.begin &&
           only_words(c, decl->spec->type.begin, decl->spec->type.end, words, sizeof words / sizeof *words);
}

/* Row variables (RItem.rows): `T v = R + threadIdx.x;` with v a plain
 * name and R free of memory and of the thread's own values but
 * threadIdx.y and .z.  The piece computes R once per row of threads and v
 * from a signed counter, the form gcc 12 vectorises (it does not see
 * through the conversion of threadIdx.x's unsigned arithmetic to int).
 * An earlier row variable of the piece, never modified, may stand for
 * threadIdx.x (`int tx = threadIdx.x; int x = blockIdx.x * 16 + tx;`:
 * x's R is computed from tx's).  Not a context variable's declaration:
 * that one is rewritten anyway. */
static void find_rows(Ctx *c, RItem *p, Node *decl)
{
    if (decl->kind != ND_DECL || !decl->spec || decl->spec->is_static || !spelled(c, decl))
        return;
    for (int i = 0; i < c->plan->nctx_decls; i++)
        if (c->plan->ctx_decls[i] == decl)
            return;
    Toks rows = {0};
    for (int i = 0; i < p->nrows; i++)
        if (!in_toks(&c->mod, p->rows[i]->tok) && wide_int_decl(c, p->row_decls[i]))
            add_tok(&rows, p->rows[i]->tok);
    for (Node *v = decl->body; v; v = v->next)
        if (v->kind == ND_VAR && v->tok >= 0 && v->begin == v->tok && v->init &&
            v->assign_tok == v->tok + 1 && tok_is(tok(c, v->assign_tok), "=") &&
            v->init->kind != ND_INIT_LIST && unit_x(c, v->init, 0, &rows, NULL) == 1) {
            p->row_decls = realloc(p->row_decls, sizeof *p->row_decls * (size_t)(p->nrows + 1));
            p->row_decls[p->nrows] = decl;
            PUSH(p->rows, p->nrows, v);
            if (!in_toks(&c->mod, v->tok) && wide_int_decl(c, decl))
                add_tok(&rows, v->tok);
        }
    free(rows.v);
}

static void note_rows(Ctx *c, Node *n, void *arg)
{
    if (n->kind == ND_DECL)
        find_rows(c, arg, n);
}

/* A declaration of arithmetic locals only (its initialisers run twice
 * under a guard: no constructor may show that). */
static bool arithmetic_decl(Ctx *c, const Node *decl)
{
    static const char *const words[] = {
        "const", "signed", "unsigned", "char", "short", "int", "long", "float", "double",
        "bool", "size_t", "ptrdiff_t", "int32_t", "uint32_t", "int64_t", "uint64_t", "auto",
    };
    return only_words(c, decl->spec->type.begin, decl->spec->type.end, words, sizeof words / sizeof *words);
}

/* `return;` or `{ return; }` */
static bool is_bare_return(const Node *s)
{
    if (s && s->kind == ND_BLOCK && s->body && !s->body->next)
        s = s->body;
    return s && s->kind == ND_RETURN && !s->lhs;
}

/* Comparisons <, <=, >, >= joined by &&, || and !: a test of bounds,
 * which whole rows of threads tend to pass (not `t % 3 == 0`). */
static bool bounds_test(Ctx *c, Node *e)
{
    if (e->kind == ND_UNARY && is_op(c, e, "!"))
        return bounds_test(c, e->lhs);
    if (e->kind != ND_BINARY)
        return false;
    if (is_op(c, e, "&&") || is_op(c, e, "||"))
        return bounds_test(c, e->lhs) && bounds_test(c, e->rhs);
    return is_op(c, e, "<") || is_op(c, e, "<=") || is_op(c, e, ">") || is_op(c, e, ">=");
}

/* Does every thread of a row get `want` from test e exactly when the
 * row's first and last threads do?  So when, read with want's polarity,
 * e is a conjunction of comparisons each between a growing and a flat
 * term (monotone along the row), or of flat tests, or a disjunction all
 * of whose sides but one are flat. */
static bool ends_decide(Ctx *c, Node *e, bool want, const Toks *mono, const Toks *flat)
{
    if (e->kind == ND_UNARY && is_op(c, e, "!"))
        return ends_decide(c, e->lhs, !want, mono, flat);
    if (unit_x(c, e, 0, mono, flat) == 0)
        return true;
    if (e->kind != ND_BINARY)
        return false;
    if (is_op(c, e, "&&") || is_op(c, e, "||")) {
        if (is_op(c, e, "&&") == want)
            return ends_decide(c, e->lhs, want, mono, flat) && ends_decide(c, e->rhs, want, mono, flat);
        if (unit_x(c, e->lhs, 0, mono, flat) == 0)
            return ends_decide(c, e->rhs, want, mono, flat);
        if (unit_x(c, e->rhs, 0, mono, flat) == 0)
            return ends_decide(c, e->lhs, want, mono, flat);
        return false;
    }
    if (!is_op(c, e, "<") && !is_op(c, e, "<=") && !is_op(c, e, ">") && !is_op(c, e, ">="))
        return false;
    int a = unit_x(c, e->lhs, 0, mono, flat), b = unit_x(c, e->rhs, 0, mono, flat);
    return (a == 1 && b == 0) || (a == 0 && b == 1);
}

/* The locals of declaration s, as unit_x sees their initialisers. */
static void shape_decl(Ctx *c, Node *s, Toks *mono, Toks *flat)
{
    for (Node *v = s->body; v; v = v->next) {
        if (v->kind != ND_VAR || v->tok < 0 || !v->init || v->assign_tok < 0 ||
            !tok_is(tok(c, v->assign_tok), "=") || v->init->kind == ND_INIT_LIST)
            continue;
        int k = unit_x(c, v->init, 0, mono, flat);
        if (k == 1)
            add_tok(mono, v->tok);
        else if (k == 0)
            add_tok(flat, v->tok);
    }
}

/* The piece's guard (RItem.guard): after declarations of arithmetic
 * locals from threadIdx and uniform values only, `if (c) return;`, or
 * `if (c) s` as its last statement, with c a test of bounds free of
 * memory reads and effects.  The emitter counts the threads of a row that pass it and,
 * when all do, runs the row without the test: what gcc vectorises without
 * masks (a guarded body it vectorises with masked loads and stores,
 * slower than scalar code on AMD's AVX-512).  Where the guard is decided
 * by the row's ends (guard_ends: `x > 0 && x < w - 1` for x growing with
 * threadIdx.x), the emitter tests those two threads only. */
static void find_guard(Ctx *c, RItem *p)
{
    if (p->stride) {    /* not under an if: its guard is the loop's alone */
        p->stride_guard = p->stmt->kind != ND_IF && !p->tls && !p->feeds && !p->predicated &&
                          !p->stride_warp;
        return;
    }
    if (c->is_fn || p->feeds || p->predicated || p->tls)
        return;
    Toks known = {0};
    for (int k = 0; k < p->nremat; k++)
        for (Node *v = p->remat[k]->body; v; v = v->next)
            add_tok(&known, v->tok);
    for (int k = 0; k < p->nstmts; k++) {
        Node *s = p->stmts[k];
        if (s->kind == ND_DECL) {
            if (!s->spec || s->spec->is_static || !arithmetic_decl(c, s) ||
                !pure_decl(c, s, P_THREAD, &known))
                break;
            for (Node *v = s->body; v; v = v->next)
                add_tok(&known, v->tok);
            continue;
        }
        if (s->kind == ND_IF && !s->els && s->cond && bounds_test(c, s->cond) &&
            pure(c, s->cond, P_THREAD, &known) &&
            (is_bare_return(s->then) || k == p->nstmts - 1)) {
            p->guard = s;
            p->guard_at = k;
            p->guard_exits = is_bare_return(s->then);
            Toks mono = {0}, flat = {0};
            for (int j = 0; j < p->nremat; j++)
                shape_decl(c, p->remat[j], &mono, &flat);
            for (int j = 0; j < k; j++)
                shape_decl(c, p->stmts[j], &mono, &flat);
            p->guard_ends = ends_decide(c, s->cond, !p->guard_exits, &mono, &flat);
            free(mono.v);
            free(flat.v);
        }
        break;
    }
    free(known.v);
}

/* ---- block-stride prefetch --------------------------------------------------------
 * A block that loads its part of an array, works on it between barriers
 * and stores its results waits on memory twice, at its first piece's loads
 * and its last piece's stores (a store that misses reads the line first),
 * with nothing else to do meanwhile: the hardware prefetchers start only
 * at the first miss.  Consecutive blocks of a worker (src/rt/sched.c, runs
 * of consecutive blocks) mostly touch bytes one stride apart, so the
 * runtime predicts them (src/rt/prefetch.c): the emitter notes, per row of
 * threads, the addresses the row's two ends would touch at each `p[i]` of
 * a pointer parameter p, and the block's entry spreads prefetches of the
 * next block's loads and of its own stores over its pieces.  The block
 * scan of `make bench`: 12.4 to 8.1 ms on 2 workers by hand (the loads
 * alone or the stores alone gained 4 % each).
 *
 * Only pieces the block runs once, outside loops, have sites.  A site is
 * one pointer parameter and way (read, or written: stored to,
 * incremented, or its address taken, as by an atomic): p[i] of the piece's
 * statements, i computed from threadIdx, uniform values, and the pure
 * arithmetic declarations that start the piece (stream_decls of them, the
 * piece's repeated declarations before them), without division (x / 0
 * traps in a thread that never ran it) or calls. */
typedef struct {
    Ctx *c;
    RegionPlan *P;
    RItem *p;
    const Toks *known;
    Node *writes[32];       /* the ND_INDEX nodes written, as the walk meets them */
    int nwrites;
} StreamScan;

static bool stream_index_ok(Ctx *c, Node *e, const Toks *known)
{
    for (; e; e = e->next) {
        switch (e->kind) {
        case ND_NUM: case ND_CHAR:
            break;
        case ND_NAME:
            if (e->local && !(is_param(c, e->local->tok) || in_toks(known, e->local->tok) ||
                              in_toks(&c->uniform, e->local->tok) ||
                              e->local->tok < c->d->params_open))
                return false;
            if (!e->local && !name_is(e, "threadIdx") && !name_is(e, "blockIdx") &&
                !name_is(e, "blockDim") && !name_is(e, "gridDim"))
                return false;
            break;
        case ND_MEMBER:
            if (!is_op(c, e, ".") || !e->lhs || e->lhs->kind != ND_NAME || e->lhs->local ||
                !(name_is(e->lhs, "threadIdx") || name_is(e->lhs, "blockIdx") ||
                  name_is(e->lhs, "blockDim") || name_is(e->lhs, "gridDim")))
                return false;
            break;
        case ND_BINARY:
            if ((is_op(c, e, "/") || is_op(c, e, "%")) &&
                (!e->rhs || e->rhs->kind != ND_NUM || strtoull(tok(c, e->rhs->tok)->text, NULL, 0) == 0))
                return false;
            /* fall through */
        case ND_COND:
            if (!stream_index_ok(c, e->lhs, known) || !stream_index_ok(c, e->rhs, known) ||
                !stream_index_ok(c, e->cond, known) || !stream_index_ok(c, e->then, known) ||
                !stream_index_ok(c, e->els, known))
                return false;
            break;
        case ND_UNARY:
            if (!(is_op(c, e, "-") || is_op(c, e, "+") || is_op(c, e, "~")) ||
                !stream_index_ok(c, e->lhs, known))
                return false;
            break;
        case ND_CAST:
            if (!stream_index_ok(c, e->lhs, known))
                return false;
            break;
        default:
            return false;
        }
    }
    return true;
}

/* Notes the element n stores to (assigns, increments, takes the address
 * of), in writes[] (at most 32), which a pre-order walk meets before the
 * element itself. */
static void note_written(Ctx *c, Node *n, Node **writes, int *nwrites)
{
    Node *target = NULL;
    if (n->kind == ND_ASSIGN || n->kind == ND_POSTFIX)
        target = n->lhs;
    else if (n->kind == ND_UNARY && (is_op(c, n, "++") || is_op(c, n, "--") || is_op(c, n, "&")))
        target = n->lhs;
    while (target && target->kind == ND_MEMBER && is_op(c, target, "."))
        target = target->lhs;       /* p[i].f = v writes p[i]'s bytes */
    if (target && target->kind == ND_INDEX && *nwrites < 32)
        writes[(*nwrites)++] = target;
}

static void find_stream(Ctx *c, Node *n, void *arg)
{
    StreamScan *s = arg;
    note_written(c, n, s->writes, &s->nwrites);
    if (n->kind != ND_INDEX || !n->lhs || n->lhs->kind != ND_NAME || !n->lhs->local)
        return;
    int t = n->lhs->local->tok;
    if (!is_param(c, t) || !star_before(c, t, c->d->params_open) || in_toks(&c->mod, t) ||
        !stream_index_ok(c, n->rhs, s->known) || !pure(c, n->rhs, P_THREAD, s->known))
        return;
    bool write = false;
    for (int k = 0; k < s->nwrites; k++)
        write |= s->writes[k] == n;
    RegionPlan *P = s->P;
    int site = -1;
    for (int k = 0; k < P->nsites && site < 0; k++)
        if (P->site_param[k] == t && P->site_write[k] == write)
            site = k;
    if (site < 0) {
        if (P->nsites == SIMT_SITES_MAX)
            return;
        bool early = true;      /* in the block's first piece: nothing but scalars before */
        for (const RItem *it = P->body->items; it && it != s->p; it = it->next)
            early = early && it->kind == RI_SCALAR;
        site = P->nsites++;
        P->site_param[site] = t;
        P->site_write[site] = write;
        P->site_early[site] = early;
    }
    PUSH(s->p->streams, s->p->nstreams, n);
    s->p->stream_site = realloc(s->p->stream_site, (size_t)s->p->nstreams * sizeof(int));
    s->p->stream_site[s->p->nstreams - 1] = site;
}

static bool declares_ctx(const RegionPlan *P, const Node *s)
{
    for (const Node *v = s->body; v; v = v->next)
        for (int k = 0; k < P->nvars; k++)
            if (P->vars[k]->var == v)
                return true;
    return false;
}

/* Does the kernel name threadIdx.y or .z (a 2D or 3D block)? */
static bool kernel_2d(Ctx *c)
{
    for (int t = c->d->begin; t + 2 < c->d->end; t++)
        if (tok_is(tok(c, t), "threadIdx") && tok_is(tok(c, t + 1), ".") &&
            (tok_is(tok(c, t + 2), "y") || tok_is(tok(c, t + 2), "z")))
            return true;
    return false;
}

static void find_streams(Ctx *c, RegionPlan *P, RItem *p)
{
    if (c->is_fn || p->stride || p->stride_warp || p->invariant || !p->nstmts || !P->body)
        return;
    P->blocks_2d = kernel_2d(c);
    /* a piece the block runs once: one in a loop (a tile of a tiled
     * product) would note every iteration, for bytes the hardware streams */
    bool top = false;
    for (const RItem *it = P->body->items; it && !top; it = it->next)
        top = it == p;
    if (!top)
        return;
    Toks known = {0};
    for (int k = 0; k < p->nremat; k++)
        for (Node *v = p->remat[k]->body; v; v = v->next)
            add_tok(&known, v->tok);
    int k = 0;
    for (; k < p->nstmts; k++) {
        Node *s = p->stmts[k];
        if (s->kind != ND_DECL || !s->spec || s->spec->is_static || !arithmetic_decl(c, s) ||
            declares_ctx(P, s) || !pure_decl(c, s, P_THREAD, &known))
            break;
        for (Node *v = s->body; v; v = v->next)
            add_tok(&known, v->tok);
    }
    p->stream_decls = k;
    StreamScan scan = {c, P, p, &known, {0}, 0};
    for (int i = 0; i < p->nstmts; i++)
        walk1(c, p->stmts[i], find_stream, &scan);
    free(known.v);
}

/* ---- lockstep prefetch ------------------------------------------------------------
 * A grid-stride loop run in lockstep (above) reads, in iteration k, a row
 * of consecutive elements per block, and the next iteration's row lies a
 * grid's width away: a block of 256 threads summing floats reads 1 KB at
 * each of 16 places 1 MB apart, eight fused blocks 8 KB.  The hardware
 * prefetchers start anew at each, too late; AMD's Zen 5 waited on memory
 * for 75 % of reduce_shared's time (perf annotate: the add's load), 1.48
 * ms a repetition on one worker where OpenMP's contiguous sum took 0.55.
 * Prefetching iteration k + 1's row before running row k, by hand: 0.60.
 * The piece's `p[e]`, e the loop variable plus a value the same in every
 * thread that the loop's head can compute, give the row's first address
 * (thread 0's, at i = its start + W) and the row's bytes (blockDim.x
 * elements, e growing by one with threadIdx.x); src/emit/region.c,
 * emit_ahead, prefetches them when the row of k + 1 takes part. */
typedef struct {
    Ctx *c;
    RItem *p;
    int var;                /* the loop variable's token */
    bool late;              /* an index names what the loop's head cannot compute */
    Node *writes[32];
    int nwrites;
} AheadScan;

/* (ahead_index_ok) A name of e other than the loop variable that the
 * loop's head cannot compute: not a parameter or a uniform local declared
 * before the loop, or modified; sets a->late. */
static void find_late_name(Ctx *c, Node *n, void *arg)
{
    AheadScan *a = arg;
    if (n->kind != ND_NAME || !n->local || n->local->tok == a->var)
        return;
    int t = n->local->tok;
    if (in_toks(&c->mod, t) || t >= a->p->stmt->begin ||
        !(is_param(c, t) || in_toks(&c->uniform, t)))
        a->late = true;
}

static bool ahead_index_ok(Ctx *c, AheadScan *a, Node *e)
{
    Toks rows = {0}, known = {0};
    add_tok(&rows, a->var);
    add_tok(&known, a->var);
    /* (arithmetic only: no memory, calls or effects; names checked below) */
    bool ok = stream_index_ok(c, e, &known) && unit_x(c, e, 0, &rows, NULL) == 1;
    if (ok) {
        a->late = false;
        walk1(c, e, find_late_name, a);
        ok = !a->late;
    }
    free(rows.v);
    free(known.v);
    return ok;
}

static bool same_toks(Ctx *c, int a, int a_end, int b, int b_end);

static void find_ahead_access(Ctx *c, Node *n, void *arg)
{
    AheadScan *a = arg;
    note_written(c, n, a->writes, &a->nwrites);
    if (n->kind != ND_INDEX || !n->lhs || n->lhs->kind != ND_NAME || !n->lhs->local)
        return;
    int t = n->lhs->local->tok;
    if (!is_param(c, t) || !star_before(c, t, c->d->params_open) || in_toks(&c->mod, t) ||
        !ahead_index_ok(c, a, n->rhs))
        return;
    bool write = false;
    for (int k = 0; k < a->nwrites; k++)
        write |= a->writes[k] == n;
    RItem *p = a->p;
    int close = tok_skip_group(&c->tu->toks, n->tok);
    for (int k = 0; k < p->nahead; k++) {
        Node *m = p->ahead[k];
        if (m->lhs->local->tok == t &&
            same_toks(c, n->tok + 1, close, m->tok + 1, tok_skip_group(&c->tu->toks, m->tok))) {
            p->ahead_write[k] |= write;
            return;
        }
    }
    if (p->nahead == 4)
        return;
    PUSH(p->ahead, p->nahead, n);
    p->ahead_write = realloc(p->ahead_write, (size_t)p->nahead * sizeof(bool));
    p->ahead_write[p->nahead - 1] = write;
}

static void find_ahead(Ctx *c, RItem *p)
{
    const Node *f = p->stride;
    /* (a function's region form has its parameters in per-thread arrays) */
    if (c->is_fn || !f || p->stride_warp || !f->inc || f->inc->kind != ND_ASSIGN || !f->init ||
        !f->init->body || f->init->body->kind != ND_VAR)
        return;
    AheadScan a = {c, p, f->init->body->tok, false, {0}, 0};
    for (int i = 0; i < p->nstmts; i++)
        walk1(c, p->stmts[i], find_ahead_access, &a);
}

/* ---- combined atomics ------------------------------------------------------------
 * A histogram's blocks each add their shared counts to the global one,
 * `if (local[b]) atomicAdd(&hist[b], local[b]);`: a locked add per bin and
 * block, to the same addresses in every block, which the cores pass between
 * them.  In a piece whose threads can see nothing of those adds before the
 * piece ends, the adds may wait until then: a thread's statements after an
 * add in the piece read and write only its locals, shared memory and
 * inputs that cannot alias the added memory, and call nothing but pure
 * functions and more such atomics; what it runs after the piece runs after
 * the piece's end; other threads have no order in which to see relaxed adds
 * without a fence, which is a call.  The worker then sums the adds by
 * address in a table (include/cucc/device_atomic.h, cucc__cmb_atomicAdd)
 * and makes one locked add per address at the piece's end (src/rt/
 * combine.c): 256 for a run of eight fused histogram blocks, not 2048.
 * Candidates: atomicAdd and atomicSub (plain or _block) whose value is
 * dropped, on `&p[i]`, `&p[i].f`, `p + i` or `p` of a pointer parameter the
 * kernel never changes, or `&g` / `&g[i]` of a global variable; only
 * integer adds are summed (the header keeps a float's as it was: its
 * rounding would change).  An input may be read through a parameter that
 * points to const, is no candidate's base, and is __restrict__ or points to
 * another type than every candidate's parameter (a global variable's base
 * then needs __restrict__). */
typedef struct {
    Ctx *c;
    Node **calls;
    int ncalls;
    int bases[8];           /* candidates' parameter tokens */
    int nbases;
    bool after;             /* the walk may be past a candidate: what a thread does
                               from here on may follow its own deferred adds */
} CmbScan;

static const char *cmb_kind(const Node *call)
{
    if (!call || call->kind != ND_CALL || !call->lhs || call->lhs->kind != ND_NAME ||
        call->lhs->qualified || call->lhs->local || !call->lhs->name || !call->args ||
        !call->args->next || call->args->next->next)
        return NULL;
    const char *s = call->lhs->name->str;
    /* (not atomicMax and atomicMin: theirs read first and write only a
     * new extreme, cheaper than a slot once the extreme stands: a naive
     * maximum of 8M ints took 1.9 ms so, 2.9 combined) */
    static const char *const names[] = {"atomicAdd", "atomicSub", "atomicAnd", "atomicOr", "atomicXor",
                                        "atomicAdd_block", "atomicSub_block", "atomicAnd_block",
                                        "atomicOr_block", "atomicXor_block"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!strcmp(s, names[i]))
            return names[i];
    return NULL;
}

/* The pointer parameter or global variable whose memory address expression a names;
 * false for any other. */
static bool cmb_base(Ctx *c, Node *a, CmbScan *s)
{
    Node *b = NULL;
    if (a->kind == ND_UNARY && is_op(c, a, "&")) {
        Node *e = a->lhs;
        while (e && e->kind == ND_MEMBER && is_op(c, e, "."))
            e = e->lhs;
        if (e && e->kind == ND_INDEX)
            b = e->lhs;
        else if (e && e->kind == ND_NAME && !e->local)
            b = e;      /* &g of a global scalar */
    } else if (a->kind == ND_BINARY && is_op(c, a, "+")) {
        b = a->lhs;
    } else {
        b = a;
    }
    if (!b || b->kind != ND_NAME || b->qualified)
        return false;
    if (!b->local) {
        for (DeclRef *r = b->name ? b->name->decls : NULL; r; r = r->next)
            if (r->decl->kind != DK_VAR || r->decl->in_class || (r->decl->attrs & CU_SHARED))
                return false;
        if (!b->name || !b->name->decls)
            return false;
        return true;
    }
    int t = b->local->tok;
    if (!is_param(c, t) || !star_before(c, t, c->d->params_open) || in_toks(&c->mod, t))
        return false;
    for (int i = 0; i < s->nbases; i++)
        if (s->bases[i] == t)
            return true;
    if (s->nbases == 8)
        return false;
    s->bases[s->nbases++] = t;
    return true;
}

/* May the piece read memory through parameter t (see above)? */
static bool cmb_input(Ctx *c, int t, const CmbScan *s)
{
    if (!is_param(c, t) || !star_before(c, t, c->d->params_open))
        return false;
    /* `const T *__restrict__ p` or `T const *__restrict__ p` */
    const DeclParam *dp = decl_param_of(c->d, t);
    int b = dp ? dp->begin : t, star = t - 1;
    while (star > b && !tok_is(tok(c, star), "*"))
        star--;
    bool is_const = false, restrict_ = false;
    for (int i = b; i < t; i++) {
        if (i < star && tok_is(tok(c, i), "*"))
            return false;   /* `const T **p`: its elements are pointers to change */
        is_const |= i < star && tok_is(tok(c, i), "const");
        restrict_ |= tok_is(tok(c, i), "__restrict__") || tok_is(tok(c, i), "__restrict");
    }
    if (!is_const || !restrict_)
        return false;
    for (int i = 0; i < s->nbases; i++)
        if (s->bases[i] == t)
            return false;
    return true;
}

static bool cmb_expr(Ctx *c, Node *e, CmbScan *s, bool drop);

/* Is the variable declared at t an arithmetic scalar or array of them
 * (`float s[8][8]`, no pointer, reference or class), whose elements hold
 * no address? */
static bool cmb_plain_var(Ctx *c, int t)
{
    Node *v = var_of(c, t);
    if (!v || v->tok != t || !v->spec || v->spec->type.begin < 0)
        return false;
    static const char *const quals[] = {"__shared__", "extern", "static", "const", "volatile",
                                        "__device__"};
    for (int i = v->spec->type.begin; i < v->spec->type.end; i++) {
        bool q = false;
        for (size_t k = 0; k < sizeof quals / sizeof *quals && !q; k++)
            q = tok_is(tok(c, i), quals[k]);
        if (!q && !arith_words(c, i, i + 1, -1, false))
            return false;
    }
    for (int i = v->begin; i >= 0 && i < t; i++)
        if (tok_is(tok(c, i), "*") || tok_is(tok(c, i), "&") || tok_is(tok(c, i), "&&") ||
            tok_is(tok(c, i), "("))
            return false;
    return true;
}

/* An element the piece may reach after a thread's first add: of a
 * __shared__ or local variable of arithmetic elements (any depth), or
 * p[i] (and its members) of a const __restrict__ parameter p (cmb_input).
 * Its indices are walked too. */
static bool cmb_element(Ctx *c, Node *e, CmbScan *s, bool store)
{
    int levels = 0;
    while (e && (e->kind == ND_INDEX || (e->kind == ND_MEMBER && is_op(c, e, ".")))) {
        if (e->kind == ND_INDEX) {
            if (!cmb_expr(c, e->rhs, s, false))
                return false;
            levels++;
        }
        e = e->lhs;
    }
    if (!e || e->kind != ND_NAME || !e->local)
        return false;
    int t = e->local->tok;
    Node *v = var_of(c, t);
    if (v && v->spec && (v->spec->cuda & CU_SHARED))
        return cmb_plain_var(c, t);
    if (!store && levels == 1 && cmb_input(c, t, s))
        return true;
    return store && e->local->kind == LV_VAR && !is_param(c, t) && cmb_plain_var(c, t);
}

/* Is local t declared a reference (`T &r = ...`): its reads and stores
 * reach memory? */
static bool cmb_ref(Ctx *c, int t)
{
    Node *v = var_of(c, t);
    if (!v || v->begin < 0)
        return is_param(c, t) && tok_is(tok(c, t - 1), "&");
    for (int i = v->begin; i < t; i++)
        if (tok_is(tok(c, i), "&") || tok_is(tok(c, i), "&&"))
            return true;
    return false;
}

/* An lvalue the piece may store to: a local scalar, an element of a
 * __shared__ variable. */
static bool cmb_store(Ctx *c, Node *e, CmbScan *s)
{
    if (!s->after)      /* a store before every add of the thread's */
        return cmb_expr(c, e, s, false);
    if (e && e->kind == ND_NAME && e->local)    /* a local scalar */
        return e->local->kind == LV_VAR && !is_param(c, e->local->tok) && !cmb_ref(c, e->local->tok);
    return cmb_element(c, e, s, true);
}

/* Is expression list e one the piece may hold (drop: its value unused)? */
static bool cmb_expr(Ctx *c, Node *e, CmbScan *s, bool drop)
{
    for (; e; e = e->next) {
        switch (e->kind) {
        case ND_NUM: case ND_CHAR: case ND_LITERAL: case ND_SIZEOF:
            break;
        case ND_NAME:
            if (e->local && !cmb_ref(c, e->local->tok))
                break;      /* a local's or parameter's value (a pointer's read is an ND_INDEX) */
            if (e->local && s->after)
                return false;   /* a reference's memory */
            if (!e->local && s->after && !name_is(e, "threadIdx") && !name_is(e, "blockIdx") &&
                !name_is(e, "blockDim") && !name_is(e, "gridDim") && !name_is(e, "warpSize"))
                return false;
            break;
        case ND_MEMBER:
            if ((!is_op(c, e, ".") && s->after) || !cmb_expr(c, e->lhs, s, false))
                return false;
            break;
        case ND_INDEX: {
            Node *b = e->lhs;
            while (b && (b->kind == ND_INDEX || (b->kind == ND_MEMBER && is_op(c, b, ".")))) {
                if (b->kind == ND_INDEX && !cmb_expr(c, b->rhs, s, false))
                    return false;
                b = b->lhs;
            }
            if (!s->after) {    /* a read before every add of the thread's */
                if (!cmb_expr(c, b, s, false) || !cmb_expr(c, e->rhs, s, false))
                    return false;
                break;
            }
            if (!cmb_element(c, e, s, false))
                return false;
            break;
        }
        case ND_UNARY:
            if (is_op(c, e, "*") && s->after)
                return false;
            if ((is_op(c, e, "++") || is_op(c, e, "--")) && !cmb_store(c, e->lhs, s))
                return false;
            if (is_op(c, e, "&")) {
                /* an address: its index is evaluated, the element not read */
                Node *b = e->lhs;
                while (b && (b->kind == ND_INDEX || (b->kind == ND_MEMBER && is_op(c, b, ".")))) {
                    if (b->kind == ND_INDEX && !cmb_expr(c, b->rhs, s, false))
                        return false;
                    b = b->lhs;
                }
                if (!b || b->kind != ND_NAME)
                    return false;
                break;
            }
            if (!cmb_expr(c, e->lhs, s, false))
                return false;
            break;
        case ND_POSTFIX:
            if (!cmb_store(c, e->lhs, s))
                return false;
            break;
        case ND_ASSIGN:
            if (!cmb_store(c, e->lhs, s) || !cmb_expr(c, e->rhs, s, false))
                return false;
            break;
        case ND_BINARY: case ND_COND:
            /* (an add in a branch of ?: stays the atomic: its other
             * branch's type would meet the summing call's void) */
            if (!cmb_expr(c, e->lhs, s, false) || !cmb_expr(c, e->rhs, s, false) ||
                !cmb_expr(c, e->cond, s, false) || !cmb_expr(c, e->then, s, false) ||
                !cmb_expr(c, e->els, s, false))
                return false;
            break;
        case ND_COMMA:
            /* an add only where the whole expression's value is dropped:
             * nothing of it is sequenced after the add but what follows
             * in the walk (`h[0] = (atomicAdd(&h[0], 1u), 7u)` stores after) */
            if (!cmb_expr(c, e->lhs, s, drop) || !cmb_expr(c, e->rhs, s, drop))
                return false;
            break;
        case ND_CAST:
            if (!cmb_expr(c, e->lhs, s, drop && e->type.begin >= 0 && tok_is(tok(c, e->type.begin), "void")))
                return false;
            break;
        case ND_CALL: {
            bool shared = false;
            for (int i = 0; i < c->plan->nblk_atomics; i++)
                shared |= c->plan->blk_atomics[i] == e;
            if (shared || is_pure_call(e->lhs)) {
                if (!cmb_expr(c, e->args, s, false))
                    return false;
                break;
            }
            if (!drop || !cmb_kind(e) || !cmb_base(c, e->args, s) || !cmb_expr(c, e->args, s, false))
                return false;
            PUSH(s->calls, s->ncalls, e);
            s->after = true;
            break;
        }
        case ND_CTOR:
            if (!pure_ctor(c, e) || !cmb_expr(c, e->args, s, false))
                return false;
            break;
        default:
            return false;
        }
    }
    return true;
}

static bool cmb_stmt(Ctx *c, Node *n, CmbScan *s);

static void cmb_find_add(Ctx *c, Node *n, void *arg)
{
    (void)c;
    if (cmb_kind(n))
        *(bool *)arg = true;
}

/* A for's init or an if's condition: a declaration or an expression. */
static bool cmb_stmt_or_expr(Ctx *c, Node *n, CmbScan *s)
{
    if (!n)
        return true;
    if (n->kind == ND_DECL || n->kind == ND_EXPR_STMT)
        return cmb_stmt(c, n, s);
    if (n->kind == ND_VAR)
        return !n->init || cmb_expr(c, n->init, s, false);
    return cmb_expr(c, n, s, true);
}

static bool cmb_stmt(Ctx *c, Node *n, CmbScan *s)
{
    if (!n)
        return true;
    switch (n->kind) {
    case ND_BLOCK:
        for (Node *b = n->body; b; b = b->next)
            if (!cmb_stmt(c, b, s))
                return false;
        return true;
    case ND_DECL:
        if (!n->spec || n->spec->is_static || (n->spec->cuda & CU_SHARED))
            return false;
        for (Node *v = n->body; v; v = v->next)
            if (v->kind != ND_VAR || (v->init && !cmb_expr(c, v->init, s, false)))
                return false;
        return true;
    case ND_EXPR_STMT:
        return cmb_expr(c, n->lhs, s, true);
    case ND_IF:
        return cmb_stmt_or_expr(c, n->init, s) && cmb_stmt_or_expr(c, n->cond, s) &&
               cmb_stmt(c, n->then, s) && cmb_stmt(c, n->els, s);
    case ND_FOR: case ND_WHILE: case ND_DO: {
        /* a loop's next turn follows the adds of this one */
        bool adds = false;
        walk1(c, n, cmb_find_add, &adds);
        s->after |= adds;
        return cmb_stmt_or_expr(c, n->init, s) && cmb_stmt_or_expr(c, n->cond, s) &&
               cmb_expr(c, n->inc, s, true) && cmb_stmt(c, n->body, s);
    }
    case ND_RETURN:
        return !n->lhs;
    case ND_BREAK: case ND_CONTINUE: case ND_NULL:
        return true;
    default:
        return false;
    }
}

/* Marks piece p's atomics combined when the whole piece allows it. */
static void find_combines(Ctx *c, RegionPlan *P, RItem *p)
{
    if (c->is_fn || p->feeds || p->tls || p->invariant || p->stride_warp || !p->nstmts)
        return;
    CmbScan s = {c, NULL, 0, {0}, 0, false};
    /* twice: the second pass checks the inputs against every base */
    for (int pass = 0; pass < 2; pass++) {
        s.ncalls = 0;
        s.after = false;
        /* the statements and the initialisers of the context variables
         * the piece declares (no statements of it), in the source's order */
        int i = 0, k = 0;
        while (i < p->nstmts || k < p->nown) {
            const Node *v = k < p->nown ? p->own[k]->var : NULL;
            bool ok;
            if (i < p->nstmts && (!v || p->stmts[i]->begin < v->begin)) {
                ok = cmb_stmt(c, p->stmts[i++], &s);
            } else {
                ok = !v || v->kind != ND_VAR || !v->init || cmb_expr(c, v->init, &s, false);
                k++;
            }
            if (!ok) {
                free(s.calls);
                return;
            }
        }
    }
    if (!s.ncalls) {
        free(s.calls);
        return;
    }
    p->combines = true;
    for (int i = 0; i < s.ncalls; i++)
        PUSH(P->cmb_atomics, P->ncmb_atomics, s.calls[i]);
    free(s.calls);
}

/* ---- fission ---------------------------------------------------------------------
 * A piece that loads a tile of shared memory and its halo,
 *
 *     int tx = threadIdx.x, ...; int i = y * w + x;     arithmetic declarations
 *     tile[ty + 1][tx + 1] = in[i];                     a plain store
 *     if (tx == 0 && x > 0) tile[ty + 1][0] = in[i - 1];        stores under tests
 *     if (ty == 0 && y > 0) tile[0][tx + 1] = in[i - w];
 *
 * is one x loop that gcc does not vectorise ("control flow in loop").  The
 * threads of a piece are unordered among themselves, and each thread's
 * statements keep their order when every thread runs the first statement,
 * then every thread the second, and so on: so each statement after the
 * declarations runs as an x loop of its own, the declarations (free of
 * memory and effects) computed again in each.  The plain store's loop
 * vectorises; a test the same along the row (`ty == 0`) leaves a loop
 * gcc unswitches; `tx == 0` a short scalar one.  Only for statements that
 * declare and modify no locals and leave no way but forward (no return,
 * break, continue, goto), at least two of them and one an `if`; not for
 * pieces with context variables, feeds, guards or split rows (those have
 * ways of their own).  jacobi_shared 15.3 to 12.9 ms (2 workers). */
static void find_store_local(Ctx *c, Node *n, void *arg)
{
    bool *bad = arg;
    Node *lv = stored_to(c, n);
    if ((lv && lv->kind == ND_NAME && lv->local) || n->kind == ND_RETURN || n->kind == ND_BREAK ||
        n->kind == ND_CONTINUE || n->kind == ND_GOTO || n->kind == ND_LABEL || n->kind == ND_DECL ||
        n->kind == ND_ASM || n->kind == ND_LAMBDA || n->kind == ND_STMT_EXPR || n->kind == ND_SWITCH ||
        n->kind == ND_WHILE || n->kind == ND_DO || n->kind == ND_FOR || n->kind == ND_RANGE_FOR)
        *bad = true;
}

static void count_return(Ctx *c, Node *n, void *arg)
{
    *(int *)arg += n->kind == ND_RETURN;
}

/* Block runs (RItem.block_runs): when the entry runs several blocks along
 * x (fuse.c), consecutive blocks whose rows all pass the guard (or with
 * none) may run as one x loop, when nothing of the piece depends on the
 * thread's x or the block's x but through its row variables, whose
 * starts the emitter checks at run time to grow by blockDim.x from one
 * block to the next.  A 16-thread row is one vector; a run of them is a
 * loop gcc's vector code pays off in.  Returns other than the guard's
 * would mark threads past the block's in the exit flags. */
static void find_block_runs(Ctx *c, RItem *p)
{
    p->block_runs = false;
    if (c->is_fn || !p->nrows || p->feeds || p->predicated || p->tls || p->stride || p->nsplits ||
        p->fission || p->nown || p->nuses || p->nremat ||
        (p->guard && !p->guard_ends))
        return;
    int returns = 0;
    for (int k = 0; k < p->nstmts; k++)
        walk1(c, p->stmts[k], count_return, &returns);
    if (returns != (p->guard && p->guard_exits ? 1 : 0))
        return;
    for (int k = 0; k < p->nstmts; k++)
        for (int i = p->stmts[k]->begin; i < p->stmts[k]->end; i++) {
            const Token *t = tok(c, i);
            if (!tok_is(t, "threadIdx") && !tok_is(t, "blockIdx"))
                continue;
            if (tok_is(tok(c, i + 1), ".") && (tok_is(tok(c, i + 2), "y") || tok_is(tok(c, i + 2), "z")))
                continue;
            bool in_row = false;
            for (int r = 0; r < p->nrows && !in_row; r++)
                in_row = i > p->rows[r]->assign_tok && i < p->rows[r]->end;
            if (!in_row)
                return;
        }
    p->block_runs = true;
}

/* ---- pieces that store nothing --------------------------------------------------
 * A piece that writes no shared memory: its reads of shared memory cannot
 * race with one another, and its ends (barriers, or collectives that
 * racecheck takes as such) order them against every other piece's
 * accesses, so racecheck leaves them alone (src/emit/region.c,
 * cucc__access_piece_reads).  Since a miss here would hide races, the
 * test is strict: no user code may run (no call but the pure functions of
 * the runtime's list that no declaration of the program's own shadows, no
 * constructor, new, delete, asm or lambda, no variable of a class or enum
 * type but CUDA's vector types, and those only read through `.` or
 * declared), stores go only to locals of arithmetic or pointer types
 * written out with keywords (no typedef, auto, decltype, reference,
 * array, storage class), and the piece feeds no collective or predicated
 * if (whose inputs it would evaluate). */

enum { LK_OTHER, LK_SCALAR, LK_VECTOR, LK_SHARED };

/* Does the program declare an operator of its own (which CUDA's vector
 * types might call)?  Asked per token, so kept for the last TU. */
static bool user_operators(Ctx *c)
{
    static const TU *tu;
    static bool any;
    if (tu != c->tu) {
        tu = c->tu;
        any = false;
        for (const Decl *d = c->tu->decls; d && !any; d = d->next)
            any = !d->in_system && !strncmp(d->name, "operator", 8);
    }
    return any;
}

/* Tokens [b, e) but the name at skip: only arithmetic keywords, const,
 * restrict and '*' (LK_SCALAR), or one CUDA vector type's name with const
 * (LK_VECTOR; with a '*', a pointer: LK_SCALAR); else LK_OTHER, and so is a
 * vector type where the program has operators of its own. */
static int kind_of_tokens(Ctx *c, int b, int e, int skip)
{
    static const char *const words[] = {"int", "unsigned", "signed", "short", "long", "char",
                                        "float", "double", "bool", "const", "__restrict__",
                                        "__restrict", "restrict", "*"};
    int vec = 0, other = 0;
    bool pointer = false;
    for (int i = b; i < e; i++) {
        if (i == skip)
            continue;
        const Token *t = tok(c, i);
        pointer |= tok_is(t, "*");
        bool w = false;
        for (size_t k = 0; k < sizeof words / sizeof *words && !w; k++)
            w = tok_is(t, words[k]);
        if (w)
            continue;
        char buf[24];
        size_t n = t->len > 0 && (size_t)t->len < sizeof buf - 6 ? (size_t)t->len : 0;
        memcpy(buf, "make_", 5);
        memcpy(buf + 5, t->text, n);
        buf[5 + n] = 0;
        if (n && vector_maker(buf))
            vec++;
        else
            other++;
    }
    if (other || vec > 1 || (vec && user_operators(c)))
        return LK_OTHER;
    return vec && !pointer ? LK_VECTOR : LK_SCALAR;
}

/* The kind of the local declared at name token t (a variable of the body
 * or a parameter). */
static int local_kind(Ctx *c, int t)
{
    Node *v = var_of(c, t);
    if (v) {
        if (!v->spec || v->spec->is_typedef || v->spec->is_extern || v->args)
            return LK_OTHER;
        if (v->spec->cuda || v->spec->is_static)
            return v->spec->cuda & CU_SHARED ? LK_SHARED : LK_OTHER;
        int k = kind_of_tokens(c, v->spec->type.begin, v->spec->type.end, -1);
        int d = kind_of_tokens(c, v->begin, v->assign_tok >= 0 ? v->assign_tok : v->end, v->tok);
        return k == LK_OTHER || d != LK_SCALAR ? LK_OTHER : k;
    }
    const DeclParam *p = is_param(c, t) ? decl_param_of(c->d, t) : NULL;
    if (!p)
        return LK_OTHER;
    return kind_of_tokens(c, p->begin, p->end, t) == LK_SCALAR ? LK_SCALAR : LK_OTHER;
}

/* Is a function of this name declared by the program (not a system
 * header)? */
static bool user_function(Ctx *c, const char *name)
{
    for (const Decl *d = c->tu->decls; d; d = d->next)
        if (!d->in_system && d->params_open >= 0 && !strcmp(d->name, name))
            return true;
    return false;
}

typedef struct PieceStores {
    Node **dotted;          /* vector locals read through `.`, seen from above */
    int ndotted;
    bool any;
} PieceStores;

static void find_piece_store(Ctx *c, Node *n, void *arg)
{
    PieceStores *e = arg;
    switch (n->kind) {
    case ND_CTOR:
    case ND_NEW:
    case ND_DELETE:
    case ND_ASM:
    case ND_LAMBDA:
        e->any = true;
        return;
    case ND_CALL:
        if (!is_pure_call(n->lhs) || n->lhs->qualified || user_function(c, n->lhs->name->str))
            e->any = true;
        return;
    case ND_MEMBER:
        if (is_op(c, n, ".") && n->lhs && n->lhs->kind == ND_NAME && n->lhs->local)
            PUSH(e->dotted, e->ndotted, n->lhs);
        return;
    case ND_NAME:
        if (n->local && n->local->kind == LV_VAR) {
            int k = local_kind(c, n->local->tok);
            bool dotted = false;
            for (int i = 0; i < e->ndotted && !dotted; i++)
                dotted = e->dotted[i] == n;
            if (k == LK_OTHER || (k == LK_VECTOR && !dotted))
                e->any = true;
        }
        return;
    case ND_VAR:
        if (n->tok >= 0 && local_kind(c, n->tok) == LK_OTHER)
            e->any = true;
        return;
    default:
        break;
    }
    Node *lv = stored_to(c, n);
    if (lv && !(lv->kind == ND_NAME && lv->local && lv->local->kind == LV_VAR &&
                local_kind(c, lv->local->tok) == LK_SCALAR))
        e->any = true;
}

/* What a piece's loop evaluates beside its statements: a lockstep loop's
 * guard (its start, step and condition, the enclosing if's condition and
 * the declarations before the loop in that if's block), and what the
 * collective or control statement the piece feeds takes (not the call). */
static void walk_piece_extra(Ctx *c, RItem *p, Visit f, void *arg)
{
    if (p->stride) {
        Node *s = p->stride, *parts[] = {s->init, s->cond, s->inc,
                                         p->stmt->kind == ND_IF ? p->stmt->cond : NULL};
        for (size_t k = 0; k < sizeof parts / sizeof *parts; k++)
            walk1(c, parts[k], f, arg);
        for (Node *d = (Node *)simt_stride_decls(p); d && d != s; d = d->next)
            walk1(c, d, f, arg);
    }
    if (p->feeds) {
        if (p->feeds->kind == RI_COLLECTIVE)
            walk(c, p->feeds->call->args, f, arg);
        else
            walk1(c, p->feeds->stmt->cond, f, arg);
    }
}

static void find_reads_only(Ctx *c, RItem *p)
{
    PieceStores e = {NULL, 0, p->feeds != NULL};
    for (int k = 0; k < p->nremat && !e.any; k++)
        walk1(c, p->remat[k], find_piece_store, &e);
    for (int k = 0; k < p->nstmts && !e.any; k++)
        walk1(c, p->stmts[k], find_piece_store, &e);
    p->reads_only = !e.any && p->fenced;
    free(e.dotted);
}

/* ---- context variables a piece only reads ---------------------------------------
 * Each thread's turn in a piece copies the context variables it uses from
 * the thread's elements and writes them back at its end (src/emit/
 * region.c): in a scan's `buf[threadIdx.x] += v`, v loaded from buf in the
 * piece before, a store per thread that gcc cannot drop, buf possibly
 * aliasing the context array.  A variable the piece cannot change needs no
 * write-back.  It may change where it is stored to (`v = `, `v.x += `,
 * `++v`, `a[v] = ` counted too), has its address taken, is an argument of a
 * call of anything but a pure function (a reference parameter) or of a
 * constructor, has a member function called, initialises a declaration (a
 * reference may bind to it) or is the range of a range for; in a piece
 * with a lambda, asm or statement expression every variable may change.
 * Only arithmetic scalars and pointers are looked at so (local_kind's
 * LK_SCALAR), in a program without operators of its own. */
typedef struct Kept {
    RItem *p;
    bool all;
} Kept;

static void change_root(Kept *k, Node *e)
{
    while (e) {
        switch (e->kind) {
        case ND_NAME:
            for (int i = 0; e->local && i < k->p->nuses; i++)
                if (k->p->uses[i]->name_tok == e->local->tok)
                    k->p->kept[i] = false;
            return;
        case ND_INDEX:
            change_root(k, e->rhs);
            e = e->lhs;
            break;
        case ND_COND:
            change_root(k, e->then);
            e = e->els;
            break;
        case ND_COMMA:
            e = e->rhs;
            break;
        case ND_MEMBER: case ND_UNARY: case ND_POSTFIX: case ND_CAST: case ND_ASSIGN: case ND_PACK:
            e = e->lhs;
            break;
        case ND_INIT_LIST: case ND_CTOR:
            for (Node *a = e->args; a; a = a->next)
                change_root(k, a);
            return;
        default:
            return;
        }
    }
}

static void find_change(Ctx *c, Node *n, void *arg)
{
    Kept *k = arg;
    change_root(k, stored_to(c, n));
    switch (n->kind) {
    case ND_UNARY:
        if (is_op(c, n, "&"))
            change_root(k, n->lhs);
        break;
    case ND_CALL:
        if (n->lhs && n->lhs->kind == ND_MEMBER)
            change_root(k, n->lhs->lhs);
        if (!is_pure_call(n->lhs))
            for (Node *a = n->args; a; a = a->next)
                change_root(k, a);
        break;
    case ND_CTOR: case ND_NEW: case ND_LAUNCH: case ND_INIT_LIST:
        for (Node *a = n->args; a; a = a->next)
            change_root(k, a);
        break;
    case ND_VAR:
        for (Node *a = n->init; a; a = a->next)
            change_root(k, a);
        break;
    case ND_RANGE_FOR:
        change_root(k, n->cond);
        break;
    case ND_LAMBDA: case ND_ASM: case ND_STMT_EXPR: case ND_OPAQUE:
        k->all = true;
        break;
    default:
        break;
    }
}

static void find_kept(Ctx *c, RItem *p)
{
    if (!p->nuses)
        return;
    p->kept = malloc(sizeof *p->kept * (size_t)p->nuses);
    for (int i = 0; i < p->nuses; i++)     /* what else may change, unseen: an array or a
                                              struct's member through a pointer made from it,
                                              through a pointer to member, a user operator */
        p->kept[i] = p->uses[i]->name_tok >= 0 && local_kind(c, p->uses[i]->name_tok) == LK_SCALAR &&
                     !user_operators(c);
    Kept k = {p, false};
    for (int i = 0; i < p->nremat; i++)
        walk1(c, p->remat[i], find_change, &k);
    for (int i = 0; i < p->nstmts; i++)
        walk1(c, p->stmts[i], find_change, &k);
    walk_piece_extra(c, p, find_change, &k);
    for (int i = 0; k.all && i < p->nuses; i++)
        p->kept[i] = false;
}

static void find_fission(Ctx *c, RItem *p)
{
    p->fission = false;
    if (c->is_fn || p->feeds || p->predicated || p->tls || p->stride || p->guard || p->nown || p->nuses ||
        p->nstmts < 3)
        return;
    Toks known = {0};
    for (int k = 0; k < p->nremat; k++)
        for (Node *v = p->remat[k]->body; v; v = v->next)
            add_tok(&known, v->tok);
    int k = 0;
    for (; k < p->nstmts && p->stmts[k]->kind == ND_DECL; k++) {
        Node *s = p->stmts[k];
        if (!s->spec || s->spec->is_static || !arithmetic_decl(c, s) || !pure_decl(c, s, P_THREAD, &known))
            break;
        for (Node *v = s->body; v; v = v->next)
            add_tok(&known, v->tok);
    }
    free(known.v);
    int first = k, ifs = 0;
    for (; k < p->nstmts; k++) {
        Node *s = p->stmts[k];
        if (s->kind != ND_EXPR_STMT && !(s->kind == ND_IF && !s->els))
            return;
        bool bad = false;
        walk1(c, s, find_store_local, &bad);
        if (bad)
            return;
        ifs += s->kind == ND_IF;
    }
    p->fission = p->nstmts - first >= 2 && ifs >= 1;
    p->fission_at = first;
}

/* ---- split rows ------------------------------------------------------------------
 * A comparison of threadIdx.x with a uniform U, `threadIdx.x < U` and its
 * kin, is false in a row's x loop below a point and true from it on (or
 * the reverse): a tree reduction's `if (threadIdx.x < half)`, a scan's
 * `threadIdx.x >= off ? buf[threadIdx.x - off] : 0`.  gcc vectorises no
 * loop around such a test when it guards a load that could fault (buf
 * read below 0), so src/emit/region.c runs the x loop in two parts, below
 * the point and from it on, each with the comparisons written as the
 * constant they are there.  A piece takes the comparisons with one U and
 * one point (`x < U` and `x >= U` share theirs; `x <= U` and `x > U` are
 * at U + 1). */
static bool is_tid_x(Ctx *c, Node *e)
{
    return e && e->kind == ND_MEMBER && is_op(c, e, ".") && e->lhs && e->lhs->kind == ND_NAME &&
           !e->lhs->local && name_is(e->lhs, "threadIdx") && tok_is(tok(c, e->tok + 1), "x");
}

static bool same_toks(Ctx *c, int a, int a_end, int b, int b_end)
{
    if (a_end - a != b_end - b)
        return false;
    for (int i = 0; i < a_end - a; i++) {
        const Token *x = tok(c, a + i), *y = tok(c, b + i);    /* (texts are not NUL-ended) */
        if (x->len != y->len || memcmp(x->text, y->text, (size_t)x->len) != 0)
            return false;
    }
    return true;
}

/* A comparison of threadIdx.x with a uniform U (either side): whether it
 * is true from a point on (rising), whether the point is U + 1 (gt), and
 * U's tokens [*ub, *ue). */
typedef struct TidCmp {
    bool rising, gt;
    int ub, ue;
} TidCmp;

static bool tid_compare(Ctx *c, Node *n, TidCmp *t)
{
    static const struct { const char *op; bool rising, gt; } ops[] = {
        {"<", false, false}, {">=", true, false}, {">", true, true}, {"<=", false, true},
    };
    if (!n || n->kind != ND_BINARY || n->end <= n->begin)
        return false;
    int k = -1;
    for (int i = 0; i < 4; i++)
        if (is_op(c, n, ops[i].op))
            k = i;
    bool left = is_tid_x(c, n->lhs);
    if (k < 0 || left == is_tid_x(c, n->rhs) || !pure(c, left ? n->rhs : n->lhs, 0, NULL))
        return false;
    /* U op threadIdx.x: the mirror image */
    t->rising = left ? ops[k].rising : !ops[k].rising;
    t->gt = left ? ops[k].gt : !ops[k].gt;
    t->ub = left ? n->tok + 1 : n->begin;
    t->ue = left ? n->end : n->tok;
    return true;
}

static void find_split(Ctx *c, Node *n, void *arg)
{
    RItem *p = arg;
    TidCmp t;
    if (!tid_compare(c, n, &t))
        return;
    if (p->nsplits && (t.gt != p->split_gt || !same_toks(c, t.ub, t.ue, p->split_u, p->split_u_end)))
        return;
    p->split_gt = t.gt;
    p->split_u = t.ub;
    p->split_u_end = t.ue;
    bool *r = realloc(p->split_rising, (size_t)(p->nsplits + 1) * sizeof *r);
    r[p->nsplits] = t.rising;
    p->split_rising = r;
    PUSH(p->splits, p->nsplits, n);
}

/* ---- every N-th thread -------------------------------------------------------
 * A piece that is one `if (c) s` (no else), c a test `X % N == 0`, `(X &
 * (N - 1)) == 0` or `!(X % N)`, maybe joined with others by &&, X
 * threadIdx.x or a local set to it and never modified (or `lane == 0`, the
 * local lane set to `threadIdx.x % N` or `& (N - 1)`), N a power of two up
 * to 1024 (warpSize: 32): only threads whose x is a multiple of N can act
 * (`if (threadIdx.x % 32 == 0) warps[threadIdx.x / 32] = v;`), and its x
 * loop visits those only, where it tested all. */

static long const_value(Ctx *c, const Node *n)
{
    if (n && n->kind == ND_NAME && !n->local && name_is((Node *)n, "warpSize"))
        return 32;
    if (!n || n->kind != ND_NUM)
        return -1;
    const Token *t = tok(c, n->tok);
    char buf[32];
    if (t->len <= 0 || t->len >= (int)sizeof buf)
        return -1;
    memcpy(buf, t->text, (size_t)t->len);
    buf[t->len] = 0;
    char *end;
    long v = strtol(buf, &end, 0);
    while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
        end++;
    return *end ? -1 : v;
}

/* The local that e names, declared `= init` and never modified: its
 * initialiser, else NULL. */
static Node *fixed_local(Ctx *c, const Node *e)
{
    if (!e || e->kind != ND_NAME || !e->local || e->local->kind != LV_VAR ||
        in_toks(&c->mod, e->local->tok))
        return NULL;
    Node *v = var_of(c, e->local->tok);
    return v && v->init && v->assign_tok >= 0 && tok_is(tok(c, v->assign_tok), "=") ? v->init : NULL;
}

static bool is_x(Ctx *c, const Node *e)
{
    const Node *init = fixed_local(c, e);
    if (is_tid_x(c, (Node *)e))
        return true;
    /* a local copy wide enough for every threadIdx.x (`unsigned char tx`
     * is 0 for threads 0 and 256) */
    const Node *v = init && is_tid_x(c, (Node *)init) ? var_of(c, e->local->tok) : NULL;
    return v && v->spec && wide_int_decl(c, v);
}

/* `X % N` or `X & (N - 1)`: N, else 0. */
static long lane_mod(Ctx *c, const Node *e)
{
    if (!e || e->kind != ND_BINARY || !is_x(c, e->lhs))
        return 0;
    long v = const_value(c, e->rhs);
    if (is_op(c, (Node *)e, "%"))
        return v > 0 && v <= 1024 && !(v & (v - 1)) ? v : 0;
    if (is_op(c, (Node *)e, "&"))
        return v >= 0 && v < 1024 && !(v & (v + 1)) ? v + 1 : 0;
    return 0;
}

/* A test that x is a multiple of N: N, else 0. */
static long lane_zero(Ctx *c, const Node *e)
{
    if (!e)
        return 0;
    if (e->kind == ND_UNARY && is_op(c, (Node *)e, "!"))
        return lane_mod(c, e->lhs);
    if (e->kind != ND_BINARY || !is_op(c, (Node *)e, "=="))
        return 0;
    const Node *x = const_value(c, e->rhs) == 0 ? e->lhs : const_value(c, e->lhs) == 0 ? e->rhs : NULL;
    if (!x)
        return 0;
    long n = lane_mod(c, x);
    return n ? n : lane_mod(c, fixed_local(c, x));
}

static long lane_step(Ctx *c, const Node *cond)
{
    if (cond && cond->kind == ND_BINARY && is_op(c, (Node *)cond, "&&")) {
        long a = lane_step(c, cond->lhs), b = lane_step(c, cond->rhs);
        return a > b ? a : b;
    }
    return lane_zero(c, cond);
}

static void find_store_local(Ctx *c, Node *n, void *arg);

/* Does the expression list n read memory or call a function (what a
 * statement moved after it could change)?  Locals, the built-in
 * variables and constants do not. */
static bool reads_memory(Ctx *c, Node *n)
{
    for (; n; n = n->next) {
        switch (n->kind) {
        case ND_NUM: case ND_CHAR: case ND_SIZEOF:
            break;
        case ND_NAME:
            if (!n->local && !name_is(n, "threadIdx") && !name_is(n, "blockIdx") &&
                !name_is(n, "blockDim") && !name_is(n, "gridDim") && !name_is(n, "warpSize"))
                return true;
            break;
        case ND_MEMBER:     /* v.f: f is no name to look up */
            if (!is_op(c, n, ".") || reads_memory(c, n->lhs))
                return true;
            break;
        case ND_BINARY: case ND_COND: case ND_CAST: case ND_UNARY: case ND_COMMA:
            if ((n->kind == ND_UNARY && (is_op(c, n, "*") || is_op(c, n, "++") || is_op(c, n, "--"))) ||
                reads_memory(c, n->lhs) || reads_memory(c, n->rhs) || reads_memory(c, n->cond) ||
                reads_memory(c, n->then) || reads_memory(c, n->els))
                return true;
            break;
        case ND_CALL:
            if (!is_pure_call(n->lhs) || reads_memory(c, n->args))
                return true;
            break;
        default:
            return true;
        }
    }
    return false;
}

typedef struct DeclUse {
    Toks declared;
    bool used;
} DeclUse;

static void uses_declared(Ctx *c, Node *n, void *arg)
{
    DeclUse *u = arg;
    u->used |= n->kind == ND_NAME && n->local && in_toks(&u->declared, n->local->tok);
}

/* The last statement of piece p, an `if` that only every N-th thread takes
 * (lane_step), that stores to no local, declares nothing and jumps
 * nowhere, and names no local the piece itself declares, may run after
 * the piece's other statements and what it feeds, in an x loop of its own
 * stepping by N, when what it feeds reads no memory: the if's stores
 * then come after the thread's other work, as other threads' may anyway.
 * A piece that is only that if steps its one x loop (xstep). */
static void find_xstep(Ctx *c, RItem *p)
{
    Node *s = p->nstmts >= 1 ? p->stmts[p->nstmts - 1] : NULL;
    if (!s || s->kind != ND_IF || s->els || s->init || !s->cond || s->cond->kind == ND_DECL ||
        p->stride || p->guard || p->nsplits || p->fission || p->block_runs)
        return;
    long n = lane_step(c, s->cond);
    bool bad = false;
    walk1(c, s, find_store_local, &bad);
    if (n <= 1 || bad)
        return;
    if (p->nstmts == 1 && !p->feeds && !p->nown) {
        p->xstep = (int)n;
        return;
    }
    DeclUse u = {{0}, false};
    for (int k = 0; k < p->nstmts - 1; k++)
        if (p->stmts[k]->kind == ND_DECL)
            for (Node *v = p->stmts[k]->body; v; v = v->next)
                add_tok(&u.declared, v->tok);
    walk1(c, s, uses_declared, &u);
    free(u.declared.v);
    if (u.used)
        return;
    if (p->feeds) {
        Node *in = p->feeds->kind == RI_COLLECTIVE ? p->feeds->call->args : p->feeds->stmt->cond;
        if (reads_memory(c, in))
            return;
    }
    p->xtail = (int)n;
}

/* ---- one thread -----------------------------------------------------------------
 * `if (threadIdx.x == 0) out[blockIdx.x] = sum[0];`, or a stencil's
 * `if (tx == 0 && x > 0) tile[ty + 1][0] = in[i - 1];` (tx set to
 * threadIdx.x and never modified): only the thread whose x is K acts, K
 * an expression of constants and blockDim (`BS - 1`, `blockDim.x - 1`),
 * the same in every row.  Such an if, run in an x loop of its own (a piece
 * in fission, or a piece of that statement alone, storing to no local),
 * runs for that x only (src/emit/region.c), where its loop tested every
 * thread of the row. */
static bool one_tokens(Ctx *c, int b, int e)
{
    if (b >= e)
        return false;
    for (int i = b; i < e; i++) {
        const Token *t = tok(c, i);
        if (t->kind == TK_NUM || tok_is(t, "+") || tok_is(t, "-") || tok_is(t, "*") ||
            tok_is(t, "(") || tok_is(t, ")") || tok_is(t, "warpSize"))
            continue;
        if ((tok_is(t, "blockDim") || tok_is(t, "gridDim")) && tok_is(tok(c, i + 1), "."))
            continue;
        if (tok_is(t, ".") && i > b && (tok_is(tok(c, i - 1), "blockDim") || tok_is(tok(c, i - 1), "gridDim")))
            continue;
        if ((tok_is(t, "x") || tok_is(t, "y") || tok_is(t, "z")) && i > b && tok_is(tok(c, i - 1), "."))
            continue;
        return false;
    }
    return true;
}

/* cond holds `X == K` (maybe among others joined by &&): K's tokens. */
static bool lane_one(Ctx *c, const Node *cond, int *kb, int *ke)
{
    if (!cond)
        return false;
    if (cond->kind == ND_BINARY && is_op(c, (Node *)cond, "&&"))
        return lane_one(c, cond->lhs, kb, ke) || lane_one(c, cond->rhs, kb, ke);
    if (cond->kind != ND_BINARY || !is_op(c, (Node *)cond, "==") || !cond->lhs || !cond->rhs)
        return false;
    const Node *k = is_x(c, cond->lhs) ? cond->rhs : is_x(c, cond->rhs) ? cond->lhs : NULL;
    if (!k)
        return false;
    int b = k->begin, e = k->end;
    if (e <= b)     /* a leaf: its token */
        b = k->tok, e = k->tok + 1;
    if (b < 0 || !one_tokens(c, b, e))
        return false;
    *kb = b;
    *ke = e;
    return true;
}

/* Is n free of effects: no assignment, ++ or --, no call but pure ones?
 * (A condition `atomicAdd(cnt, 1) == 0 && threadIdx.x == 0` takes every
 * thread's add.) */
static bool no_effects(Ctx *c, Node *n)
{
    for (; n; n = n->next) {
        if (n->kind == ND_ASSIGN || n->kind == ND_POSTFIX ||
            (n->kind == ND_UNARY && (is_op(c, n, "++") || is_op(c, n, "--"))) ||
            (n->kind == ND_CALL && !is_pure_call(n->lhs)) || n->kind == ND_STMT_EXPR)
            return false;
        if (!no_effects(c, n->lhs) || !no_effects(c, n->rhs) || !no_effects(c, n->cond) ||
            !no_effects(c, n->then) || !no_effects(c, n->els) || !no_effects(c, n->args))
            return false;
    }
    return true;
}

/* Statement k of p, if it is such an if, gets its K. */
static void find_one(Ctx *c, RItem *p, int k)
{
    Node *s = p->stmts[k];
    int kb, ke;
    if (s->kind != ND_IF || s->els || s->init || !s->cond || s->cond->kind == ND_DECL ||
        !lane_one(c, s->cond, &kb, &ke) || !no_effects(c, s->cond))
        return;
    bool bad = false;
    walk1(c, s, find_store_local, &bad);
    if (bad)
        return;
    if (!p->one_b) {
        p->one_b = malloc(sizeof *p->one_b * (size_t)p->nstmts);
        p->one_e = malloc(sizeof *p->one_e * (size_t)p->nstmts);
        for (int i = 0; i < p->nstmts; i++)
            p->one_b[i] = p->one_e[i] = -1;
    }
    p->one_b[k] = kb;
    p->one_e[k] = ke;
}

static void find_ones(Ctx *c, RItem *p)
{
    if (p->fission) {
        for (int k = p->fission_at; k < p->nstmts; k++)
            find_one(c, p, k);
    } else if (p->nstmts == 1 && !p->feeds && !p->nown && !p->stride && !p->guard && !p->nsplits &&
               !p->block_runs && p->xstep <= 1) {
        find_one(c, p, 0);
    }
}

/* ---- the same in every thread ------------------------------------------------------
 * After the barrier that publishes a block's per-warp results, every thread
 * often combines them alike: `m = warps[0]; for (w = 1; w < nwarps; w++) m =
 * fmaxf(m, warps[w]);`, `float total = 0; for (...) total += warps[w];
 * float inv = 1.0f / total;`.  Each thread of the x loop then repeats the
 * same scalar loop (an inner loop: gcc vectorises none of it).  A piece
 * whose statements give every thread the same values (invariant: each
 * declaration's and assignment's value is pure under P_MEMORY, with the
 * locals the piece itself made invariant before; loops and ifs with such
 * conditions whose bodies assign only locals already invariant, so that
 * no thread keeps a value of its own when the body does not run; no store
 * to memory, no call but pure ones, no jump) runs for thread 0 of each row
 * only, and the context variables it assigns are copied from thread 0 to
 * the row's others (src/emit/region.c).  Only where every thread of the
 * row runs the piece: not predicated, no thread returned. */
static bool inv_stmt(Ctx *c, Node *s, Toks *u, bool nested);

static bool inv_assign(Ctx *c, Node *x, Toks *u, bool nested)
{
    if (x->kind == ND_COMMA)
        return inv_assign(c, x->lhs, u, nested) && inv_assign(c, x->rhs, u, nested);
    int t = step_target(c, x);
    if (t < 0 || in_toks(&c->uniform, t) || is_param(c, t))
        return false;
    bool plain = x->kind == ND_ASSIGN && is_op(c, x, "=");
    if ((!plain || nested) && !in_toks(u, t))
        return false;
    if (x->kind == ND_ASSIGN && !pure(c, x->rhs, P_MEMORY, u))
        return false;
    add_tok(u, t);
    return true;
}

static bool inv_stmt(Ctx *c, Node *s, Toks *u, bool nested)
{
    if (!s)
        return true;
    switch (s->kind) {
    case ND_NULL:
        return true;
    case ND_DECL:
        if (!s->spec || s->spec->is_typedef || s->spec->is_static || s->spec->is_extern ||
            s->spec->cuda || !s->body)
            return false;
        for (Node *v = s->body; v; v = v->next) {
            if (!pure_init(c, v, P_MEMORY, u))
                return false;
            add_tok(u, v->tok);
        }
        return true;
    case ND_EXPR_STMT:
        return s->lhs && inv_assign(c, s->lhs, u, nested);
    case ND_BLOCK:
        for (Node *k = s->body; k; k = k->next)
            if (!inv_stmt(c, k, u, nested))
                return false;
        return true;
    case ND_IF:
        return !s->init && s->cond && s->cond->kind != ND_DECL && pure(c, s->cond, P_MEMORY, u) &&
               inv_stmt(c, s->then, u, true) && inv_stmt(c, s->els, u, true);
    case ND_FOR:
        if (s->init && s->init->kind == ND_DECL ? !inv_stmt(c, s->init, u, nested)
                                                : s->init && !inv_assign(c, s->init, u, nested))
            return false;
        return (!s->cond || (s->cond->kind != ND_DECL && pure(c, s->cond, P_MEMORY, u))) &&
               (!s->inc || inv_assign(c, s->inc, u, true)) && inv_stmt(c, s->body, u, true);
    default:
        return false;
    }
}

static void find_invariant(Ctx *c, RItem *p)
{
    p->invariant = false;
    if (c->is_fn || c->plan->nreturns || p->feeds || p->stride || p->guard || p->predicated ||
        p->nsplits || p->fission || p->block_runs || p->xstep > 1 || p->xtail > 1 || p->tls ||
        p->one_b || (!p->nown && !p->nuses))
        return;
    Toks u = {0};
    for (int k = 0; k < p->nremat; k++)     /* each variable on its own: `lane` is not */
        for (Node *v = p->remat[k]->body; v; v = v->next)
            if (v->tok >= 0 && !in_toks(&c->mod, v->tok) && pure_init(c, v, P_MEMORY, &u))
                add_tok(&u, v->tok);
    bool ok = true;
    for (int k = 0; k < p->nstmts && ok; k++)
        ok = inv_stmt(c, p->stmts[k], &u, false);
    if (ok) {
        for (int i = 0; i < p->nown; i++)
            if (p->own[i]->var && in_toks(&u, p->own[i]->var->tok))
                PUSH(p->bcast, p->nbcast, p->own[i]);
        for (int i = 0; i < p->nuses; i++)
            if (p->uses[i]->var && in_toks(&u, p->uses[i]->var->tok))
                PUSH(p->bcast, p->nbcast, p->uses[i]);
        p->invariant = true;
    }
    free(u.v);
}

/* ---- low threads -------------------------------------------------------------
 * A predicated if whose condition is one comparison `threadIdx.x < U` (or
 * `U > threadIdx.x`, `threadIdx.x <= U`, ...), U uniform: the threads that
 * take its branch are the first min(U, bd.x) of every row (a block's last
 * warp reduction, `if (threadIdx.x < 32)`).  In a block of one row they
 * are threads [0, n), so src/emit/region.c runs the branch in a frame of
 * n threads: its x loops, warp steps and function calls visit those only,
 * with the same thread numbers and context storage. */
static void find_low(Ctx *c, RItem *it, Node *cond)
{
    TidCmp t;
    if (!cond || cond->next || !tid_compare(c, cond, &t) || t.rising)
        return;
    it->pred_low = true;
    it->pred_gt = t.gt;
    it->pred_u = t.ub;
    it->pred_u_end = t.ue;
}

static void link_pieces(Ctx *c)
{
    RegionPlan *P = c->plan;
    Owned *own = NULL;
    int nown = 0;
    Toks *refs = calloc((size_t)P->npieces + 1, sizeof *refs);
    for (int i = 0; i < P->npieces; i++) {
        RItem *p = P->pieces[i];
        for (int k = 0; k < p->nstmts; k++) {
            Node *s = p->stmts[k];
            walk1(c, s, check_piece_update, NULL);
            walk1(c, s, find_blk_atomic, NULL);
            walk1(c, s, find_tls, &p->tls);
            if (!p->stride)
                walk1(c, s, find_split, p);
            walk1(c, s, collect_ref, &refs[i]);
            Node *next = s->next;   /* this statement, not those after it */
            s->next = NULL;
            if (!check_jumps(s, 0))
                fail(c, "break or continue across a barrier (line %d)", line_of(c, s));
            s->next = next;
            if (s->kind == ND_DECL && s->body)
                PUSH(own, nown, ((Owned){.decl = s, .piece = p}));
        }
        walk_piece_extra(c, p, collect_ref, &refs[i]);
        walk_piece_extra(c, p, find_tls, &p->tls);
    }
    for (int o = 0; o < nown; o++)
        for (Node *v = own[o].decl->body; v; v = v->next)
            if (v->init)
                walk1(c, v->init, collect_ref, &own[o].refs);
    /* Which declarations other pieces see, in source order: repeated
     * where that computes the same, else context variables. */
    Toks remat = {0};
    for (int o = 0; o < nown; o++) {
        for (int i = 0; i < P->npieces && !own[o].shared; i++)
            if (P->pieces[i] != own[o].piece)
                for (int r = 0; r < refs[i].n && !own[o].shared; r++)
                    own[o].shared = declares(own[o].decl, refs[i].v[r]);
        if (!own[o].shared)
            continue;
        if (pure_decl(c, own[o].decl, P_THREAD, &remat) && inputs_stay(c, own[o].decl) &&
            !inputs_shadowed(c, own[o].decl)) {
            own[o].remat = true;
            for (Node *v = own[o].decl->body; v; v = v->next)
                add_tok(&remat, v->tok);
            continue;
        }
        if (piece_temporaries(c, own[o].decl)) {
            own[o].remat = true;    /* (not in remat: their values are the pieces' own) */
            continue;
        }
        PUSH(P->ctx_decls, P->nctx_decls, own[o].decl);
        if (own[o].decl->body && own[o].decl->body->next)
            for (int i = own[o].decl->spec->type.begin; i < own[o].decl->spec->type.end; i++)
                if (tok_is(tok(c, i), "{")) {    /* the storage's type would define it again */
                    fail(c, "'%s' is used across a barrier and declared with others by a "
                            "declaration that defines their class (line %d)",
                         name_at(own[o].decl->body->tok)->str, line_of(c, own[o].decl->body));
                    break;
                }
        for (Node *v = own[o].decl->body; v; v = v->next) {
            if (v->tok < 0) {
                fail(c, "a structured binding used across a barrier (line %d)", line_of(c, v));
                continue;
            }
            for (int i = own[o].decl->spec->type.begin; i < own[o].decl->spec->type.end; i++)
                if (tok_is(tok(c, i), "auto") || tok_is(tok(c, i), "decltype"))
                    fail(c, "'%s' is used across a barrier and declared with %s (line %d)",
                         name_at(v->tok)->str, tok(c, i)->text[0] == 'a' ? "auto" : "decltype",
                         line_of(c, v));
            for (int i = v->begin; i < (v->assign_tok >= 0 ? v->assign_tok : v->end); i++) {
                if (tok_is(tok(c, i), "[") && !tok_is(tok(c, i + 1), "]")) {
                    i = tok_skip_group(&c->tu->toks, i) - 1;    /* a bound: (...) allowed */
                    continue;
                }
                if (tok_is(tok(c, i), "&") || tok_is(tok(c, i), "&&") ||
                    tok_is(tok(c, i), "(") || tok_is(tok(c, i), "..."))
                    fail(c, "'%s' is used across a barrier and is a reference or function "
                            "(line %d)", name_at(v->tok)->str, line_of(c, v));
                if (tok_is(tok(c, i), "[") && tok_is(tok(c, i + 1), "]"))
                    fail(c, "'%s' is used across a barrier and is an array of unspecified size "
                            "(line %d)", name_at(v->tok)->str, line_of(c, v));
            }
            RVar *rv = calloc(1, sizeof *rv);
            rv->var = v;
            rv->name_tok = v->tok;
            rv->id = c->next_id++;
            PUSH(P->vars, P->nvars, rv);
            PUSH(own[o].piece->own, own[o].piece->nown, rv);
        }
    }
    for (int k = 0; k < P->nparams; k++)
        if (!P->params[k]->uniform)
            PUSH(P->vars, P->nvars, P->params[k]);
    /* Each piece: the context variables it names that others declare, and
     * the repeated declarations it needs, with those they need. */
    for (int i = 0; i < P->npieces; i++) {
        RItem *p = P->pieces[i];
        for (int r = 0; r < refs[i].n; r++)
            for (int v = 0; v < P->nvars; v++)
                if (P->vars[v]->name_tok == refs[i].v[r] && P->vars[v]->name_tok >= 0) {
                    bool mine = false;
                    for (int k = 0; k < p->nown; k++)
                        mine |= p->own[k] == P->vars[v];
                    if (!mine)
                        PUSH(p->uses, p->nuses, P->vars[v]);
                }
        bool *need = calloc((size_t)nown + 1, sizeof *need);
        for (int o = nown - 1; o >= 0; o--) {
            if (!own[o].remat || own[o].piece == p)
                continue;
            for (int r = 0; r < refs[i].n && !need[o]; r++)
                need[o] = declares(own[o].decl, refs[i].v[r]);
            for (int later = o + 1; later < nown && !need[o]; later++)
                if (need[later])
                    for (int r = 0; r < own[later].refs.n && !need[o]; r++)
                        need[o] = declares(own[o].decl, own[later].refs.v[r]);
        }
        for (int o = 0; o < nown; o++)
            if (need[o])
                PUSH(p->remat, p->nremat, own[o].decl);
        free(need);
        for (int k = 0; k < p->nremat; k++)
            find_rows(c, p, p->remat[k]);
        for (int k = 0; k < p->nstmts; k++)
            walk1(c, p->stmts[k], note_rows, p);
        find_guard(c, p);
        find_fission(c, p);
        find_block_runs(c, p);
        find_reads_only(c, p);
        find_kept(c, p);
    }
    for (int i = 0; i < P->npieces; i++)
        free(refs[i].v);
    free(refs);
    for (int o = 0; o < nown; o++)
        free(own[o].refs.v);
    free(own);
    free(remat.v);
}

static void mark_storage(RList *L)
{
    for (RItem *it = L ? L->items : NULL; it; it = it->next) {
        L->storage |= it->kind == RI_PIECE && (it->nown || it->feeds);
        if (it->kind == RI_CONTROL) {
            mark_storage(it->body);
            mark_storage(it->els);
        }
    }
}

/* ---- descending pairs ------------------------------------------------------------
 * A Hillis-Steele scan's step is two pieces with a barrier between them:
 *
 *     float v = threadIdx.x >= off ? buf[threadIdx.x - off] : 0.0f;   (A)
 *     __syncthreads();
 *     buf[threadIdx.x] += v;                                          (B)
 *
 * Where A stores to nothing but its own locals, and B stores to nothing
 * but its locals and, of __shared__ arrays, the thread's own element
 * `s[threadIdx.x]`, which is all of those arrays that either piece reads
 * but A's `s[threadIdx.x - U]` in the part of its row where its split
 * (`threadIdx.x >= U` or kin, "split rows") is known true, the two run as
 * one x loop, the barrier elided, from the row's last thread down to its
 * first: a thread's A then reads only elements at or below its own, which
 * no B before it wrote, and its B writes only its own, which no A after it
 * reads.  Half the stores and one pass over the block fewer, and gcc
 * vectorises the loop (src/emit/region.c, emit_desc_pair: with the
 * subscripts as signed 64-bit values; with unsigned ones a descending loop
 * ran 7x slower).  Only for one-row blocks (tested at run time: a row of
 * a 2D block may read the row below's elements), a U of at most 32 bits
 * (so that U <= threadIdx.x there: compile time), no thread that
 * returned, no predicate, and pieces of none of the special forms. */
typedef struct Desc {
    RItem *a;
    Toks arrays;            /* the __shared__ arrays B stores to */
    int names;              /* mentions of them ... */
    int ok;                 /* ... as the subscripted array of a subscript above */
    bool bad;
} Desc;

static bool plain_piece(const RItem *p)
{
    /* (a guard `if (c) s` is written as it stands) */
    return p && p->kind == RI_PIECE && !p->stride && !p->guard_exits && !p->stride_guard && !p->xstep &&
           p->xtail <= 1 && !p->invariant && !p->fission && !p->one_b && !p->feeds && !p->tls &&
           !p->combines && !p->predicated && !p->nrows && !p->stride_warp && !p->nstreams &&
           !p->nahead && !p->block_runs;
}

/* `a[...]` of a __shared__ array a of an arithmetic type (not a pointer,
 * whose elements may be anywhere), named directly: a's token, else -1. */
static int shared_array(Ctx *c, const Node *n)
{
    const Node *a = n && n->kind == ND_INDEX ? n->lhs : NULL;
    if (!a || a->kind != ND_NAME || !a->local || a->local->kind != LV_VAR ||
        local_kind(c, a->local->tok) != LK_SHARED)
        return -1;
    int t = a->local->tok;
    const Node *v = var_of(c, t);
    if (!v || !v->spec || t + 1 >= v->end || !tok_is(tok(c, t + 1), "["))
        return -1;
    for (int i = v->spec->type.begin; i < v->spec->type.end; i++)
        if (!tok_is(tok(c, i), "__shared__") && !tok_is(tok(c, i), "volatile") &&
            !tok_is(tok(c, i), "static") && kind_of_tokens(c, i, i + 1, -1) != LK_SCALAR)
            return -1;
    for (int i = v->spec->type.begin; i < v->spec->type.end; i++)
        if (tok_is(tok(c, i), "*"))
            return -1;
    for (int i = v->begin; i < t; i++)
        if (!tok_is(tok(c, i), "__restrict__") && !tok_is(tok(c, i), "volatile") &&
            !tok_is(tok(c, i), "const"))
            return -1;      /* `*s`, `(&s)`, ... */
    return t;
}

static void desc_store(Ctx *c, Node *n, void *arg)
{
    Desc *d = arg;
    Node *lv = stored_to(c, n);
    int a = lv ? shared_array(c, lv) : -1;
    if (a >= 0 && is_tid_x(c, lv->rhs)) {
        add_tok(&d->arrays, a);
        return;
    }
    PieceStores e = {NULL, 0, false};
    find_piece_store(c, n, &e);
    free(e.dotted);
    d->bad |= e.any;
}

static void desc_count(Ctx *c, Node *n, void *arg)
{
    Desc *d = arg;
    d->names += n->kind == ND_NAME && n->local && in_toks(&d->arrays, n->local->tok);
}

static void desc_note(Ctx *c, Desc *d, const Node *n, bool sub)
{
    RItem *a = d->a;
    int b = n->tok + 1, e = tok_skip_group(&c->tu->toks, n->tok) - 1;
    a->desc_b = realloc(a->desc_b, sizeof *a->desc_b * (size_t)(a->ndesc + 1));
    a->desc_e = realloc(a->desc_e, sizeof *a->desc_e * (size_t)(a->ndesc + 1));
    a->desc_sub = realloc(a->desc_sub, sizeof *a->desc_sub * (size_t)(a->ndesc + 1));
    a->desc_b[a->ndesc] = b;
    a->desc_e[a->ndesc] = e;
    a->desc_sub[a->ndesc++] = sub;
}

/* The subscripts of __shared__ arrays in piece p's nodes from n on: each
 * of an array B stores to must be the thread's own element, or (in A,
 * `known`: where A's split holds, threadIdx.x >= U) `threadIdx.x - U`;
 * each `s[threadIdx.x]` and such is noted for the emitter. */
static void desc_subscripts(Ctx *c, Desc *d, RItem *p, Node *n, bool known);

/* The same for node n alone (not those after it). */
static void desc_subscripts1(Ctx *c, Desc *d, RItem *p, Node *n, bool known)
{
    if (!n)
        return;
    Node *next = n->next;
    n->next = NULL;
    desc_subscripts(c, d, p, n, known);
    n->next = next;
}

static void desc_subscripts(Ctx *c, Desc *d, RItem *p, Node *n, bool known)
{
    for (; n && !d->bad; n = n->next) {
        int k = -1;
        for (int i = 0; (n->kind == ND_COND || n->kind == ND_IF) && i < p->nsplits; i++)
            if (p->splits[i] == n->cond)
                k = i;
        if (k >= 0) {
            desc_subscripts1(c, d, p, n->init, known);
            desc_subscripts1(c, d, p, n->cond, known);
            desc_subscripts1(c, d, p, n->then, known || p->split_rising[k]);
            desc_subscripts1(c, d, p, n->els, known || !p->split_rising[k]);
            continue;
        }
        int a = shared_array(c, n);
        if (a >= 0) {
            Node *x = n->rhs;
            bool own = is_tid_x(c, x);
            bool below = x && x->kind == ND_BINARY && is_op(c, x, "-") && is_tid_x(c, x->lhs) &&
                         known && p == d->a &&
                         same_toks(c, x->tok + 1, x->end, p->split_u, p->split_u_end);
            if (own || below)
                desc_note(c, d, n, below);
            if (in_toks(&d->arrays, a)) {
                if (own || below)
                    d->ok++;
                else
                    d->bad = true;
            }
        }
        Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc,
                        n->body, n->args, n->config, n->targs, n->type.exprs};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            desc_subscripts(c, d, p, kids[i], known);
    }
}

/* Does the kernel reach an array of `arrays` otherwise than by `s[i]`
 * read or stored as a value?  (`int *q = s;`, `&s[i]`, `int &r = s[i]`,
 * a call that may take it by reference: then a piece may read an element
 * under another name.)  n's parent p, p's parent g. */
static bool desc_escapes(Ctx *c, const Toks *arrays, Node *n, Node *p, Node *g)
{
    for (; n; n = n->next) {
        if (n->kind == ND_NAME && n->local && in_toks(arrays, n->local->tok)) {
            if (!p || p->kind != ND_INDEX || p->lhs != n || !g)
                return true;
            switch (g->kind) {
            case ND_UNARY:
                if (is_op(c, g, "&"))
                    return true;
                break;
            case ND_CALL:
                if (g->lhs == p || !is_pure_call(g->lhs))
                    return true;
                break;
            case ND_VAR:    /* a reference bound to the element */
                for (int i = g->begin; i < (g->assign_tok >= 0 ? g->assign_tok : g->end); i++)
                    if (tok_is(tok(c, i), "&") || tok_is(tok(c, i), "&&"))
                        return true;
                if (!g->spec || kind_of_tokens(c, g->spec->type.begin, g->spec->type.end, -1) == LK_OTHER)
                    return true;    /* (auto &, a typedef of a reference) */
                break;
            case ND_CAST: case ND_CTOR: case ND_INIT_LIST: case ND_NEW: case ND_LAMBDA:
            case ND_MEMBER: case ND_RANGE_FOR: case ND_DESIG: case ND_STMT_EXPR: case ND_ASM:
            case ND_RETURN:
                return true;
            default:
                break;
            }
        }
        Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc,
                        n->body, n->args, n->config, n->targs, n->type.exprs};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            if (desc_escapes(c, arrays, kids[i], n, p))
                return true;
    }
    return false;
}

static void desc_walk(Ctx *c, RItem *p, Visit f, void *arg)
{
    for (int k = 0; k < p->nremat; k++)
        walk1(c, p->remat[k], f, arg);
    for (int k = 0; k < p->nstmts; k++)
        walk1(c, p->stmts[k], f, arg);
}

static void try_desc(Ctx *c, RItem *a, RItem *b)
{
    if (!plain_piece(a) || !plain_piece(b) || !b->barrier_before || !a->nstmts || !b->nstmts)
        return;
    if (b->nsplits && (!a->nsplits || a->split_gt != b->split_gt ||
                       !same_toks(c, a->split_u, a->split_u_end, b->split_u, b->split_u_end)))
        return;
    Desc d = {.a = a};
    PieceStores e = {NULL, 0, false};
    desc_walk(c, a, find_piece_store, &e);
    free(e.dotted);
    d.bad = e.any;
    if (!d.bad)
        desc_walk(c, b, desc_store, &d);
    if (!d.bad) {
        desc_walk(c, a, desc_count, &d);
        desc_walk(c, b, desc_count, &d);
    }
    d.bad |= !d.bad && desc_escapes(c, &d.arrays, c->d->ast, NULL, NULL);
    for (int k = 0; k < a->nremat && !d.bad; k++)
        desc_subscripts1(c, &d, a, a->remat[k], false);
    for (int k = 0; k < a->nstmts && !d.bad; k++)
        desc_subscripts1(c, &d, a, a->stmts[k], false);
    for (int k = 0; k < b->nremat && !d.bad; k++)
        desc_subscripts1(c, &d, b, b->remat[k], false);
    for (int k = 0; k < b->nstmts && !d.bad; k++)
        desc_subscripts1(c, &d, b, b->stmts[k], false);
    a->desc = !d.bad && d.arrays.n && d.ok == d.names;
    if (!a->desc) {
        free(a->desc_b), free(a->desc_e), free(a->desc_sub);
        a->desc_b = a->desc_e = NULL;
        a->desc_sub = NULL;
        a->ndesc = 0;
    }
    free(d.arrays.v);
    if (!a->desc)
        return;
    /* A's locals that only B uses: plain locals of the fused loop */
    a->desc_local = calloc((size_t)a->nown + 1, sizeof *a->desc_local);
    for (int i = 0; i < a->nown; i++) {
        const RVar *v = a->own[i];
        int users = 0;
        bool by_b = false;
        for (int k = 0; k < c->plan->npieces; k++)
            for (int u = 0; u < c->plan->pieces[k]->nuses; u++)
                if (c->plan->pieces[k]->uses[u] == v) {
                    users++;
                    by_b |= c->plan->pieces[k] == b;
                }
        a->desc_local[i] = users == 1 && by_b && v->name_tok >= 0 &&
                           local_kind(c, v->name_tok) == LK_SCALAR;
    }
}

static void find_descending(Ctx *c, RList *L)
{
    for (RItem *it = L ? L->items : NULL; it; it = it->next) {
        if (it->kind == RI_CONTROL) {
            find_descending(c, it->body);
            find_descending(c, it->els);
        } else if (it->next && !c->is_fn && !c->plan->nreturns) {
            try_desc(c, it, it->next);
            if (it->desc)
                it = it->next;
        }
    }
}

/* ---- the pass ------------------------------------------------------------------------ */

/* Mentions of blocking names in the body's tokens: each must be one of
 * the waits the split recognised.  Returns the first other, or NULL. */
static const char *unsplit_wait(Ctx *c)
{
    for (int i = c->d->body_open + 1; i < c->d->body_close; i++) {
        Name *nm = tok(c, i)->kind == TK_IDENT ? name_at(i) : NULL;
        if (nm && simt_name_blocks(nm) && !in_toks(&c->waits, i) && !simt_own_wait(i))
            return nm->str;
    }
    return NULL;
}

static char *parse_params(Ctx *c, bool modified_only);

/* At the '[' after a parameter's name, ending before e: not one
 * dimension `[N]` closing the parameter (an array of arrays, say)? */
static bool is_fn_array(Ctx *c, int open, int e)
{
    int close = tok_skip_group(&c->tu->toks, open);
    return close != e;
}

static int plan_ids;    /* ids of items, variables and plans: unique in the TU */

/* Are tokens [from, to), but `skip`, a type parameter of the function's
 * template (`const` around it allowed): `size_type wA` of cuda-samples'
 * matrixMulDrv, instantiated with an integer type by the caller? */
static bool template_type(Ctx *c, int from, int to, int skip)
{
    int t0 = c->d->template_tok, named = -1;
    if (t0 < 0 || !tok_is(tok(c, t0 + 1), "<"))
        return false;
    for (int i = from; i < to; i++) {
        if (i == skip || tok_is(tok(c, i), "const"))
            continue;
        if (named >= 0 || tok(c, i)->kind != TK_IDENT)
            return false;
        named = i;
    }
    if (named < 0)
        return false;
    const Token *n = tok(c, named);
    int close = tok_skip_angle(&c->tu->toks, t0 + 1);
    for (int i = t0 + 2; i + 1 < close; i++) {
        const Token *p = tok(c, i + 1);
        if ((tok_is(tok(c, i), "typename") || tok_is(tok(c, i), "class")) && p->len == n->len &&
            !strncmp(p->text, n->text, (size_t)n->len))
            return true;
    }
    return false;
}

/* Parameter k of a function's plan is uniform (bit k of umask: every
 * thread of the caller passes the same value, an expression pure there)
 * where the function does not modify it and its type is arithmetic or a
 * pointer: then loops may count to it, and the call passes the argument
 * as written, evaluated once.  A cooperative_groups::thread_block
 * parameter is the block's whatever the caller passes: uniform always. */
static void uniform_params(Ctx *c, unsigned umask)
{
    for (int k = 0; k < c->plan->nparams && k < 32; k++) {
        RVar *rv = c->plan->params[k];
        if (rv->name_tok < 0 || in_toks(&c->mod, rv->name_tok))
            continue;
        if (rv->block) {        /* the block, whoever passes it */
            rv->uniform = true;
            add_tok(&c->uniform, rv->name_tok);
            continue;
        }
        if (!(umask >> k & 1) || (!arith_words(c, rv->begin, rv->end, rv->name_tok, true) &&
                                  !template_type(c, rv->begin, rv->end, rv->name_tok)))
            continue;
        rv->uniform = true;
        add_tok(&c->uniform, rv->name_tok);
    }
}

static char *plan_once(TU *tu, const Decl *d, bool is_fn, unsigned umask, Toks *demoted,
                       RegionPlan **out)
{
    Ctx c = {.tu = tu, .d = d, .demoted = *demoted, .is_fn = is_fn, .next_id = plan_ids};
    *out = NULL;
    Node *body = d->ast;
    if (!body || body->end < 0)
        return strdup("the body did not parse");
    if (simt_has_lockstep(d))
        return strdup("legacy warp-synchronous code (lanes in lockstep through volatile memory)");
    {
        /* which statements wait (a block's or tile's sync() on a local
         * needs what the survey finds about locals), on the tree as it is */
        Ctx pre = c;
        pre.plan = calloc(1, sizeof *pre.plan);
        walk1(&pre, body, survey, NULL);
        simt_split_decls(tu, body, waits_at, &pre);
    }
    int nret = 0;
    walk1(&c, body, count_return, &nret);
    c.returns = nret > 0;
    c.plan = calloc(1, sizeof *c.plan);
    walk1(&c, body, survey, NULL);
    if (is_fn && !c.why) {
        c.plan->fn = d;
        c.plan->id = c.next_id++;
        char *why = parse_params(&c, false);
        if (why)
            return why;
        uniform_params(&c, umask);
    }
    find_candidates(&c, body);
    /* a parameter modified otherwise than by uniform updates: a context
     * variable the block's entry fills with the argument */
    if (!is_fn && !c.why) {
        char *why = parse_params(&c, true);
        if (why)
            return why;
    }
    c.top = is_fn ? NULL : body->body;
    if (!c.why)
        c.plan->body = split_list(&c, body->body);
    const char *other = c.why ? NULL : unsplit_wait(&c);
    if (other)
        fail(&c, "'%s' waits where regions cannot split", other);
    if (!c.why)
        link_pieces(&c);
    for (int i = 0; !c.why && i < c.plan->npieces; i++) {
        find_xstep(&c, c.plan->pieces[i]);
        find_ones(&c, c.plan->pieces[i]);
        find_invariant(&c, c.plan->pieces[i]);
        find_streams(&c, c.plan, c.plan->pieces[i]);
        find_ahead(&c, c.plan->pieces[i]);
        find_combines(&c, c.plan, c.plan->pieces[i]);
    }
    *demoted = c.demoted;
    if (c.next_id > plan_ids)
        plan_ids = c.next_id;
    if (c.restart)
        return NULL;
    if (!c.why)
        walk1(&c, body, collect_return, NULL);
    if (c.why)
        return c.why;
    mark_storage(c.plan->body);
    find_descending(&c, c.plan->body);
    simt_mark_warp_regs(tu, c.plan);
    *out = c.plan;
    return NULL;
}

/* The plan of one kernel or function: tried again, with fewer uniform
 * candidates, while one turns out not to be uniform. */
static char *plan_kernel(TU *tu, const Decl *d, bool is_fn, unsigned umask, RegionPlan **out)
{
    Toks demoted = {0};
    for (;;) {
        int before = demoted.n;
        char *why = plan_once(tu, d, is_fn, umask, &demoted, out);
        if (why || *out || demoted.n == before)
            return why ? why : *out ? NULL : strdup("no stable plan");
    }
}

/* ---- functions that wait, in region form -------------------------------------- */

static bool word_is(Ctx *c, int i, const char *s)
{
    return tok_is(tok(c, i), s);
}

/* Parameters `T name` or `T` (types spelled without brackets, references,
 * defaults or packs), each a per-thread array the caller fills.  For a
 * kernel (modified_only): those of its parameters that threads modify
 * otherwise than by uniform updates (`src += threadIdx.x;`). */
static char *parse_params(Ctx *c, bool modified_only)
{
    const Decl *d = c->d;
    for (int k = 0; k < d->nparams; k++) {
        int start = d->params[k].begin, i = d->params[k].end;
        int name = -1;
        bool plain = true, block = false, ref = false;
        for (int j = start; j < i; j++) {
            Token *t = tok(c, j);
            block |= word_is(c, j, "thread_block");
            ref |= word_is(c, j, "&");
            /* `T name[N]` is the pointer `T *name` */
            if (word_is(c, j, "[") && name == j - 1 && !is_fn_array(c, j, i))
                break;
            if (word_is(c, j, "&&") || word_is(c, j, "[") || word_is(c, j, "(") ||
                word_is(c, j, "=") || word_is(c, j, "...") || word_is(c, j, "<"))
                plain = false;
            if (t->kind == TK_IDENT && tok_is_name(t) && j > start && !word_is(c, j - 1, "::") &&
                !word_is(c, j + 1, "::"))
                name = j;
        }
        /* a reference to the block is the block (cucc__rf takes it by value) */
        if (ref && !block)
            plain = false;
        bool wanted = !modified_only ||
                      (name >= 0 && in_toks(&c->mod, name) && !in_toks(&c->cand, name));
        if (wanted && !plain && modified_only) {
            fail(c, "parameter '%s' is modified and is not `type name`", name_at(name)->str);
            return NULL;
        }
        if (wanted && !plain)
            return strdup("a parameter that is not `type name`");
        if (!wanted)
            continue;
        RVar *rv = calloc(1, sizeof *rv);
        rv->name_tok = name;
        rv->block = block;
        rv->begin = start;
        rv->end = i;
        rv->id = c->next_id++;
        PUSH(c->plan->params, c->plan->nparams, rv);
    }
    return NULL;
}

typedef struct FnPlan {
    const Decl *d;
    unsigned umask;         /* the arguments its callers pass uniform */
    RegionPlan *plan;
    char *why;
    bool busy;
    struct FnPlan *next;
} FnPlan;

static FnPlan *fn_plans;

/* A call of the function template f, its template argument list at lt
 * ('<', or -1 for none), names every parameter the header gives no
 * default: the region form, a class template with f's header, is then
 * named with the call's arguments and needs no deduction. */
/* The template parameters of f's header (src/front/params.c), -1 with a
 * pack among them or no header; those with a default in *defaults. */
static int header_params(const Decl *f, int *defaults)
{
    if (f->tmpl_lt < 0 || f->tmpl_end < 0)
        return -1;
    for (int i = 0; i < f->ntparams; i++) {
        if (f->tparams[i].pack)
            return -1;
        if (defaults && f->tparams[i].eq < f->tparams[i].end)
            (*defaults)++;
    }
    return f->ntparams;
}

static bool explicit_targs(Ctx *c, const Decl *f, int lt)
{
    int defaults = 0;
    int need = header_params(f, &defaults);
    if (need <= 0)
        return false;   /* an explicit specialization, a pack, or unreadable */
    int given = 0;
    if (lt >= 0) {
        int end = tok_skip_angle(&c->tu->toks, lt);
        if (end < 0)
            return false;
        given = list_split(c, lt + 1, end - 1, -1, NULL, NULL, NULL);
    }
    return given >= 0 && given <= need && given + defaults >= need;
}

/* Tokens [b, e) a type as declared: words, numbers, `::`, `*`, `<`, `>`, `,`. */
static bool plain_type_toks(const TU *tu, int b, int e)
{
    static const char *const bad[] = {"auto", "decltype", "__typeof__", "typeof", "static", "extern",
                                      "register", "constexpr", "__shared__", "__constant__",
                                      "__device__", "__managed__", "typename", "struct", "class"};
    if (b >= e)
        return false;
    for (int i = b; i < e; i++) {
        const Token *t = &tu->toks.v[i];
        if (!(t->kind == TK_IDENT || t->kind == TK_NUM || tok_is(t, "::") || tok_is(t, "*") ||
              tok_is(t, "<") || tok_is(t, ">") || tok_is(t, ",")))
            return false;
        for (size_t k = 0; k < sizeof bad / sizeof *bad; k++)
            if (tok_is(t, bad[k]))
                return false;
    }
    return true;
}

int simt_arg_type(const TU *tu, const Decl *caller, Node *const *vars, int nvars, const Node *a,
                  int *b, int *e)
{
    const Token *v0 = tu->toks.v;
    if ((a->kind == ND_NUM || a->kind == ND_CHAR || a->kind == ND_LITERAL) && a->begin + 1 == a->end) {
        *b = a->begin;
        *e = a->end;
        return SIMT_DEDUCE_LITERAL;
    }
    if (a->kind != ND_NAME || !a->local || a->qualified)
        return -1;
    int t = a->local->tok, kind = 0;
    const Node *v = NULL;
    for (int i = 0; i < nvars && !v; i++)
        if (vars[i]->tok == t)
            v = vars[i];
    const DeclParam *cp = decl_param_of(caller, t);
    bool stars = v && v->spec && v->begin < t && v->spec->type.end == v->begin;
    for (int i = v && stars ? v->begin : t; i < t; i++)
        stars &= tok_is(&v0[i], "*");
    if (v && v->spec && (v->begin == t || stars)) {
        *b = v->spec->type.begin;
        *e = stars ? t : v->spec->type.end;      /* `U *name`: U * */
        /* storage and memory-space words first: not the type's */
        while (*b < *e && (tok_is(&v0[*b], "__shared__") || tok_is(&v0[*b], "static") ||
                           tok_is(&v0[*b], "__device__") || tok_is(&v0[*b], "__constant__") ||
                           tok_is(&v0[*b], "__managed__") || tok_is(&v0[*b], "register")))
            (*b)++;
        if (tok_is(&v0[t + 1], "[")) {
            int close = tok_match(t + 1);
            if (close < 0 || tok_is(&v0[close + 1], "["))
                return -1;
            kind = SIMT_DEDUCE_ARRAY;
        }
    } else if (cp && cp->name == t && cp->eq == t + 1) {
        *b = cp->begin;
        *e = t;
    } else {
        return -1;
    }
    return plain_type_toks(tu, *b, *e) ? kind : -1;
}

/* A call of function template f that leaves its arguments to deduction:
 * can each type parameter T be named where the region form is called (at
 * the block's level, where no thread's variable is)?  So when a
 * parameter `T name` or `T *name` takes a literal or a variable of the
 * caller declared with a plain type (a parameter, a local, a __shared__
 * array): `decltype(cucc__by_value(*(U *)0))` deduces what the call does
 * (include/cucc/kernel.hpp).  Fills it's deduce_*. */
static bool deduce_targs(Ctx *c, const Decl *f, Node *call, RItem *it)
{
    int need = header_params(f, NULL);
    if (need <= 0 || need > 8)
        return false;
    Node *args[32];
    int nargs = 0;
    for (Node *a = call->args; a && nargs < 32; a = a->next)
        args[nargs++] = a;
    if (nargs != f->nparams)
        return false;
    int given = need;
    for (int j = 0; j < need; j++) {
        const DeclParam *tp = &f->tparams[j];
        if (tp->eq != tp->end) {        /* the rest to their defaults */
            for (int r = j; r < need; r++)
                if (f->tparams[r].eq == f->tparams[r].end)
                    return false;
            given = j;
            break;
        }
        if (tp->end - tp->begin != 2 || tp->name != tp->begin + 1 ||
            !(tok_is(tok(c, tp->begin), "typename") || tok_is(tok(c, tp->begin), "class")))
            return false;
        const Name *tn = name_at(tp->name);
        int b = -1, e = -1;
        unsigned char kind = 0;
        /* the first parameter of T whose argument names a type */
        for (int k = 0; k < f->nparams && b < 0; k++) {
            const DeclParam *p = &f->params[k];
            if (name_at(p->begin) != tn || p->name != p->eq - 1)
                continue;
            bool ptr = false, ref = false;
            int n = p->eq - p->begin;
            if (n == 3 && tok_is(tok(c, p->begin + 1), "*"))
                ptr = true;
            else if (n == 3 && tok_is(tok(c, p->begin + 1), "&"))
                ref = true;
            else if (!(n == 2 || (n == 4 && tok_is(tok(c, p->begin + 1), "const") &&
                                  tok_is(tok(c, p->begin + 2), "&"))))
                continue;       /* `T name`, `T const &name` deduce as by value */
            int k2 = simt_arg_type(c->tu, c->d, c->vars, c->nvars, args[k], &b, &e);
            if (k2 < 0 || ((ptr || ref) && (k2 & SIMT_DEDUCE_LITERAL)))
                b = -1;
            else
                kind = (unsigned char)(k2 | (ptr ? SIMT_DEDUCE_POINTER : ref ? SIMT_DEDUCE_REF : 0));
        }
        if (b < 0)
            return false;
        it->deduce_b[j] = b;
        it->deduce_e[j] = e;
        it->deduce_kind[j] = kind;
    }
    it->ndeduce = given;
    return given > 0;
}

/* `template <> T name<args>(...) { ... }`: an explicit specialisation. */
static bool explicit_spec(Ctx *c, const Decl *g)
{
    return g->template_tok >= 0 && tok_is(tok(c, g->template_tok + 1), "<") &&
           tok_is(tok(c, g->template_tok + 2), ">") && g->name_tok > 0 &&
           tok_is(tok(c, g->name_tok + 1), "<") && !tok_is(tok(c, g->name_tok - 1), "::");
}

/* Does function d's body name itself (__func__ and friends, assert)? */
static bool names_itself(Ctx *c, const Decl *d)
{
    static const char *const names[] = {"__func__", "__FUNCTION__", "__PRETTY_FUNCTION__"};
    return has_word(c, d->body_open, d->body_close, names, sizeof names / sizeof *names);
}

/* The number of template arguments specialisation g writes out, and of
 * template parameters f's header has: equal, no pack, for the class
 * template's specialisation to name them all. */
static bool spec_writes_all(Ctx *c, const Decl *f, const Decl *g)
{
    int lt = g->name_tok + 1, end = tok_skip_angle(&c->tu->toks, lt);
    if (end < 0)
        return false;
    int need = header_params(f, NULL);
    int given = list_split(c, lt + 1, end - 1, -1, NULL, NULL, NULL);
    return need > 0 && given == need;
}

/* The explicit specialisations of function template f with a plan for
 * umask, each with the same parameters, plain or per thread, as primary
 * (the plan of f for umask): NULL, or why not. */
static const char *plan_specs(Ctx *c, const Decl *f, const Decl **specs, int nspecs, unsigned umask,
                              const RegionPlan *primary);

/* The region form of the function a call names: defined once in the
 * user's files, before the caller, in its namespace, not a member, not
 * recursive; a template only when the call writes out its arguments
 * (explicit specialisations of it, defined before the caller too, get
 * region forms of their own with its names). */
static const RegionPlan *fn_plan_for(Ctx *c, Node *call, RItem *it)
{
    const Name *n = call->lhs->name;
    const Decl *f = NULL, *specs[8];
    int bodies = 0, nspecs = 0;
    for (DeclRef *r = n->decls; r; r = r->next) {
        const Decl *g = r->decl;
        /* a library's function of the name in its own namespace, or a
         * member, is not what an unqualified call from outside classes
         * names (a `sum` of the headers' against the user's) */
        if (g->kind != DK_FUNC || g->body_open < 0 ||
            (g->in_system && (strcmp(g->ns, c->d->ns) || g->in_class)))
            continue;
        if (explicit_spec(c, g) && !g->in_system && !g->in_class && g->ast &&
            nspecs < (int)(sizeof specs / sizeof *specs)) {
            specs[nspecs++] = g;
            continue;
        }
        f = g;
        bodies++;
    }
    if (nspecs && f && f->template_tok < 0)
        bodies += nspecs;   /* specialisations of no template of ours */
    const char *why = NULL;
    int lt = call->lhs->tok + 1;
    bool targs = call->lhs->tok >= 0 && tok_is(tok(c, lt), "<");
    if (bodies != 1 || call->lhs->qualified || (targs && (!f || f->template_tok < 0)))
        why = "it is overloaded, qualified or not defined here";
    else if (f->in_system || f->in_class || !f->ast)
        why = "it is a member or a library function";
    else if (f->template_tok >= 0 && !explicit_targs(c, f, targs ? lt : -1) &&
             (targs || !deduce_targs(c, f, call, it)))
        why = "its template arguments are deduced from what regions cannot name";
    else if (f->end > c->d->begin || strcmp(f->ns, c->d->ns) || f->in_anon_ns != c->d->in_anon_ns)
        why = "it is defined after the caller or in another namespace";
    if (!why && names_itself(c, f))
        why = "it names itself (__func__, assert)";
    /* which arguments every thread passes the same: a plan per such mask */
    unsigned umask = 0;
    int k = 0;
    for (Node *a = call->args; a && k < 32; a = a->next, k++) {
        Node *next = a->next;   /* pure() reads a list: this argument alone */
        a->next = NULL;
        if (pure(c, a, 0, NULL))
            umask |= 1u << k;
        a->next = next;
    }
    FnPlan *fp = NULL;
    for (FnPlan *p = fn_plans; !why && p; p = p->next) {
        if (p->d == f && p->busy)
            why = "it is recursive";
        if (p->d == f && p->umask == umask)
            fp = p;
    }
    if (!why && !fp) {
        fp = calloc(1, sizeof *fp);
        fp->d = f;
        fp->umask = umask;
        fp->next = fn_plans;
        fn_plans = fp;
        fp->busy = true;
        if (c->next_id > plan_ids)      /* the callee's ids follow the caller's */
            plan_ids = c->next_id;
        fp->why = plan_kernel(c->tu, f, true, umask, &fp->plan);
        c->next_id = plan_ids;
        if (!fp->why && nspecs) {
            const char *sw = plan_specs(c, f, specs, nspecs, umask, fp->plan);
            if (sw)
                fp->why = strdup(sw);
        }
        fp->busy = false;
    }
    if (!why && fp->why)
        why = fp->why;
    if (!why && list_len(call->args) != fp->plan->nparams)
        why = "it is called with default arguments";
    if (why) {
        fail(c, "'%s' waits and has no region form: %s", n->str, why);
        return NULL;
    }
    return fp->plan;
}

static const char *plan_specs(Ctx *c, const Decl *f, const Decl **specs, int nspecs, unsigned umask,
                              const RegionPlan *primary)
{
    for (int i = 0; i < nspecs; i++) {
        const Decl *g = specs[i];
        if (g->end > c->d->begin || strcmp(g->ns, c->d->ns) || g->in_anon_ns != c->d->in_anon_ns)
            return "an explicit specialisation of it is defined after the caller";
        if (!spec_writes_all(c, f, g))
            return "an explicit specialisation of it leaves template arguments to deduction";
        if (names_itself(c, g))
            return "an explicit specialisation of it names itself (__func__, assert)";
        FnPlan *sp = calloc(1, sizeof *sp);
        sp->d = g;
        sp->umask = umask;
        sp->next = fn_plans;
        fn_plans = sp;
        sp->busy = true;
        if (c->next_id > plan_ids)
            plan_ids = c->next_id;
        sp->why = plan_kernel(c->tu, g, true, umask, &sp->plan);
        c->next_id = plan_ids;
        sp->busy = false;
        if (sp->why)
            return "an explicit specialisation of it has no region form";
        bool same = sp->plan->nparams == primary->nparams;
        for (int k = 0; same && k < primary->nparams; k++)
            same = sp->plan->params[k]->uniform == primary->params[k]->uniform;
        if (!same) {
            sp->plan = NULL;    /* (no region form written for it) */
            return "an explicit specialisation of it takes its parameters otherwise";
        }
        sp->plan->spec_of = primary;
    }
    return NULL;
}

const RegionPlan *simt_fn_regions(const Decl *d, int i)
{
    for (FnPlan *p = fn_plans; p; p = p->next)
        if (p->d == d && p->plan && i-- == 0)
            return p->plan;
    return NULL;
}

static bool has_control(const RList *L)
{
    for (const RItem *it = L ? L->items : NULL; it; it = it->next)
        if (it->kind == RI_CONTROL || it->kind == RI_COLLECTIVE)
            return true;
    return false;
}

/* An if, ?: or switch anywhere in n or what follows it in its list. */
static bool has_branch(const Node *n)
{
    for (; n; n = n->next)
        if (n->kind == ND_IF || n->kind == ND_COND || n->kind == ND_SWITCH || has_branch(n->lhs) || has_branch(n->rhs) || has_branch(n->cond) || has_branch(n->then) ||
            has_branch(n->els) || has_branch(n->init) || has_branch(n->inc) || has_branch(n->body) ||
            has_branch(n->args))
            return true;
    return false;
}

/* Pieces with row variables and no conditional code: as regions, rows of
 * threads gcc vectorises without masks (a thread loop's body it does not
 * vectorise: the worker's threadIdx is stored for each thread). */
static bool has_plain_rows(const RList *L)
{
    bool rows = false;
    for (const RItem *it = L ? L->items : NULL; it; it = it->next) {
        if (it->kind == RI_PIECE && it->nrows) {
            for (int k = 0; k < it->nstmts; k++)
                if (has_branch(it->stmts[k]))
                    return false;
            rows = true;
        } else if (it->kind != RI_PIECE && it->kind != RI_SCALAR) {
            return false;
        }
    }
    return rows;
}

static bool has_guard(const RList *L)
{
    for (const RItem *it = L ? L->items : NULL; it; it = it->next)
        if ((it->kind == RI_PIECE && it->guard) || has_guard(it->body) || has_guard(it->els))
            return true;
    return false;
}

void simt_plan_regions(TU *tu)
{
    Plans **tail = &plans;
    for (Decl *d = tu->decls; d; d = d->next) {
        if (d->kind != DK_FUNC || d->body_open < 0 || !(d->attrs & CU_GLOBAL) || d->in_system ||
            d->in_class)
            continue;
        Plans *p = calloc(1, sizeof *p);
        p->d = d;
        if (simt_kernel_blocks_by_name(d)) {
            p->why = plan_kernel(tu, d, false, 0, &p->plan);
            if (p->plan && tu->access_hooks)
                simt_race_twin(tu, d, p->plan);
        } else if (simt_kernel_loops(d)) {
            /* A thread-loop kernel gains from regions by a loop run once
             * per block, or by a guard its rows pass whole (find_guard):
             * else it stays a thread loop, no reason given.  (Not for row
             * variables alone: gcc then vectorises saxpy and the stencil
             * with masked AVX-512 loads and stores, slower on the AMD dev
             * machine than the scalar thread loop, 3.3 against 2.3 ms.)
             * Or by atomics a piece sums ("combined atomics"). */
            free(plan_kernel(tu, d, false, 0, &p->plan));
            if (p->plan && !has_control(p->plan->body) && !has_guard(p->plan->body) &&
                !has_plain_rows(p->plan->body) && !p->plan->ncmb_atomics)
                p->plan = NULL;
            if (p->plan && tu->access_hooks)
                simt_race_twin(tu, d, p->plan);
        }
        *tail = p;
        tail = &p->next;
    }
}

const RegionPlan *simt_kernel_regions(const Decl *d)
{
    for (Plans *p = plans; p; p = p->next)
        if (p->d == d)
            return p->plan;
    return NULL;
}

const char *simt_region_why(const Decl *d)
{
    for (Plans *p = plans; p; p = p->next)
        if (p->d == d)
            return p->why;
    return NULL;
}

/* ---- what the emitter asks of a collective ---------------------------------- */

/* The declarations before a loop of a warp's lanes in the block of the
 * `if` around it (warp_decl), up to the loop; NULL when there are none. */
const Node *simt_stride_decls(const RItem *it)
{
    const Node *s = it->stmt, *b = s && s->kind == ND_IF ? s->then : NULL;
    if (!it->stride_warp || !b || b->kind != ND_BLOCK || !b->body || b->body == it->stride)
        return NULL;
    return b->body;
}

int simt_call_name_tok(const Node *call)
{
    return call->lhs->kind == ND_MEMBER ? call->lhs->rhs->tok : call->lhs->tok;
}

int simt_call_begin(const Node *call)
{
    const Node *f = call->lhs;
    while (f->kind == ND_MEMBER)
        f = f->lhs;
    return f->tok;
}

const Node *simt_coll_arg(const RItem *it, int k)
{
    const Node *a = it->call->args;
    if (it->tile) {
        if (k == 0 || k == 3)
            return NULL;
        k--;
    }
    while (a && k-- > 0)
        a = a->next;
    return a;
}

bool simt_tile_whole(const TU *tu, const RItem *it)
{
    return it->tile_e == it->tile_b + 1 && tok_is(&tu->toks.v[it->tile_b], "32");
}
