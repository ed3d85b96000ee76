/*
 * Host function bodies, scanned token by token.
 *
 * Host code may be any C++ and is compiled by the system compiler, so cucc
 * does not parse it.  What the Programming Guide forbids there is visible
 * in the tokens:
 *   - `name(` where every function `name` may reach is __device__ only
 *     ("calling a __device__ function from a __host__ function"), or
 *     __global__ (a kernel is called with <<<...>>>);
 *   - `name<<<...>>>(` where name is not a kernel, or the configuration
 *     has fewer than 2 or more than 4 arguments;
 *   - a __shared__ or __constant__ variable declared in the body.
 *
 * A token scan cannot see scopes, so names the body itself declares (its
 * parameters and locals, recognised by their position: `T name =`,
 * `T *name;`) are never checked, and neither are member calls (`x.f(`,
 * `p->f(`) nor declarations that look like calls (`dim3 grid(4)`).
 * Lambdas marked __device__ are device code and are skipped.
 */
#include "ast.h"

#include <stdlib.h>
#include <string.h>

typedef struct Scan {
    TU *tu;
    Token *t;
    const Decl *fn;
    bool member;
    Name **locals;
    int nlocals, cap;
} Scan;

static bool is(const Scan *S, int i, const char *s)
{
    if (i < 0 || i >= S->tu->toks.n)
        return false;
    return (S->t[i].kind == TK_IDENT || S->t[i].kind == TK_PUNCT) && tok_is(&S->t[i], s);
}

/* Keywords after which a name starts an expression, not a declarator. */
static bool is_expr_keyword(const Token *t)
{
    static const char *kw[] = {"return", "case", "else", "do", "throw", "goto", "sizeof",
                               "new", "delete", "co_return", "co_yield", "co_await",
                               "typeid", "not", "and", "or", "xor", "bitand", "bitor",
                               "compl", "alignof", "decltype", "noexcept", "__extension__"};
    for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
        if (tok_is(t, kw[i]))
            return true;
    return false;
}

/* Can the token before a name end a type, making the name a declarator? */
static bool type_ends_before(const Scan *S, int i)
{
    const Token *t = &S->t[i];
    if (t->kind == TK_IDENT)
        return !is_expr_keyword(t);
    return is(S, i, ">");
}

static void add_local(Scan *S, int i)
{
    if (S->nlocals == S->cap) {
        S->cap = S->cap ? S->cap * 2 : 32;
        S->locals = realloc(S->locals, sizeof *S->locals * (size_t)S->cap);
    }
    S->locals[S->nlocals++] = name_at(i);
}

static bool is_local(const Scan *S, const Name *n)
{
    for (int k = 0; k < S->nlocals; k++)
        if (S->locals[k] == n)
            return true;
    return false;
}

/* Names declared in [from, to): `T x =`, `T x(`, `T *x;`, `T &x)` ... */
static void collect_locals(Scan *S, int from, int to)
{
    for (int i = from + 1; i < to; i++) {
        Name *n = name_at(i);
        if (!n || n->is_keyword)
            continue;
        const char *after1[] = {"=", ";", ",", "(", "[", "{", ")", ":"};
        const char *after2[] = {"=", ";", ",", "[", ")", ":"};
        bool ok = false;
        if (type_ends_before(S, i - 1)) {
            for (size_t k = 0; k < sizeof after1 / sizeof *after1; k++)
                ok |= is(S, i + 1, after1[k]);
        } else if (is(S, i - 1, "*") || is(S, i - 1, "&") || is(S, i - 1, "&&")) {
            for (size_t k = 0; k < sizeof after2 / sizeof *after2; k++)
                ok |= is(S, i + 1, after2[k]);
        }
        if (ok)
            add_local(S, i);
    }
}

/* sizeof, decltype, ... followed by '(': the operand is not evaluated. */
static bool is_unevaluated_operator(const Scan *S, int i)
{
    static const char *ops[] = {"sizeof", "alignof", "__alignof__", "decltype", "__decltype",
                                "noexcept", "typeid", "__typeof__", "typeof"};
    if (!is(S, i + 1, "(") || tok_match(i + 1) < 0)
        return false;
    for (size_t k = 0; k < sizeof ops / sizeof *ops; k++)
        if (is(S, i, ops[k]))
            return true;
    return false;
}

/* `__device__` inside a host body marks an extended lambda: skips to the
 * end of its body. */
static int skip_device_lambda(const Scan *S, int i, int end)
{
    for (int j = i; j < end; j++) {
        if (is(S, j, ";"))
            return j;
        if (is(S, j, "{"))
            return tok_match(j) > 0 ? tok_match(j) : end;
        if ((is(S, j, "(") || is(S, j, "[")) && tok_match(j) > 0)
            j = tok_match(j);
    }
    return end;
}

static void check_host_call(Scan *S, int i)
{
    Name *n = name_at(i);
    if (!n || n->is_keyword || is_local(S, n))
        return;
    if (is(S, i - 1, ".") || is(S, i - 1, "->") || is(S, i - 1, "~") ||
        is(S, i - 1, "operator") || type_ends_before(S, i - 1))
        return;
    if (name_is_type(n))
        return;
    bool qualified = is(S, i - 1, "::");
    CalleeKind k = callee_kind(S->tu, i, qualified || S->member);
    if (k == CALLEE_DEVICE && arch_dependent_call(S->tu, n, false))
        return;
    if (k == CALLEE_DEVICE)
        sema_error(i, "calling a __device__ function(\"%s\") from a __host__ function(\"%s\") is not allowed",
                   n->str, S->fn->name);
    else if (k == CALLEE_GLOBAL)
        sema_error(i, "a __global__ function call must be configured");
}

/* After a template's name, the '>' closing the argument list at lt, or lt
 * when there is none. */
static int skip_template_args(const Scan *S, int lt, int end)
{
    Name *n = name_at(lt - 1);
    if (!is(S, lt, "<") || !name_is_template(n))
        return lt;
    int depth = 0;
    for (int j = lt; j < end; j++) {
        if ((is(S, j, "(") || is(S, j, "[")) && tok_match(j) > 0)
            j = tok_match(j);
        else if (is(S, j, "<"))
            depth++;
        else if (is(S, j, ">") && --depth == 0)
            return j;
        else if (is(S, j, ">>") && (depth -= 2) <= 0)
            return depth == 0 ? j : lt;     /* `>>` closing this list and another */
        else if (is(S, j, ";") || is(S, j, "{") || is(S, j, "}"))
            break;
    }
    return lt;
}

/* The configuration `<<<` a, b ... `>>>` starting at open: number of
 * arguments; *close gets the index of the token after `>>>`. */
static int count_config(const Scan *S, int open, int end, int *close)
{
    int n = 0;
    bool any = false;
    for (int j = open + 2; j < end; j++) {
        if ((is(S, j, "(") || is(S, j, "[") || is(S, j, "{")) && tok_match(j) > 0) {
            j = tok_match(j);
            any = true;
            continue;
        }
        if (is(S, j, "<") && skip_template_args(S, j, end) > j) {
            j = skip_template_args(S, j, end);
            any = true;
            continue;
        }
        if ((is(S, j, ">>") && is(S, j + 1, ">")) || (is(S, j, ">") && is(S, j + 1, ">>"))) {
            *close = j + 2;
            return any ? n + 1 : 0;
        }
        if (is(S, j, ","))
            n++;
        else
            any = true;
    }
    *close = end;
    return any ? n + 1 : 0;
}

/* The kernel named before `<<<` at open (`k<<<`, `ns::k<<<`, `k<T><<<`). */
static int launch_name(const Scan *S, int open)
{
    int i = open - 1;
    if (is(S, i, ">")) {
        int depth = 0;
        for (; i > S->fn->body_open; i--) {
            if (is(S, i, ">"))
                depth++;
            else if (is(S, i, ">>"))
                depth += 2;
            else if (is(S, i, "<") && --depth == 0)
                break;
        }
        i--;
    }
    return name_at(i) && !name_at(i)->is_keyword ? i : -1;
}

static int check_host_launch(Scan *S, int open, int end)
{
    int close;
    int nargs = count_config(S, open, end, &close);
    int name = launch_name(S, open);
    if (name >= 0 && (is_local(S, name_at(name)) || name_is_type(name_at(name))))
        name = -1;
    check_launch(S->tu, name, S->member || (name > 0 && is(S, name - 1, "::")), open, nargs);
    return close - 1;
}

void scan_host_body(TU *tu, const Decl *fn)
{
    Scan S = {tu, tu->toks.v, fn, decl_is_member(tu, fn), NULL, 0, 0};
    if (fn->params_open >= 0)
        collect_locals(&S, fn->params_open, fn->params_close);
    collect_locals(&S, fn->body_open, fn->body_close);
    for (int i = fn->body_open + 1; i < fn->body_close; i++) {
        Token *t = &S.t[i];
        if (t->kind != TK_IDENT && t->kind != TK_PUNCT)
            continue;
        if (is_unevaluated_operator(&S, i)) {
            i = tok_match(i + 1);       /* sizeof(f(x)) calls nothing */
        } else if (is(&S, i, "__device__") || is(&S, i, "__global__")) {
            i = skip_device_lambda(&S, i, fn->body_close);
        } else if (is(&S, i, "__shared__") || is(&S, i, "__constant__")) {
            sema_error(i, "a %.*s variable declaration is not allowed inside a host function body",
                       t->len, t->text);
        } else if (is(&S, i, "<<") && is(&S, i + 1, "<") && !is(&S, i - 1, "operator")) {
            i = check_host_launch(&S, i, fn->body_close);
        } else if (t->kind == TK_IDENT && is(&S, i + 1, "(")) {
            check_host_call(&S, i);
        }
    }
    free(S.locals);
}
