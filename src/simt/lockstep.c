/*
 * simt_plan_lockstep(): legacy warp-synchronous code.
 *
 * Code written for GPUs before Volta lets the lanes of a warp exchange data
 * through shared memory with no barrier between the steps, relying on the
 * lanes running each instruction together: the unrolled last warp of a
 * reduction (`s[tid] += s[tid + 16]; s[tid] += s[tid + 8]; ...`), a warp's
 * scan in shared memory, a bitonic step within a warp.  Such code reaches
 * shared memory through `volatile` pointers, which is what keeps the
 * compiler from holding the values in registers: without `volatile`, nvcc
 * does hold them, and each lane sees its own stale copies (an H100 agrees
 * with cucc's lane-by-lane order on tests/e2e/warp_sync_plain.cu).  So the
 * lockstep cucc gives is keyed on `volatile`:
 *
 *   - an expression statement or declaration of a device function of the
 *     user's files that reads or writes through a volatile pointer or
 *     array is followed by a lockstep point;
 *   - an assignment whose right-hand side reads through one is split:
 *     every lane evaluates the right-hand side, a lockstep point, every
 *     lane stores, a lockstep point (the GPU loads before it stores);
 *   - an if or a loop body that holds lockstep points is followed by one,
 *     where the GPU's lanes reconverge, so that lanes that skipped a
 *     branch wait there for the lanes still inside it;
 *   - none of this in a block that calls a barrier itself (`synced`).
 *
 * A lockstep point is the convergence wait of __activemask()
 * (src/rt/warp.c): it returns once every lane of the warp still running
 * has stopped somewhere, releasing the lanes at the point furthest behind
 * in the source, so lanes at one point go on together.  Its site number,
 * LOCKSTEP_SITE + the index of the token where it stands, orders the
 * points in source order (src/emit/lockstep.c writes them).
 * Functions with lockstep points run on fibers (strategy.c asks
 * simt_has_lockstep, region.c does not plan them).
 */
#include "simt/simt.h"

#include <stdlib.h>
#include <string.h>

static TU *the_tu;
static LockPoint *points;       /* sorted by statement token */
static int npoints, cappoints;
static const Decl **fns;        /* functions with lockstep points */
static int nfns;

static Token *tok(int i)
{
    return &the_tu->toks.v[i];
}

static bool is(int i, const char *s)
{
    return i >= 0 && i < the_tu->toks.n && tok_is(tok(i), s);
}

/* Does the declaration of the name at token `name` say volatile, and is
 * the name a pointer or an array?  [from, name) is searched back to the
 * start of the declaration (a parameter's '(' or ',', a statement's ';',
 * '{' or '}'). */
static bool declared_volatile(int name)
{
    bool vol = false, indirect = is(name + 1, "[");
    for (int i = name - 1; i >= 0; i--) {
        if (is(i, ";") || is(i, "{") || is(i, "}") || is(i, "(") || is(i, ","))
            break;
        if (is(i, "volatile"))
            vol = true;
        else if (is(i, "*") && !vol)
            indirect = true;
    }
    return vol && indirect;
}

static bool type_volatile(const TypeRef *t)
{
    bool vol = false, ptr = false;
    for (int i = t->begin; i < t->end; i++) {
        vol |= is(i, "volatile");
        ptr |= is(i, "*");
    }
    return vol && ptr;
}

/* Is e a pointer or array that reaches memory through `volatile`? */
static bool volatile_base(const Node *e)
{
    if (!e)
        return false;
    switch (e->kind) {
    case ND_NAME:
        if (e->local)
            return e->local->kind == LV_VAR && declared_volatile(e->local->tok);
        if (e->name && !e->qualified)
            for (DeclRef *r = e->name->decls; r; r = r->next)
                if (r->decl->kind == DK_VAR && r->decl->name_tok >= 0 &&
                    declared_volatile(r->decl->name_tok))
                    return true;
        return false;
    case ND_CAST:
        return type_volatile(&e->type);
    case ND_INDEX:
    case ND_MEMBER:
        return volatile_base(e->lhs);
    case ND_BINARY:     /* p + k */
        return is(e->tok, "+") || is(e->tok, "-") ? volatile_base(e->lhs) || volatile_base(e->rhs)
                                                 : false;
    default:
        return false;
    }
}

/* An lvalue through a volatile pointer or array: v[i], *v, v->m, v[i].m. */
static bool volatile_access(const Node *e)
{
    switch (e->kind) {
    case ND_INDEX:
        return volatile_base(e->lhs);
    case ND_UNARY:
        return is(e->tok, "*") && volatile_base(e->lhs);
    case ND_MEMBER:
        return is(e->tok, "->") ? volatile_base(e->lhs) : volatile_access(e->lhs);
    default:
        return false;
    }
}

static bool touches(const Node *n);

static bool any_touches(const Node *n)
{
    for (; n; n = n->next)
        if (touches(n))
            return true;
    return false;
}

/* Does expression n (and what is below it) access volatile memory?
 * Lambdas and statement expressions are not entered. */
static bool touches(const Node *n)
{
    if (!n || n->kind == ND_LAMBDA || n->kind == ND_STMT_EXPR || n->kind == ND_SIZEOF)
        return false;
    if (volatile_access(n))
        return true;
    const Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc, n->args};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (kids[i] && (kids[i] == n->args ? any_touches(kids[i]) : touches(kids[i])))
            return true;
    return false;
}

static void add_point(const Node *stmt, LockKind kind, const Node *assign)
{
    if (npoints == cappoints) {
        cappoints = cappoints ? cappoints * 2 : 16;
        points = realloc(points, sizeof *points * (size_t)cappoints);
    }
    points[npoints++] = (LockPoint){.stmt = stmt, .kind = kind, .assign = assign};
}

static int stmts(const Node *s);

/* A call of a barrier: __syncthreads*, __syncwarp, or a `sync` /
 * `barrier_wait` of cooperative groups (cg::sync(g), g.sync()). */
static bool is_barrier_call(const Node *n)
{
    if (n->kind != ND_CALL || !n->lhs)
        return false;
    const Node *f = n->lhs;
    const char *name = NULL;
    if (f->kind == ND_NAME && f->name)
        name = f->name->str;
    else if (f->kind == ND_MEMBER)
        name = tok(f->tok + 1)->kind == TK_IDENT ? name_at(f->tok + 1)->str : NULL;
    return name && (!strncmp(name, "__syncthreads", 13) || !strcmp(name, "__syncwarp") ||
                    !strcmp(name, "sync") || !strcmp(name, "barrier_wait"));
}

/* Does anything below n (not its siblings) call a barrier? */
static bool has_barrier(const Node *n)
{
    if (!n || n->kind == ND_LAMBDA)
        return false;
    if (is_barrier_call(n))
        return true;
    const Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc, n->body, n->args};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        for (const Node *k = kids[i]; k; k = k->next)
            if (has_barrier(k))
                return true;
    return false;
}

/* Whether the innermost block around the statements being walked calls a
 * barrier somewhere: code that synchronises explicitly, whose volatile
 * accesses (the scan of the CUDA samples: `volatile` shared memory between
 * cg::sync calls) need no lockstep.  The legacy idioms keep their
 * barrier-free steps in a block of their own (`if (tid < 32) { ... }`, a
 * loop body, a __device__ function). */
static bool synced;

/* Statement s: the number of lockstep points it holds, recorded. */
static int stmt(const Node *s)
{
    if (!s)
        return 0;
    switch (s->kind) {
    case ND_BLOCK: {
        bool outer = synced;
        synced = has_barrier(s);
        int n = stmts(s->body);
        synced = outer;
        return n;
    }
    case ND_EXPR_STMT: {
        const Node *e = s->lhs;
        if (!e || synced || !touches(e))
            return 0;
        bool split = e->kind == ND_ASSIGN && touches(e->rhs) && !touches(e->lhs->lhs) &&
                     (e->lhs->kind != ND_INDEX || !touches(e->lhs->rhs));
        add_point(s, split ? LK_SPLIT : LK_AFTER, split ? e : NULL);
        return 1;
    }
    case ND_DECL: {
        if (synced)
            return 0;
        bool any = false;
        for (const Node *v = s->body; v; v = v->next)
            any |= v->kind == ND_VAR && any_touches(v->init);
        if (any)
            add_point(s, LK_AFTER_DECL, NULL);
        return any;
    }
    case ND_IF: {
        int n = stmt(s->then) + stmt(s->els);
        if (n)
            add_point(s, LK_AFTER, NULL);
        return n;
    }
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
    case ND_RANGE_FOR: {
        int n = stmt(s->body);
        if (n && s->body->kind != ND_EXPR_STMT)
            add_point(s->body, LK_AFTER, NULL);
        return n;
    }
    case ND_SWITCH:
    case ND_CASE:
    case ND_DEFAULT:
    case ND_LABEL:
        return stmt(s->body);
    default:
        return 0;
    }
}

static int stmts(const Node *s)
{
    int n = 0;
    for (; s; s = s->next)
        n += stmt(s);
    return n;
}

static int by_token(const void *a, const void *b)
{
    const LockPoint *x = a, *y = b;
    if (x->stmt->begin != y->stmt->begin)
        return x->stmt->begin < y->stmt->begin ? -1 : 1;
    /* one statement, two points (a loop's body that is an if): the
     * inner one first */
    return x->stmt->end == y->stmt->end ? 0 : x->stmt->end < y->stmt->end ? -1 : 1;
}

void simt_plan_lockstep(TU *tu)
{
    the_tu = tu;
    for (Decl *d = tu->decls; d; d = d->next) {
        if (d->kind != DK_FUNC || d->in_system || !d->ast || d->ast->end < 0 ||
            !(d->attrs & (CU_DEVICE | CU_GLOBAL)))
            continue;
        if (stmt(d->ast)) {
            fns = realloc(fns, sizeof *fns * (size_t)(nfns + 1));
            fns[nfns++] = d;
        }
    }
    if (npoints)
        qsort(points, (size_t)npoints, sizeof *points, by_token);
}

bool simt_has_lockstep(const Decl *d)
{
    for (int i = 0; i < nfns; i++)
        if (fns[i] == d)
            return true;
    return false;
}

const LockPoint *simt_lockstep_points(int *n)
{
    *n = npoints;
    return points;
}
