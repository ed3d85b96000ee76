/*
 * A member typedef named like the class template it uses,
 *
 *     template <class T, int N> struct Layout { ... };
 *     template <class T> struct Reduce {
 *         typedef Layout<T, 4> Layout;                         // CUB's habit
 *         typedef typename Warp<T, 8>::Internal Warp;          // and this
 *         Layout x;
 *     };
 *
 * is accepted by NVIDIA's front end, but g++ rejects it: the member changes
 * the meaning of the name inside the class ([basic.scope.class], "changes
 * meaning", an error even with warnings off).  nvcc's host compiler never
 * sees it as written, since cudafe++ prints names qualified, and so does
 * this pass: the template's name becomes `::ns::Layout`, and qualified
 * names are not subject to the rule.  Only where the name is a class
 * template declared at namespace scope earlier in the TU (not in an
 * unnamed namespace) whose namespace encloses the declaration, and the
 * declaration is `typedef [typename] N<...>... N;` or `using N = [typename]
 * N<...>...;`.  Runs on the tokens, right after the inline PTX is lowered,
 * so that every later pass sees the same text.
 */
#include "front.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_NS 64

/* A class template: its name's token (the text stays where the lexer put
 * it when the array is spliced) and its namespace, "a::b::" ("" global). */
typedef struct Tmpl {
    const char *text;
    int len;
    char *ns;
} Tmpl;

typedef struct Scan {
    Tmpl *v;
    int n, cap;
    char ns[1024];          /* the namespace being read, "a::b::" */
    int ns_depth[MAX_NS];   /* brace depth inside each open namespace */
    size_t ns_len[MAX_NS];  /* strlen(ns) before it opened */
    int nns;
    int unnamed;            /* open unnamed namespaces */
    int depth;
} Scan;

static bool spells(const Token *t, const char *text, int len)
{
    return t->len == len && !memcmp(t->text, text, (size_t)len);
}

/* The innermost class template named t whose namespace encloses the
 * current one. */
static const Tmpl *find(const Scan *S, const Token *t)
{
    const Tmpl *best = NULL;
    for (int i = 0; i < S->n; i++)
        if (spells(t, S->v[i].text, S->v[i].len) &&
            !strncmp(S->ns, S->v[i].ns, strlen(S->v[i].ns)) &&
            (!best || strlen(S->v[i].ns) > strlen(best->ns)))
            best = &S->v[i];
    return best;
}

/* At `namespace`: opens the namespaces named up to its '{' (a::b, inline,
 * unnamed); returns the index of the '{', or i if it is not a definition. */
static int open_namespace(Scan *S, const TokenArray *a, int i)
{
    int j = i + 1;
    size_t before = strlen(S->ns);
    bool unnamed = true;
    while (tok_is_name(&a->v[j]) || tok_is(&a->v[j], "::") || tok_is(&a->v[j], "inline")) {
        if (tok_is_name(&a->v[j])) {
            unnamed = false;
            size_t n = strlen(S->ns);
            if (n + (size_t)a->v[j].len + 3 < sizeof S->ns)
                snprintf(S->ns + n, sizeof S->ns - n, "%.*s::", a->v[j].len, a->v[j].text);
        }
        j++;
    }
    if (!tok_is(&a->v[j], "{") || S->nns == MAX_NS) {
        S->ns[before] = 0;
        return i;
    }
    S->ns_len[S->nns] = before;
    S->ns_depth[S->nns++] = S->depth + 1;
    S->unnamed += unnamed;
    if (unnamed)        /* marks the level for the '}' */
        S->ns_len[S->nns - 1] |= (size_t)1 << 62;
    return j;
}

static void close_brace(Scan *S)
{
    if (S->nns && S->ns_depth[S->nns - 1] == S->depth) {
        size_t l = S->ns_len[--S->nns];
        if (l >> 62) {
            S->unnamed--;
            l &= ((size_t)1 << 62) - 1;
        }
        S->ns[l] = 0;
    }
    S->depth--;
}

/* At `template <`: records `template <...> struct|class|union N` at
 * namespace scope. */
static void note_template(Scan *S, const TokenArray *a, int i)
{
    if (S->unnamed || (S->nns ? S->ns_depth[S->nns - 1] : 0) != S->depth)
        return;
    int j = tok_skip_template_params(a, i + 1);
    if (j < 0)
        return;
    const Token *k = &a->v[j], *n = &a->v[j + 1];
    if ((!tok_is(k, "struct") && !tok_is(k, "class") && !tok_is(k, "union")) || !tok_is_name(n))
        return;
    for (int t = 0; t < S->n; t++)
        if (spells(n, S->v[t].text, S->v[t].len) && !strcmp(S->v[t].ns, S->ns))
            return;
    if (S->n == S->cap) {
        S->cap = S->cap ? 2 * S->cap : 64;
        S->v = realloc(S->v, sizeof *S->v * (size_t)S->cap);
    }
    S->v[S->n++] = (Tmpl){n->text, n->len, strdup(S->ns)};
}

/* At `typedef` or `using`: the index of the template's name to qualify,
 * or -1. */
static int self_named(const Scan *S, const TokenArray *a, int i)
{
    int n, declared;
    if (tok_is(&a->v[i], "typedef")) {
        n = i + 1 + tok_is(&a->v[i + 1], "typename");
        declared = -1;      /* the last name before ';' */
    } else if (tok_is_name(&a->v[i + 1]) && tok_is(&a->v[i + 2], "=")) {
        n = i + 3 + tok_is(&a->v[i + 3], "typename");
        declared = i + 1;
    } else {
        return -1;
    }
    if (!tok_is_name(&a->v[n]) || !tok_is(&a->v[n + 1], "<") || !find(S, &a->v[n]))
        return -1;
    int j = tok_skip_angle(a, n + 1);
    if (j < 0)
        return -1;
    while (a->v[j].kind != TK_EOF && !tok_is(&a->v[j], ";")) {
        if (tok_is(&a->v[j], "{") || tok_is(&a->v[j], "}"))
            return -1;
        j = tok_is(&a->v[j], "(") || tok_is(&a->v[j], "[") ? tok_skip_group(a, j) : j + 1;
    }
    if (declared < 0)
        declared = j - 1;
    const Token *d = &a->v[declared], *t = &a->v[n];
    return tok_is(&a->v[j], ";") && spells(d, t->text, t->len) ? n : -1;
}

void elaborate_member_typedefs(TU *tu)
{
    TokenArray *a = &tu->toks;
    Scan S = {0};
    for (int i = 0; a->v[i].kind != TK_EOF; i++) {
        const Token *t = &a->v[i];
        if (tok_is(t, "namespace")) {
            i = open_namespace(&S, a, i);
            if (tok_is(&a->v[i], "{"))
                S.depth++;
        } else if (tok_is(t, "{")) {
            S.depth++;
        } else if (tok_is(t, "}")) {
            close_brace(&S);
        } else if (tok_is(t, "template") && tok_is(&a->v[i + 1], "<")) {
            note_template(&S, a, i);
        } else if (tok_is(t, "typedef") || tok_is(t, "using")) {
            int n = self_named(&S, a, i);
            if (n < 0)
                continue;
            const Tmpl *m = find(&S, &a->v[n]);
            size_t cap = strlen(m->ns) + (size_t)m->len + 4;
            char *text = malloc(cap);
            snprintf(text, cap, "::%s%.*s", m->ns, m->len, m->text);
            tok_splice(a, n, n + 1, text);
            free(text);
            i = n;
        }
    }
    for (int k = 0; k < S.n; k++)
        free(S.v[k].ns);
    free(S.v);
}
