/*
 * __global__ function definitions become a device entry and a host stub
 * (include/cucc/kernel.hpp has the contract).  For
 *
 *     template <class T, int K = 2> __global__ void k(T *p, int) { body }
 *
 * the emitter writes, all on the kernel's own lines:
 *
 *     template <class T, int K = 2> void k(T *p, int);          (1)
 *     template <class T, int K = 2> void cucc__dev_k(T *p, int) { body }
 *     static inline const char *cucc__name_k(void) { return "k"; }
 *     template <class T, int K> void k(T *p, int cucc__p1) {...} (2)
 *
 * (1) declares the stub before the body, so a kernel can launch itself
 * (dynamic parallelism, recursion).  Default arguments, of the template and
 * of the function, stay on (1) and are left off (2), where C++ forbids
 * repeating them.  (2) names unnamed parameters, since the stub takes their
 * addresses.  The device entry keeps the user's declaration as written, so
 * compiler messages about the body point at the user's text.
 */
#include "emit.h"
#include "simt/simt.h"

#include <stdlib.h>
#include <string.h>

typedef DeclParam Param;   /* the front end's (src/front/params.c) */

typedef struct Kernel {
    Decl *d;
    int name;           /* name token */
    int hdr_lt, hdr_end;/* template header '<' and the index after its '>', or -1 */
    bool hdr_gtgt;      /* the header ends in a '>>' that also closes a default argument */
    int targs;          /* explicit template arguments after the name ('<'), or -1 */
    int qual;           /* first token of `ns::` in `void ns::k()`, else the name */
    const Param *tparams, *params;  /* the Decl's */
    int ntparams, nparams;
    bool shadow;        /* a thread-loop kernel whose body is written again as cucc__loop_k */
    const RegionPlan *region;   /* ... or a region kernel, written again as cucc__reg_k */
} Kernel;

static bool analyse_kernel(Emitter *E, Decl *d, Kernel *k)
{
    memset(k, 0, sizeof *k);
    k->d = d;
    k->name = d->name_tok;
    k->hdr_lt = k->hdr_end = k->targs = -1;
    if (d->tmpl_lt >= 0) {
        if (d->tmpl_end < 0)
            return false;
        k->hdr_lt = d->tmpl_lt;
        k->hdr_end = d->tmpl_end;
        k->hdr_gtgt = is_at(E, k->hdr_end - 1, ">>");
        k->tparams = d->tparams;
        k->ntparams = d->ntparams;
    }
    if (k->name < 0 || d->params_open < 0)
        return false;
    if (is_at(E, k->name + 1, "<"))
        k->targs = k->name + 1;
    k->qual = k->name;
    while (k->qual > 0 && is_at(E, k->qual - 1, "::")) {
        k->qual--;
        if (k->qual == 0 || !tok_is_name(&E->t[k->qual - 1]))
            break;
        k->qual--;
    }
    k->params = d->params;
    k->nparams = d->nparams;
    return true;
}

/* ---- writing ------------------------------------------------------------ */

/* Parameter p, with its generated name when it has none (prefix "cucc__p"
 * or "cucc__t"), with or without its default argument. */
static void emit_param(Emitter *E, const Param *p, const char *gen, int idx, bool with_default)
{
    emit_flat(E, p->begin, p->insert);
    if (p->name < 0 && gen)
        emit_text(E, "%s%d", gen, idx);
    emit_flat(E, p->insert, with_default ? p->end : p->eq);
}

/* The stub's template header: every parameter named, defaults optional. */
static void emit_header(Emitter *E, const Kernel *k, bool with_defaults)
{
    if (k->hdr_lt < 0)
        return;
    emit_text(E, "template <");
    for (int i = 0; i < k->ntparams; i++) {
        if (i)
            emit_text(E, ",");
        const Param *p = &k->tparams[i];
        emit_param(E, p, "cucc__t", i, with_defaults);
        if (with_defaults && k->hdr_gtgt && i == k->ntparams - 1 && p->eq < p->end)
            emit_text(E, ">");
    }
    emit_text(E, ">");
}

/* Decl-specifiers up to token end (the name or its qualifier), without
 * the template header. */
static void emit_specifiers(Emitter *E, const Kernel *k, int end)
{
    const Decl *d = k->d;
    if (k->hdr_lt < 0) {
        emit_flat(E, d->begin, end);
        return;
    }
    emit_flat(E, d->begin, d->template_tok);
    emit_flat(E, k->hdr_end, end);
}

/* The template arguments that name this instance: `<T, K, Ts...>`. */
static void emit_targs(Emitter *E, const Kernel *k)
{
    if (k->targs >= 0) {
        emit_flat(E, k->targs, k->d->params_open);
        return;
    }
    if (k->hdr_lt < 0)
        return;
    emit_text(E, "<");
    for (int i = 0; i < k->ntparams; i++) {
        const Param *p = &k->tparams[i];
        if (i)
            emit_text(E, ",");
        if (p->name >= 0)
            emit_flat(E, p->name, p->name + 1);
        else
            emit_text(E, "cucc__t%d", i);
        if (p->pack)
            emit_text(E, "...");
    }
    emit_text(E, ">");
}

/* A parameter's name in the stub body. */
static void emit_arg(Emitter *E, const Kernel *k, int i)
{
    const Param *p = &k->params[i];
    if (p->name >= 0)
        emit_flat(E, p->name, p->name + 1);
    else
        emit_text(E, "cucc__p%d", i);
}

static void emit_params(Emitter *E, const Kernel *k, bool named, bool with_defaults)
{
    emit_text(E, "(");
    for (int i = 0; i < k->nparams; i++) {
        if (i)
            emit_text(E, ",");
        emit_param(E, &k->params[i], named ? "cucc__p" : NULL, i, with_defaults);
    }
    emit_text(E, ")");
}

/* The declaration of the stub, (1) above. */
static void emit_stub_decl(Emitter *E, const Kernel *k, bool definition)
{
    const Decl *d = k->d;
    emit_header(E, k, !definition);
    emit_specifiers(E, k, k->name);
    emit_flat(E, k->name, k->name + 1);
    if (k->targs >= 0)
        emit_flat(E, k->targs, d->params_open);
    emit_params(E, k, definition, !definition);
    emit_flat(E, d->params_close + 1, d->body_open);
}

/* The kernel's name qualified from the global scope, `::ns::k`, with a
 * prefix on its last part: inside the stub a parameter or a template
 * parameter may have the kernel's name (an unnamed namespace is reached
 * through its implicit using-directive). */
static void emit_self(Emitter *E, const Kernel *k, const char *prefix)
{
    emit_text(E, "::%s", k->d->ns);
    for (int i = k->qual; i < k->name; i++)
        if (!(i == k->qual && is_at(E, i, "::")))
            emit_text(E, "%.*s", E->t[i].len, E->t[i].text);
    emit_text(E, "%s%s", prefix, k->d->name);
    emit_targs(E, k);
}

/* The stub's body: pack the argument addresses, launch, register (with
 * the loop entry when src/simt/strategy.c allows thread loops). */
static void emit_stub_body(Emitter *E, const Kernel *k)
{
    const char *name = k->d->name;
    emit_text(E, "{ typedef void (*cucc__self_t)(");
    for (int i = 0; i < k->nparams; i++) {
        emit_text(E, "%stypename cucc__param<decltype(", i ? "," : "");
        emit_arg(E, k, i);
        emit_text(E, ")>::type%s", k->params[i].pack ? "..." : "");
    }
    emit_text(E, ");");
    /* each argument's box (its address, or for a reference parameter its
     * object's address: cucc__arg), then the addresses of the array
     * filled in order (a braced list is evaluated left to right) */
    emit_text(E, " void *cucc__ab[] = {");
    for (int i = 0; i < k->nparams; i++) {
        emit_text(E, "cucc__arg<decltype(");
        emit_arg(E, k, i);
        emit_text(E, ")>::make(");
        emit_arg(E, k, i);
        emit_text(E, ")%s,", k->params[i].pack ? "..." : "");
    }
    emit_text(E, "0 }; unsigned cucc__ai = 0; (void)cucc__ai; void *cucc__a[] = {");
    for (int i = 0; i < k->nparams; i++) {
        emit_text(E, "cucc__arg<decltype(");
        emit_arg(E, k, i);
        emit_text(E, ")>::addr(cucc__ab[cucc__ai++])%s,", k->params[i].pack ? "..." : "");
    }
    emit_text(E, "0 }; cucc__launch_stub((const void *)(cucc__self_t)&");
    emit_self(E, k, "");
    emit_text(E, ", cucc__a); (void)cucc__kreg<cucc__self_t, (cucc__self_t)&");
    emit_self(E, k, "");
    emit_text(E, ", cucc__self_t, (cucc__self_t)&");
    emit_self(E, k, "cucc__dev_");
    emit_text(E, ", cucc__name_%s", name);
    int mode = (simt_kernel_loops(k->d) ? 1 : 0) | (k->region ? 2 : 0);
    /* (the loop entry fuses only with the body that takes blockIdx) */
    if (mode && (k->shadow || !(mode & 1)) && simt_kernel_fuses(E->tu, k->d))
        mode |= simt_fuse_copies(E->tu, k->d) ? 4 | 8 : 4;
    /* the entries compiled for each x86-64 level (CUCC_ENTRY_ISA, where
     * the driver asks for it) in a kernel that is no template: a
     * template's instances, three times each, had tripled the build of
     * cuda-samples' reduction (include/cucc/kernel.hpp, cucc__pick_run) */
    if (mode && k->hdr_lt < 0 && k->targs < 0)
        mode |= 16;
    if (mode)
        emit_text(E, ", %d", mode);
    if (k->shadow) {
        emit_text(E, ", (typename cucc__shadow_of<cucc__self_t>::type)&");
        emit_self(E, k, "cucc__loop_");
    } else if (k->region) {
        emit_text(E, ", nullptr");
    }
    if (k->region) {
        emit_text(E, ", (cucc__self_t)&");
        emit_self(E, k, "cucc__reg_");
    }
    emit_text(E, ">::r; }");
}

/* cucc__name_NAME is defined once per scope and name (overloads and
 * template kernels share it). */
static void emit_name_function(Emitter *E, const Kernel *k)
{
    const Decl *d = k->d;
    size_t n = strlen(d->ns) + strlen(d->name) + 16;
    for (int i = k->qual; i < k->name; i++)
        n += E->t[i].len;
    char *key = malloc(n);
    int len = snprintf(key, n, "%s%s", d->ns, d->in_anon_ns ? "(anon)::" : "");
    for (int i = k->qual; i < k->name; i++)
        len += snprintf(key + len, n - len, "%.*s", E->t[i].len, E->t[i].text);
    snprintf(key + len, n - len, "%s", d->name);
    for (int i = 0; i < E->nkernel_names; i++)
        if (!strcmp(E->kernel_names[i], key)) {
            free(key);
            return;
        }
    E->kernel_names = realloc(E->kernel_names, (E->nkernel_names + 1) * sizeof *E->kernel_names);
    E->kernel_names[E->nkernel_names++] = key;
    emit_text(E, "static inline const char *cucc__name_%s(void) { return \"%s\"; }", d->name,
              d->name);
}

/* `__global__ void a::b::k(...) {}` defines a kernel declared in a::b: its
 * device entry and name function are declared there first,
 *     namespace a { namespace b { void cucc__dev_k(...); ... } }
 * and defined with the same qualification. */
static void emit_qualified_decls(Emitter *E, const Kernel *k)
{
    int depth = 0;
    for (int i = k->qual; i < k->name; i++)
        if (tok_is_name(&E->t[i])) {
            emit_text(E, "namespace");
            emit_flat(E, i, i + 1);
            emit_text(E, "{");
            depth++;
        }
    emit_header(E, k, false);
    emit_specifiers(E, k, k->qual);
    emit_text(E, "cucc__dev_%s", k->d->name);
    if (k->targs >= 0)
        emit_flat(E, k->targs, k->d->params_open);
    emit_params(E, k, false, false);
    emit_flat(E, k->d->params_close + 1, k->d->body_open);
    emit_text(E, ";");
    emit_name_function(E, k);
    while (depth-- > 0)
        emit_text(E, "}");
}

/* ---- the body with the built-in variables as parameters ----------------
 * For a kernel that runs as thread loops, the body is written a second
 * time as
 *
 *     template <...> static inline
 *     void cucc__loop_k(const uint3 threadIdx, const uint3 blockIdx,
 *                       const dim3 blockDim, const dim3 gridDim, params)
 *     { body }
 *
 * which the loop entry (include/cucc/kernel.hpp, flattened, so the copy is
 * inlined into it) calls with the built-ins in registers: the parameters hide the worker's variables inside the body
 * only (what it calls still reads those, which the loop keeps current).
 * Not done where hiding could change the meaning or fail to compile: a
 * lambda or a local class in the body (they cannot see the parameters),
 * __func__ and the like (assert's message would name cucc__loop_k), a
 * local declaration of a built-in's name, a kernel defined with a
 * qualified name, befriended by a class or explicitly specialized. */

static bool is_friend(const Emitter *E, const Decl *d);

static bool is_lambda_open(const Emitter *E, int i)
{
    if (!is_at(E, i, "["))
        return false;
    const Token *p = &E->t[i - 1];
    return !(tok_is_name(p) || tok_is(p, ")") || tok_is(p, "]") || tok_is(p, ">") ||
             tok_is(p, "this") || tok_is(p, "operator") || tok_is(p, "delete") ||
             tok_is(p, "new"));
}

static bool is_builtin_name(const Token *t)
{
    return tok_is(t, "threadIdx") || tok_is(t, "blockIdx") || tok_is(t, "blockDim") ||
           tok_is(t, "gridDim");
}

static bool can_shadow(Emitter *E, const Kernel *k)
{
    const Decl *d = k->d;
    if (k->qual < k->name || k->targs >= 0 || (k->hdr_lt >= 0 && k->ntparams == 0))
        return false;           /* qualified, or an explicit specialization */
    for (const Decl *f = E->tu->decls; f; f = f->next)
        if (f->kind == DK_FUNC && f->in_class && !strcmp(f->name, d->name) && is_friend(E, f))
            return false;
    static const char *const words[] = {"struct", "class", "union", "enum", "__func__",
                                        "__FUNCTION__", "__PRETTY_FUNCTION__"};
    for (int i = d->body_open + 1; i < d->body_close; i++) {
        const Token *t = &E->t[i];
        for (size_t w = 0; w < sizeof words / sizeof *words; w++)
            if (tok_is(t, words[w]))
                return false;
        if (is_lambda_open(E, i))
            return false;
        if (is_builtin_name(t) && !is_at(E, i + 1, ".") &&
            ((E->t[i - 1].kind == TK_IDENT && !is_at(E, i - 1, "return") &&
              !is_at(E, i - 1, "sizeof") && !is_at(E, i - 1, "case")) ||
             is_at(E, i - 1, "*") || is_at(E, i - 1, "&")))
            return false;       /* declares a variable of that name */
    }
    return true;
}

static void emit_shadow(Emitter *E, const Kernel *k)
{
    bool flat = E->flat;
    E->flat = true;
    emit_header(E, k, false);
    emit_text(E, "static inline void cucc__loop_%s("
                 "const uint3 threadIdx __attribute__((unused)), "
                 "const uint3 blockIdx __attribute__((unused)), "
                 "const dim3 blockDim __attribute__((unused)), "
                 "const dim3 gridDim __attribute__((unused))",
              k->d->name);
    for (int i = 0; i < k->nparams; i++) {
        emit_text(E, ",");
        emit_param(E, &k->params[i], NULL, i, false);
    }
    emit_text(E, ")");
    E->flat = flat;
    emit_range(E, k->d->body_open, k->d->body_close + 1);
}

/* A region kernel's block entry (src/emit/region.c writes the body), for
 * the kernels whose body can be written twice as for cucc__loop_k. */
static bool can_region(Emitter *E, const Kernel *k)
{
    const Decl *d = k->d;
    if (k->qual < k->name || k->targs >= 0 || (k->hdr_lt >= 0 && k->ntparams == 0))
        return false;
    for (const Decl *f = E->tu->decls; f; f = f->next)
        if (f->kind == DK_FUNC && f->in_class && !strcmp(f->name, d->name) && is_friend(E, f))
            return false;
    for (int i = d->body_open + 1; i < d->body_close; i++)
        if (is_at(E, i, "__func__") || is_at(E, i, "__FUNCTION__") ||
            is_at(E, i, "__PRETTY_FUNCTION__"))
            return false;
    return true;
}

/* Is parameter p copied as bytes, whatever copies it: a pointer, a
 * reference or a value of a scalar or CUDA vector type? */
static bool plain_param(Emitter *E, const Param *p)
{
    static const char *const words[] = {
        "const", "volatile", "signed", "unsigned", "char", "short", "int", "long", "float",
        "double", "bool", "size_t", "int32_t", "uint32_t", "int64_t", "uint64_t", "dim3",
        "__restrict__", "__restrict", "restrict",
    };
    /* a pointer or reference declarator: a * or & outside template
     * arguments (`Acc<int *> a` is a class value) */
    int depth = 0;
    for (int i = p->begin; i < p->eq; i++) {
        depth += is_at(E, i, "<") - is_at(E, i, ">") - 2 * is_at(E, i, ">>");
        if (depth <= 0 && (is_at(E, i, "*") || is_at(E, i, "&") || is_at(E, i, "&&")))
            return true;
    }
    for (int i = p->begin; i < p->eq; i++) {
        const Token *t = &E->t[i];
        if (i == p->name || !tok_is_name(t))
            continue;
        bool ok = simt_vector_type(t->text);
        for (size_t w = 0; w < sizeof words / sizeof *words && !ok; w++)
            ok = is_at(E, i, words[w]);
        if (!ok)
            return false;
    }
    return true;
}

/* Is the region kernel's block entry compiled for blockDim.x 16 and 32
 * besides any width (emit_region)?  For a 2D block (its x loops short,
 * their checks and remainders the cost: jacobi_shared's 16 x 16 tiles on
 * the 16-core host 4.29 -> 3.13 ms with 16 workers, 46.3 -> 36.0 with
 * one; transpose's 32 x 8, one worker, 92.6 -> 82.5), not a template,
 * its parameters forwarded as bytes, no `static` of its own (one per
 * copy), at most 4000 tokens (three copies of the code to compile); not
 * in the sanitizer builds. */
static bool width_copies(Emitter *E, const Kernel *k)
{
    const Decl *d = k->d;
    if (E->tu->guard_shared || E->tu->access_hooks)     /* the tools' reports name one function */
        return false;
    if (!k->region->blocks_2d || k->hdr_lt >= 0 || k->targs >= 0 ||
        d->body_close - d->body_open > 4000)
        return false;
    for (int i = 0; i < k->nparams; i++)
        if (k->params[i].pack || !plain_param(E, &k->params[i]))
            return false;
    for (int i = d->body_open + 1; i < d->body_close; i++)
        if (is_at(E, i, "static"))
            return false;
    return true;
}

/* The region entry, cucc__reg_k; with width copies, the body is a
 * template on blockDim.x (cucc__regx_k<BX>, BX 0 for any width) and
 * cucc__reg_k picks the one for the launch:
 *     template <unsigned cucc__BX> static inline ... cucc__regx_k(params) { body }
 *     static inline ... cucc__reg_k(params) { if (::blockDim.x == 16)
 *         cucc__regx_k<16>(args); else if (::blockDim.x == 32) ... else <0> } */
/* racecheck's twin entry (src/simt/racetwin.c): for a kernel that is no
 * template and has no parameter pack, so that its entry can forward the
 * arguments by name:
 *     __attribute__((no_sanitize("thread"), flatten, noinline)) static void
 *         cucc__regrc_k(params) { body, its shared accesses wrapped }
 *     static inline __attribute__((flatten)) void cucc__regts_k(params) { body }
 *     static inline __attribute__((flatten)) void cucc__reg_k(params)
 *         { if (cucc__race_twin) cucc__regrc_k(args); else cucc__regts_k(args); } */
static bool can_twin(const Emitter *E, const Kernel *k)
{
    if (!E->tu->access_hooks || !k->region->rc_twin || k->hdr_lt >= 0 || k->targs >= 0)
        return false;
    for (int i = 0; i < k->nparams; i++)
        if (k->params[i].pack || k->params[i].name < 0)
            return false;
    return true;
}

static void emit_forward(Emitter *E, const Kernel *k, const char *prefix)
{
    emit_text(E, "%s%s(", prefix, k->d->name);
    for (int i = 0; i < k->nparams; i++) {
        if (i)
            emit_text(E, ",");
        emit_arg(E, k, i);
    }
    emit_text(E, ");");
}

static void emit_region(Emitter *E, const Kernel *k)
{
    bool flat = E->flat;
    bool copies = width_copies(E, k);
    int fuse = !simt_kernel_fuses(E->tu, k->d) ? 0 : simt_fuse_copies(E->tu, k->d) ? 2 : 1;
    if (!copies && can_twin(E, k)) {
        E->flat = true;
        emit_text(E, "__attribute__((no_sanitize(\"thread\"), flatten, noinline)) static void "
                     "cucc__regrc_%s", k->d->name);
        emit_params(E, k, true, false);
        E->flat = flat;
        /* a site the body reports outside its thread loops (where the
         * emitter may evaluate one once per block) names no thread */
        emit_text(E, "{ const unsigned long cucc__t = ~0ul; const unsigned cucc__x = ~0u, cucc__y = ~0u, "
                     "cucc__z = ~0u; (void)cucc__t; (void)cucc__x; (void)cucc__y; (void)cucc__z;");
        emit_rc_begin(E, k->region);
        emit_region_body(E, k->region, fuse, false);
        emit_rc_end(E);
        emit_text(E, "}");
        E->flat = true;
        emit_text(E, "static inline __attribute__((flatten)) void cucc__regts_%s", k->d->name);
        emit_params(E, k, true, false);
        E->flat = flat;
        emit_region_body(E, k->region, fuse, false);
        E->flat = true;
        emit_text(E, "static inline __attribute__((flatten)) void cucc__reg_%s", k->d->name);
        emit_params(E, k, true, false);
        emit_text(E, "{ if (cucc__race_twin) ");
        emit_forward(E, k, "cucc__regrc_");
        emit_text(E, " else ");
        emit_forward(E, k, "cucc__regts_");
        emit_text(E, "}");
        E->flat = flat;
        return;
    }
    E->flat = true;
    emit_header(E, k, false);
    if (copies)
        emit_text(E, "template <unsigned cucc__BX> static inline __attribute__((flatten)) void "
                     "cucc__regx_%s", k->d->name);
    else
        emit_text(E, "static inline __attribute__((flatten)) void cucc__reg_%s", k->d->name);
    emit_params(E, k, true, false);
    E->flat = flat;
    emit_region_body(E, k->region, fuse, copies);
    if (!copies)
        return;
    E->flat = true;
    emit_text(E, "static inline __attribute__((flatten)) void cucc__reg_%s", k->d->name);
    emit_params(E, k, true, false);
    E->flat = flat;
    emit_text(E, "{");
    static const unsigned widths[] = { 16, 32, 0 };
    for (size_t w = 0; w < sizeof widths / sizeof *widths; w++) {
        if (widths[w])
            emit_text(E, "if (::blockDim.x == %uu) ", widths[w]);
        emit_text(E, "cucc__regx_%s<%uu>(", k->d->name, widths[w]);
        for (int i = 0; i < k->nparams; i++) {
            if (i)
                emit_text(E, ",");
            emit_arg(E, k, i);
        }
        emit_text(E, widths[w] ? "); else " : ");");
    }
    emit_text(E, "}");
}

void emit_kernel(Emitter *E, Edit *ed)
{
    Kernel k;
    Decl *d = ed->decl;
    if (!analyse_kernel(E, d, &k)) {
        diag_error(&E->t[d->begin], "cannot make sense of this __global__ function");
        emit_range(E, d->begin, d->end);
        return;
    }
    emit_sync(E, d->begin);
    bool flat = E->flat;
    E->flat = true;
    if (k.qual < k.name) {
        emit_qualified_decls(E, &k);
    } else {
        emit_stub_decl(E, &k, false);
        emit_text(E, ";");
    }
    E->flat = flat;

    /* The plain copy, on lines of its own (the columns of the host
     * compiler's messages are the user's); a parameter the kernel does not
     * use is no warning, as with nvcc, whose host compiler sees a stub that
     * passes them all on. */
    emit_line_break(E);
    emit_quiet_params_begin(E);
    emit_range(E, d->begin, k.name);
    emit_tok_prefixed(E, "cucc__dev_", k.name);
    emit_range(E, k.name + 1, d->body_close + 1);
    emit_quiet_end(E);
    k.region = simt_kernel_regions(d);
    if (k.region && !can_region(E, &k))
        k.region = NULL;
    k.shadow = simt_kernel_loops(d) && can_shadow(E, &k);
    if (k.region || k.shadow)
        emit_quiet_begin(E);
    if (k.region)
        emit_region(E, &k);
    if (k.shadow)
        emit_shadow(E, &k);
    if (k.region || k.shadow)
        emit_quiet_end(E);

    emit_quiet_begin(E);        /* the stub is cucc's: its parameters may shadow */
    E->flat = true;
    emit_name_function(E, &k);
    emit_stub_decl(E, &k, true);
    emit_stub_body(E, &k);
    E->flat = flat;
    emit_quiet_end(E);
}

/* A class befriends a kernel: the body runs in cucc__dev_k, which needs
 * the friendship, so the declaration is repeated for it. */
void emit_friend(Emitter *E, Edit *ed)
{
    Decl *d = ed->decl;
    emit_range(E, d->begin, d->end);
    bool flat = E->flat;
    E->flat = true;
    emit_range(E, d->begin, d->name_tok);
    emit_tok_prefixed(E, "cucc__dev_", d->name_tok);
    emit_range(E, d->name_tok + 1, d->end);
    E->flat = flat;
}

static bool is_friend(const Emitter *E, const Decl *d)
{
    for (int i = d->begin; i < d->name_tok; i++)
        if (is_at(E, i, "friend"))
            return true;
    return false;
}

/* Kernel definitions of the Decl list.  A definition qualified by a
 * class or a template-id (`void S::k()`, a static member) has no namespace
 * to declare its device entry in: CUDA forbids those anyway. */
void find_kernels(Emitter *E)
{
    for (Decl *d = E->tu->decls; d; d = d->next) {
        if (d->kind != DK_FUNC || !(d->attrs & CU_GLOBAL) || d->name_tok < 0)
            continue;
        if (d->in_class && d->body_open < 0 && !d->continued && is_friend(E, d)) {
            add_edit(E, ED_FRIEND, d->begin, d->end)->decl = d;
            continue;
        }
        if (d->body_open < 0 || d->in_class)
            continue;
        if (d->name_tok > 1 && is_at(E, d->name_tok - 1, "::") && is_at(E, d->name_tok - 2, ">")) {
            diag_error(&E->t[d->name_tok],
                       "a __global__ function cannot be a member of a class template");
            continue;
        }
        Edit *ed = add_edit(E, ED_KERNEL, d->begin, d->end);
        ed->decl = d;
    }
}
