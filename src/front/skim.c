/*
 * The skimmer: finds every declaration of the translation unit without
 * understanding C++.
 *
 * The preprocessed TU is mostly host C++ that cucc copies through unchanged
 * (libstdc++, the user's host code).  What the later passes need to know is
 * where the declarations are: which functions carry CUDA attributes and
 * where their parameter lists and bodies are, which variables are
 * __device__/__constant__/__managed__/__shared__, and which tokens lie inside
 * function bodies.  The skimmer walks namespace scope, descends into
 * `namespace X {}`, `extern "C" {}` and class bodies, and records one Decl
 * per declarator.
 *
 * It never parses expressions or types.  Only (), [] and {} are balanced;
 * '<' '>' are skipped as template brackets only where a template argument
 * list is the likely reading (after a name in a declaration, after
 * `template`) and only when tok_skip_angle finds a plausible match.  A
 * declaration ends at ';' at bracket depth 0, or at the '}' of a function
 * body.  A '{' outside an initialiser is a class body (after a class head),
 * an enum body, a brace initialiser (directly after the declarator name) or
 * a function body (everything else).
 *
 * Initialisers (after '=' or a bit-field ':') are skipped as balanced token
 * soup up to the next ',' or ';', which is why lambdas, requires-expressions
 * and statement expressions there are harmless.
 */
#include "front.h"
#include "ast.h"

#include <stdlib.h>
#include <string.h>

typedef struct Skim {
    TU *tu;
    TokenArray *a;
    Token *t;
    Decl **decls;       /* growable array, sorted by begin at the end */
    int ndecls, cap;
    const char *ns;     /* "a::b::" */
    bool anon;
    bool in_class;
} Skim;

/* State of one declaration (possibly several declarators). */
typedef struct DeclState {
    int begin, template_tok;
    unsigned attrs;
    bool is_static, is_extern, is_typedef;
    int class_name;     /* name of a class/enum defined or named here, or -1 */
    /* the current declarator */
    int name_tok, params_open, params_close, body_open, body_close;
    int last_name;      /* last name at depth 0 outside initialisers */
    int tid_close, tid_name; /* last template-id: its '>' and its name */
    int op_end;         /* token after an operator-function-id, or -1 */
    bool after_eq, has_init;
    Decl **made;        /* the Decls of this declaration */
    int nmade, capmade;
} DeclState;

static int skim_seq(Skim *S, int i);
static int skim_decl(Skim *S, int begin, int i, int template_tok);

static bool is(const Skim *S, int i, const char *s)
{
    return tok_is(&S->t[i], s);
}

static bool at_eof(const Skim *S, int i)
{
    return S->t[i].kind == TK_EOF;
}

static int skip_group(const Skim *S, int i)
{
    return tok_skip_group(S->a, i);
}

static bool is_open(const Skim *S, int i)
{
    return is(S, i, "(") || is(S, i, "[") || is(S, i, "{");
}

/* Keywords (and GNU/CUDA spellings) whose operand is a parenthesised group
 * that is never a parameter list. */
static bool takes_paren_arg(const Token *t)
{
    static const char *const kws[] = {
        "__attribute__", "__attribute", "__declspec", "alignas", "_Alignas", "decltype",
        "__decltype", "typeof", "__typeof__", "__typeof", "noexcept", "throw", "sizeof",
        "alignof", "__alignof__", "__alignof", "_Alignof", "asm", "__asm__", "__asm",
        "__launch_bounds__", "_Atomic", "__underlying_type", "static_assert", "_Static_assert",
        "explicit", "__align__", "__builtin_align__", "__pragma",
    };
    for (size_t i = 0; i < sizeof kws / sizeof *kws; i++)
        if (tok_is(t, kws[i]))
            return true;
    return false;
}

/* attribute = "[[" ... "]]" | gnu-keyword "(" ... ")" ; returns i unchanged
 * when there is none. */
static int skip_attributes(const Skim *S, int i)
{
    for (;;) {
        if (is(S, i, "[") && is(S, i + 1, "["))
            i = skip_group(S, i);
        else if (takes_paren_arg(&S->t[i]) && is(S, i + 1, "("))
            i = skip_group(S, i + 1);
        else
            return i;
    }
}

static char *cat(const char *a, const char *b, int blen)
{
    size_t n = strlen(a);
    char *s = malloc(n + blen + 1);
    memcpy(s, a, n);
    memcpy(s + n, b, blen);
    s[n + blen] = '\0';
    return s;
}

static unsigned cuda_attr(const Token *t)
{
    static const struct { const char *s; unsigned bit; } attrs[] = {
        {"__host__", CU_HOST},         {"__device__", CU_DEVICE},
        {"__global__", CU_GLOBAL},     {"__shared__", CU_SHARED},
        {"__constant__", CU_CONSTANT}, {"__managed__", CU_MANAGED},
        {"__noinline__", CU_NOINLINE}, {"__forceinline__", CU_FORCEINLINE},
    };
    if (t->kind != TK_IDENT || t->len < 8 || t->text[0] != '_')
        return 0;
    for (size_t i = 0; i < sizeof attrs / sizeof *attrs; i++)
        if (tok_is(t, attrs[i].s))
            return attrs[i].bit;
    return 0;
}

/* ---- recording ---------------------------------------------------------- */

static void push_decl(Skim *S, Decl *d)
{
    if (S->ndecls == S->cap) {
        S->cap = S->cap ? S->cap * 2 : 1024;
        S->decls = realloc(S->decls, S->cap * sizeof *S->decls);
    }
    S->decls[S->ndecls++] = d;
}

/* The name as written: "f", "operator()", "~S", "operator bool". */
static char *decl_name(const Skim *S, const DeclState *st, int name_tok)
{
    if (name_tok < 0)
        return "";
    const Token *t = &S->t[name_tok];
    if (tok_is(t, "operator")) {
        char *s = "operator";
        int end = st->op_end > name_tok ? st->op_end : name_tok + 1;
        for (int i = name_tok + 1; i < end; i++) {
            if (S->t[i].kind == TK_IDENT)
                s = cat(s, " ", 1);     /* operator new, operator bool */
            s = cat(s, S->t[i].text, S->t[i].len);
        }
        return s;
    }
    if (name_tok > 0 && is(S, name_tok - 1, "~"))
        return cat("~", t->text, t->len);
    return strndup(t->text, t->len);
}

/* Ends the current declarator and records it as a Decl. */
static void finish_declarator(Skim *S, DeclState *st)
{
    Decl *d = calloc(1, sizeof *d);
    int name = st->params_open >= 0 ? st->name_tok : st->last_name;
    if (st->is_typedef)
        d->kind = DK_OTHER;
    else if (st->params_open >= 0 || st->body_open >= 0)
        d->kind = DK_FUNC;
    else if (name >= 0)
        d->kind = DK_VAR;
    else
        d->kind = DK_OTHER;
    if (name < 0 && d->kind == DK_OTHER)
        name = st->class_name;
    d->name_tok = name;
    d->name = decl_name(S, st, name);
    d->attrs = st->attrs;
    d->begin = st->begin;
    d->end = st->begin;
    d->template_tok = st->template_tok;
    d->params_open = st->params_open;
    d->params_close = st->params_close;
    d->body_open = st->body_open;
    d->body_close = st->body_close;
    d->is_static = st->is_static;
    d->is_extern = st->is_extern;
    d->has_init = st->has_init && d->kind == DK_VAR;
    d->continued = st->nmade > 0;
    d->in_class = S->in_class;
    d->in_system = S->t[st->begin].file->is_system;
    d->ns = S->ns;
    d->in_anon_ns = S->anon;
    push_decl(S, d);
    if (st->nmade == st->capmade) {
        st->capmade = st->capmade ? st->capmade * 2 : 4;
        st->made = realloc(st->made, st->capmade * sizeof *st->made);
    }
    st->made[st->nmade++] = d;

    st->name_tok = st->params_open = st->params_close = -1;
    st->body_open = st->body_close = -1;
    st->last_name = st->tid_close = st->tid_name = st->op_end = -1;
    st->after_eq = st->has_init = false;
}

/* Ends the declaration at token index end (exclusive). */
static int finish_decl(Skim *S, DeclState *st, int end)
{
    if (st->nmade == 0 || st->name_tok >= 0 || st->last_name >= 0 || st->params_open >= 0)
        finish_declarator(S, st);
    for (int k = 0; k < st->nmade; k++)
        st->made[k]->end = end;
    free(st->made);
    return end;
}

/* ---- pieces of declarations --------------------------------------------- */

/* template-header = "template" "<" template-params ">" */
static int skip_template_header(Skim *S, int i)
{
    int j = tok_skip_template_params(S->a, i + 1);
    if (j >= 0)
        return j;
    diag_error(&S->t[i], "cannot find the end of this template parameter list");
    return i + 2;
}

/* constraint = "!"* primary (("&&" | "||") "!"* primary)*
 * primary    = "(" ... ")" | "requires" ("(" ... ")")? "{" ... "}"
 *            | "::"? name ("::" name | "<" ... ">")*                    */
static int skip_constraint(Skim *S, int i)
{
    for (;;) {
        while (is(S, i, "!"))
            i++;
        if (is(S, i, "(")) {
            i = skip_group(S, i);
        } else if (is(S, i, "requires")) {
            i++;
            if (is(S, i, "("))
                i = skip_group(S, i);
            if (is(S, i, "{"))
                i = skip_group(S, i);
        } else {
            if (is(S, i, "::"))
                i++;
            while (S->t[i].kind == TK_IDENT || S->t[i].kind == TK_NUM) {
                i++;
                if (is(S, i, "<")) {
                    int j = tok_skip_angle(S->a, i);
                    if (j > 0)
                        i = j;
                }
                if (!is(S, i, "::"))
                    break;
                i++;
            }
        }
        if (!is(S, i, "&&") && !is(S, i, "||"))
            return i;
        i++;
    }
}

/* A (possibly qualified) name with template arguments:
 * nested-name = ("::"? name ("<" ... ">")?)* ; returns the index after it. */
static int skip_nested_name(Skim *S, int i, int *last)
{
    for (;;) {
        if (is(S, i, "::") || is(S, i, "template")) {
            i++;
            continue;
        }
        if (!tok_is_name(&S->t[i]))
            return i;
        *last = i++;
        if (is(S, i, "<")) {
            int j = tok_skip_angle(S->a, i);
            if (j > 0)
                i = j;
        }
        if (!is(S, i, "::"))
            return i;
    }
}

/* Skims the body of a class, union or enum at '{'; returns the index after '}'. */
static int class_body(Skim *S, int open)
{
    bool in_class = S->in_class;
    S->in_class = true;
    int i = skim_seq(S, open + 1);
    S->in_class = in_class;
    if (!is(S, i, "}")) {
        diag_error(&S->t[open], "unterminated class body");
        return i;
    }
    return i + 1;
}

/* class-specifier = class-key attr* nested-name? "final"? (":" base*)? "{" member* "}"
 * elaborated      = class-key attr* nested-name
 * Returns the index after the specifier; the body's members are recorded. */
static int class_specifier(Skim *S, DeclState *st, int i)
{
    int name = -1;
    i = skip_attributes(S, i + 1);
    i = skip_nested_name(S, i, &name);
    i = skip_attributes(S, i);
    if (name >= 0)
        st->class_name = name;
    if (is(S, i, "final") || is(S, i, "__final"))
        i++;
    if (is(S, i, ":")) {
        int j = i + 1;
        while (!at_eof(S, j) && !is(S, j, "{") && !is(S, j, ";") && !is(S, j, "}"))
            j = is_open(S, j) ? skip_group(S, j) : j + 1;
        if (!is(S, j, "{"))
            return i;           /* a bit-field after an elaborated type */
        i = j;
    }
    if (is(S, i, "{"))
        return class_body(S, i);
    return i;
}

/* enum-specifier = "enum" ("class" | "struct")? attr* nested-name? (":" type)? ("{" ... "}")? */
static int enum_specifier(Skim *S, DeclState *st, int i)
{
    int name = -1;
    i++;
    if (is(S, i, "class") || is(S, i, "struct"))
        i++;
    i = skip_attributes(S, i);
    i = skip_nested_name(S, i, &name);
    i = skip_attributes(S, i);
    if (name >= 0)
        st->class_name = name;
    if (is(S, i, ":")) {
        int j = i + 1;
        while (!at_eof(S, j) && !is(S, j, "{") && !is(S, j, ";") && !is(S, j, "}") && !is(S, j, ","))
            j = is_open(S, j) ? skip_group(S, j) : j + 1;
        if (!is(S, j, "{") && !is(S, j, ";"))
            return i;           /* bit-field */
        i = j;
    }
    if (is(S, i, "{"))
        return skip_group(S, i);
    return i;
}

/* operator-function-id = "operator" ( "(" ")" | "[" "]" | ("new" | "delete") ("[" "]")?
 *                                   | string ident? | "co_await" | punct | conversion-type )
 * Returns the index after it. */
static int operator_name(Skim *S, int i)
{
    i++;
    if ((is(S, i, "(") && is(S, i + 1, ")")) || (is(S, i, "[") && is(S, i + 1, "]")))
        return i + 2;
    if (is(S, i, "new") || is(S, i, "delete")) {
        i++;
        if (is(S, i, "[") && is(S, i + 1, "]"))
            i += 2;
        return i;
    }
    if (S->t[i].kind == TK_STR) {
        i++;
        return S->t[i].kind == TK_IDENT ? i + 1 : i;
    }
    if (is(S, i, "co_await"))
        return i + 1;
    if (S->t[i].kind == TK_PUNCT)
        return i + 1;
    /* conversion-type-id: up to the parameter list */
    while (!at_eof(S, i) && !is(S, i, "(") && !is(S, i, ";") && !is(S, i, "{") && !is(S, i, "}")) {
        if (S->t[i].kind == TK_IDENT && is(S, i + 1, "<")) {
            int j = tok_skip_angle(S->a, i + 1);
            i = j > 0 ? j : i + 2;
            continue;
        }
        i++;
    }
    return i;
}

/* mem-init-list = mem-init ("," mem-init)* ; mem-init = nested-name ("(" ... ")" | "{" ... "}") "..."?
 * Starts after ':'; returns the index of the function body's '{'. */
static int skip_ctor_init(Skim *S, int i)
{
    for (;;) {
        while (!at_eof(S, i) && !is(S, i, "(") && !is(S, i, "{") && !is(S, i, ";") && !is(S, i, "}")) {
            if (S->t[i].kind == TK_IDENT && is(S, i + 1, "<")) {
                int j = tok_skip_angle(S->a, i + 1);
                i = j > 0 ? j : i + 2;
                continue;
            }
            i++;
        }
        if (!is(S, i, "(") && !is(S, i, "{"))
            return i;
        i = skip_group(S, i);
        if (is(S, i, "..."))
            i++;
        if (!is(S, i, ","))
            return i;
        i++;
    }
}

/* A '(' directly after something that names a function: a name, the '>'
 * of a template-id, or an operator-function-id. */
static int param_candidate(Skim *S, DeclState *st, int i)
{
    if (st->op_end == i)
        return st->name_tok;
    if (i > 0 && tok_is_name(&S->t[i - 1]))
        return i - 1;
    if (i > 0 && st->tid_close == i - 1)
        return st->tid_name;
    return -1;
}

/* `T x(1, 2)`: a parenthesised initialiser rather than a parameter list,
 * recognised when it starts with something no parameter can start with. */
static bool looks_like_init(Skim *S, int open)
{
    const Token *t = &S->t[open + 1];
    if (t->kind == TK_NUM || t->kind == TK_STR || t->kind == TK_CHAR)
        return true;
    static const char *const starts[] = {"-", "+", "!", "~", "&", "true", "false", "nullptr",
                                         "this", "sizeof", "new"};
    for (size_t k = 0; k < sizeof starts / sizeof *starts; k++)
        if (tok_is(t, starts[k]))
            return true;
    return false;
}

/* function-body = ("try")? (":" mem-init-list)? "{" ... "}" handler*
 * handler = "catch" "(" ... ")" "{" ... "}" ; i at the first token. */
static int function_body(Skim *S, DeclState *st, int i)
{
    bool is_try = is(S, i, "try");
    if (is_try)
        i++;
    if (is(S, i, ":"))
        i = skip_ctor_init(S, i + 1);
    if (!is(S, i, "{")) {
        diag_error(&S->t[i], "expected a function body");
        return i;
    }
    st->body_open = i;
    i = skip_group(S, i);
    st->body_close = i - 1;
    if (!is(S, st->body_close, "}")) {
        diag_error(&S->t[st->body_open], "unterminated function body");
        st->body_close = i;
    }
    while (is_try && is(S, i, "catch")) {
        i++;
        if (is(S, i, "("))
            i = skip_group(S, i);
        if (is(S, i, "{"))
            i = skip_group(S, i);
    }
    return i;
}

/* Identifiers in a declaration outside initialisers: specifiers, names,
 * keywords with operands. */
static int decl_ident(Skim *S, DeclState *st, int i)
{
    const Token *t = &S->t[i];
    unsigned a = cuda_attr(t);
    if (a) {
        st->attrs |= a;
        return i + 1;
    }
    if (tok_is(t, "static"))
        st->is_static = true;
    else if (tok_is(t, "extern")) {
        if (S->t[i + 1].kind == TK_STR)
            return i + 2;       /* extern "C" int x; */
        st->is_extern = true;
    } else if (tok_is(t, "typedef"))
        st->is_typedef = true;
    if (takes_paren_arg(t) && is(S, i + 1, "("))
        return skip_group(S, i + 1);
    if (tok_is(t, "class") || tok_is(t, "struct") || tok_is(t, "union"))
        return class_specifier(S, st, i);
    if (tok_is(t, "enum"))
        return enum_specifier(S, st, i);
    if (tok_is(t, "requires"))
        return skip_constraint(S, i + 1);
    if (tok_is(t, "operator")) {
        st->name_tok = st->last_name = i;
        st->op_end = operator_name(S, i);
        return st->op_end;
    }
    if (!tok_is_name(t))
        return i + 1;
    st->last_name = i;
    if (is(S, i + 1, "<")) {
        int j = tok_skip_angle(S->a, i + 1);
        if (j > 0) {
            st->tid_close = j - 1;
            st->tid_name = i;
            return j;
        }
    }
    return i + 1;
}

/* simple-declaration = decl-specifier* declarator-list? ";"
 * function-definition = decl-specifier* declarator virt-specifier* function-body */
static int skim_simple(Skim *S, int begin, int i, int template_tok)
{
    DeclState st = {0};
    st.begin = begin;
    st.template_tok = template_tok;
    st.class_name = -1;
    st.name_tok = st.params_open = st.params_close = -1;
    st.body_open = st.body_close = -1;
    st.last_name = st.tid_close = st.tid_name = st.op_end = -1;

    while (!at_eof(S, i)) {
        const Token *t = &S->t[i];
        if (tok_is(t, ";"))
            return finish_decl(S, &st, i + 1);
        if (tok_is(t, "}"))
            return finish_decl(S, &st, i); /* missing ';': let the caller see '}' */
        if (tok_is(t, ",")) {
            finish_declarator(S, &st);
            i++;
            continue;
        }
        if (st.after_eq) {
            i = is_open(S, i) ? skip_group(S, i) : i + 1;
            continue;
        }
        if (t->kind == TK_IDENT && tok_is(t, "try") && st.params_open >= 0) {
            i = function_body(S, &st, i);
            return finish_decl(S, &st, i);
        }
        if (t->kind == TK_IDENT) {
            i = decl_ident(S, &st, i);
            continue;
        }
        if (tok_is(t, "(")) {
            int name = param_candidate(S, &st, i);
            int close = skip_group(S, i) - 1;
            if (name >= 0 && looks_like_init(S, i)) {
                st.has_init = true;
            } else if (name >= 0) {
                st.name_tok = name;
                st.params_open = i;
                st.params_close = close;
            }
            i = close + 1;
            continue;
        }
        if (tok_is(t, "{")) {
            bool brace_init = st.params_open < 0 && i > 0 &&
                              (tok_is_name(&S->t[i - 1]) || is(S, i - 1, "]"));
            if (brace_init) {
                st.has_init = true;
                i = skip_group(S, i);
                continue;
            }
            i = function_body(S, &st, i);
            return finish_decl(S, &st, i);
        }
        if (tok_is(t, ":") && st.params_open >= 0) {
            i = function_body(S, &st, i);
            return finish_decl(S, &st, i);
        }
        if (tok_is(t, "=") || tok_is(t, ":")) {
            st.after_eq = true;
            st.has_init |= tok_is(t, "=");
            i++;
            continue;
        }
        i = is_open(S, i) ? skip_group(S, i) : i + 1;
    }
    diag_error(&S->t[begin], "declaration does not end before the end of the file");
    return finish_decl(S, &st, i);
}

/* namespace-definition = "inline"? "namespace" attr* (name ("::" "inline"? name)*)? attr* "{" decl* "}"
 * namespace-alias      = "namespace" name "=" ... ";" */
static int skim_namespace(Skim *S, int i)
{
    if (is(S, i, "inline"))
        i++;
    i++;
    const char *ns = S->ns;
    bool anon = S->anon, named = false;
    for (;;) {
        i = skip_attributes(S, i);
        if (is(S, i, "::") || is(S, i, "inline")) {
            i++;
        } else if (S->t[i].kind == TK_IDENT) {
            S->ns = cat(cat(S->ns, S->t[i].text, S->t[i].len), "::", 2);
            named = true;
            i++;
        } else {
            break;
        }
    }
    if (is(S, i, "=")) {
        S->ns = ns;
        while (!at_eof(S, i) && !is(S, i, ";"))
            i++;
        return at_eof(S, i) ? i : i + 1;
    }
    if (!is(S, i, "{")) {
        diag_error(&S->t[i], "expected '{' after namespace name");
        S->ns = ns;
        return i;
    }
    if (!named)
        S->anon = true;
    int open = i;
    i = skim_seq(S, i + 1);
    S->ns = ns;
    S->anon = anon;
    if (!is(S, i, "}")) {
        diag_error(&S->t[open], "unterminated namespace");
        return i;
    }
    return i + 1;
}

/* A declaration we never look into: skipped to its ';'. */
static int skip_to_semicolon(Skim *S, int i)
{
    while (!at_eof(S, i) && !is(S, i, ";") && !is(S, i, "}"))
        i = is_open(S, i) ? skip_group(S, i) : i + 1;
    return is(S, i, ";") ? i + 1 : i;
}

/* declaration = ";" | pragma | namespace-definition
 *             | "extern" string ("{" decl* "}" | declaration)
 *             | "extern"? "template" template-header? declaration
 *             | access-specifier ":" | "__extension__" declaration
 *             | ("using" | "static_assert" | "asm") ... ";"
 *             | simple-declaration | function-definition
 * begin is where the declaration started (before `template` or
 * `extern "C"` prefixes); template_tok the first `template` keyword. */
static int skim_decl(Skim *S, int begin, int i, int template_tok)
{
    const Token *t = &S->t[i];
    if (tok_is(t, ";") || t->kind == TK_PRAGMA)
        return i + 1;
    if (tok_is(t, "__extension__") || tok_is(t, "export"))
        return skim_decl(S, begin, i + 1, template_tok);
    if (tok_is(t, "namespace") || (tok_is(t, "inline") && is(S, i + 1, "namespace")))
        return skim_namespace(S, i);
    if (tok_is(t, "extern") && S->t[i + 1].kind == TK_STR) {
        if (!is(S, i + 2, "{"))
            return skim_decl(S, begin, i + 2, template_tok);
        int j = skim_seq(S, i + 3);
        if (!is(S, j, "}")) {
            diag_error(&S->t[i], "unterminated linkage specification");
            return j;
        }
        return j + 1;
    }
    if (tok_is(t, "extern") && is(S, i + 1, "template"))
        return skim_decl(S, begin, i + 1, template_tok);
    if (tok_is(t, "template")) {
        if (template_tok < 0)
            template_tok = i;
        int j = is(S, i + 1, "<") ? skip_template_header(S, i) : i + 1;
        return skim_decl(S, begin, j, template_tok);
    }
    if (S->in_class && (tok_is(t, "public") || tok_is(t, "private") || tok_is(t, "protected")) &&
        is(S, i + 1, ":"))
        return i + 2;
    if (tok_is(t, "using") || tok_is(t, "static_assert") || tok_is(t, "_Static_assert") ||
        tok_is(t, "asm") || tok_is(t, "__asm__") || tok_is(t, "__asm"))
        return skip_to_semicolon(S, i);
    return skim_simple(S, begin, i, template_tok);
}

/* decl-seq = declaration* ; stops at '}' (returning its index) or the end. */
static int skim_seq(Skim *S, int i)
{
    while (!at_eof(S, i) && !is(S, i, "}")) {
        int j = skim_decl(S, i, i, -1);
        i = j > i ? j : i + 1;
    }
    return i;
}

static int cmp_begin(const void *a, const void *b)
{
    const Decl *x = *(Decl *const *)a, *y = *(Decl *const *)b;
    if (x->begin != y->begin)
        return x->begin < y->begin ? -1 : 1;
    /* same declaration: keep declarator order (pointers grow with calloc
     * order is not guaranteed, so compare name positions) */
    return (x->name_tok > y->name_tok) - (x->name_tok < y->name_tok);
}

/* Nesting of (), [] and {} at most PARSE_MAX_DEPTH deep anywhere in the
 * file (g++ itself crashes on 100,000 parentheses at file scope, after
 * 16 s), and every '{' closed by the end.  False, with an error, when
 * not: nothing of the file reaches the host compiler then. */
bool check_groups(const TU *tu)
{
    const TokenArray *a = &tu->toks;
    int depth = 0, braces = 0, outer = -1, i = 0;
    for (; a->v[i].kind != TK_EOF; i++) {
        const Token *t = &a->v[i];
        if (t->kind != TK_PUNCT || t->len != 1)
            continue;
        char c = t->text[0];
        if (c == '(' || c == '[' || c == '{') {
            if (++depth > PARSE_MAX_DEPTH) {
                diag_error(t, "nesting too deep (more than %d levels)", PARSE_MAX_DEPTH);
                return false;
            }
            if (c == '{' && braces++ == 0)
                outer = i;
        } else if (c == ')' || c == ']' || c == '}') {
            depth -= depth > 0;
            braces -= c == '}' && braces > 0;
        }
    }
    if (braces > 0) {
        Token end = a->v[i > 0 ? i - 1 : 0];
        end.col += end.len;
        end.len = 1;
        diag_error(&end, "expected '}' at end of input");
        diag_note(&a->v[outer], "to match this '{'");
        return false;
    }
    return true;
}

void skim_tu(TU *tu)
{
    Skim S = {0};
    S.tu = tu;
    S.a = &tu->toks;
    S.t = tu->toks.v;
    S.ns = "";
    int i = 0;
    for (;;) {
        i = skim_seq(&S, i);
        if (at_eof(&S, i))
            break;
        diag_error(&S.t[i], "unmatched '}'");
        i++;
    }
    if (S.ndecls)
        qsort(S.decls, S.ndecls, sizeof *S.decls, cmp_begin);
    Decl head = {0}, *cur = &head;
    for (int k = 0; k < S.ndecls; k++)
        cur = cur->next = S.decls[k];
    cur->next = NULL;
    tu->decls = head.next;
    free(S.decls);
    front_params(tu);
}

static void dump_attrs(unsigned a, FILE *out)
{
    static const char *const names[] = {"host", "device", "global", "shared",
                                        "constant", "managed", "noinline", "forceinline"};
    for (int i = 0; i < 8; i++)
        if (a & (1u << i))
            fprintf(out, " %s", names[i]);
}

static void dump_pos(const TU *tu, const char *what, int i, FILE *out)
{
    if (i >= 0)
        fprintf(out, " %s=%d:%d", what, tu->toks.v[i].line, tu->toks.v[i].col);
}

/* --dump=decls: one declaration per line; those of system headers only
 * with CUCC_DUMP_SYSTEM=1 in the environment. */
void dump_decls(TU *tu, FILE *out)
{
    static const char *const kinds[] = {"func", "var", "other"};
    bool system = getenv("CUCC_DUMP_SYSTEM") != NULL;
    for (Decl *d = tu->decls; d; d = d->next) {
        if (d->in_system && !system)
            continue;
        const Token *b = &tu->toks.v[d->begin];
        fprintf(out, "%s:%d:%d %s %s%s", b->file->name, b->line, b->col, kinds[d->kind], d->ns,
                *d->name ? d->name : "<anon>");
        dump_attrs(d->attrs, out);
        if (d->template_tok >= 0)
            fprintf(out, " template");
        if (d->is_static)
            fprintf(out, " static");
        if (d->is_extern)
            fprintf(out, " extern");
        if (d->has_init)
            fprintf(out, " init");
        if (d->in_class)
            fprintf(out, " member");
        if (d->in_anon_ns)
            fprintf(out, " anon-ns");
        if (d->continued)
            fprintf(out, " continued");
        dump_pos(tu, "params", d->params_open, out);
        dump_pos(tu, "body", d->body_open, out);
        fprintf(out, " tokens=[%d,%d)\n", d->begin, d->end);
    }
}
