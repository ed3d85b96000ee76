/*
 * check_tu(): the CUDA Programming Guide's restrictions on declarations and
 * device code.
 *
 *   declarations   a __global__ function returns void and is neither
 *                  __host__ nor __device__; a __shared__ variable has no
 *                  initialiser
 *   device code    (parsed by parse.c) calls respect execution spaces; a
 *                  __global__ function is only called with <<<...>>>; the
 *                  built-in variables are neither assigned nor have their
 *                  address taken; no __constant__ locals and no initialised
 *                  __shared__ locals; every name is declared somewhere
 *   host code      (hostscan.c) no calls of __device__ functions, no
 *                  __shared__/__constant__ locals, launches only of kernels
 *
 * Execution spaces (Programming Guide, "Function Execution Space
 * Specifiers"): a function without attributes is __host__.  Functions that
 * system headers declare without attributes (printf, malloc, sinf, memcpy)
 * are treated as __host__ __device__: cucc runs device code on the host, and
 * its own headers mark the functions that are device-only (__syncthreads,
 * atomicAdd, ...).  constexpr functions may be called from both sides.
 *
 * A call is diagnosed only when every declaration the name could refer to
 * is on the wrong side (overloads may differ in execution space), and never
 * when the name is a local, a type (a constructor call) or a member reached
 * through `.` or `->`.  False positives are worse than misses: cucc must
 * accept every program nvcc accepts.
 *
 * Diagnostics are collected and printed sorted by token position, so they
 * come out in source order however the checks are ordered.
 */
#include "ast.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Diag {
    int tok, seq;
    bool after;         /* the caret goes just after the token */
    char *msg;
} Diag;

static Diag *diags;
static int ndiags, capdiags;

static void push_diag(int tok, bool after, const char *fmt, va_list ap)
{
    char buf[512];
    vsnprintf(buf, sizeof buf, fmt, ap);
    if (ndiags == capdiags) {
        capdiags = capdiags ? capdiags * 2 : 64;
        diags = realloc(diags, sizeof *diags * (size_t)capdiags);
    }
    diags[ndiags] = (Diag){tok, ndiags, after, strdup(buf)};
    ndiags++;
}

void sema_error(int tok, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    push_diag(tok, false, fmt, ap);
    va_end(ap);
}

/* For "expected ';'": the caret goes where the missing token belongs,
 * just after tok, as gcc and clang put it. */
void sema_error_after(int tok, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    push_diag(tok, true, fmt, ap);
    va_end(ap);
}

static int cmp_diag(const void *a, const void *b)
{
    const Diag *x = a, *y = b;
    if (x->tok != y->tok)
        return x->tok < y->tok ? -1 : 1;
    return x->seq - y->seq;
}

static void flush_diags(TU *tu)
{
    if (ndiags == 0)
        return;
    qsort(diags, (size_t)ndiags, sizeof *diags, cmp_diag);
    for (int i = 0; i < ndiags; i++) {
        if (i > 0 && diags[i].tok == diags[i - 1].tok && !strcmp(diags[i].msg, diags[i - 1].msg))
            continue;
        int k = diags[i].tok;    /* (a declaration without a name: its start) */
        Token t = tu->toks.v[k >= 0 && k < tu->toks.n ? k : 0];
        if (diags[i].after) {
            t.col += t.len;
            t.len = 1;
        }
        diag_error(&t, "%s", diags[i].msg);
    }
    ndiags = 0;
}

/* ---- execution spaces -------------------------------------------------- */

static bool decl_has_word(const TU *tu, const Decl *d, const char *word)
{
    int end = d->name_tok >= 0 ? d->name_tok : d->params_open >= 0 ? d->params_open : d->end;
    for (int i = d->begin; i < end && i < tu->toks.n; i++)
        if (tok_is(&tu->toks.v[i], word))
            return true;
    return false;
}

/* `= default` / `= delete` after the parameter list. */
static bool is_defaulted(const TU *tu, const Decl *d)
{
    if (d->params_close < 0 || d->body_open >= 0)
        return false;
    for (int i = d->params_close + 1; i + 1 < d->end && i + 1 < tu->toks.n; i++)
        if (tok_is(&tu->toks.v[i], "=") &&
            (tok_is(&tu->toks.v[i + 1], "default") || tok_is(&tu->toks.v[i + 1], "delete")))
            return true;
    return false;
}

unsigned exec_space(const TU *tu, const Decl *d)
{
    unsigned a = d->attrs & (CU_HOST | CU_DEVICE | CU_GLOBAL);
    if (a)
        return a;
    if (d->in_system || decl_has_word(tu, d, "constexpr") ||
        decl_has_word(tu, d, "consteval") || is_defaulted(tu, d))
        return CU_HOST | CU_DEVICE;
    return CU_HOST;
}

const char *space_name(unsigned space)
{
    if (space & CU_GLOBAL)
        return "__global__";
    if ((space & (CU_HOST | CU_DEVICE)) == (CU_HOST | CU_DEVICE))
        return "__host__ __device__";
    return space & CU_DEVICE ? "__device__" : "__host__";
}

/* A member function, defined in its class or out of it (`A::f`). */
bool decl_is_member(const TU *tu, const Decl *d)
{
    if (d->in_class)
        return true;
    int n = d->name_tok;
    return n > 1 && tok_is(&tu->toks.v[n - 1], "::") &&
           (tu->toks.v[n - 2].kind == TK_IDENT || tok_is(&tu->toks.v[n - 2], ">"));
}

/* What the functions a call of `n` may reach have in common.  Members are
 * candidates only for calls from members and qualified calls. */
static CalleeKind classify(const TU *tu, const Name *n, bool members)
{
    bool any = false, all_host = true, all_device = true, all_global = true;
    for (DeclRef *r = n ? n->decls : NULL; r; r = r->next) {
        const Decl *d = r->decl;
        if (d->kind != DK_FUNC)
            return CALLEE_OTHER;       /* a variable (functor, pointer) or a type */
        if (d->in_class && !members)
            continue;
        unsigned s = exec_space(tu, d);
        any = true;
        all_host &= !(s & (CU_DEVICE | CU_GLOBAL));
        all_device &= s == CU_DEVICE;
        all_global &= s == CU_GLOBAL;
    }
    if (!any)
        return CALLEE_NONE;
    return all_host ? CALLEE_HOST : all_device ? CALLEE_DEVICE
         : all_global ? CALLEE_GLOBAL : CALLEE_MIXED;
}

bool arch_dependent_call(const TU *tu, const Name *n, bool arch)
{
    if (arch)
        return true;
    for (DeclRef *r = n ? n->decls : NULL; r; r = r->next) {
        Token *t = &tu->toks.v[r->decl->begin];
        if (lines_mention_arch(t->file, t->line, t->line))
            return true;
    }
    return false;
}

CalleeKind callee_kind(const TU *tu, int name_tok, bool members)
{
    return classify(tu, name_at(name_tok), members);
}

/* ---- launches (device and host code) ----------------------------------- */

/* k<<<config>>>: the configuration has 2 to 4 arguments (Programming
 * Guide, "Execution Configuration"), and k is a __global__ function. */
void check_launch(const TU *tu, int name_tok, bool members, int open_tok, int nconfig)
{
    if (nconfig < 2)
        sema_error(open_tok, "too few execution configuration arguments to kernel function call");
    else if (nconfig > 4)
        sema_error(open_tok, "too many execution configuration arguments to kernel function call");
    if (name_tok < 0)
        return;
    CalleeKind k = callee_kind(tu, name_tok, members);
    if (k == CALLEE_HOST)
        sema_error(name_tok, "a host function call cannot be configured");
    else if (k == CALLEE_DEVICE)
        sema_error(name_tok, "a __device__ function call cannot be configured");
}

/* ---- declarations ------------------------------------------------------ */

/* The tokens of fn's return type, without template headers, attributes
 * and specifiers: their count, and the first one in *first. */
static int return_type(const TU *tu, const Decl *fn, int *first)
{
    static const char *skip[] = {"static", "inline", "__inline__", "extern", "__host__",
                                 "__device__", "__global__", "__noinline__",
                                 "__forceinline__", "constexpr", "friend", "virtual"};
    Token *t = tu->toks.v;
    int end = fn->name_tok, n = 0;
    while (end > fn->begin + 1 && tok_is(&t[end - 1], "::") && t[end - 2].kind == TK_IDENT)
        end -= 2;                               /* void ns::k() */
    *first = -1;
    for (int i = fn->begin; i < end; i++) {
        if (tok_is(&t[i], "template")) {
            int e = template_header_end(i);
            if (e < 0)
                return 0;
            i = e;
            continue;
        }
        if ((tok_is(&t[i], "__attribute__") || tok_is(&t[i], "__launch_bounds__") ||
             tok_is(&t[i], "alignas") || tok_is(&t[i], "__declspec") ||
             tok_is(&t[i], "__cluster_dims__")) &&
            tok_is(&t[i + 1], "(") && tok_match(i + 1) > 0) {
            i = tok_match(i + 1);
            continue;
        }
        if (t[i].kind == TK_STR || t[i].kind == TK_PRAGMA || tok_is(&t[i], "{"))
            continue;                           /* extern "C" { */
        bool skipped = false;
        for (size_t k = 0; k < sizeof skip / sizeof *skip; k++)
            skipped |= tok_is(&t[i], skip[k]);
        if (skipped)
            continue;
        if (*first < 0)
            *first = i;
        n++;
    }
    return n;
}

static int find_attr(const TU *tu, const Decl *d, const char *word)
{
    int end = d->name_tok >= 0 ? d->name_tok : d->end;
    for (int i = d->begin; i < end; i++)
        if (tok_is(&tu->toks.v[i], word))
            return i;
    return -1;
}

static bool is_templated(const Decl *fn)
{
    if (fn->template_tok >= 0)
        return true;
    for (TemplScope *s = templ_scopes(); s; s = s->next)
        if (s->body_open < fn->begin && fn->end <= s->body_close + 1)
            return true;
    return false;
}

/* Does [from, to) hold a name (not a keyword)?  A template's return type
 * that does may be a template parameter, and `void` once instantiated. */
static bool mentions_name(const TU *tu, int from, int to)
{
    for (int i = from; i < to; i++)
        if (tok_is_name(&tu->toks.v[i]))
            return true;
    return false;
}

// A __global__ function must have a void return type, cannot also be
// __host__ or __device__, cannot be a member function and takes no
// variable argument list (Programming Guide, "__global__").
static void check_kernel_decl(TU *tu, const Decl *d)
{
    Token *t = tu->toks.v;
    int r, n = return_type(tu, d, &r);
    if (n > 0 && !tok_is(&t[r], "auto") && !(n == 1 && tok_is(&t[r], "void")) &&
        !(is_templated(d) && mentions_name(tu, r, d->name_tok)))
        sema_error(r, "a __global__ function must have a void return type");
    if (decl_is_member(tu, d) && find_attr(tu, d, "friend") < 0)
        sema_error(d->name_tok >= 0 ? d->name_tok : d->begin,
                   "a __global__ function cannot be a member function");
    for (int i = d->params_open + 1; d->params_open >= 0 && i < d->params_close; i++)
        if (tok_is(&t[i], "...") && tok_is(&t[i + 1], ")") &&
            (tok_is(&t[i - 1], ",") || tok_is(&t[i - 1], "(")))
            sema_error(i, "a __global__ function cannot have ellipsis");
    int g = find_attr(tu, d, "__global__");
    const char *other[] = {"__host__", "__device__"};
    for (int k = 0; k < 2; k++) {
        int o = find_attr(tu, d, other[k]);
        if (o >= 0 && g >= 0)
            sema_error(o > g ? o : g, "attributes __global__ and %s are not compatible", other[k]);
    }
}

// A __shared__ variable cannot have an initialiser (Programming Guide,
// "__shared__").
static void check_shared_var(TU *tu, const Decl *d)
{
    if (!d->has_init || d->name_tok < 0)
        return;
    int i = d->name_tok + 1;
    while (i < d->end && tok_is(&tu->toks.v[i], "[") && tok_match(i) > 0)
        i = tok_match(i) + 1;
    sema_error(i < d->end ? i : d->name_tok, "initializer is not allowed for __shared__ variable '%s'",
               d->name);
}

static void check_decl(TU *tu, const Decl *d)
{
    if (d->kind == DK_FUNC && (d->attrs & CU_GLOBAL) && !d->continued)
        check_kernel_decl(tu, d);
    /* nvcc warns and ignores it (#1835-D); so does cucc */
    if (d->kind == DK_VAR && (d->attrs & CU_GLOBAL) && !d->in_system) {
        int g = find_attr(tu, d, "__global__");
        if (g >= 0)
            diag_warning(&tu->toks.v[g], "attribute \"__global__\" does not apply here");
    }
    if (d->kind == DK_VAR && (d->attrs & CU_SHARED))
        check_shared_var(tu, d);
}

/* ---- device code ------------------------------------------------------- */

typedef struct Ctx {
    TU *tu;
    const Decl *fn;
    unsigned space;
    bool member;        /* fn is a member function */
    bool templated;     /* fn is (a member of) a template */
    bool arch;          /* fn's lines mention __CUDA_ARCH__ (arch.c) */
    int unevaluated;    /* inside sizeof, decltype, a type: calls are not made */
} Ctx;

static void walk(Ctx *c, Node *n);

static bool is_builtin_var(const Name *n)
{
    static const char *names[] = {"threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!strcmp(n->str, names[i]))
            return true;
    return false;
}

/* threadIdx in `threadIdx`, `threadIdx.x`: the built-in variable an lvalue
 * designates, or NULL. */
static Node *builtin_base(Ctx *c, Node *n)
{
    while (n && n->kind == ND_MEMBER && tok_is(&c->tu->toks.v[n->tok], "."))
        n = n->lhs;
    if (n && n->kind == ND_NAME && n->name && !n->qualified && !n->local &&
        is_builtin_var(n->name))
        return n;
    return NULL;
}

static void check_modify(Ctx *c, Node *lhs)
{
    Node *b = builtin_base(c, lhs);
    if (b)
        sema_error(b->tok, "cannot assign to built-in variable '%s'", b->name->str);
}

/* Names the compiler declares itself. */
static bool is_implicit_name(const Name *n)
{
    static const char *prefixes[] = {"__builtin_", "__atomic_", "__sync_", "__c11_atomic_"};
    static const char *names[] = {"__func__", "__FUNCTION__", "__PRETTY_FUNCTION__",
                                  "__cudaPushCallConfiguration"};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (!strncmp(n->str, prefixes[i], strlen(prefixes[i])))
            return true;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!strcmp(n->str, names[i]))
            return true;
    return false;
}

/* Every occurrence of the name in the TU is a device-code use that no
 * scope declares: nothing declares it (names.c). */
static void check_declared(Node *n)
{
    Name *nm = n->name;
    if (!nm || n->qualified || n->local || nm->is_keyword || nm->decls)
        return;
    if (nm->count == nm->device_uses && !is_implicit_name(nm))
        sema_error(n->tok, "use of undeclared identifier '%s'", nm->str);
}

static void check_call(Ctx *c, Node *callee)
{
    if (!callee || callee->kind != ND_NAME || !callee->name || callee->local || c->unevaluated)
        return;
    if (name_is_type(callee->name))
        return;
    CalleeKind k = classify(c->tu, callee->name, callee->qualified || c->member);
    const char *fname = c->fn->name;
    if (k != CALLEE_GLOBAL && arch_dependent_call(c->tu, callee->name, c->arch))
        return;
    if (k == CALLEE_GLOBAL) {
        sema_error(callee->tok, "a __global__ function call must be configured");
    } else if (k == CALLEE_HOST && !(c->space & CU_HOST)) {
        sema_error(callee->tok, "calling a __host__ function(\"%s\") from a %s function(\"%s\") is not allowed",
                   callee->name->str, space_name(c->space), fname);
    } else if (k == CALLEE_DEVICE && (c->space & CU_HOST) && !c->templated) {
        /* nvcc compiles the host side of a __host__ __device__ function
         * too; a template is only checked where it is instantiated. */
        sema_error(callee->tok, "calling a __device__ function(\"%s\") from a %s function(\"%s\") is not allowed",
                   callee->name->str, space_name(c->space), fname);
    }
}

static int list_length(Node *n)
{
    int k = 0;
    for (; n; n = n->next)
        k++;
    return k;
}

static void check_launch_node(Ctx *c, Node *n)
{
    Node *callee = n->lhs;
    int name_tok = -1;
    if (callee && callee->kind == ND_NAME && callee->name && !callee->local &&
        !name_is_type(callee->name))
        name_tok = callee->tok;
    check_launch(c->tu, name_tok, (callee && callee->qualified) || c->member, n->tok,
                 list_length(n->config));
}

static void check_local_var(Node *v)
{
    DeclSpec *s = v->spec;
    if (!s)
        return;
    const char *name = v->tok >= 0 && name_at(v->tok) ? name_at(v->tok)->str : "";
    if ((s->cuda & CU_SHARED) && v->assign_tok >= 0)
        sema_error(v->assign_tok, "initializer is not allowed for __shared__ variable '%s'", name);
    if (s->cuda & CU_CONSTANT)
        sema_error(s->cuda_tok[__builtin_ctz(CU_CONSTANT)],
                   "a __constant__ variable declaration is not allowed inside a device function body");
}

static void visit(Ctx *c, Node *n)
{
    Token *t = &c->tu->toks.v[n->tok];
    switch (n->kind) {
    case ND_NAME:
        check_declared(n);
        break;
    case ND_UNARY:
        if (tok_is(t, "&")) {
            Node *b = builtin_base(c, n->lhs);
            if (b)
                sema_error(n->tok, "cannot take the address of built-in variable '%s'", b->name->str);
        } else if (tok_is(t, "++") || tok_is(t, "--")) {
            check_modify(c, n->lhs);
        }
        break;
    case ND_POSTFIX:
    case ND_ASSIGN:
        check_modify(c, n->lhs);
        break;
    case ND_CALL:
        check_call(c, n->lhs);
        break;
    case ND_LAUNCH:
        if (!c->unevaluated)
            check_launch_node(c, n);
        break;
    case ND_SIZEOF:     /* sizeof alignof typeid noexcept: no call is made */
        c->unevaluated++;
        walk(c, n->lhs);
        walk(c, n->type.exprs);
        c->unevaluated--;
        return;
    case ND_VAR:
        check_local_var(n);
        break;
    case ND_MEMBER:
        walk(c, n->lhs);    /* the member name is no use of a name */
        return;
    default:
        break;
    }
    walk(c, n->lhs);
    walk(c, n->rhs);
    walk(c, n->cond);
    walk(c, n->then);
    walk(c, n->els);
    walk(c, n->init);
    walk(c, n->inc);
    walk(c, n->body);
    walk(c, n->args);
    walk(c, n->config);
    c->unevaluated++;   /* decltype operands, array bounds, template arguments */
    walk(c, n->targs);
    walk(c, n->type.exprs);
    c->unevaluated--;
}

static void walk(Ctx *c, Node *n)
{
    for (; n; n = n->next)
        visit(c, n);
}

/* ---- redefinitions -------------------------------------------------------
 * A __global__ or __device__ function defined twice with one signature:
 * reported here, as CUDA's front end does, where g++ would report it on
 * the emitter's copies of the function (twice, with columns of generated
 * code).  Two parameter lists are one signature when their tokens match
 * with parameter names and default arguments left out; a list this cannot
 * take apart (function pointers) must match token for token. */

static const TokenArray *sig_toks;

static bool sig_tok_is_type(const Token *t)
{
    return tok_is_name(t) || (tok_is_keyword(t) && !tok_is(t, "const") &&
                              !tok_is(t, "volatile") && !tok_is(t, "__restrict__") &&
                              !tok_is(t, "__restrict"));
}

/* The parameter [from, to)'s name, or -1: its last identifier at depth 0
 * when a type remains without it. */
static int param_name(int from, int to)
{
    const Token *t = sig_toks->v;
    int name = -1;
    for (int i = from; i < to; i++) {
        if (tok_is(&t[i], "(") || tok_is(&t[i], "<"))
            return -1;
        if (tok_is(&t[i], "["))
            break;
        if (tok_is_name(&t[i]))
            name = i;
    }
    if (name < 0)
        return -1;
    for (int i = from; i < name; i++)
        if (sig_tok_is_type(&t[i]))
            return name;
    return -1;
}

/* The tokens of d's parameter list that make its signature, into out
 * (at most max); returns their count, or -1 when there are more. */
static int signature(const Decl *d, int *out, int max)
{
    const TokenArray *a = sig_toks;
    int n = 0;
    for (int i = d->params_open + 1; i < d->params_close;) {
        int k = i, eq = -1;
        while (k < d->params_close && !tok_is(&a->v[k], ",")) {
            if (eq < 0 && tok_is(&a->v[k], "="))
                eq = k;
            k = tok_is(&a->v[k], "(") || tok_is(&a->v[k], "[") || tok_is(&a->v[k], "{")
                    ? tok_skip_group(a, k)
                    : k + 1;
        }
        if (eq < 0)
            eq = k;
        int name = param_name(i, eq);
        for (int t = i; t < eq; t++)
            if (t != name) {
                if (n == max)
                    return -1;
                out[n++] = t;
            }
        if (k < d->params_close) {
            if (n == max)
                return -1;
            out[n++] = k;
        }
        i = k + 1;
    }
    return n;
}

static bool same_signature(const Decl *x, const Decl *y)
{
    enum { MAX = 256 };
    int xs[MAX], ys[MAX];
    int n = signature(x, xs, MAX), m = signature(y, ys, MAX);
    if (n < 0 || n != m)
        return false;
    for (int i = 0; i < n; i++) {
        const Token *p = &sig_toks->v[xs[i]], *q = &sig_toks->v[ys[i]];
        if (p->len != q->len || memcmp(p->text, q->text, p->len))
            return false;
    }
    return true;
}

static bool redefinable(const TU *tu, const Decl *d)
{
    return d->kind == DK_FUNC && d->body_open >= 0 && !d->in_system && !d->in_class &&
           d->template_tok < 0 && d->name_tok > 0 && d->params_open >= 0 &&
           !tok_is(&tu->toks.v[d->name_tok - 1], "::") && !tok_is(&tu->toks.v[d->name_tok - 1], "~");
}

static void check_redefinitions(TU *tu)
{
    sig_toks = &tu->toks;
    for (Decl *d = tu->decls; d; d = d->next) {
        if (!redefinable(tu, d) || !(exec_space(tu, d) & (CU_DEVICE | CU_GLOBAL)))
            continue;
        for (Decl *e = tu->decls; e != d; e = e->next) {
            if (!redefinable(tu, e) || strcmp(e->name, d->name) || strcmp(e->ns, d->ns) ||
                e->in_anon_ns != d->in_anon_ns || !same_signature(e, d))
                continue;
            diag_error(&tu->toks.v[d->name_tok], "function \"%s\" has already been defined",
                       d->name);
            diag_note(&tu->toks.v[e->name_tok], "previous definition of \"%s\" is here", e->name);
            break;
        }
    }
}

/* ---- the pass ---------------------------------------------------------- */

typedef struct Body {
    const Decl *fn;
    Node *ast;
    struct Body *next;
} Body;

bool check_tu(TU *tu)
{
    int errors = diag_error_count();
    check_redefinitions(tu);
    if (diag_error_count() != errors)
        return false;
    names_init(tu);
    Body head = {0}, *tail = &head;
    for (Decl *d = tu->decls; d; d = d->next) {
        if (d->in_system)
            continue;
        check_decl(tu, d);
        if (d->kind != DK_FUNC || d->body_open < 0)
            continue;
        if (exec_space(tu, d) & (CU_DEVICE | CU_GLOBAL)) {
            Body *b = calloc(1, sizeof *b);
            b->fn = d;
            b->ast = d->ast = parse_function(tu, d);
            tail = tail->next = b;
        }
    }
    /* All device bodies are parsed before any is checked: the undeclared-
     * identifier check needs every use counted. */
    for (Body *b = head.next; b; b = b->next) {
        Token *open = &tu->toks.v[b->fn->body_open], *close = &tu->toks.v[b->fn->body_close];
        Ctx c = {tu, b->fn, exec_space(tu, b->fn), decl_is_member(tu, b->fn),
                 is_templated(b->fn), lines_mention_arch(open->file, open->line, close->line), 0};
        walk(&c, b->ast);
    }
    for (Decl *d = tu->decls; d; d = d->next)
        if (!d->in_system && d->kind == DK_FUNC && d->body_open >= 0 &&
            !(exec_space(tu, d) & (CU_DEVICE | CU_GLOBAL)))
            scan_host_body(tu, d);
    flush_diags(tu);
    return diag_error_count() == errors;
}
