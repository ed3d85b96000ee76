/*
 * racecheck's twin of a region kernel (docs/sanitizer.md, "racecheck's
 * twin entries").
 *
 * A `cucc --sanitize=racecheck` build compiles every access of device code
 * with gcc's ThreadSanitizer instrumentation: a call per load and store,
 * which the checkers filter (src/rt/access_hooks.c).  For racecheck without
 * --racecheck-global, only accesses to shared memory matter.  When a
 * region kernel's shared memory is only ever reached through its variables'
 * names, every access that can touch it is one of the chains this pass
 * finds, `s`, `s[i]`, `s[i][j].x`: the emitter then writes the kernel's
 * region entry a second time, uninstrumented (no_sanitize("thread")), with
 * those chains alone passed to the checker (cucc__racc, include/cucc/
 * kernel.hpp), and the runtime runs that twin under racecheck
 * (cucc__race_twin, src/rt/sanitize.c).
 *
 * Within the twin a piece need not report its accesses at all when none
 * can race: it runs between two block barriers (fenced, region.c), so only
 * its own accesses share its interval, and either
 *  - it only reads shared memory (RC_READS), or
 *  - every access names its own thread's element, `s[threadIdx.x]` of a
 *    one-dimensional variable in a block of one row, `s[threadIdx.y]
 *    [threadIdx.x]` of a two-dimensional one whose rows are at least as wide
 *    as the block (RC_OWN; the emitted test, cucc__raccq, checks the block's
 *    shape and reports the accesses when it does not hold).
 * Such pieces name no thread either (cucc__access_at) when they call no
 * function of the program's.
 *
 * The twin is left out, with the reason (RegionPlan.rc_why), when a
 * variable's address or a reference to it may escape (`&s[i]` but as an
 * atomic's address, `s` as a pointer, `T &r = s[i]`, an argument a function
 * of the program's takes by non-const reference, a method called on an
 * element), when the kernel declares a lambda, inline asm or a GNU
 * statement expression, calls a fence or an atomic with a memory order
 * (racecheck takes those as synchronisation, which the twin's
 * uninstrumented code would not report).  Namespace-scope __shared__
 * variables and functions that declare their own and are forced inline
 * keep the kernel on the instrumented entry too.  Functions the twin calls
 * stay instrumented (gcc inlines only always_inline functions into it),
 * the region forms of functions that wait among them.
 */
#include "simt/simt.h"
#include "front/ast.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    TU *tu;
    RegionPlan *P;
    Node **shared;          /* the kernel's __shared__ ND_VARs */
    int nshared;
    const char *why;
    RcSite *sites;
    int nsites;
} Tw;

static Token *tk(Tw *w, int i)
{
    return &w->tu->toks.v[i];
}

static bool op_is(Tw *w, const Node *n, const char *s)
{
    return n->tok >= 0 && tok_is(tk(w, n->tok), s);
}

static void bail(Tw *w, const char *why)
{
    if (!w->why)
        w->why = why;
}

static void collect_shared(Tw *w, Node *n)
{
    for (; n; n = n->next) {
        if (n->kind == ND_VAR && n->spec && (n->spec->cuda & CU_SHARED)) {
            w->shared = realloc(w->shared, (size_t)(w->nshared + 1) * sizeof *w->shared);
            w->shared[w->nshared++] = n;
        }
        Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc,
                        n->body, n->args, n->config, n->targs, n->type.exprs};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            collect_shared(w, kids[i]);
    }
}

static Node *shared_var(Tw *w, const Node *n)
{
    if (!n || n->kind != ND_NAME || !n->local || n->local->kind != LV_VAR)
        return NULL;
    for (int i = 0; i < w->nshared; i++)
        if (w->shared[i]->tok == n->local->tok)
            return w->shared[i];
    return NULL;
}

/* The number of `[...]` of a declarator (`s[4][8]`: 2, `s[]`: 1). */
static int dims_of(Tw *w, const Node *v)
{
    int k = 0, i = v->tok + 1;
    while (i < w->tu->toks.n && tok_is(tk(w, i), "[")) {
        k++;
        i = tok_skip_group(&w->tu->toks, i);
    }
    return k;
}

/* Is the element type of v arithmetic or one of CUDA's vector types
 * (whose members `.x` are its bytes)? */
static bool plain_element(Tw *w, const Node *v)
{
    static const char *const words[] = {"int", "unsigned", "signed", "short", "long", "char", "float",
                                        "double", "bool", "const", "volatile"};
    const TypeRef *t = &v->spec->type;
    int vec = 0;
    for (int i = t->begin; i < t->end; i++) {
        const Token *k = tk(w, i);
        bool word = false;
        for (size_t j = 0; j < sizeof words / sizeof *words && !word; j++)
            word = tok_is(k, words[j]);
        if (word)
            continue;
        if (k->kind == TK_IDENT && k->len < 32) {
            char buf[32];
            memcpy(buf, k->text, (size_t)k->len);
            buf[k->len] = 0;
            if (simt_vector_type(buf)) {
                vec++;
                continue;
            }
        }
        return false;
    }
    return vec <= 1;
}

/* The chain of n: its root name's variable, the number of indexes and of
 * members, the token after it; NULL when n is no chain on a __shared__
 * variable or the tokens are not contiguous (`(s)[i]`). */
static Node *chain(Tw *w, const Node *n, int *nidx, int *nmem, int *end)
{
    if (n->kind == ND_NAME) {
        Node *v = shared_var(w, n);
        if (v) {
            *nidx = *nmem = 0;
            *end = n->tok + 1;
        }
        return v;
    }
    bool index = n->kind == ND_INDEX, member = n->kind == ND_MEMBER && op_is(w, n, ".");
    if ((!index && !member) || !n->lhs)
        return NULL;
    Node *v = chain(w, n->lhs, nidx, nmem, end);
    if (!v)
        return NULL;
    if (*end != n->tok)
        return NULL;        /* parentheses inside: not wrapped */
    if (index) {
        (*nidx)++;
        *end = tok_skip_group(&w->tu->toks, n->tok);
    } else {
        if (!n->rhs || n->rhs->tok != n->tok + 1)
            return NULL;
        (*nmem)++;
        *end = n->tok + 2;
    }
    return v;
}

/* Is v dynamic shared memory that another extern __shared__ declaration
 * of the kernel names too (`extern __shared__ float a[]; extern __shared__
 * double d[];`: d[1] is a[2] and a[3], no thread's own)? */
static bool aliased(Tw *w, const Node *v)
{
    if (!v->spec->is_extern)
        return false;
    for (int i = 0; i < w->nshared; i++)
        if (w->shared[i] != v && w->shared[i]->spec->is_extern)
            return true;
    return false;
}

/* Is n `threadIdx.<m>`? */
static bool tid_is(Tw *w, const Node *n, const char *m)
{
    return n && n->kind == ND_MEMBER && op_is(w, n, ".") && n->lhs && n->lhs->kind == ND_NAME &&
           !n->lhs->local && n->lhs->name && !strcmp(n->lhs->name->str, "threadIdx") && n->rhs &&
           n->rhs->tok >= 0 && tok_is(tk(w, n->rhs->tok), m);
}

/* `s[threadIdx.x]`, `s[threadIdx.y][threadIdx.x]` (and a member of either):
 * the dimensions of s it indexes by the thread's own coordinates, else 0. */
static int own_element(Tw *w, const Node *e, int dims)
{
    while (e->kind == ND_MEMBER)
        e = e->lhs;
    if (dims == 1 && e->kind == ND_INDEX && tid_is(w, e->rhs, "x") && e->lhs->kind == ND_NAME)
        return 1;
    if (dims == 2 && e->kind == ND_INDEX && tid_is(w, e->rhs, "x") && e->lhs->kind == ND_INDEX &&
        tid_is(w, e->lhs->rhs, "y") && e->lhs->lhs->kind == ND_NAME)
        return 2;
    return 0;
}

static const char *callee_name(const Node *call)
{
    const Node *f = call->lhs;
    return f && f->kind == ND_NAME && f->name ? f->name->str : NULL;
}

/* Does a function of the program's named like call's callee take its
 * argument k by non-const reference (or may it: a pack, a template
 * parameter we cannot read)?  A function of no declaration of ours is the
 * runtime's, which takes values (or const references: a read). */
static bool takes_ref(Tw *w, const Node *call, int k)
{
    const Node *f = call->lhs;
    if (!f || f->kind != ND_NAME || !f->name || f->local)
        return true;
    for (const DeclRef *r = f->name->decls; r; r = r->next) {
        const Decl *d = r->decl;
        if (d->kind != DK_FUNC || d->in_system)
            continue;
        if (k >= d->nparams)
            continue;
        for (int i = 0; i < d->nparams && i <= k; i++)
            if (d->params[i].pack)
                return true;
        bool ref = false, konst = false;
        for (int i = d->params[k].begin; i < d->params[k].end && !tok_is(tk(w, i), "="); i++) {
            ref |= tok_is(tk(w, i), "&") || tok_is(tk(w, i), "&&");
            konst |= tok_is(tk(w, i), "const") && !ref;
            if (tok_is(tk(w, i), "*"))
                konst = false;
        }
        if (ref && !konst)
            return true;
    }
    return false;
}

/* Is call's callee declared by the program (not in a system header)? */
static bool user_callee(const Node *call)
{
    for (const DeclRef *r = call->lhs->name->decls; r; r = r->next)
        if (r->decl->kind == DK_FUNC && !r->decl->in_system)
            return true;
    return false;
}

/* CUDA's functions of values that take a __shared__ element as one:
 * warp collectives and printf. */
static bool by_value_builtin(const char *f)
{
    static const char *const prefixes[] = {"__shfl", "__reduce_", "__match_", "__any", "__all",
                                           "__ballot", "__uni"};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (!strncmp(f, prefixes[i], strlen(prefixes[i])))
            return true;
    return !strcmp(f, "printf");
}

/* Does the declarator or type of ND_VAR v make it a reference? */
static bool declares_ref(Tw *w, const Node *v)
{
    int b = v->spec ? v->spec->type.begin : v->begin, e = v->tok;
    for (int i = b; i >= 0 && i < e; i++)
        if (tok_is(tk(w, i), "&") || tok_is(tk(w, i), "&&"))
            return true;
    for (int i = v->begin; i >= 0 && i < e; i++)
        if (tok_is(tk(w, i), "&") || tok_is(tk(w, i), "&&"))
            return true;
    return false;
}

static bool type_has(Tw *w, const TypeRef *t, const char *s)
{
    for (int i = t->begin; i < t->end; i++)
        if (tok_is(tk(w, i), s))
            return true;
    return false;
}

static int arg_index(const Node *call, const Node *a)
{
    int k = 0;
    for (const Node *x = call->args; x; x = x->next, k++)
        if (x == a)
            return k;
    return -1;
}

/* How chain e, whose parent is p (grand above it), is used: RC_READ,
 * RC_WRITE, both, 0 for no access (sizeof, an atomic's address), -1 for
 * an escape. */
static int use_of(Tw *w, const Node *e, const Node *p, const Node *grand, bool array)
{
    if (!p)
        return array ? -1 : RC_READ;
    if (p->kind == ND_SIZEOF)
        return 0;
    if (p->kind == ND_UNARY && op_is(w, p, "&")) {
        const char *f = grand && grand->kind == ND_CALL ? callee_name(grand) : NULL;
        return f && simt_cuda_atomic(f) && grand->args == p ? 0 : -1;
    }
    if (array)
        return -1;      /* an array as a pointer */
    switch (p->kind) {
    case ND_ASSIGN:
        if (p->lhs != e)
            return RC_READ;
        return op_is(w, p, "=") ? RC_WRITE : RC_READ | RC_WRITE;
    case ND_POSTFIX:
        return RC_READ | RC_WRITE;
    case ND_UNARY:
        return op_is(w, p, "++") || op_is(w, p, "--") ? RC_READ | RC_WRITE : RC_READ;
    case ND_CALL: {
        /* an argument: a function of the program's that takes it by value
         * or const reference, or one of the runtime's known to (a
         * library's, CUB's BlockReduce(temp), may keep a reference) */
        if (p->lhs == e || !p->lhs || p->lhs->kind != ND_NAME || p->lhs->qualified || p->lhs->local)
            return -1;
        const char *f = callee_name(p);
        if (!f)
            return -1;
        if (user_callee(p))
            return takes_ref(w, p, arg_index(p, e)) ? -1 : RC_READ;
        return simt_pure_call(p->lhs) || by_value_builtin(f) || (simt_cuda_atomic(f) && p->args != e) ? RC_READ : -1;
    }
    case ND_MEMBER:
        /* `s[i]->m`: the pointer's read; `s[i].f()` (a chain stops at a
         * member only when the tokens are not contiguous) */
        return op_is(w, p, "->") && p->lhs == e ? RC_READ : -1;
    case ND_VAR:
        return declares_ref(w, p) ? -1 : RC_READ;
    case ND_CAST:
        return type_has(w, &p->type, "&") || type_has(w, &p->type, "&&") || type_has(w, &p->type, "*")
                   ? -1
                   : RC_READ;
    case ND_COND:
        /* a branch: a read where the conditional's value is */
        if (p->cond == e)
            return RC_READ;
        return grand && (grand->kind == ND_BINARY || (grand->kind == ND_ASSIGN && grand->rhs == p) ||
                         (grand->kind == ND_VAR && !declares_ref(w, grand)))
                   ? RC_READ
                   : -1;
    case ND_COMMA:
        return p->lhs == e ? RC_READ : -1;
    case ND_RANGE_FOR:
    case ND_CTOR:
    case ND_NEW:
    case ND_DELETE:
    case ND_PACK:
        return -1;
    default:
        return RC_READ;
    }
}

static void add_site(Tw *w, Node *v, const Node *e, int end, int how, int own)
{
    int b = e->tok;
    for (const Node *x = e; x->kind != ND_NAME; x = x->lhs)
        b = x->lhs->tok;
    w->sites = realloc(w->sites, (size_t)(w->nsites + 1) * sizeof *w->sites);
    w->sites[w->nsites++] = (RcSite){ b, end, v->tok, (unsigned char)how, (unsigned char)own, 0, false };
}

/* Is token t the name of a namespace-scope __shared__ variable? */
static bool names_file_shared(Tw *w, int t)
{
    const Token *k = tk(w, t);
    if (k->kind != TK_IDENT)
        return false;
    for (const Decl *d = w->tu->decls; d; d = d->next)
        if (d->kind == DK_VAR && (d->attrs & CU_SHARED) && (int)strlen(d->name) == k->len &&
            !memcmp(d->name, k->text, (size_t)k->len))
            return true;
    return false;
}

/* A function of the program's, forced inline into the twin (where it
 * would not be instrumented), that declares __shared__ variables or names
 * a namespace-scope one. */
static bool inline_with_shared(Tw *w, const Node *call)
{
    const Node *f = call->lhs;
    if (!f || f->kind != ND_NAME || !f->name || f->local)
        return false;
    for (const DeclRef *r = f->name->decls; r; r = r->next) {
        const Decl *d = r->decl;
        if (d->kind != DK_FUNC || d->in_system || d->body_open < 0)
            continue;
        bool forced = false, shared = false;
        for (int i = d->begin; i < d->body_open; i++)
            forced |= tok_is(tk(w, i), "__forceinline__") || tok_is(tk(w, i), "always_inline");
        for (int i = d->body_open; forced && i < d->body_close && !shared; i++)
            shared = tok_is(tk(w, i), "__shared__") || names_file_shared(w, i);
        if (forced && shared)
            return true;
    }
    return false;
}

static void scan(Tw *w, Node *n, Node *p, Node *grand)
{
    for (; n; n = n->next) {
        switch (n->kind) {
        case ND_LAMBDA:
            bail(w, "a lambda");
            break;
        case ND_ASM:
            bail(w, "inline asm");
            break;
        case ND_STMT_EXPR:
            bail(w, "a statement expression");
            break;
        case ND_CALL: {
            const char *f = callee_name(n);
            if (f && (strstr(f, "fence") || (strstr(f, "atomic") && !simt_cuda_atomic(f))))
                bail(w, "a fence or an atomic with a memory order");
            if (!f && n->lhs && n->lhs->kind == ND_MEMBER && n->lhs->rhs && n->lhs->rhs->tok >= 0) {
                const Token *m = tk(w, n->lhs->rhs->tok);
                if (m->len >= 5 && (memmem(m->text, (size_t)m->len, "fence", 5) ||
                                    memmem(m->text, (size_t)m->len, "atomic", 6) ||
                                    memmem(m->text, (size_t)m->len, "fetch", 5) ||
                                    memmem(m->text, (size_t)m->len, "store", 5) ||
                                    memmem(m->text, (size_t)m->len, "load", 4)))
                    bail(w, "a fence or an atomic with a memory order");
            }
            if (inline_with_shared(w, n))
                bail(w, "a forced-inline function with __shared__ variables");
            break;
        }
        case ND_NAME:
            if (!n->local && n->name)
                for (const DeclRef *r = n->name->decls; r; r = r->next)
                    if (r->decl->kind == DK_VAR && (r->decl->attrs & CU_SHARED))
                        bail(w, "a namespace-scope __shared__ variable");
            break;
        default:
            break;
        }
        int nidx, nmem, end, k;
        Node *v = chain(w, n, &nidx, &nmem, &end);
        /* a chain goes on in its parent `n[i]`, `n.m`; where the parent's
         * tokens do not continue n's (`(s)[i]`) it is no chain we wrap */
        bool goes_on = p && p->lhs == n && (p->kind == ND_INDEX || (p->kind == ND_MEMBER && op_is(w, p, ".")));
        if (v && goes_on && !chain(w, p, &k, &k, &k))
            bail(w, "a __shared__ variable written in parentheses");
        bool top = v && !goes_on;
        if (top) {
            int dims = dims_of(w, v);
            if (nmem && !plain_element(w, v))
                bail(w, "a member of a __shared__ element of a class type");
            int how = use_of(w, n, p, grand, nmem == 0 && nidx < dims);
            if (how < 0)
                bail(w, "a __shared__ variable's address or reference escapes");
            else if (how > 0)
                add_site(w, v, n, end, how, aliased(w, v) ? 0 : own_element(w, n, dims));
        } else if (n->kind == ND_NAME && shared_var(w, n) && !(p && (p->kind == ND_INDEX ||
                                                                     p->kind == ND_MEMBER))) {
            bail(w, "a __shared__ variable written in parentheses");
        }
        Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc,
                        n->body, n->args, n->config, n->targs, n->type.exprs};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            scan(w, kids[i], n, p);
    }
}

/* ---- pieces ---------------------------------------------------------------- */

static bool node_holds(const Node *s, int tok)
{
    return s && s->begin >= 0 && tok >= s->begin && tok < s->end;
}

static bool piece_holds(const RItem *it, int tok)
{
    for (int k = 0; k < it->nstmts; k++)
        if (node_holds(it->stmts[k], tok))
            return true;
    for (int k = 0; k < it->nremat; k++)
        if (node_holds(it->remat[k], tok))
            return true;
    return false;
}

/* The collectives' calls, which the region entry computes itself. */
static bool is_coll(const Tw *w, const Node *n)
{
    for (int i = 0; i < w->P->ncolls; i++)
        if (w->P->colls[i]->call == n)
            return true;
    return false;
}

static void find_calls(Tw *w, Node *n, bool *any)
{
    for (; n && !*any; n = n->next) {
        if ((n->kind == ND_CALL && !is_coll(w, n)) || n->kind == ND_CTOR || n->kind == ND_NEW) {
            const char *f = n->kind == ND_CALL ? callee_name(n) : NULL;
            bool pure = f && (simt_pure_call(n->lhs) || simt_cuda_atomic(f));
            *any = !pure;
        }
        Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc,
                        n->body, n->args, n->config, n->targs, n->type.exprs};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            find_calls(w, kids[i], any);
    }
}

static bool piece_calls(Tw *w, const RItem *it)
{
    bool any = false;
    for (int k = 0; k < it->nstmts && !any; k++) {
        Node *s = it->stmts[k], *next = s->next;
        s->next = NULL;
        find_calls(w, s, &any);
        s->next = next;
    }
    for (int k = 0; k < it->nremat && !any; k++) {
        Node *s = it->remat[k], *next = s->next;
        s->next = NULL;
        find_calls(w, s, &any);
        s->next = next;
    }
    return any;
}

/* Which pieces run between two block barriers, with the block's start
 * and end taken as barriers, a loop's back edge as its body's last
 * barrier where the body ends with one, and statements the block runs
 * once (RI_SCALAR, no thread's accesses) passed through (region.c's
 * `fenced` looks at the piece's own list alone).  Marks them in
 * fenced[piece id]; returns whether a barrier comes last before the
 * list's end. */
typedef struct {
    bool *fenced;           /* per piece id */
    const bool *sites;      /* ... it holds sites */
    int n;
} Fence;

/* Does item it leave the fences as they are: a statement the block runs
 * once, a collective, a piece with no access to __shared__ variables? */
static bool transparent(const Fence *f, const RItem *it)
{
    return it->kind == RI_SCALAR || it->kind == RI_COLLECTIVE ||
           (it->kind == RI_PIECE && it->id >= 0 && it->id < f->n && !f->sites[it->id]);
}

static bool ends_fenced(const Fence *f, const RItem *it, const RList *L, bool end)
{
    for (const RItem *n = it->next;; n = n->next) {
        if (!n)
            return L->barrier_end || end;
        if (n->barrier_before)
            return true;
        if (!transparent(f, n))
            return false;
    }
}

/* Does list L wait at a block barrier anywhere? */
static bool waits(const RList *L)
{
    if (!L)
        return false;
    if (L->barrier_end)
        return true;
    for (const RItem *it = L->items; it; it = it->next)
        if (it->barrier_before || (it->kind == RI_CONTROL && (waits(it->body) || waits(it->els))))
            return true;
    return false;
}

/* The one item of L that is not transparent, else NULL. */
static const RItem *sole(const Fence *f, const RList *L)
{
    const RItem *one = NULL;
    for (const RItem *it = L ? L->items : NULL; it; it = it->next) {
        if (transparent(f, it))
            continue;
        if (one)
            return NULL;
        one = it;
    }
    return one;
}

static bool mark_fenced(const Fence *f, RList *L, bool start, bool end)
{
    bool prev = start;
    for (RItem *it = L ? L->items : NULL; it; it = it->next) {
        bool s = it->barrier_before || prev;
        bool e = ends_fenced(f, it, L, end);
        if (it->kind == RI_PIECE && it->id >= 0 && it->id < f->n)
            f->fenced[it->id] = s && e;
        if (transparent(f, it)) {
            prev = s;
        } else if (it->kind == RI_CONTROL && !it->pred && it->stmt) {
            NodeKind k = it->stmt->kind;
            bool loop = k == ND_FOR || k == ND_WHILE || k == ND_DO;
            bool back = it->body && it->body->barrier_end;
            /* a loop with no barrier in it whose iterations run one piece,
             * all of them between the barriers around the loop */
            const RItem *one = loop && !waits(it->body) ? sole(f, it->body) : NULL;
            bool alone = one && one->kind == RI_PIECE;
            bool b = mark_fenced(f, it->body, loop ? (alone ? s && e : s && back) : s,
                                 loop ? alone && s && e : e);
            bool x = it->els ? mark_fenced(f, it->els, s, e) : s;
            prev = loop ? back && (k == ND_DO || s) : b && x;
        } else {
            if (it->kind == RI_CONTROL) {
                mark_fenced(f, it->body, false, false);
                mark_fenced(f, it->els, false, false);
            }
            prev = false;
        }
    }
    return L && (L->barrier_end || prev);
}

void simt_race_twin(TU *tu, const Decl *d, RegionPlan *P)
{
    Tw w = {.tu = tu, .P = P};
    if (!d->ast) {
        P->rc_why = "no kernel";
        return;
    }
    collect_shared(&w, d->ast);
    scan(&w, d->ast, NULL, NULL);
    free(w.shared);
    if (w.why) {
        free(w.sites);
        P->rc_why = w.why;
        return;
    }
    /* Each piece: the class of its sites; each site: wrapped where any
     * piece that runs it must report it (RC_PLAIN), with the test of the
     * block's shape where its pieces' are all RC_OWN, else not at all. */
    int maxid = 0;
    for (int i = 0; i < P->npieces; i++)
        if (P->pieces[i]->id + 1 > maxid)
            maxid = P->pieces[i]->id + 1;
    bool *fenced = calloc((size_t)maxid + 1, sizeof *fenced), *held = calloc((size_t)maxid + 1, 1);
    for (int i = 0; held && i < P->npieces; i++)
        for (int s = 0; s < w.nsites && !held[P->pieces[i]->id]; s++)
            held[P->pieces[i]->id] = piece_holds(P->pieces[i], w.sites[s].begin);
    if (fenced && held)
        mark_fenced(&(Fence){fenced, held, maxid}, P->body, true, true);
    for (int i = 0; i < P->npieces; i++) {
        RItem *it = P->pieces[i];
        bool reads = true, own = true, any = false;
        for (int s = 0; s < w.nsites; s++) {
            if (!piece_holds(it, w.sites[s].begin))
                continue;
            any = true;
            reads &= !(w.sites[s].how & RC_WRITE);
            own &= w.sites[s].own != 0;
        }
        bool quiet = fenced && fenced[it->id] && !it->feeds && !it->stride;
        it->rc_class = (unsigned char)(!any ? RC_NONE : quiet && reads ? RC_READS : quiet && own ? RC_OWN : RC_PLAIN);
    }
    free(fenced);
    free(held);
    for (int s = 0; s < w.nsites; s++) {
        RcSite *site = &w.sites[s];
        int worst = RC_NONE;
        bool held = false;
        for (int i = 0; i < P->npieces; i++) {
            const RItem *it = P->pieces[i];
            if (!piece_holds(it, site->begin))
                continue;
            held = true;
            int k = it->rc_class == RC_OWN && site->own ? RC_OWN : it->rc_class == RC_READS ? RC_READS
                                                                                             : RC_PLAIN;
            if (k > worst)
                worst = k;
        }
        site->wrap = (unsigned char)(!held ? RC_PLAIN : worst);
        site->held = held;
    }
    /* a piece that calls no function of the program's (CUDA's atomics
     * take no part) names no thread: its reports pass theirs (cucc__racct) */
    for (int i = 0; i < P->npieces; i++)
        P->pieces[i]->rc_bare = !piece_calls(&w, P->pieces[i]);
    P->rc_twin = true;
    P->rc_sites = w.sites;
    P->nrc_sites = w.nsites;
}
