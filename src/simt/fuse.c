/*
 * simt_kernel_fuses(): may a kernel's block entry run several blocks along
 * x in one call, row y of each block before row y + 1 of any?
 *
 * A 16 x 16 block of a 2D stencil reads 64 bytes of each of 18 rows 8 KB
 * apart: run block after block, the hardware prefetchers see short
 * streams, and each row of threads is one vector.  Run as rows of blocks
 * (blocks bx..bx+k-1 of one blockIdx.y, for each thread row y the x loop
 * of each block), the same threads read k * 64 contiguous bytes per row.
 * The runtime gives the entry the blocks up to the end of the row of
 * blocks in the chunk it claimed (src/rt/sched.c, loop_main).
 *
 * Threads of different blocks then interleave, which only order tells:
 * so only kernels whose threads never wait (thread loops), region kernels
 * that are one piece (no barrier; a guard made them regions), or region
 * kernels of pieces between barriers and nothing else (below), and whose
 * code, with every user function it names, transitively, has no __shared__
 * memory (one per worker, not per block) but the last kind's, and nothing whose
 * effects show the order of blocks: device printf, malloc/free, assert,
 * __trap, clocks, launches, cooperative groups, and no function but the
 * kernel reading blockIdx.  Launches with dynamic shared memory do not
 * fuse (src/rt/launch.c).  By name, like strategy.c: every doubt keeps
 * block after block.
 */
#include "simt/simt.h"
#include "front/ast.h"

#include <stdlib.h>
#include <string.h>

static const char *const unfused[] = {
    "__shared__", "printf", "malloc", "free", "__trap", "__brkpt", "assert", "__assert_fail",
    "__assertfail", "clock", "clock64", "__globaltimer", "__nanosleep", "cudaMalloc",
    "cudaFree", "cudaLaunchDevice", "cudaGetParameterBuffer", "this_grid", "this_cluster",
    "asm", "__asm__", "this_thread_block", "cooperative_groups", NULL,
};

typedef struct Fn {
    const Decl *d;
    bool bad;
} Fn;

static const TU *fuse_tu;
static const Decl *fuse_decls;  /* with fuse_tu, what fns was found for */
static Fn *fns;
static int nfns;

/* A region kernel whose plan is a list of pieces, with barriers between
 * them, __shared__ declarations and declarations of uniform values that
 * do not depend on the block (statements run once for all the fused
 * blocks, where they ran once per block: they name no blockIdx and no
 * __shared__ variable, call nothing and modify nothing), runs each piece
 * for every fused block, row by row, before the next piece, each block
 * with its own copy of the kernel's __shared__ variables (src/emit/
 * region.c, emit_shared_refs).  No thread returns (the exit flags are one
 * block's).  A 2D stencil staged through a shared tile then reads its rows
 * across the blocks as one stream.  Between the pieces may stand loops,
 * ifs and blocks whose head is the same in every block (head_uniform:
 * run once for all of them) and updates of uniform locals (`step++`); a
 * lockstep loop by rows (a grid-stride sum) runs iteration k of every
 * block before k + 1.  Values a thread keeps across barriers (context
 * variables) have one array for the blocks of a run, block b's threads
 * after block b - 1's (the emitter makes runs of a few blocks). */
typedef struct Shared {
    int tok[SIMT_FUSE_SHARED_MAX];
    int n;
} Shared;

/* Does identifier t spell one of the shared variables? */
static bool is_shared(const TU *tu, const Token *t, const Shared *shared)
{
    for (int k = 0; k < shared->n; k++) {
        const Token *v = &tu->toks.v[shared->tok[k]];
        if (v->len == t->len && !memcmp(v->text, t->text, (size_t)t->len))
            return true;
    }
    return false;
}

static bool names_shared(const TU *tu, const Node *s, const Shared *shared)
{
    for (int i = s->begin; i < s->end; i++) {
        const Token *t = &tu->toks.v[i];
        if (tok_is(t, "blockIdx") || tok_is(t, "++") || tok_is(t, "--") || tok_is(t, "static") ||
            tok_is(t, "extern") || (t->kind == TK_PUNCT && t->len >= 2 && t->text[t->len - 1] == '=' &&
                                    !tok_is(t, "==") && !tok_is(t, "!=") && !tok_is(t, "<=") &&
                                    !tok_is(t, ">=")))
            return true;
        if (t->kind != TK_IDENT)
            continue;
        if ((i + 1 < s->end && tok_is(&tu->toks.v[i + 1], "(")) || is_shared(tu, t, shared))
            return true;
    }
    return false;
}

/* The kernel whose plan list_fuses walks (its parameters: head_uniform). */
static const Decl *fuse_kernel;

/* Is token i a parameter of fuse_kernel that [from, to) assigns,
 * increments or decrements?  (The body runs again for each run of blocks,
 * src/emit/region.c, and the parameters are the entry's own.) */
static bool param_written(const TU *tu, int i, int from, int to)
{
    const Token *t = &tu->toks.v[i];
    const Decl *d = fuse_kernel;
    bool param = false;
    for (int k = 0; k < d->nparams && !param; k++) {
        const Token *p = d->params[k].name >= 0 ? &tu->toks.v[d->params[k].name] : NULL;
        param = p && p->len == t->len && !memcmp(p->text, t->text, (size_t)t->len);
    }
    if (!param)
        return false;
    const Token *next = i + 1 < to ? &tu->toks.v[i + 1] : NULL;
    const Token *prev = i > from ? &tu->toks.v[i - 1] : NULL;
    if (prev && (tok_is(prev, "++") || tok_is(prev, "--")))
        return true;
    if (!next || (prev && (tok_is(prev, ".") || tok_is(prev, "->"))))
        return false;       /* (a member of that name) */
    if (tok_is(next, "++") || tok_is(next, "--"))
        return true;
    return next->kind == TK_PUNCT && next->text[next->len - 1] == '=' && !tok_is(next, "==") &&
           !tok_is(next, "!=") && !tok_is(next, "<=") && !tok_is(next, ">=");
}

/* Tokens [from, to) of a control statement's head (a loop's or an if's,
 * run once for all the fused blocks): no blockIdx, __shared__ variable,
 * call or memory read (`[`, `->`, unary `*`), so the same in every block;
 * no parameter written. */
static bool head_uniform(const TU *tu, int from, int to, const Shared *shared)
{
    for (int i = from; i < to; i++) {
        const Token *t = &tu->toks.v[i], *prev = i > from ? &tu->toks.v[i - 1] : NULL;
        if (tok_is(t, "blockIdx") || tok_is(t, "[") || tok_is(t, "->") || tok_is(t, "static"))
            return false;
        if (tok_is(t, "*") && !(prev && (prev->kind == TK_IDENT || prev->kind == TK_NUM ||
                                         tok_is(prev, ")") || tok_is(prev, "]"))))
            return false;
        if (t->kind != TK_IDENT)
            continue;
        if (param_written(tu, i, from, to))
            return false;
        if (i + 1 < to && tok_is(&tu->toks.v[i + 1], "(") && !tok_is(t, "for") &&
            !tok_is(t, "while") && !tok_is(t, "if") && !tok_is(t, "sizeof"))
            return false;
        if (is_shared(tu, t, shared))
            return false;
    }
    return true;
}

/* What list_fuses saw: pieces, context variables, lockstep loops. */
typedef struct Seen {
    int pieces;
    bool ctx, stride, loops;
} Seen;

static bool list_fuses(const TU *tu, const RList *L, Shared *shared, Seen *seen, bool top);

/* A control item of the fused kernel: a lockstep loop by rows over its
 * piece (each block's rows start from its own blockIdx), or a uniform
 * loop, if or block whose head is the same in every block (above). */
static bool control_fuses(const TU *tu, const RItem *it, Shared *shared, Seen *seen)
{
    const Node *s = it->stmt;
    if (it->pred) {
        /* threads in the if or not, flags per thread (fed by the piece
         * before); a frame of the low threads (`threadIdx.x < U`) is the
         * same in every block */
        if (it->pred_low && (!s->then || !head_uniform(tu, s->begin, s->then->begin, shared)))
            return false;
        return list_fuses(tu, it->body, shared, seen, false) &&
               (!it->els || list_fuses(tu, it->els, shared, seen, false));
    }
    if (it->stride) {
        seen->stride = true;
        return list_fuses(tu, it->body, shared, seen, false);
    }
    switch (s->kind) {
    case ND_BLOCK:
        break;
    case ND_FOR:
    case ND_WHILE:
        /* (a loop whose init went before it: the header from after it) */
        if (!s->body || !head_uniform(tu, s->spec_to > 0 ? s->spec_to : s->begin, s->body->begin,
                                      shared))
            return false;
        seen->loops = true;
        break;
    case ND_DO:
        if (!s->body || !head_uniform(tu, s->body->end, s->end, shared))
            return false;
        seen->loops = true;
        break;
    case ND_IF:
        if (!s->then || !head_uniform(tu, s->begin, s->then->begin, shared))
            return false;
        break;
    default:
        return false;
    }
    return list_fuses(tu, it->body, shared, seen, false) &&
           (!it->els || list_fuses(tu, it->els, shared, seen, false));
}

/* top: the kernel's own list, where alone __shared__ declarations may
 * stand (one in a loop would take new copies in each iteration). */
static bool list_fuses(const TU *tu, const RList *L, Shared *shared, Seen *seen, bool top)
{
    bool ok = true;
    for (const RItem *it = L ? L->items : NULL; it && ok; it = it->next) {
        if (it->kind == RI_PIECE) {
            if (it->feeds && it->feeds->kind == RI_CONTROL && !it->feeds->pred)
                ok = false;
            for (int k = 0; k < it->nstmts && ok; k++)
                for (int i = it->stmts[k]->begin; i < it->stmts[k]->end && ok; i++)
                    ok = !tok_is(&tu->toks.v[i], "__shared__");
            seen->pieces++;
            seen->ctx = seen->ctx || it->nown;
        } else if (it->kind == RI_SCALAR && it->stmt->kind == ND_DECL && it->stmt->spec &&
                   (it->stmt->spec->cuda & CU_SHARED)) {
            const Node *s = it->stmt;
            ok = top;
            for (int i = s->begin; i < s->end && ok; i++)
                ok = !tok_is(&tu->toks.v[i], "extern") && !tok_is(&tu->toks.v[i], "=");
            for (const Node *v = s->body; v && ok; v = v->next)
                if (v->tok >= 0 && (ok = shared->n < SIMT_FUSE_SHARED_MAX))
                    shared->tok[shared->n++] = v->tok;
        } else if (it->kind == RI_SCALAR && it->stmt->kind == ND_DECL) {
            ok = !names_shared(tu, it->stmt, shared);
        } else if (it->kind == RI_SCALAR && it->stmt->kind == ND_EXPR_STMT) {
            /* a uniform local's update (`step++`), once for the run */
            ok = head_uniform(tu, it->stmt->begin, it->stmt->end, shared);
        } else if (it->kind == RI_CONTROL) {
            ok = control_fuses(tu, it, shared, seen);
        } else if (it->kind == RI_COLLECTIVE) {
            /* once for each block of the run, on its part of the arrays;
             * the warp steps take a uniform mask, delta and width once
             * for all the blocks */
            for (int i = it->stmt->begin; i < it->stmt->end && ok; i++)
                ok = !tok_is(&tu->toks.v[i], "blockIdx");
        } else {
            ok = false;
        }
    }
    return ok;
}

static bool pieces_fuse(const TU *tu, const RegionPlan *P)
{
    Seen seen = {0};
    bool ok = !P->nreturns;
    Shared shared = {.n = 0};
    for (const Decl *d = tu->decls; d && ok; d = d->next)
        if (d->kind == DK_VAR && (d->attrs & CU_SHARED))
            ok = false;         /* file-scope __shared__: one per worker */
    /* Context variables across a loop of barriers (a tile loop's
     * accumulators) only with a lockstep loop too, which reads the blocks'
     * rows as one stream: an n-body's and a sgemm's tile loops, whose
     * blocks reuse their tiles anyway, measured 13% and 7% slower fused
     * (2 workers, median of 7: the code around the fused blocks) */
    return ok && list_fuses(tu, P->body, &shared, &seen, true) && seen.pieces > 1 &&
           (!seen.ctx || !seen.loops || seen.stride);
}

static bool tok_in(const Token *t, const char *const *words)
{
    for (int i = 0; words[i]; i++)
        if (tok_is(t, words[i]))
            return true;
    return false;
}

/* Does the body of d name an unfused word or a bad function?  (Or, but
 * in the kernel, blockIdx: the entry gives the kernel's body the block's
 * index, while the worker's is const to the C++ compiler, which may read
 * it once for all blocks of the call.) */
static bool body_bad(const Decl *d, bool shared_ok)
{
    const Token *t = fuse_tu->toks.v;
    bool kernel = d->attrs & CU_GLOBAL;
    for (int i = d->body_open + 1; i < d->body_close; i++) {
        if (!kernel && tok_is(&t[i], "blockIdx"))
            return true;
        if (shared_ok && tok_is(&t[i], "__shared__"))
            continue;
        if (tok_in(&t[i], unfused) || (tok_is(&t[i], "<<") && tok_is(&t[i + 1], "<")))
            return true;
        if (t[i].kind != TK_IDENT)
            continue;
        for (int k = 0; k < nfns; k++)
            if (fns[k].bad && fns[k].d != d && (int)strlen(fns[k].d->name) == t[i].len &&
                !memcmp(fns[k].d->name, t[i].text, (size_t)t[i].len))
                return true;
    }
    return false;
}

/* The user's functions with bodies, bad ones marked, transitively. */
static void find_bad(const TU *tu)
{
    if (fuse_tu == tu && fuse_decls == tu->decls)
        return;
    fuse_tu = tu;
    fuse_decls = tu->decls;
    free(fns);
    fns = NULL;
    nfns = 0;
    int cap = 0;
    for (const Decl *d = tu->decls; d; d = d->next) {
        if (d->kind != DK_FUNC || d->body_open < 0 || d->in_system || !*d->name)
            continue;
        if (nfns == cap) {
            cap = cap ? 2 * cap : 16;
            fns = realloc(fns, sizeof *fns * (size_t)cap);
        }
        fns[nfns++] = (Fn){d, false};
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int k = 0; k < nfns; k++)
            if (!fns[k].bad && body_bad(fns[k].d, false))
                fns[k].bad = changed = true;
    }
}

/* 0: blocks one by one; 1: fused; 2: fused, with copies of the shared
 * variables (pieces_fuse). */
static int fusion(const TU *tu, const Decl *d)
{
    const RegionPlan *P = simt_kernel_regions(d);
    /* parameters the threads modify are per-thread arrays of one block
     * (src/emit/region.c, emit_region_body) */
    if (P && P->nparams)
        return 0;
    /* (--sanitize checks __shared__ variables in the worker's window) */
    fuse_kernel = d;
    bool pieces = P && P->body && !tu->guard_shared && pieces_fuse(tu, P);
    if (P && !pieces && (!P->body || !P->body->items || P->body->items->next ||
                         P->body->items->kind != RI_PIECE))
        return 0;
    if (!P && !simt_kernel_loops(d))
        return 0;
    find_bad(tu);
    for (int k = 0; k < nfns; k++)
        if (fns[k].d == d)
            return pieces ? (body_bad(d, true) ? 0 : 2) : !fns[k].bad;
    return 0;
}

bool simt_kernel_fuses(const TU *tu, const Decl *d)
{
    return fusion(tu, d) != 0;
}

bool simt_fuse_copies(const TU *tu, const Decl *d)
{
    return fusion(tu, d) == 2;
}
