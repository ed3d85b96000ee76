/*
 * The C++ emitter: writes the translation unit back for the system C++
 * compiler with the rewrites of docs/design.md.
 *
 * Everything is copied token by token.  Line markers (`# 12 "prog.cu"`)
 * keep the compiler's messages on the user's lines: whenever the next token
 * is in another file, behind the output position or far ahead, a marker is
 * written; a few lines ahead, newlines are.  Within a line the token's
 * column is kept (indentation at the start of a line, one space where the
 * source had white space).
 *
 * Rewrites of single keywords happen while copying (emit_range):
 *   __host__ __device__ __global__ __grid_constant__ __constant__ __managed__
 *       removed;  __launch_bounds__(...) removed;
 *   __noinline__    -> __attribute__((noinline))
 *   __forceinline__ -> inline __attribute__((always_inline))
 *   but inside __attribute__((...)) everything is copied as is (glibc
 *   writes __attribute__((__noinline__))).
 * Larger rewrites (kernels, launches, shared variables, printf/malloc/free
 * in device code) are Edits found by a pre-pass (kernel.c, launch.c,
 * devcall.c).  Registration of __device__,
 * __constant__ and __managed__ variables follows the last token.
 */
#include "emit.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

bool is_at(const Emitter *E, int i, const char *s)
{
    return tok_is(&E->t[i], s);
}

Edit *add_edit(Emitter *E, EditKind kind, int at, int skip_to)
{
    if (E->nedits == E->capedits) {
        E->capedits = E->capedits ? E->capedits * 2 : 64;
        E->edits = realloc(E->edits, E->capedits * sizeof *E->edits);
    }
    Edit *ed = &E->edits[E->nedits++];
    *ed = (Edit){0};
    ed->kind = kind;
    ed->at = at;
    ed->skip_to = skip_to;
    return ed;
}

/* ---- writing ------------------------------------------------------------ */

static void put_marker(Emitter *E, const Token *t)
{
    if (!E->bol)
        fputc('\n', E->out);
    fprintf(E->out, "# %d \"", t->line);
    for (const char *s = t->file->name; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', E->out);
        fputc(*s, E->out);
    }
    fprintf(E->out, "\"%s\n", t->file->is_system ? " 3" : "");
    E->file = t->file;
    E->line = t->line;
    E->bol = true;
}

/* Moves the output to token i's line. */
void emit_sync(Emitter *E, int i)
{
    const Token *t = &E->t[i];
    if (E->flat || t->kind == TK_EOF)
        return;
    if (t->file != E->file || t->line < E->line || t->line > E->line + 8) {
        put_marker(E, t);
        return;
    }
    while (E->line < t->line) {
        fputc('\n', E->out);
        E->line++;
        E->bol = true;
    }
}

/* A directive line: alone on its output line. */
static void emit_pragma(Emitter *E, const Token *t)
{
    bool extra = !E->bol;
    if (extra)
        fputc('\n', E->out);
    fprintf(E->out, "%.*s\n", t->len, t->text);
    E->line++;
    E->bol = true;
    E->last_char = '\n';
    E->need_space = false;
    if (extra || E->flat)
        E->file = NULL;         /* line count is off: the next token gets a marker */
}

static bool is_word_char(int c)
{
    return c == '_' || c == '$' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
           (c >= 'A' && c <= 'Z') || c >= 0x80 || c == '"' || c == '\'';
}

/* Whether writing b right after a could fuse them into one token: both are
 * word characters, or both operator characters ("-" ">" would become "->"). */
static bool pastes(int a, int b)
{
    if (!a)
        return false;
    if (is_word_char(a) && is_word_char(b))
        return true;
    static const char ops[] = "+-*/%&|^!=<>.:#?~";
    return strchr(ops, a) && strchr(ops, b) && b;
}

static void write_text(Emitter *E, const char *s, int len)
{
    fwrite(s, 1, len, E->out);
    if (len > 0)
        E->last_char = (unsigned char)s[len - 1];
    E->bol = false;
}

void emit_tok(Emitter *E, int i)
{
    const Token *t = &E->t[i];
    if (t->kind == TK_EOF)
        return;
    emit_sync(E, i);
    if (t->kind == TK_PRAGMA) {
        emit_pragma(E, t);
        return;
    }
    if (E->bol && !E->flat) {
        for (int c = 1; c < t->col; c++)
            fputc(' ', E->out);
    } else if (!E->bol) {
        /* After generated text only what would fuse is separated; within
         * copied runs the source's spacing is kept. */
        bool fuse = pastes(E->last_char, (unsigned char)t->text[0]);
        bool opener = E->last_char && strchr("([{<&*", E->last_char);
        bool space = E->need_space ? fuse || (t->has_space && !opener)
                                   : t->has_space || (E->last_tok != i - 1 && fuse);
        if (space)
            fputc(' ', E->out);
    }
    write_text(E, t->text, t->len);
    E->need_space = false;
    E->last_tok = i;
    for (int k = 0; k < t->len; k++) {
        if (t->text[k] != '\n')
            continue;
        if (E->flat)
            E->file = NULL;
        else
            E->line++;
    }
}

/* Token i with a prefix glued to it: `cucc__dev_` + kernel name. */
void emit_tok_prefixed(Emitter *E, const char *prefix, int i)
{
    emit_sync(E, i);
    const Token *t = &E->t[i];
    if (E->bol && !E->flat) {
        for (int c = 1; c < t->col; c++)
            fputc(' ', E->out);
    } else if (!E->bol && (t->has_space || pastes(E->last_char, (unsigned char)prefix[0]))) {
        fputc(' ', E->out);
    }
    write_text(E, prefix, (int)strlen(prefix));
    write_text(E, t->text, t->len);
    E->need_space = false;
    E->last_tok = i;
}

/* Generated text, with a space before it where it would fuse with what
 * was written last. */
/* A directive line of cucc's own, alone on its output line (as
 * emit_pragma writes the user's). */
void emit_directive(Emitter *E, const char *text)
{
    if (!E->bol)
        fputc('\n', E->out);
    fprintf(E->out, "%s\n", text);
    E->bol = true;
    E->last_char = '\n';
    E->need_space = false;
    E->file = NULL;             /* line count is off: the next token gets a marker */
}

/* The copies cucc makes of the user's code (a kernel's thread-loop and
 * region forms, region forms of device functions) are wrapped in these:
 * what the host compiler would warn about in them is either cucc's own
 * text (its casts, counters and unused helpers) or the user's code, whose
 * warnings the first, plain copy (cucc__dev_k, the function itself)
 * already gives.  Diagnostic pragmas go by position in the generated
 * text, so the plain copy keeps every warning.  (Directives, not
 * _Pragma: the generated file is compiled as preprocessed.) */
void emit_quiet_begin(Emitter *E)
{
    static const char *const quiet[] = {
        "-Wsign-compare", "-Wignored-qualifiers", "-Wunused-variable", "-Wunused-but-set-variable",
        "-Wunused-value", "-Wunused-parameter", "-Wunused-local-typedefs", "-Wshadow",
        "-Wmaybe-uninitialized", "-Wuninitialized", "-Wtype-limits", "-Wconversion", "-Wsign-conversion",
        "-Wfloat-conversion", "-Wdouble-promotion", "-Wuseless-cast", "-Wold-style-cast",
        "-Wmisleading-indentation", "-Wparentheses", "-Wunused-label", "-Wempty-body",
        /* a region entry's copy for blockDim.x 32 of a kernel written for
         * 16-wide tiles indexes past them, in launches that never run it */
        "-Waggressive-loop-optimizations", "-Warray-bounds", "-Wstringop-overflow",
    };
    emit_directive(E, "#pragma GCC diagnostic push");
    for (size_t i = 0; i < sizeof quiet / sizeof *quiet; i++) {
        char line[96];
        snprintf(line, sizeof line, "#pragma GCC diagnostic ignored \"%s\"", quiet[i]);
        emit_directive(E, line);
    }
}

void emit_quiet_params_begin(Emitter *E)
{
    emit_directive(E, "#pragma GCC diagnostic push");
    emit_directive(E, "#pragma GCC diagnostic ignored \"-Wunused-parameter\"");
}

/* Ends the output line: the next token of the user's gets a line marker
 * and its own column. */
void emit_line_break(Emitter *E)
{
    if (E->bol)
        return;
    fputc('\n', E->out);
    E->bol = true;
    E->last_char = '\n';
    E->need_space = false;
    E->file = NULL;
}

void emit_quiet_end(Emitter *E)
{
    emit_directive(E, "#pragma GCC diagnostic pop");
}

void emit_text(Emitter *E, const char *fmt, ...)
{
    char *buf;
    va_list ap;
    va_start(ap, fmt);
    int n = vasprintf(&buf, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (!E->bol && pastes(E->last_char, (unsigned char)buf[0]))
        fputc(' ', E->out);
    write_text(E, buf, n);
    E->need_space = true;
    free(buf);
}

/* ---- copying with rewrites ---------------------------------------------- */

/* attribute-group = ("__attribute__" | "__attribute" | "__declspec") "(" ... ")"
 * Returns the index after it, or i when there is none. */
int skip_attribute(const Emitter *E, int i)
{
    if ((is_at(E, i, "__attribute__") || is_at(E, i, "__attribute") || is_at(E, i, "__declspec")) &&
        is_at(E, i + 1, "("))
        return tok_skip_group(&E->tu->toks, i + 1);
    return i;
}

/* CUDA keywords that have no C++ meaning here. */
static bool is_dropped(const Token *t)
{
    static const char *const kws[] = {"__host__", "__device__", "__global__", "__grid_constant__",
                                      "__constant__", "__managed__", "__shared__"};
    if (t->kind != TK_IDENT || t->len < 8 || t->text[0] != '_' || t->text[1] != '_')
        return false;
    for (size_t k = 0; k < sizeof kws / sizeof *kws; k++)
        if (tok_is(t, kws[k]))
            return true;
    return false;
}

/* Whether the declaration around token i already says `inline` (C++
 * rejects a duplicate): looks at the identifiers before it and up to the
 * declarator's '('. */
static bool has_inline(const Emitter *E, int i)
{
    for (int j = i - 1; j >= 0 && E->t[j].kind == TK_IDENT; j--)
        if (is_at(E, j, "inline"))
            return true;
    for (int j = i + 1; E->t[j].kind != TK_EOF && !is_at(E, j, "(") && !is_at(E, j, ";") &&
                        !is_at(E, j, "{");
         j++)
        if (is_at(E, j, "inline"))
            return true;
    return false;
}

/* Fires the edits at token i; returns where copying resumes. */
static int fire_edits(Emitter *E, int i)
{
    for (int k = E->first_edit[i]; k >= 0 && k < E->nedits && E->edits[k].at == i; k++) {
        Edit *ed = &E->edits[k];
        if (ed->busy)
            continue;
        ed->busy = true;
        switch (ed->kind) {
        case ED_REGION_FN: emit_region_fn(E, ed); break;
        case ED_KERNEL: emit_kernel(E, ed); break;
        case ED_LOCKSTEP: emit_lockstep(E, ed); break;
        case ED_LAUNCH: emit_launch(E, ed); break;
        case ED_SHARED: emit_shared(E, ed); break;
        case ED_SHARED_REG: emit_shared_reg(E, ed); break;
        case ED_DYN_SHARED: emit_dyn_shared(E, ed); break;
        case ED_FRIEND: emit_friend(E, ed); break;
        case ED_DEVICE_CALL: emit_device_call(E, ed); break;
        case ED_SHIFT: emit_shift(E, ed); break;
        }
        ed->busy = false;
        if (ed->skip_to != i)
            return ed->skip_to;
    }
    return i;
}

/* Copies tokens [from, to) with the keyword rewrites and the edits. */
void emit_range(Emitter *E, int from, int to)
{
    int i = from;
    while (i < to && E->t[i].kind != TK_EOF) {
        int j = fire_edits(E, i);
        if (j != i) {
            i = j;
            continue;
        }
        const Token *t = &E->t[i];
        int k = skip_attribute(E, i);
        if (k != i) {
            for (; i < k; i++)
                emit_tok(E, i);
            continue;
        }
        if (is_dropped(t)) {
            E->need_space = true;
            i++;
        } else if (tok_is(t, "__launch_bounds__") && is_at(E, i + 1, "(")) {
            E->need_space = true;
            i = tok_skip_group(&E->tu->toks, i + 1);
        } else if (tok_is(t, "__noinline__")) {
            emit_sync(E, i);
            emit_text(E, "__attribute__((noinline))");
            i++;
        } else if (tok_is(t, "__forceinline__")) {
            emit_sync(E, i);
            emit_text(E, has_inline(E, i) ? "__attribute__((always_inline))"
                                          : "inline __attribute__((always_inline))");
            i++;
        } else if (E->rc && (E->rc_pre[i] || E->rc_suf[i])) {
            emit_rc_prefix(E, i);
            emit_tok(E, i);
            emit_rc_suffix(E, i++);
        } else {
            emit_tok(E, i++);
        }
    }
}

/* Copies tokens [from, to) as a generated copy: on the current output
 * line, no line tracking. */
void emit_flat(Emitter *E, int from, int to)
{
    bool flat = E->flat;
    E->flat = true;
    emit_range(E, from, to);
    E->flat = flat;
}

/* ---- registration of variables ------------------------------------------ */

static bool registered(const Decl *d)
{
    return d->kind == DK_VAR && (d->attrs & (CU_DEVICE | CU_CONSTANT | CU_MANAGED)) &&
           !(d->attrs & CU_SHARED) && !d->in_class && d->template_tok < 0 && !d->in_system &&
           !(d->is_extern && !d->has_init) && d->name_tok >= 0 && *d->name;
}

/* static const int cucc__vreg_N = cucc__register_var(&x, sizeof x, "x", kind);
 * Names in unnamed namespaces are reached from a reopened unnamed
 * namespace; all others by their qualified name. */
static void emit_registrations(Emitter *E)
{
    bool any = false;
    for (Decl *d = E->tu->decls; d; d = d->next) {
        if (!registered(d))
            continue;
        if (!any)
            fprintf(E->out, "\n");
        any = true;
        int kind = (d->attrs & CU_MANAGED) ? 2 : (d->attrs & CU_CONSTANT) ? 1 : 0;
        const char *root = d->in_anon_ns ? "" : "::";
        fprintf(E->out,
                "%sstatic const int cucc__vreg_%d = cucc__register_var("
                "(const void *)__builtin_addressof(%s%s%s), sizeof(%s%s%s), \"%s\", %d);%s\n",
                d->in_anon_ns ? "namespace { " : "", E->vreg++, root, d->ns, d->name, root, d->ns,
                d->name, d->name, kind, d->in_anon_ns ? " }" : "");
    }
}

/* ---- driver ------------------------------------------------------------- */

static int cmp_edit(const void *a, const void *b)
{
    const Edit *x = a, *y = b;
    if (x->at != y->at)
        return (x->at > y->at) - (x->at < y->at);
    if (x->kind != y->kind)
        return (x->kind > y->kind) - (x->kind < y->kind);
    return (x->skip_to < y->skip_to) - (x->skip_to > y->skip_to);     /* the outer first */
}

static void index_edits(Emitter *E)
{
    if (E->nedits)
        qsort(E->edits, E->nedits, sizeof *E->edits, cmp_edit);
    int n = E->tu->toks.n;
    E->first_edit = malloc(n * sizeof *E->first_edit);
    for (int i = 0; i < n; i++)
        E->first_edit[i] = -1;
    for (int k = E->nedits - 1; k >= 0; k--)
        E->first_edit[E->edits[k].at] = k;
}

static void mark_bodies(Emitter *E)
{
    E->in_body = calloc(E->tu->toks.n, 1);
    for (Decl *d = E->tu->decls; d; d = d->next)
        if (d->body_open >= 0)
            memset(E->in_body + d->body_open, 1, d->body_close - d->body_open + 1);
}

bool emit_tu(TU *tu, FILE *out)
{
    int errors = diag_error_count();
    Emitter E = {0};
    E.tu = tu;
    E.t = tu->toks.v;
    E.out = out;
    E.bol = true;
    E.last_tok = -2;
    mark_bodies(&E);
    find_kernels(&E);
    find_region_fns(&E);
    find_launches(&E);
    find_shared(&E);
    find_device_calls(&E);
    find_device_shifts(&E);
    find_lockstep(&E);
    index_edits(&E);
    emit_range(&E, 0, tu->toks.n);
    if (!E.bol)
        fputc('\n', out);
    emit_registrations(&E);
    free(E.first_edit);
    free(E.in_body);
    free(E.edits);
    return diag_error_count() == errors;
}
