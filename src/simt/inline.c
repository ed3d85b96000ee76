/*
 * simt_inline_calls(): small __device__ functions built on warp
 * collectives (`warp_sum(v)`: a loop of shuffles, then `return v;`) written
 * into their callers, before the strategies are chosen.
 *
 * A call of a function that waits runs in region form as a function of the
 * whole block (cucc__rf<id>, src/simt/region.c): the caller stores every
 * argument per thread, the function copies its own context, runs its
 * pieces, stores every result per thread, and the caller reads them back.
 * For a warp reduction that is more work than the reduction (the bench's
 * reduce_shuffle: 40 % fewer instructions with warp_sum written inline).
 * Written into the caller, the function's loop of shuffles is the caller's,
 * planned with the caller's own variables (warp loops in registers,
 * src/simt/warpreg.c).
 *
 * The pass works on tokens and on the parsed bodies (check_tu) that tell
 * it which names are whose; the driver parses the changed tokens again.
 * A call is written inline only when nothing can change meaning:
 *
 *  - the function: a user's __device__ function of at most 2000 tokens
 *    (also __host__ __device__ in a file that does not mention
 *    __CUDA_ARCH__), not a member or in a namespace, the only function of
 *    its name in the translation unit, defined before the caller, not
 *    __noinline__; a template only of type parameters (`template <class
 *    T>`), which the call writes out or which deduce from a parameter `T
 *    name` whose argument is a literal or a plainly declared variable
 *    (`typedef decltype(cucc__by_value(*(float *)0)) T';`: a region entry
 *    declares types once per block, where no thread's variable is); named
 *    parameters by value (no `&`, `[` or `(` in them: a reference would
 *    be the caller's variable, which regions cannot keep per thread); a
 *    return type of plain words, `::` and `*`; its body calls one of the
 *    warp collectives the region pass computes (shuffles, votes,
 *    __match_any_sync, __reduce_*_sync) and no __syncthreads*; it declares
 *    nothing static, extern or __shared__, holds no lambda, asm, goto,
 *    label, `this` or GNU statement expression; its one `return` is its
 *    last statement;
 *  - every name it declares (parameters, locals, template parameters) is renamed
 *    `cucc__il<site>_<name>`; the names it does not declare must not be
 *    the name of a local, parameter or template parameter of the caller
 *    (they would be found instead of the function's);
 *  - the call is a whole statement in the caller (a function, not a member,
 *    in no namespace): `f(args);`, `x = f(args);`, `x op= f(args);` with
 *    x a name, or `T x = f(args);` of one declarator in a block.
 *
 * `x = f(a, b);` becomes
 *
 *     { P cucc__il1_p = (a); Q cucc__il1_q = (b); <body> x = (R)(<E>); }
 *
 * where `P p`, `Q q` are the parameters, R the return type and `return
 * <E>;` the body's last statement.  `T x = f(a);` becomes `R cucc__il1_r;
 * {... cucc__il1_r = (<E>); } T x = cucc__il1_r;`.  The function's tokens
 * keep their places (file:line in messages and reports).
 *
 * Not done under -G (fibers run the function as a function, as gdb expects)
 * nor for the sanitizers (their reports name the function's frame).
 */
#include "simt/simt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The collectives src/simt/region.c computes between pieces. */
static const char *const warp_colls[] = {
    "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync",
    "__ballot_sync", "__all_sync", "__any_sync", "__match_any_sync",
    "__reduce_add_sync", "__reduce_min_sync", "__reduce_max_sync",
    "__reduce_and_sync", "__reduce_or_sync", "__reduce_xor_sync",
};

/* What a body holds, from its parse. */
typedef struct Scan {
    bool bad;               /* a construct the pass does not write inline */
    bool warp, barrier;     /* calls a warp collective / __syncthreads* */
    int nreturns;
    int *decl_toks;         /* names it declares (ND_VAR) */
    int ndecl, capdecl;
    int *use_toks;          /* uses of its locals and parameters */
    int nuse, capuse;
    const Name **free_names;    /* names it uses that no local of it declares */
    int nfree, capfree;
} Scan;

/* A function that may be written inline. */
typedef struct Fn {
    Decl *d;
    const Name *name;
    int ret_b, ret_e;       /* return type tokens */
    bool is_void;
    int stmts_b, stmts_e;   /* the body's statements before the return */
    int expr_b, expr_e;     /* <E> of the last `return <E>;` (none: expr_b == expr_e) */
    Scan s;
} Fn;

typedef struct Edit {
    int from, to;           /* tokens replaced */
    Token *v;
    int n, cap;
} Edit;

static TU *T;
static bool *renamed;       /* per token: a name of a function being inlined */

static void push_int(int **v, int *n, int *cap, int x)
{
    if (*n == *cap) {
        *cap = *cap ? 2 * *cap : 16;
        *v = realloc(*v, sizeof **v * (size_t)*cap);
    }
    (*v)[(*n)++] = x;
}

static void push_name(Scan *s, const Name *n)
{
    for (int i = 0; i < s->nfree; i++)
        if (s->free_names[i] == n)
            return;
    if (s->nfree == s->capfree) {
        s->capfree = s->capfree ? 2 * s->capfree : 16;
        s->free_names = realloc(s->free_names, sizeof *s->free_names * (size_t)s->capfree);
    }
    s->free_names[s->nfree++] = n;
}

static bool is_word(const char *const *list, size_t n, const char *s)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(list[i], s))
            return true;
    return false;
}

/* ---- what a body holds ------------------------------------------------------ */

static void scan(Scan *s, Node *n, bool member_rhs);

static void scan_list(Scan *s, Node *n)
{
    for (; n; n = n->next)
        scan(s, n, false);
}

static void scan(Scan *s, Node *n, bool member_rhs)
{
    if (!n)
        return;
    switch (n->kind) {
    case ND_LAMBDA: case ND_ASM: case ND_STMT_EXPR: case ND_OPAQUE: case ND_SKIP:
    case ND_GOTO: case ND_LABEL: case ND_THIS: case ND_LAUNCH: case ND_THROW:
        s->bad = true;
        return;
    case ND_RETURN:
        s->nreturns++;
        break;
    case ND_VAR:
        if (n->tok < 0 || (n->spec && (n->spec->is_static || n->spec->is_extern ||
                                       n->spec->is_typedef || (n->spec->cuda & CU_SHARED))))
            s->bad = true;
        else
            push_int(&s->decl_toks, &s->ndecl, &s->capdecl, n->tok);
        break;
    case ND_NAME:
        if (member_rhs || n->qualified || !n->name)
            break;
        if (n->local)
            push_int(&s->use_toks, &s->nuse, &s->capuse, n->tok);
        else
            push_name(s, n->name);
        if (!n->local && is_word(warp_colls, sizeof warp_colls / sizeof *warp_colls, n->name->str))
            s->warp = true;
        if (!n->local && !strncmp(n->name->str, "__syncthreads", 13))
            s->barrier = true;
        break;
    default:
        break;
    }
    scan(s, n->lhs, false);
    scan(s, n->rhs, n->kind == ND_MEMBER);
    Node *kids[] = {n->cond, n->then, n->els, n->init, n->inc, n->body, n->args, n->config,
                    n->targs, n->type.exprs};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        scan_list(s, kids[i]);
}

/* ---- which functions ---------------------------------------------------------- */

static Token *tk(int i)
{
    return &T->toks.v[i];
}

static bool is(int i, const char *s)
{
    return tok_is(tk(i), s);
}

/* Words of a declaration before its return type. */
static const char *const lead_words[] = {
    "__device__", "__host__", "__forceinline__", "inline", "__inline__", "static",
};

/* The declaration's tokens before the name, less lead_words: plain words,
 * `::` and `*`? */
static bool plain_return_type(Fn *f)
{
    Decl *d = f->d;
    f->ret_b = f->ret_e = -1;
    int words = 0;
    for (int i = d->template_tok >= 0 ? d->tmpl_end : d->begin; i < d->name_tok; i++) {
        Token *t = tk(i);
        bool lead = false;
        for (size_t k = 0; k < sizeof lead_words / sizeof *lead_words; k++)
            lead |= tok_is(t, lead_words[k]);
        if (lead) {
            if (f->ret_b >= 0)
                return false;   /* a lead word after the type */
            continue;
        }
        if (tok_is(t, "auto") || tok_is(t, "decltype") || tok_is(t, "const") ||
            tok_is(t, "volatile") || tok_is(t, "__noinline__") || tok_is(t, "extern") ||
            tok_is(t, "constexpr") || tok_is(t, "__attribute__") || tok_is(t, "__launch_bounds__"))
            return false;
        if (!(t->kind == TK_IDENT || tok_is(t, "::") || tok_is(t, "*")))
            return false;
        if (f->ret_b < 0)
            f->ret_b = i;
        f->ret_e = i + 1;
        words += t->kind == TK_IDENT;
    }
    if (f->ret_b < 0 || !words)
        return false;
    f->is_void = f->ret_e - f->ret_b == 1 && is(f->ret_b, "void");
    return true;
}

static bool plain_params(const Decl *d)
{
    for (int k = 0; k < d->nparams; k++) {
        const DeclParam *p = &d->params[k];
        if (p->name < 0 || p->pack)
            return false;
        for (int i = p->begin; i < p->eq; i++)
            if (is(i, "[") || is(i, "(") || is(i, "&") || is(i, "&&") || is(i, "auto") ||
                is(i, "...") || is(i, "__attribute__"))
                return false;
    }
    return true;
}

/* `template <typename T, class U>`: type parameters alone, one header. */
static bool type_params(const Decl *d)
{
    if (d->template_tok < 0)
        return true;
    if (d->tmpl_end < 0 || d->ntparams < 1 || d->template_tok + 1 != d->tmpl_lt ||
        is(d->tmpl_end, "template"))
        return false;
    for (int k = 0; k < d->ntparams; k++) {
        const DeclParam *p = &d->tparams[k];
        if (p->pack || p->eq != p->end || p->end - p->begin != 2 || p->name != p->begin + 1 ||
            !(is(p->begin, "typename") || is(p->begin, "class")))
            return false;
    }
    return true;
}

static bool sole_function(const Decl *d, const Name *n)
{
    int fns = 0;
    for (DeclRef *r = n->decls; r; r = r->next)
        fns += r->decl->kind == DK_FUNC;
    (void)d;
    return fns == 1;
}

static bool has_tok(int *v, int n, int x)
{
    for (int i = 0; i < n; i++)
        if (v[i] == x)
            return true;
    return false;
}

/* Is function d one to write inline?  Fills f. */
static bool inlinable(Decl *d, bool arch, Fn *f)
{
    memset(f, 0, sizeof *f);
    f->d = d;
    if (d->kind != DK_FUNC || d->in_system || d->in_class || d->ns[0] || d->in_anon_ns ||
        d->body_open < 0 || !d->ast || d->ast->end < 0 ||
        !(d->attrs & CU_DEVICE) || (d->attrs & (CU_GLOBAL | CU_NOINLINE)) ||
        ((d->attrs & CU_HOST) && arch) || d->name_tok < 0 || d->params_open != d->name_tok + 1 ||
        d->params_close + 1 != d->body_open || d->body_close - d->body_open > 2000)
        return false;       /* (small ones: the checks below are quadratic) */
    f->name = name_at(d->name_tok);
    if (!f->name || !sole_function(d, f->name) || !type_params(d) || !plain_return_type(f) ||
        !plain_params(d))
        return false;
    Scan *s = &f->s;
    scan(s, d->ast, false);
    if (s->bad || !s->warp || s->barrier)
        return false;
    /* The statements, and the last one's return. */
    Node *last = NULL;
    for (Node *st = d->ast->body; st; st = st->next)
        last = st;
    f->stmts_b = d->body_open + 1;
    f->stmts_e = d->body_close;
    f->expr_b = f->expr_e = 0;
    if (last && last->kind == ND_RETURN) {
        if (s->nreturns != 1 || last->end - 1 <= last->begin || !is(last->end - 1, ";"))
            return false;
        f->stmts_e = last->begin;
        f->expr_b = last->begin + 1;
        f->expr_e = last->end - 1;
        if ((f->expr_b == f->expr_e) != f->is_void || is(f->expr_b, "{"))
            return false;
    } else if (s->nreturns || !f->is_void) {
        return false;
    }
    /* Every token spelled like one of its names is the name (no member
     * `.v` aside): else something the parse did not tell would keep the
     * old name. */
    for (int k = 0; k < d->nparams; k++)
        push_int(&s->decl_toks, &s->ndecl, &s->capdecl, d->params[k].name);
    /* A template's type parameters: every use from the header on. */
    for (int k = 0; k < d->ntparams; k++) {
        int tp = d->tparams[k].name;
        push_int(&s->decl_toks, &s->ndecl, &s->capdecl, tp);
        for (int i = d->tmpl_end; i < d->body_close; i++)
            if (name_at(i) == name_at(tp) && !is(i - 1, ".") && !is(i - 1, "->") &&
                !is(i - 1, "::") && !has_tok(s->use_toks, s->nuse, i))
                push_int(&s->use_toks, &s->nuse, &s->capuse, i);
    }
    for (int i = d->body_open + 1; i < d->body_close; i++) {
        if (tk(i)->kind != TK_IDENT || is(i - 1, ".") || is(i - 1, "->") || is(i - 1, "::"))
            continue;
        const Name *n = name_at(i);
        bool spelled = false;
        for (int k = 0; k < s->ndecl && !spelled; k++)
            spelled = name_at(s->decl_toks[k]) == n;
        if (spelled && !has_tok(s->decl_toks, s->ndecl, i) && !has_tok(s->use_toks, s->nuse, i))
            return false;
    }
    /* The free names of the parameters' and return type's tokens too. */
    for (int i = d->template_tok >= 0 ? d->tmpl_end : d->begin; i < d->params_close; i++)
        if (tk(i)->kind == TK_IDENT && name_at(i) && !name_at(i)->is_keyword &&
            !has_tok(s->decl_toks, s->ndecl, i) && !has_tok(s->use_toks, s->nuse, i) &&
            i != d->name_tok)
            push_name(s, name_at(i));
    return true;
}

/* ---- writing a call inline ---------------------------------------------------- */

static void add_tok(Edit *e, Token t)
{
    if (e->n == e->cap) {
        e->cap = e->cap ? 2 * e->cap : 64;
        e->v = realloc(e->v, sizeof *e->v * (size_t)e->cap);
    }
    e->v[e->n++] = t;
}

/* Text of cucc's own, at the place of token at. */
static void add_text(Edit *e, const char *text, const Token *at)
{
    TokenArray a;
    char *keep = strdup(text);      /* the tokens point into it */
    lex_buffer(keep, strlen(keep), at->file ? at->file->name : "", &a);
    for (int i = 0; i < a.n - 1; i++) {
        Token t = a.v[i];
        t.file = at->file;
        t.line = at->line;
        t.col = at->col;
        t.line_text = at->line_text;
        t.at_bol = false;
        t.has_space = true;
        add_tok(e, t);
    }
    free(a.v);
}

static Token renamed_tok(int i, int site)
{
    Token t = *tk(i);
    char buf[256];
    snprintf(buf, sizeof buf, "cucc__il%d_%.*s", site, t.len, t.text);
    t.text = strdup(buf);
    t.len = (int)strlen(buf);
    return t;
}

/* Tokens [b, e) of the program, the function's names renamed; the
 * first one apart from what comes before. */
static void add_range(Edit *e, int b, int to, int site)
{
    for (int i = b; i < to; i++) {
        Token t = renamed[i] ? renamed_tok(i, site) : *tk(i);
        t.has_space |= i == b;
        add_tok(e, t);
    }
}

/* The items of the list between open and close, split at commas outside
 * brackets (and, with angles, outside `<...>`): [b[k], e[k]).  Their
 * count, -1 when one is empty, they are more than room, or the list is
 * not read whole. */
static int split_list(int open, int close, bool angles, int *b, int *e, int room)
{
    int k = 0, from = open + 1, depth = 0;
    if (close < 0)
        return -1;
    if (close == from)
        return 0;
    for (int i = from; i <= close; i++) {
        if (i < close && (is(i, "(") || is(i, "[") || is(i, "{"))) {
            int m = tok_match(i);
            if (m < 0 || m >= close)
                return -1;
            i = m;
            continue;
        }
        if (angles && i < close && is(i, "<"))
            depth++;
        else if (angles && i < close && is(i, ">"))
            depth--;
        else if (angles && is(i, ">>"))
            return -1;  /* `>>` closing two lists */
        if (i == close || (depth == 0 && is(i, ","))) {
            if (k == room || i == from)
                return -1;
            b[k] = from;
            e[k++] = i;
            from = i + 1;
        }
    }
    return k;
}

/* The arguments of the call whose '(' is at open. */
static int split_args(int open, int *b, int *e, int room)
{
    return split_list(open, tok_match(open), false, b, e, room);
}

/* The template arguments between '<' at lt and '>' at gt - 1. */
static int split_targs(int lt, int gt, int *b, int *e, int room)
{
    return is(gt - 1, ">") ? split_list(lt, gt - 1, true, b, e, room) : -1;
}

typedef enum { SITE_DISCARD, SITE_ASSIGN, SITE_DECL } SiteKind;

/* The caller's names: a free name of the function spelled like one of
 * them would find the caller's. */
typedef struct Caller {
    const Decl *d;
    const Name **names;
    int n, cap;
    Node **vars;            /* its ND_VARs */
    int nvars, capvars;
} Caller;

static void caller_name(Caller *c, const Name *n)
{
    if (!n)
        return;
    if (c->n == c->cap) {
        c->cap = c->cap ? 2 * c->cap : 32;
        c->names = realloc(c->names, sizeof *c->names * (size_t)c->cap);
    }
    c->names[c->n++] = n;
}

static void caller_names(Caller *c, Node *n)
{
    for (; n; n = n->next) {
        if (n->kind == ND_VAR && n->tok >= 0) {
            caller_name(c, name_at(n->tok));
            if (c->nvars == c->capvars) {
                c->capvars = c->capvars ? 2 * c->capvars : 32;
                c->vars = realloc(c->vars, sizeof *c->vars * (size_t)c->capvars);
            }
            c->vars[c->nvars++] = n;
        }
        Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc,
                        n->body, n->args, n->config, n->targs, n->type.exprs};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            caller_names(c, kids[i]);
    }
}

static bool captures(const Caller *c, const Fn *f)
{
    for (int i = 0; i < f->s.nfree; i++)
        for (int k = 0; k < c->n; k++)
            if (f->s.free_names[i] == c->names[k])
                return true;
    return false;
}

static Fn *fns;
static int nfns;
static Edit *edits;
static int nedits, capedits;
static int sites;

static Fn *fn_called(const Node *call)
{
    if (!call || call->kind != ND_CALL || !call->lhs || call->lhs->kind != ND_NAME ||
        call->lhs->qualified || call->lhs->local || !call->lhs->name)
        return NULL;
    bool targs = is(call->lhs->tok + 1, "<");
    for (int i = 0; i < nfns; i++)
        if (fns[i].name == call->lhs->name && (!targs || fns[i].d->template_tok >= 0))
            return &fns[i];
    return NULL;
}

/* A template argument deduced from argument [b, e) (region.c's
 * simt_arg_type: named without the caller's variables, which a region
 * entry declares only inside its thread loops). */
static bool deduced_type(const Caller *c, Node *arg, Edit *out, int at)
{
    const Token *t = tk(at);
    int tb, te, kind = arg ? simt_arg_type(T, c->d, c->vars, c->nvars, arg, &tb, &te) : -1;
    if (kind < 0)
        return false;
    bool lit = kind & SIMT_DEDUCE_LITERAL;
    add_text(out, lit ? "decltype(cucc__by_value(" : "decltype(cucc__by_value(*(", t);
    add_range(out, tb, te, 0);
    add_text(out, lit ? "))" : (kind & SIMT_DEDUCE_ARRAY) ? " **)0))" : " *)0))", t);
    return true;
}

static void write_site(const Caller *c, Node *st, SiteKind kind, Node *call, Node *lhs, int op)
{
    Fn *f = fn_called(call);
    if (!f || f->d->body_close >= c->d->begin || captures(c, f))
        return;
    if (f->is_void && kind != SITE_DISCARD)
        return;
    int ab[64], ae[64];
    Node *an[64];
    int nargs = split_args(call->tok, ab, ae, 64), na = 0;
    for (Node *a = call->args; a && na < 64; a = a->next)
        an[na++] = a;
    if (na != nargs)
        return;
    if (nargs != f->d->nparams || st->end - 1 <= st->begin || !is(st->end - 1, ";"))
        return;
    for (int i = 0; i < nedits; i++)        /* nested in an edited statement */
        if (st->begin < edits[i].to && edits[i].from < st->end)
            return;
    /* A template's arguments: written, or deduced from a parameter
     * `T name` as a call of `template <class T> T cucc__by_value(T)`
     * deduces it (include/cucc/kernel.hpp). */
    const Decl *d = f->d;
    int tb[16], te[16], deduce[16];
    if (d->ntparams > 16)
        return;
    if (d->ntparams && is(call->lhs->tok + 1, "<")) {
        int lt = call->lhs->tok + 1, gt = tok_skip_angle(&T->toks, lt);
        if (gt < 0 || split_targs(lt, gt, tb, te, 16) != d->ntparams)
            return;
        for (int k = 0; k < d->ntparams; k++)
            deduce[k] = -1;
    } else {
        for (int k = 0; k < d->ntparams; k++) {
            deduce[k] = -1;
            for (int j = 0; j < d->nparams && deduce[k] < 0; j++)
                if (d->params[j].eq - d->params[j].begin == 2 &&
                    name_at(d->params[j].begin) == name_at(d->tparams[k].name))
                    deduce[k] = j;
            if (deduce[k] < 0)
                return;
        }
    }
    int site = ++sites;
    Edit e = {st->begin, st->end, NULL, 0, 0};
    const Token *at = tk(st->begin);
    char buf[128];
    if (kind != SITE_DECL)
        add_text(&e, "{", at);
    for (int k = 0; k < d->ntparams; k++) {
        int j = deduce[k];
        if (j < 0) {
            add_text(&e, "typedef", tk(tb[k]));
            add_range(&e, tb[k], te[k], 0);
        } else {
            add_text(&e, "typedef", tk(ab[j]));
            if (!deduced_type(c, an[j], &e, ab[j])) {
                free(e.v);
                return;
            }
        }
        add_range(&e, d->tparams[k].name, d->tparams[k].name + 1, site);
        add_text(&e, ";", at);
    }
    if (kind == SITE_DECL) {
        add_range(&e, f->ret_b, f->ret_e, site);
        snprintf(buf, sizeof buf, "cucc__il%d_r;", site);
        add_text(&e, buf, at);
        add_text(&e, "{", at);
    }
    for (int k = 0; k < d->nparams; k++) {
        const DeclParam *p = &d->params[k];
        add_range(&e, p->begin, p->eq, site);
        add_text(&e, "= (", tk(ab[k]));
        add_range(&e, ab[k], ae[k], 0);
        add_text(&e, ");", tk(ae[k] - 1));
    }
    add_range(&e, f->stmts_b, f->stmts_e, site);
    const Token *rt = tk(f->expr_b > 0 ? f->expr_b : f->stmts_e);
    if (kind == SITE_DECL) {
        snprintf(buf, sizeof buf, "cucc__il%d_r = (", site);
        add_text(&e, buf, rt);
    } else if (kind == SITE_ASSIGN) {
        add_tok(&e, *tk(lhs->tok));
        add_tok(&e, *tk(op));
        add_text(&e, "(", rt);
        add_range(&e, f->ret_b, f->ret_e, site);
        add_text(&e, ")(", rt);
    } else if (!f->is_void) {
        add_text(&e, "(void)(", rt);
    }
    if (!f->is_void) {
        add_range(&e, f->expr_b, f->expr_e, site);
        add_text(&e, ");", rt);
    }
    add_text(&e, "}", rt);
    if (kind == SITE_DECL) {
        Node *v = st->body;
        add_range(&e, st->begin, v->assign_tok + 1, 0);
        snprintf(buf, sizeof buf, "cucc__il%d_r;", site);
        add_text(&e, buf, tk(v->assign_tok));
    }
    if (nedits == capedits) {
        capedits = capedits ? 2 * capedits : 16;
        edits = realloc(edits, sizeof *edits * (size_t)capedits);
    }
    edits[nedits++] = e;
}

/* The statement st of caller c, in a block when in_block. */
static void visit_stmt(const Caller *c, Node *st, bool in_block)
{
    if (st->kind == ND_EXPR_STMT && st->lhs) {
        Node *x = st->lhs;
        if (x->kind == ND_CALL)
            write_site(c, st, SITE_DISCARD, x, NULL, -1);
        else if (x->kind == ND_ASSIGN && x->lhs && x->lhs->kind == ND_NAME && !x->lhs->qualified &&
                 !x->lhs->targs && x->rhs && x->rhs->kind == ND_CALL)
            write_site(c, st, SITE_ASSIGN, x->rhs, x->lhs, x->tok);
    } else if (st->kind == ND_DECL && in_block && st->body && !st->body->next) {
        Node *v = st->body;
        DeclSpec *sp = st->spec;
        if (v->init && v->assign_tok >= 0 && is(v->assign_tok, "=") && v->init->kind == ND_CALL &&
            sp && !sp->is_static && !sp->is_extern && !sp->is_typedef && !sp->is_constexpr &&
            !(sp->cuda & CU_SHARED))
            write_site(c, st, SITE_DECL, v->init, NULL, -1);
    }
}

static void visit(const Caller *c, Node *n, bool in_block)
{
    for (; n; n = n->next) {
        if (n->kind >= ND_BLOCK && n->kind != ND_VAR)
            visit_stmt(c, n, in_block);
        Node *stmts[] = {n->then, n->els, n->body};
        for (size_t i = 0; i < sizeof stmts / sizeof *stmts; i++)
            if (stmts[i] && n->kind != ND_DECL)
                visit(c, stmts[i], n->kind == ND_BLOCK && i == 2);
    }
}

static int cmp_edit(const void *a, const void *b)
{
    const Edit *x = a, *y = b;
    return (x->from > y->from) - (x->from < y->from);
}

bool simt_inline_calls(TU *tu, bool arch, TokenArray *old)
{
    T = tu;
    nfns = nedits = 0;
    int capfns = 0;
    renamed = calloc((size_t)tu->toks.n, sizeof *renamed);
    for (Decl *d = tu->decls; d; d = d->next) {
        Fn f;
        if (!inlinable(d, arch, &f))
            continue;
        for (int k = 0; k < f.s.ndecl; k++)
            renamed[f.s.decl_toks[k]] = true;
        for (int k = 0; k < f.s.nuse; k++)
            renamed[f.s.use_toks[k]] = true;
        if (nfns == capfns) {
            capfns = capfns ? 2 * capfns : 8;
            fns = realloc(fns, sizeof *fns * (size_t)capfns);
        }
        fns[nfns++] = f;
    }
    for (Decl *d = nfns ? tu->decls : NULL; d; d = d->next) {
        if (d->kind != DK_FUNC || d->in_system || d->in_class || d->ns[0] || !d->ast ||
            d->ast->end < 0 || !(d->attrs & (CU_DEVICE | CU_GLOBAL)))
            continue;
        bool inlined = false;     /* its own tokens are marked: a later round */
        for (int i = 0; i < nfns; i++)
            inlined |= fns[i].d == d;
        if (inlined)
            continue;
        Caller c = {d, NULL, 0, 0, NULL, 0, 0};
        for (int k = 0; k < d->nparams; k++)
            caller_name(&c, d->params[k].name >= 0 ? name_at(d->params[k].name) : NULL);
        for (int k = 0; k < d->ntparams; k++)
            caller_name(&c, d->tparams[k].name >= 0 ? name_at(d->tparams[k].name) : NULL);
        caller_names(&c, d->ast);
        visit(&c, d->ast, false);
        free(c.names);
        free(c.vars);
    }
    free(renamed);
    renamed = NULL;
    for (int i = 0; i < nfns; i++) {
        free(fns[i].s.decl_toks);
        free(fns[i].s.use_toks);
        free(fns[i].s.free_names);
    }
    if (!nedits)
        return false;
    qsort(edits, (size_t)nedits, sizeof *edits, cmp_edit);
    int n = tu->toks.n;
    for (int i = 0; i < nedits; i++)
        n += edits[i].n - (edits[i].to - edits[i].from);
    Token *v = malloc(sizeof *v * (size_t)n);
    int o = 0, from = 0;
    for (int i = 0; i < nedits; i++) {
        memcpy(v + o, tu->toks.v + from, sizeof *v * (size_t)(edits[i].from - from));
        o += edits[i].from - from;
        if (edits[i].n)
            edits[i].v[0].at_bol = tu->toks.v[edits[i].from].at_bol;
        memcpy(v + o, edits[i].v, sizeof *v * (size_t)edits[i].n);
        o += edits[i].n;
        from = edits[i].to;
        free(edits[i].v);
    }
    memcpy(v + o, tu->toks.v + from, sizeof *v * (size_t)(tu->toks.n - from));
    *old = tu->toks;
    tu->toks.v = v;
    tu->toks.n = n;
    return true;
}
