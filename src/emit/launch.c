/*
 * Launches and shared memory.
 *
 * A launch `callee<<<g, b, s, st>>>(args)` (Programming Guide, "Execution
 * Configuration") becomes
 *
 *     (cucc__push_config(g, b, s, st) ? (void)0 : callee(args))
 *
 * cucc__push_config (include/cucc/kernel.hpp) takes g and b as dim3
 * parameters, so they convert exactly as CUDA converts them; the
 * configuration is evaluated before the arguments, and the call goes to
 * the host stub, which pops the configuration.  The lexer splits `<<<` into
 * `<<` `<` and `>>>` into `>>` `>` (or `>` `>>`, `>` `>` `>`).  As with nvcc,
 * white space may separate them (`k << < g, b >> > (a)`, in Rodinia); only
 * `operator<< <T>(...)`, explicit template arguments of an operator, is
 * not a launch.
 * The callee is the postfix expression before `<<<`: `k`, `k<float, 3>`,
 * `ns::k`, `table[i]`, `(*fp)`, `obj.member`.
 *
 * Shared variables (docs/design.md): a worker thread runs one block at a
 * time, so `__shared__` storage is thread_local, and dynamic shared memory
 * is the worker's buffer from cucc__dyn_smem().
 */
#include "emit.h"

#include <stdlib.h>


static bool is_close(const Emitter *E, int j)
{
    return is_at(E, j, ")") || is_at(E, j, "]") || is_at(E, j, "}");
}

static bool is_opener(const Emitter *E, int j)
{
    return is_at(E, j, "(") || is_at(E, j, "[") || is_at(E, j, "{");
}

/* j at a closing bracket: index of its opener, or -1. */
static int match_back(const Emitter *E, int j)
{
    int depth = 0;
    for (; j >= 0; j--) {
        if (is_close(E, j))
            depth++;
        else if (is_opener(E, j) && --depth == 0)
            return j;
    }
    return -1;
}

/* j at '>' or '>>' closing template arguments: index of the '<', or -1. */
static int angle_back(const Emitter *E, int j)
{
    int depth = 0;
    for (; j >= 0; j--) {
        if (is_at(E, j, ")") || is_at(E, j, "]")) {
            j = match_back(E, j);
            if (j < 0)
                return -1;
            continue;
        }
        if (is_at(E, j, ";") || is_at(E, j, "{") || is_at(E, j, "}"))
            return -1;
        if (is_at(E, j, ">"))
            depth++;
        else if (is_at(E, j, ">>"))
            depth += 2;
        else if (is_at(E, j, "<") && --depth <= 0)
            return depth == 0 ? j : -1;
    }
    return -1;
}

static bool is_operand_end(const Emitter *E, int j)
{
    return j >= 0 && (tok_is_name(&E->t[j]) || is_at(E, j, ")") || is_at(E, j, "]") ||
                      is_at(E, j, ">") || is_at(E, j, ">>") || is_at(E, j, "this"));
}

/* postfix-expression = primary ( "[" expr "]" | "(" args ")" | ("." | "->" | "::") name
 *                                | "<" template-args ">" )*
 * j is its last token; returns its first, or j + 1 when there is none. */
static int postfix_start(const Emitter *E, int j)
{
    for (;;) {
        int s;
        if (is_at(E, j, ")") || is_at(E, j, "]")) {
            s = match_back(E, j);
        } else if (is_at(E, j, ">") || is_at(E, j, ">>")) {
            s = angle_back(E, j);
            s = s > 0 && tok_is_name(&E->t[s - 1]) ? s - 1 : -1;
        } else if (tok_is_name(&E->t[j]) || is_at(E, j, "this")) {
            s = j;
        } else {
            return j + 1;
        }
        if (s < 0)
            return j + 1;
        int p = s - 1;
        if (p < 0)
            return s;
        if (is_at(E, s, "[") || (is_at(E, s, "(") && is_operand_end(E, p))) {
            if (!is_at(E, s, "[") && tok_is_keyword(&E->t[p]) && !is_at(E, p, "this"))
                return s;
            j = p;
        } else if (is_at(E, p, "::")) {
            if (!is_operand_end(E, p - 1))
                return p;
            j = p - 1;
        } else if (is_at(E, p, ".") || is_at(E, p, "->")) {
            j = p - 1;
        } else {
            return s;
        }
        if (j < 0)
            return 0;
    }
}

/* The `>>>` closing a configuration that starts at i: its first token, with
 * *after set past it; -1 when the statement ends first. */
static int config_end(const Emitter *E, int i, int *after)
{
    for (int j = i; E->t[j].kind != TK_EOF;) {
        if (is_opener(E, j)) {
            j = tok_skip_group(&E->tu->toks, j);
            continue;
        }
        if (is_at(E, j, ";") || is_at(E, j, "}"))
            return -1;
        if ((is_at(E, j, ">>") && is_at(E, j + 1, ">")) || (is_at(E, j, ">") && is_at(E, j + 1, ">>"))) {
            *after = j + 2;
            return j;
        }
        if (is_at(E, j, ">") && is_at(E, j + 1, ">") && is_at(E, j + 2, ">")) {
            *after = j + 3;
            return j;
        }
        j++;
    }
    return -1;
}

/* launch = postfix-expression "<<<" assignment-expr ("," assignment-expr){1,3} ">>>" "(" args ")" */
static void find_launch(Emitter *E, int i)
{
    const Token *ltlt = &E->t[i];
    int after, end = config_end(E, i + 2, &after);
    if (end < 0) {
        diag_error(ltlt, "expected '>>>' to close this kernel launch configuration");
        return;
    }
    int cfg[5], n = 0;
    cfg[n++] = i + 2;
    for (int j = i + 2; j < end;) {
        if (is_opener(E, j)) {
            j = tok_skip_group(&E->tu->toks, j);
            continue;
        }
        if (is_at(E, j, ",") && n < 5)
            cfg[n++] = j + 1;
        else if (is_at(E, j, ","))
            n++;
        j++;
    }
    if (n < 2 || n > 4) {
        diag_error(ltlt, "a kernel launch configuration takes 2 to 4 arguments "
                         "(grid, block, shared memory bytes, stream), not %d", n);
        return;
    }
    for (int k = 0; k < n; k++)
        if (cfg[k] == (k + 1 < n ? cfg[k + 1] - 1 : end)) {
            diag_error(ltlt, "argument %d of this kernel launch configuration is empty", k + 1);
            return;
        }
    int start = postfix_start(E, i - 1);
    if (start >= i) {
        diag_error(ltlt, "expected a kernel before '<<<'");
        return;
    }
    if (!is_at(E, after, "(")) {
        diag_error(&E->t[after], "expected '(' with the kernel arguments after '>>>'");
        return;
    }
    Edit *ed = add_edit(E, ED_LAUNCH, start, tok_skip_group(&E->tu->toks, after));
    ed->ltlt = i;
    ed->ncfg = n;
    for (int k = 0; k < n; k++)
        ed->cfg[k] = cfg[k];
    ed->cfg[n] = end + 1;
    ed->args_open = after;
}

void find_launches(Emitter *E)
{
    for (int i = 0; E->t[i].kind != TK_EOF; i++)
        if (is_at(E, i, "<<") && is_at(E, i + 1, "<") && !(i > 0 && is_at(E, i - 1, "operator")))
            find_launch(E, i);
}

/* Configuration argument k, without the comma after it. */
static void emit_cfg(Emitter *E, const Edit *ed, int k)
{
    emit_range(E, ed->cfg[k], ed->cfg[k + 1] - 1);
}

void emit_launch(Emitter *E, Edit *ed)
{
    emit_sync(E, ed->at);
    emit_text(E, "(cucc__push_config(");
    for (int k = 0; k < ed->ncfg; k++) {
        if (k)
            emit_text(E, ",");
        emit_cfg(E, ed, k);
    }
    emit_text(E, ") ? (void)0 :");
    emit_range(E, ed->at, ed->ltlt);
    emit_range(E, ed->args_open, ed->skip_to);
    emit_text(E, ")");
}

/* ---- __shared__ ---------------------------------------------------------- */

static bool is_attribute_keyword(const Emitter *E, int j)
{
    return is_at(E, j, "__attribute__") || is_at(E, j, "__attribute") || is_at(E, j, "alignas") ||
           is_at(E, j, "_Alignas") || is_at(E, j, "__declspec");
}

/* First token of the declaration statement holding token i. */
static int stmt_start(const Emitter *E, int i)
{
    for (int j = i - 1; j >= 0; j--) {
        if (is_at(E, j, ")") || is_at(E, j, "]")) {
            int o = match_back(E, j);
            if (o > 0 && is_at(E, j, ")") && is_attribute_keyword(E, o - 1)) {
                j = o - 1;
                continue;
            }
            if (o >= 0 && is_at(E, j, "]") && is_at(E, o + 1, "[")) {
                j = o;
                continue;
            }
            return j + 1;
        }
        if (is_at(E, j, ";") || is_at(E, j, "{") || is_at(E, j, "}") || is_at(E, j, ":") ||
            E->t[j].kind == TK_PRAGMA)
            return j + 1;
    }
    return 0;
}

/* The ';' ending the declaration holding token i, or -1.  A class body
 * in it (`__shared__ union { ... } tmp;`) is skipped. */
static int stmt_end(const Emitter *E, int i)
{
    bool class_key = false;
    for (int j = i; E->t[j].kind != TK_EOF;) {
        if (is_at(E, j, ";"))
            return j;
        if (is_at(E, j, "struct") || is_at(E, j, "union") || is_at(E, j, "class"))
            class_key = true;
        if (is_at(E, j, "{") && class_key) {
            j = tok_skip_group(&E->tu->toks, j);
            class_key = false;
            continue;
        }
        if (is_at(E, j, "{") || is_at(E, j, "}"))
            return -1;
        j = is_opener(E, j) ? tok_skip_group(&E->tu->toks, j) : j + 1;
    }
    return -1;
}

static bool has_token(const Emitter *E, int from, int to, const char *s)
{
    for (int j = from; j < to; j++)
        if (is_at(E, j, s))
            return true;
    return false;
}

void find_shared(Emitter *E)
{
    for (int i = 0; E->t[i].kind != TK_EOF; i++) {
        if (!is_at(E, i, "__shared__"))
            continue;
        int s = stmt_start(E, i), e = stmt_end(E, i);
        if (e < 0) {
            diag_error(&E->t[i], "expected ';' after this __shared__ declaration");
            continue;
        }
        if (has_token(E, s, e, "extern")) {
            add_edit(E, ED_DYN_SHARED, s, e + 1);
            continue;
        }
        /* (`static __shared__` in a body is the same variable: __shared__
         * ones there are static already) */
        bool guarded = E->tu->guard_shared && E->in_body[i];
        /* `__shared__ alignas(A) T x`: alignas goes before the storage
         * class the keyword becomes (g++ takes no standard attribute
         * among the decl-specifiers) */
        int end = i + 1;
        if (is_at(E, end, "alignas") && is_at(E, end + 1, "("))
            end = tok_skip_group(&E->tu->toks, end + 1);
        /* in a body: variables in the shared memory window (or between
         * ASan's guards) */
        bool windowed = E->in_body[i];
        Edit *ed = windowed ? add_edit(E, ED_SHARED, s, e + 1) : add_edit(E, ED_SHARED, i, end);
        ed->in_body = E->in_body[i];
        ed->has_static = has_token(E, s, e, "static");
        ed->guarded = guarded;
        ed->windowed = windowed;
        if (E->tu->guard_shared && !E->in_body[i] && !has_token(E, s, e, "template")) {
            /* on the ';' (no other edit is there; the next declaration's
             * may be on the token after it) */
            Edit *reg = add_edit(E, ED_SHARED_REG, e, e + 1);
            reg->name_tok = s;
        }
    }
}

static int kept_tokens(const Emitter *E, int from, int to, int *kept);
static void emit_list(Emitter *E, const int *v, int n);

/* After the struct of a __shared__ declaration (kept: its tokens, names:
 * the index in kept of each declarator's name): each variable as a
 * reference to its member, declared with the declaration's own type,
 * `T (&a)[N] = cucc__sgK.a;`, so that g++ sees the type written (in a
 * template, `a.f<1>()` needs to know a's class template); `auto &` where
 * the type defines a class (`struct { ... } s;`). */
static void emit_shared_refs(Emitter *E, const int *kept, int n, const int *names, int nn, int id)
{
    int spec_end = nn ? names[0] : 0;
    while (spec_end > 0) {
        int t = kept[spec_end - 1];
        bool cv = is_at(E, t, "const") || is_at(E, t, "volatile") || is_at(E, t, "__restrict__");
        if (cv && !(spec_end > 1 && is_at(E, kept[spec_end - 2], "*")))
            break;
        if (!cv && !is_at(E, t, "*") && !is_at(E, t, "&") && !is_at(E, t, "&&") && !is_at(E, t, "("))
            break;
        spec_end--;
    }
    bool typed = spec_end > 0;
    for (int k = 0; k < spec_end; k++)
        if (is_at(E, kept[k], "{"))
            typed = false;
    int from = spec_end;
    for (int d = 0; d < nn; d++) {
        int name = names[d], to = d + 1 < nn ? names[d + 1] : n;
        /* the declarator ends at its top-level ',' or '=' */
        int end = name + 1;
        while (end < to && !is_at(E, kept[end], ",") && !is_at(E, kept[end], "=")) {
            int t = kept[end];
            if (is_at(E, t, "(") || is_at(E, t, "[")) {
                int after = tok_skip_group(&E->tu->toks, t);
                while (end + 1 < n && kept[end + 1] < after)
                    end++;
            }
            end++;
        }
        if (typed) {
            emit_list(E, kept, spec_end);
            emit_list(E, kept + from, name - from);
            emit_text(E, "(&");
            emit_list(E, kept + name, 1);
            emit_text(E, ")");
            emit_list(E, kept + name + 1, end - name - 1);
        } else {
            emit_text(E, "auto &");
            emit_list(E, kept + name, 1);
        }
        emit_text(E, "= cucc__sg%d.", id);
        emit_list(E, kept + name, 1);
        emit_text(E, ";");
        /* the next declarator starts after the ',' */
        from = end + 1;
    }
}

/* Each declarator's name in a declaration's kept tokens: the index in kept
 * of the identifier before a top-level '[', ',', '=' or the end; returns
 * how many. */
static int declarator_names(const Emitter *E, const int *kept, int n, int *names)
{
    int nn = 0;
    for (int k = 0; k < n; k++) {
        int t = kept[k];
        if (is_at(E, t, "<")) {
            int after = tok_skip_angle(&E->tu->toks, t);
            while (after > 0 && k + 1 < n && kept[k + 1] < after)
                k++;
            continue;
        }
        /* `(a)`: a name in parentheses */
        bool paren = is_at(E, t, "(") && k + 2 < n && tok_is_name(&E->t[kept[k + 1]]) &&
                     is_at(E, kept[k + 2], ")");
        if (paren) {
            k += 2;
            bool last = k + 1 == n;
            if (last || is_at(E, kept[k + 1], "[") || is_at(E, kept[k + 1], ",") || is_at(E, kept[k + 1], "="))
                names[nn++] = k - 1;
            continue;
        }
        if (is_at(E, t, "(") || is_at(E, t, "[") || is_at(E, t, "{")) {
            /* (a class body's members are not the declaration's) */
            int after = tok_skip_group(&E->tu->toks, t);
            while (k + 1 < n && kept[k + 1] < after)
                k++;
            if (!is_at(E, t, "["))
                continue;
        }
        bool last = k + 1 == n;
        if (tok_is_name(&E->t[t]) &&
            (last || is_at(E, kept[k + 1], "[") || is_at(E, kept[k + 1], ",") || is_at(E, kept[k + 1], "=")))
            names[nn++] = k;
    }
    return nn;
}

/* `__shared__ T a[N], b;` in a body ->
 *   struct cucc__ssK { T a[N], b; }; static const unsigned long cucc__soK =
 *   cucc__smem_site(sizeof(cucc__ssK), alignof(cucc__ssK));
 *   cucc__ssK &cucc__sgK = cucc__smem_at<cucc__ssK>(cucc__soK);
 *   auto &a = cucc__sgK.a; auto &b = cucc__sgK.b;
 * the variables in the worker's shared memory window (src/rt/smem.c), where
 * an access far out of them faults.  cucc --sanitize (AddressSanitizer):
 *   static thread_local struct { char cucc__pre[64]; T a[N], b; char cucc__post[64]; }
 *   cucc__sgK; cucc__guard_shared(cucc__sgK.cucc__pre, cucc__sgK.cucc__post, 64);
 *   auto &a = cucc__sgK.a; auto &b = cucc__sgK.b;
 * the guards poisoned, so that an access past a shared array is reported. */
static void emit_struct_shared(Emitter *E, Edit *ed)
{
    int semi = ed->skip_to - 1;
    int *kept = malloc((size_t)(semi - ed->at + 1) * sizeof *kept);
    int n = kept_tokens(E, ed->at, semi, kept);
    int id = E->vreg++;
    emit_sync(E, ed->at);
    if (ed->guarded) {
        emit_text(E, "static thread_local struct { char cucc__pre[64]; ");
        emit_list(E, kept, n);
        emit_text(E, "; char cucc__post[64]; } cucc__sg%d; cucc__guard_shared(cucc__sg%d.cucc__pre, "
                     "cucc__sg%d.cucc__post, 64);", id, id, id);
    } else {
        emit_text(E, "struct cucc__ss%d { ", id);
        emit_list(E, kept, n);
        emit_text(E, "; }; static const unsigned long cucc__so%d = cucc__smem_site(sizeof(cucc__ss%d), "
                     "alignof(cucc__ss%d)); cucc__ss%d &cucc__sg%d = cucc__smem_at<cucc__ss%d>(cucc__so%d);",
                  id, id, id, id, id, id, id);
    }
    int *names = malloc((size_t)(n + 1) * sizeof *names);
    int nn = declarator_names(E, kept, n, names);
    emit_shared_refs(E, kept, n, names, nn, id);
    free(names);
    free(kept);
}

/* The ';' of a __shared__ declaration at file scope [name_tok, at] of a
 * sanitizer build, and each variable registered for racecheck (its
 * worker's copy, a thread_local, found by a function called on the worker):
 *   ; static const int cucc__fsK = cucc__file_shared(+[]() -> void * {
 *       return (void *)__builtin_addressof(a); }, sizeof a); */
void emit_shared_reg(Emitter *E, Edit *ed)
{
    int semi = ed->at;
    emit_tok(E, semi);
    int *kept = malloc((size_t)(semi - ed->name_tok + 1) * sizeof *kept);
    int n = kept_tokens(E, ed->name_tok, semi, kept);
    int *names = malloc((size_t)(n + 1) * sizeof *names);
    int nn = declarator_names(E, kept, n, names);
    for (int k = 0; k < nn; k++) {
        const Token *t = &E->t[kept[names[k]]];
        emit_text(E, " static const int cucc__fs%d = cucc__file_shared(+[]() -> void * { return (void "
                     "*)__builtin_addressof(%.*s); }, sizeof %.*s);", E->vreg++, t->len, t->text, t->len, t->text);
    }
    free(names);
    free(kept);
}

void emit_shared(Emitter *E, Edit *ed)
{
    if (ed->windowed) {
        emit_struct_shared(E, ed);
        return;
    }
    emit_sync(E, ed->at);
    if (ed->skip_to > ed->at + 1)
        emit_flat(E, ed->at + 1, ed->skip_to);
    emit_text(E, ed->in_body && !ed->has_static ? " static thread_local" : " thread_local");
}

/* Tokens of a declaration without storage classes and attributes. */
static int kept_tokens(const Emitter *E, int from, int to, int *kept)
{
    int n = 0;
    for (int j = from; j < to;) {
        if (is_attribute_keyword(E, j) && is_at(E, j + 1, "(")) {
            j = tok_skip_group(&E->tu->toks, j + 1);
        } else if (is_at(E, j, "[") && is_at(E, j + 1, "[")) {
            j = tok_skip_group(&E->tu->toks, j);
        } else if (is_at(E, j, "extern") || is_at(E, j, "static") || is_at(E, j, "__shared__") ||
                   is_at(E, j, "__device__")) {
            j++;
        } else {
            kept[n++] = j++;
        }
    }
    return n;
}

static void emit_list(Emitter *E, const int *v, int n)
{
    bool flat = E->flat;
    E->flat = true;
    for (int k = 0; k < n; k++)
        emit_tok(E, v[k]);
    E->flat = flat;
}

/* extern __shared__ T a[];  ->
 * static thread_local T (&a)[] = *reinterpret_cast<T (*)[]>(cucc__dyn_smem()); */
void emit_dyn_shared(Emitter *E, Edit *ed)
{
    int semi = ed->skip_to - 1;
    int *kept = malloc((semi - ed->at + 1) * sizeof *kept);
    int n = kept_tokens(E, ed->at, semi, kept);
    int name = n - 1;
    for (int k = 0; k < n; k++)
        if (is_at(E, kept[k], "[")) {
            name = k - 1;
            break;
        }
    if (name < 1 || !tok_is_name(&E->t[kept[name]])) {
        diag_error(&E->t[ed->at], "cannot make sense of this extern __shared__ declaration");
        emit_range(E, ed->at, ed->skip_to);
        free(kept);
        return;
    }
    emit_sync(E, ed->at);
    emit_text(E, "static thread_local");
    emit_list(E, kept, name);
    emit_text(E, "(&");
    emit_list(E, kept + name, 1);
    emit_text(E, ")");
    emit_list(E, kept + name + 1, n - name - 1);
    emit_text(E, "= *reinterpret_cast<");
    emit_list(E, kept, name);
    emit_text(E, "(*)");
    emit_list(E, kept + name + 1, n - name - 1);
    emit_text(E, ">(cucc__dyn_smem());");
    free(kept);
}
