/*
 * The device pass: function bodies that depend on __CUDA_ARCH__.
 *
 * nvcc preprocesses a .cu file twice, for the host without __CUDA_ARCH__
 * and for the device with __CUDA_ARCH__=900 (sm_90).  cucc emits one
 * translation unit for both (docs/design.md), built from the host pass.
 * When a user file mentions __CUDA_ARCH__, the driver preprocesses a second
 * time with the device's macros and arch_merge() takes from that pass the
 * bodies of the functions that run on the device:
 *
 *   __device__ / __global__ function     the device pass's body
 *   __host__ __device__ function         { if (cucc__on_device()) <device body>
 *                                          else <host body> }
 *   host function                        the host pass's body
 *
 * A definition of the host pass is paired with the device pass's by file,
 * line of the name and name; only pairs whose bodies differ are rewritten.
 * The merged tokens replace the host pass's and are skimmed again, so the
 * checks, the SIMT analysis and the emitter see device bodies as device
 * code.  Code outside function bodies (declarations, types, variables under
 * #ifdef __CUDA_ARCH__) keeps the host pass, with a warning when it differs
 * between the passes; so do extended __device__ lambdas written in host
 * functions (their enclosing function is host code).
 */
#include "front.h"

#include <stdlib.h>
#include <string.h>

typedef struct TokBuf {
    Token *v;
    int n, cap;
} TokBuf;

static void put(TokBuf *b, Token t)
{
    if (b->n == b->cap) {
        b->cap = b->cap ? b->cap * 2 : 4096;
        b->v = realloc(b->v, sizeof *b->v * (size_t)b->cap);
    }
    b->v[b->n++] = t;
}

/* A generated token, placed at token `at`. */
static void put_text(TokBuf *b, const Token *at, TokenKind kind, const char *s)
{
    Token t = *at;
    t.kind = kind;
    t.text = s;
    t.len = (int)strlen(s);
    t.at_bol = false;
    t.has_space = true;
    put(b, t);
}

static bool same_tok(const Token *a, const Token *b)
{
    return a->kind == b->kind && a->len == b->len && !memcmp(a->text, b->text, (size_t)a->len);
}

static bool user_tok(const Token *t)
{
    return t->kind != TK_EOF && !(t->file && t->file->is_system);
}

/* A function definition in a user file. */
static bool user_def(const TU *tu, const Decl *d)
{
    return d->kind == DK_FUNC && d->body_open >= 0 && d->name_tok >= 0 && !d->in_system &&
           user_tok(&tu->toks.v[d->name_tok]);
}

static bool same_key(const TU *h, const Decl *a, const TU *d, const Decl *b)
{
    const Token *x = &h->toks.v[a->name_tok], *y = &d->toks.v[b->name_tok];
    return x->line == y->line && !strcmp(a->name, b->name) && x->file && y->file &&
           !strcmp(x->file->name, y->file->name);
}

static bool same_body(const TU *h, const Decl *a, const TU *d, const Decl *b)
{
    if (a->body_close - a->body_open != b->body_close - b->body_open)
        return false;
    for (int k = 0; k <= a->body_close - a->body_open; k++)
        if (!same_tok(&h->toks.v[a->body_open + k], &d->toks.v[b->body_open + k]))
            return false;
    return true;
}

/* Per token: inside (or the braces of) a function body. */
static char *body_marks(const TU *tu)
{
    char *m = calloc((size_t)tu->toks.n, 1);
    for (Decl *d = tu->decls; d; d = d->next)
        if (d->kind == DK_FUNC && d->body_open >= 0)
            memset(m + d->body_open, 1, (size_t)(d->body_close - d->body_open + 1));
    return m;
}

/* A declaration only the device pass has, inserted before host token `at`. */
typedef struct Insert {
    int at;
    const Decl *decl;
} Insert;

/* The namespace-scope declaration that token i belongs to, or NULL. */
static const Decl *decl_of(const TU *tu, int i)
{
    for (const Decl *d = tu->decls; d; d = d->next)
        if (d->begin <= i && i < d->end && !d->in_class)
            return d;
    return NULL;
}

/* Do the tokens [a, a + n) of h and [b, b + n) of d agree? */
static bool same_run(const TU *h, int a, const TU *d, int b, int n)
{
    for (int k = 0; k < n; k++)
        if (!same_tok(&h->toks.v[a + k], &d->toks.v[b + k]))
            return false;
    return true;
}

static bool host_has_name(const TU *h, const char *name)
{
    for (const Decl *d = h->decls; d; d = d->next)
        if (!strcmp(d->name, name))
            return true;
    return false;
}

/* The next token of a user file outside function bodies, from i. */
static int next_outside(const TU *tu, const char *marks, int i)
{
    while (i < tu->toks.n && (marks[i] || !user_tok(&tu->toks.v[i])))
        i++;
    return i;
}

/* Compares the passes' user-file tokens outside function bodies.  A
 * __device__ function only the device pass declares (a specialisation
 * under `#if __CUDA_ARCH__ >= 800`, as in the CUDA samples) is kept, when
 * the passes agree again after it and, unless it is a template, the host
 * pass declares nothing of its name; at any other difference, a warning,
 * and the rest is the host pass's. */
static Insert *check_outside(const TU *h, const TU *d, int *ninserts)
{
    char *mh = body_marks(h), *md = body_marks(d);
    Insert *ins = NULL;
    int n = 0;
    int i = 0, j = 0;
    for (;;) {
        i = next_outside(h, mh, i);
        j = next_outside(d, md, j);
        bool hend = i >= h->toks.n, dend = j >= d->toks.n;
        if (hend && dend)
            break;
        if (!hend && !dend && same_tok(&h->toks.v[i], &d->toks.v[j])) {
            i++;
            j++;
            continue;
        }
        /* back to where the declarations that differ begin */
        const Decl *x = dend ? NULL : decl_of(d, j);
        if (x && x->begin < j) {
            const Decl *y = hend ? NULL : decl_of(h, i);
            int back = j - x->begin;
            if (y && i - y->begin == back && same_run(h, y->begin, d, x->begin, back))
                i = y->begin;
            else
                x = NULL;
        }
        if (x && x->kind == DK_FUNC && (x->attrs & CU_DEVICE) && !(x->attrs & (CU_HOST | CU_GLOBAL)) &&
            !x->in_class && (x->template_tok >= 0 || !host_has_name(h, x->name))) {
            int k = next_outside(d, md, x->end);
            bool kend = k >= d->toks.n;
            int at = hend ? h->toks.n - 1 : i;
            bool resync = kend ? hend : !hend && same_tok(&h->toks.v[i], &d->toks.v[k]);
            if (resync && (n == 0 || at >= ins[n - 1].at)) {
                ins = realloc(ins, sizeof *ins * (size_t)(n + 1));
                ins[n].at = at;
                ins[n++].decl = x;
                j = k;
                continue;
            }
        }
        diag_warning(hend ? &d->toks.v[j] : &h->toks.v[i],
                     "code outside function bodies that depends on __CUDA_ARCH__ uses the host pass");
        break;
    }
    free(mh);
    free(md);
    *ninserts = n;
    return ins;
}

static bool is_constexpr(const TU *tu, const Decl *a)
{
    for (int k = a->begin; k < a->body_open; k++)
        if (tok_is(&tu->toks.v[k], "constexpr") || tok_is(&tu->toks.v[k], "consteval"))
            return true;
    return false;
}

/* Copies the device pass's body [open, close] of b, in host file terms. */
static void put_body(TokBuf *out, const TU *d, const Decl *b, const SrcFile *hf)
{
    const SrcFile *df = d->toks.v[b->name_tok].file;
    for (int k = b->body_open; k <= b->body_close; k++) {
        Token t = d->toks.v[k];
        if (t.file == df)
            t.file = (SrcFile *)hf;
        put(out, t);
    }
}

bool arch_merge(TU *h, TU *d)
{
    int ninserts;
    Insert *ins = check_outside(h, d, &ninserts);
    /* per host token: the device definition whose body replaces the body
     * that opens there */
    Decl **repl = calloc((size_t)h->toks.n, sizeof *repl);
    Decl *from = d->decls;
    int nrepl = 0;
    for (Decl *a = h->decls; a; a = a->next) {
        if (!user_def(h, a) || !(a->attrs & (CU_DEVICE | CU_GLOBAL)))
            continue;
        /* definitions usually come in the same order: search from the last
         * match, then from the start */
        Decl *b = NULL;
        for (int pass = 0; pass < 2 && !b; pass++)
            for (Decl *c = pass ? d->decls : from; c && !b; c = c->next)
                if (user_def(d, c) && same_key(h, a, d, c))
                    b = c;
        if (!b)
            continue;
        from = b->next;
        if (!same_body(h, a, d, b)) {
            repl[a->body_open] = b;
            nrepl++;
        }
    }
    if (!nrepl && !ninserts) {
        free(repl);
        return false;
    }
    TokBuf out = {0};
    int next_ins = 0;
    for (int i = 0; i < h->toks.n; i++) {
        for (; next_ins < ninserts && ins[next_ins].at == i; next_ins++)
            for (int k = ins[next_ins].decl->begin; k < ins[next_ins].decl->end; k++)
                put(&out, d->toks.v[k]);
        Decl *b = repl[i];
        if (!b) {
            put(&out, h->toks.v[i]);
            continue;
        }
        Decl *a = NULL;
        for (Decl *c = h->decls; c && !a; c = c->next)
            if (c->kind == DK_FUNC && c->body_open == i)
                a = c;
        const Token *open = &h->toks.v[i];
        if ((a->attrs & CU_GLOBAL) || !(a->attrs & CU_HOST)) {
            put_body(&out, d, b, open->file);
        } else {
            put(&out, *open);
            put_text(&out, open, TK_IDENT, "if");
            put_text(&out, open, TK_PUNCT, "(");
            if (is_constexpr(h, a)) {
                /* constant evaluation takes the host body */
                put_text(&out, open, TK_PUNCT, "!");
                put_text(&out, open, TK_IDENT, "__builtin_is_constant_evaluated");
                put_text(&out, open, TK_PUNCT, "(");
                put_text(&out, open, TK_PUNCT, ")");
                put_text(&out, open, TK_PUNCT, "&&");
            }
            put_text(&out, open, TK_IDENT, "cucc__on_device");
            put_text(&out, open, TK_PUNCT, "(");
            put_text(&out, open, TK_PUNCT, ")");
            put_text(&out, open, TK_PUNCT, ")");
            put_body(&out, d, b, open->file);
            put_text(&out, open, TK_IDENT, "else");
            for (int k = a->body_open; k <= a->body_close; k++)
                put(&out, h->toks.v[k]);
            put_text(&out, &h->toks.v[a->body_close], TK_PUNCT, "}");
        }
        i = a->body_close;
    }
    free(repl);
    free(ins);
    h->toks.v = out.v;
    h->toks.n = out.n;
    h->decls = NULL;
    skim_tu(h);
    return true;
}
