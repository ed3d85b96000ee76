/*
 * Register warp loops: a uniform `for` loop of a region plan whose body is
 * one warp shuffle and one update of the shuffled variable,
 *
 *     for (int off = 16; off > 0; off /= 2)
 *         v += __shfl_down_sync(0xffffffff, v, off);
 *
 * the warp reduction (and scan, broadcast, butterfly) written everywhere.
 * As planned, every iteration is a warp step over the whole block: the
 * shuffle moves every warp's values through memory (cucc__wmap), then a
 * lane loop adds them, five passes over the block's context array, each
 * reading at an offset what the last one just stored (no store-to-load
 * forwarding: 90 ns per 256 threads on the dev machine).  Marked here, the
 * emitter (src/emit/region.c, emit_warp_regs) runs the loop once per warp
 * instead, the warp's 32 values in one vector variable, each shuffle a
 * vector permutation (include/cucc/kernel.hpp, cucc__wsh): 19 ns.
 *
 * The interchange (warps outside, iterations inside) is what the loop's
 * shape makes legal: its header is uniform and free of calls and of
 * effects but on its own variable, so every warp may run it again; the
 * body touches only the variable's own lanes and the shuffle of them.
 * The update must be `v op= CALL`, `v = v op CALL` or `v = CALL op v`,
 * op one of + - * & | ^, which a vector of the value's type also takes
 * (not `v = fmaxf(v, CALL)`: its selects on 32-lane vectors, with gcc's
 * register allocation around them, made softmax 30% slower);
 * the shuffle's mask and width must not change in the loop (the emitter
 * tests once, before it, that they are the full warp).  Anything else
 * keeps the warp steps, as does, at run time, a block whose warps are not
 * whole or a value of a type no vector holds (kernel.hpp, cucc__wreg).
 */
#include "simt/simt.h"
#include "front/ast.h"

#include <string.h>

static bool tok_at(const TU *tu, int i, const char *s)
{
    return i >= 0 && i < tu->toks.n && tok_is(&tu->toks.v[i], s);
}

/* Does expression e call anything, or name local `var` (when not NULL)? */
static bool calls_or_names(const Node *e, const Local *var)
{
    if (!e)
        return false;
    switch (e->kind) {
    case ND_CALL:
    case ND_LAUNCH:
    case ND_NEW:
    case ND_DELETE:
    case ND_THROW:
    case ND_STMT_EXPR:
    case ND_LAMBDA:
    case ND_OPAQUE:
    case ND_CTOR:
        return true;
    case ND_NAME:
        return var && e->local == var;
    default:
        break;
    }
    if (calls_or_names(e->lhs, var) || calls_or_names(e->rhs, var) ||
        calls_or_names(e->cond, var) || calls_or_names(e->then, var) ||
        calls_or_names(e->els, var))
        return true;
    for (const Node *a = e->args; a; a = a->next)
        if (calls_or_names(a, var))
            return true;
    return false;
}

/* Does expression e change anything but local `var`?  (++, --, and
 * assignments to other than the plain name.) */
static bool writes_other(const TU *tu, const Node *e, const Local *var)
{
    if (!e)
        return false;
    bool incdec = e->kind == ND_POSTFIX ||
                  (e->kind == ND_UNARY && (tok_at(tu, e->tok, "++") || tok_at(tu, e->tok, "--")));
    if ((e->kind == ND_ASSIGN || incdec) &&
        !(e->lhs && e->lhs->kind == ND_NAME && var && e->lhs->local == var))
        return true;
    if (writes_other(tu, e->lhs, var) || writes_other(tu, e->rhs, var) ||
        writes_other(tu, e->cond, var) || writes_other(tu, e->then, var) ||
        writes_other(tu, e->els, var))
        return true;
    for (const Node *a = e->args; a; a = a->next)
        if (writes_other(tu, a, var))
            return true;
    return false;
}

static bool is_var(const Node *e, const Local *v)
{
    return e && e->kind == ND_NAME && e->local == v && !e->qualified;
}

static bool vector_op(const TU *tu, int t, bool assign)
{
    static const char *const plain[] = {"+", "-", "*", "&", "|", "^", NULL};
    static const char *const compound[] = {"+=", "-=", "*=", "&=", "|=", "^=", NULL};
    for (const char *const *o = assign ? compound : plain; *o; o++)
        if (tok_at(tu, t, *o))
            return true;
    return false;
}

/* Is statement s `v op= call;`, `v = v op call;` or `v = call op v;`? */
static bool update_of(const TU *tu, const Node *s, const Node *call, const Local *v)
{
    if (!s || s->kind != ND_EXPR_STMT)
        return false;
    const Node *e = s->lhs;
    if (!e || e->kind != ND_ASSIGN || !is_var(e->lhs, v))
        return false;
    if (vector_op(tu, e->tok, true))
        return e->rhs == call;
    if (!tok_at(tu, e->tok, "="))
        return false;
    const Node *b = e->rhs;
    return b && b->kind == ND_BINARY && vector_op(tu, b->tok, false) &&
           ((is_var(b->lhs, v) && b->rhs == call) || (b->lhs == call && is_var(b->rhs, v)));
}

static const Node *nth_arg(const Node *call, int k)
{
    const Node *a = call->args;
    while (a && k-- > 0)
        a = a->next;
    return a;
}

static bool plain_piece(const RItem *p)
{
    return p && p->kind == RI_PIECE && p->nremat == 0 && p->nrows == 0 && p->nown == 0 &&
           !p->stride && !p->guard && !p->stride_guard && !p->fission && p->nsplits == 0 &&
           !p->block_runs && !p->tls;
}

/* The for loop `it`, its one declared variable's local, if it qualifies. */
static bool warp_loop(const TU *tu, RItem *it)
{
    const Node *s = it->stmt;
    if (it->kind != RI_CONTROL || it->stride || it->pred || !s || s->kind != ND_FOR || !it->body ||
        it->els)
        return false;
    /* the header: `T i = e;` (one variable), a condition and a step free of
     * calls, writing nothing but i */
    const Node *init = s->init;
    if (!init || init->kind != ND_DECL || !init->body || init->body->next ||
        init->body->tok < 0 || !s->cond)
        return false;
    const Local *iv = NULL;
    /* the local of the loop variable: the condition names it */
    for (const Node *n = s->cond; n && !iv; n = n->lhs)
        if (n->kind == ND_NAME && n->local && n->local->tok == init->body->tok)
            iv = n->local;
    if (!iv || calls_or_names(init->body->init, NULL) || calls_or_names(s->cond, NULL) ||
        calls_or_names(s->inc, NULL) || writes_other(tu, s->cond, NULL) ||
        writes_other(tu, s->inc, iv))
        return false;
    const RItem *p0 = it->body->items;
    const RItem *c = p0 ? p0->next : NULL;
    const RItem *p1 = c ? c->next : NULL;
    if (!plain_piece(p0) || p0->nstmts != 0 || p0->feeds != c || !c ||
        c->kind != RI_COLLECTIVE || c->shape != RC_SHFL || !c->uniform_args || !plain_piece(p1) ||
        p1->nstmts != 1 || p1->feeds || p1->next)
        return false;
    const Node *call = c->call;
    if (!call || !call->lhs || call->lhs->kind != ND_NAME || call->lhs->qualified ||
        call->lhs->targs)
        return false;
    const Node *mask = nth_arg(call, 0), *val = nth_arg(call, 1), *lane = nth_arg(call, 2);
    const Node *width = nth_arg(call, 3);
    if (!mask || !val || !lane || (width && width->next) || val->kind != ND_NAME || !val->local ||
        val->local->kind != LV_VAR || val->local == iv)
        return false;
    /* mask and width the same in every iteration; the lane (delta) a
     * plain expression; none of them, nor the header, names the value
     * (a vector in the emitted loop) */
    const Local *val_local = val->local;
    if (calls_or_names(mask, iv) || (width && calls_or_names(width, iv)) ||
        calls_or_names(lane, NULL) || writes_other(tu, mask, NULL) ||
        writes_other(tu, lane, NULL) || (width && writes_other(tu, width, NULL)) ||
        calls_or_names(mask, val_local) || calls_or_names(lane, val_local) ||
        (width && calls_or_names(width, val_local)) || calls_or_names(init->body->init, val_local) ||
        calls_or_names(s->cond, val_local) || calls_or_names(s->inc, val_local))
        return false;
    return update_of(tu, p1->stmts[0], call, val->local);
}

static void mark_list(const TU *tu, RList *L)
{
    for (RItem *it = L ? L->items : NULL; it; it = it->next) {
        if (it->kind != RI_CONTROL)
            continue;
        it->warp_regs = warp_loop(tu, it);
        if (!it->warp_regs) {
            mark_list(tu, it->body);
            mark_list(tu, it->els);
        }
    }
}

void simt_mark_warp_regs(const TU *tu, RegionPlan *P)
{
    if (P)
        mark_list(tu, P->body);
}
