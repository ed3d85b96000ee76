/*
 * The parameters of every function declaration (skim.c found its
 * parentheses) and of its first template header, as token ranges the
 * later passes read instead of splitting the list again: the emitter's
 * kernel stubs (src/emit/kernel.c), the region planner's parameter
 * analyses (src/simt/region.c).  A parameter is
 *
 *     decl-specifiers declarator ("=" default-argument)?
 *
 * split at commas outside brackets, angle brackets counted after names.
 * Its name is the last name at depth 0 that something precedes (a lone
 * `T` is a type) and that is no part of a qualified name, or the name in
 * a parenthesised declarator (`void (*f)(int)`, `int (&a)[4]`); where a
 * parameter has none, `insert` is where one would go (the emitter names
 * unnamed parameters of a stub, whose addresses it takes).
 */
#include "front.h"

#include <stdlib.h>

static bool at(const TokenArray *a, int i, const char *s)
{
    return i >= 0 && i < a->n && tok_is(&a->v[i], s);
}

static bool is_opener(const TokenArray *a, int i)
{
    return at(a, i, "(") || at(a, i, "[") || at(a, i, "{");
}

/* `name<...>` and `template<...>` in a declaration: the index after the
 * template arguments, or i + 1. */
static int skip_name(const TokenArray *a, int i)
{
    if ((tok_is_name(&a->v[i]) || at(a, i, "template")) && at(a, i + 1, "<")) {
        int j = tok_skip_angle(a, i + 1);
        if (j > 0)
            return j;
    }
    return i + 1;
}

static int skip(const TokenArray *a, int i)
{
    return is_opener(a, i) ? tok_skip_group(a, i) : skip_name(a, i);
}

/* The declared name of a parameter without default argument [b, e). */
static int param_name(const TokenArray *a, int b, int e)
{
    int name = -1;
    for (int i = b; i < e;) {
        if (is_opener(a, i)) {
            i = tok_skip_group(a, i);
            continue;
        }
        int j = skip_name(a, i);
        if (j == i + 1 && tok_is_name(&a->v[i]) && i > b && !at(a, i - 1, "::") && !at(a, i + 1, "::"))
            name = i;
        i = j;
    }
    return name;
}

/* A parenthesised declarator in [b, e): its '(' or -1. */
static int declarator_group(const TokenArray *a, int b, int e)
{
    for (int i = b; i < e; i = skip(a, i))
        if (at(a, i, "(") && i > b &&
            (at(a, i + 1, "*") || at(a, i + 1, "&") || at(a, i + 1, "&&") || at(a, i + 1, "^") ||
             (tok_is_name(&a->v[i + 1]) && at(a, i + 2, "::"))))
            return i;
    return -1;
}

/* Fills in all of p but begin and end. */
static void analyse(const TokenArray *a, DeclParam *p)
{
    p->eq = p->end;
    p->pack = false;
    for (int i = p->begin; i < p->end; i = skip(a, i)) {
        if (at(a, i, "=")) {
            p->eq = i;
            break;
        }
        if (at(a, i, "..."))
            p->pack = true;
    }
    int g = declarator_group(a, p->begin, p->eq);
    if (g >= 0) {
        int close = tok_skip_group(a, g) - 1;
        p->name = -1;
        for (int i = g + 1; i < close; i++)
            if (tok_is_name(&a->v[i]) && !at(a, i + 1, "::"))
                p->name = i;
        p->insert = close;
        return;
    }
    p->insert = p->eq;
    for (int i = p->begin; i < p->eq; i = skip(a, i))
        if (at(a, i, "[") && !at(a, i + 1, "[")) {
            p->insert = i;
            break;
        }
    p->name = param_name(a, p->begin, p->insert);
}

/* Splits tokens [b, e) at commas outside brackets into parameters. */
static DeclParam *split(const TokenArray *a, int b, int e, int *n)
{
    DeclParam *v = NULL;
    int cap = 0;
    *n = 0;
    if (b >= e || (e == b + 1 && at(a, b, "void")))
        return NULL;
    for (int start = b, i = b;;) {
        if (i >= e || at(a, i, ",")) {
            if (*n == cap) {
                cap = cap ? cap * 2 : 8;
                v = realloc(v, (size_t)cap * sizeof *v);
            }
            v[*n] = (DeclParam){.begin = start, .end = i < e ? i : e};
            analyse(a, &v[*n]);
            (*n)++;
            if (i >= e)
                break;
            start = ++i;
            continue;
        }
        int j = skip(a, i);
        i = j < e ? j : (j == e ? e : i + 1);
    }
    return v;
}

void front_params(TU *tu)
{
    const TokenArray *a = &tu->toks;
    for (Decl *d = tu->decls; d; d = d->next) {
        d->tmpl_lt = d->tmpl_end = -1;
        if (d->kind != DK_FUNC)
            continue;
        if (d->template_tok >= 0 && at(a, d->template_tok + 1, "<")) {
            d->tmpl_lt = d->template_tok + 1;
            d->tmpl_end = tok_skip_template_params(a, d->tmpl_lt);
            if (d->tmpl_end >= 0)
                d->tparams = split(a, d->tmpl_lt + 1, d->tmpl_end - 1, &d->ntparams);
        }
        if (d->params_open >= 0 && d->params_close > d->params_open)
            d->params = split(a, d->params_open + 1, d->params_close, &d->nparams);
    }
}

const DeclParam *decl_param_of(const Decl *d, int tok)
{
    for (int i = 0; i < d->nparams; i++)
        if (d->params[i].begin <= tok && tok < d->params[i].end)
            return &d->params[i];
    return NULL;
}
