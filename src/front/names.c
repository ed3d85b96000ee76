/*
 * TU-wide name tables for the device-code parser and the checks.
 *
 * C++ cannot be parsed without knowing which names are types and which are
 * templates (`a * b;`, `(T)x`, `f<3>(x)`).  cucc does not understand host
 * code or the library headers, so it learns those facts from the tokens:
 * one pass over the whole translation unit records every name that follows
 * `struct`/`class`/`union`/`enum`, every typedef and alias name, and the
 * name declared after every `template <...>` header.  The tables answer
 * "is this spelled like a type somewhere?", which is what the parser needs;
 * they are deliberately generous.  Wrong answers cost a missed diagnostic,
 * never a false one: the checks that can report errors (sema.c) only fire
 * on facts that do not depend on these guesses.
 *
 * The same pass counts the occurrences of every identifier.  A name is
 * reported as undeclared only when *every* occurrence in the TU is a use in
 * device code that no scope resolves (sema.c), so declarations this file
 * cannot recognise (members, enumerators, macros' leftovers, libstdc++)
 * always protect a name.
 */
#include "ast.h"

#include <stdlib.h>
#include <string.h>

#define NBUCKETS 8192

static Name *buckets[NBUCKETS];
static Name **tok_names;        /* per token: its Name, NULL for non-identifiers */
static bool *tok_used;          /* per token: counted in Name.device_uses */
static int *matches;            /* per token: index of the matching bracket, -1 */
static TemplScope *tscopes;
static TU *the_tu;

/* Words that are never names of entities.  Types spelled with keywords
 * are handled by the declaration parser. */
static const char *keywords[] = {
    "alignas", "alignof", "asm", "auto", "bool", "break", "case", "catch",
    "char", "char16_t", "char32_t", "char8_t", "class", "const", "const_cast",
    "consteval", "constexpr", "constinit", "continue", "decltype", "default",
    "delete", "do", "double", "dynamic_cast", "else", "enum", "explicit",
    "export", "extern", "false", "float", "for", "friend", "goto", "if",
    "inline", "int", "long", "mutable", "namespace", "new", "noexcept",
    "nullptr", "operator", "private", "protected", "public", "register",
    "reinterpret_cast", "return", "short", "signed", "sizeof", "static",
    "static_assert", "static_cast", "struct", "switch", "template", "this",
    "thread_local", "throw", "true", "try", "typedef", "typeid", "typename",
    "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t",
    "while", "_Alignas", "_Alignof", "_Bool", "_Static_assert",
    "_Thread_local", "__alignof__", "__asm__", "__asm", "__attribute__",
    "__attribute", "__const", "__const__", "__decltype", "__extension__",
    "__inline", "__inline__", "__restrict", "__restrict__", "__signed__",
    "__thread", "__typeof__", "__typeof", "typeof", "__volatile__", "restrict",
    "__int128", "__null", "__builtin_offsetof", "__builtin_va_arg",
    "__host__", "__device__", "__global__", "__shared__", "__constant__",
    "__managed__", "__grid_constant__", "__noinline__", "__forceinline__",
    "__launch_bounds__", "__cluster_dims__",
};

static unsigned hash(const char *s, int len)
{
    unsigned h = 2166136261u;
    for (int i = 0; i < len; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

Name *name_intern(const char *s, int len)
{
    unsigned b = hash(s, len) % NBUCKETS;
    for (Name *n = buckets[b]; n; n = n->next)
        if (n->len == len && !memcmp(n->str, s, (size_t)len))
            return n;
    Name *n = calloc(1, sizeof *n);
    n->str = strndup(s, (size_t)len);
    n->len = len;
    n->next = buckets[b];
    buckets[b] = n;
    return n;
}

Name *name_at(int tok)
{
    if (tok < 0 || tok >= the_tu->toks.n)
        return NULL;
    return tok_names[tok];
}

/* Counts the identifier at tok as a device-code use no scope declares,
 * once however often the parser passes over it. */
void count_device_use(int tok)
{
    Name *n = name_at(tok);
    if (!n || tok_used[tok])
        return;
    tok_used[tok] = true;
    n->device_uses++;
}

int tok_match(int tok)
{
    if (tok < 0 || tok >= the_tu->toks.n)
        return -1;
    return matches[tok];
}

TemplScope *templ_scopes(void)
{
    return tscopes;
}

bool name_is_type(const Name *n)
{
    if (!n || n->is_keyword)
        return false;
    if (n->user & NK_TYPE)
        return true;
    /* A user variable or function shadows a library type of the same
     * spelling (`array`, `count`, `pair`, ...). */
    for (DeclRef *r = n->decls; r; r = r->next)
        if (!r->decl->in_system && r->decl->kind != DK_OTHER)
            return false;
    return (n->sys & NK_TYPE) != 0;
}

bool name_is_template(const Name *n)
{
    return n && ((n->user | n->sys) & NK_TEMPLATE);
}

static bool is(int i, const char *s)
{
    return i >= 0 && i < the_tu->toks.n && tok_is(&the_tu->toks.v[i], s);
}

static bool is_ident(int i)
{
    return i >= 0 && i < the_tu->toks.n && the_tu->toks.v[i].kind == TK_IDENT;
}

static void mark_name(int i, unsigned kind)
{
    Name *n = name_at(i);
    if (!n || n->is_keyword)
        return;
    if (the_tu->toks.v[i].file && the_tu->toks.v[i].file->is_system)
        n->sys |= kind;
    else
        n->user |= kind;
}

/* Brackets ( [ { paired with a stack; '<' is not a bracket. */
static void match_brackets(void)
{
    int n = the_tu->toks.n;
    int *stack = malloc(sizeof(int) * (size_t)(n + 1));
    int sp = 0;
    matches = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) {
        matches[i] = -1;
        Token *t = &the_tu->toks.v[i];
        if (t->kind != TK_PUNCT || t->len != 1)
            continue;
        char c = t->text[0];
        if (c == '(' || c == '[' || c == '{') {
            stack[sp++] = i;
        } else if (c == ')' || c == ']' || c == '}') {
            char open = c == ')' ? '(' : c == ']' ? '[' : '{';
            /* Unbalanced input: unwind to the nearest opener of this kind. */
            int k = sp - 1;
            while (k >= 0 && the_tu->toks.v[stack[k]].text[0] != open)
                k--;
            if (k < 0)
                continue;
            matches[i] = stack[k];
            matches[stack[k]] = i;
            sp = k;
        }
    }
    free(stack);
}

/* `template` at i: index of the '>' closing its parameter list, or -1. */
int template_header_end(int i)
{
    if (!is(i, "template") || !is(i + 1, "<"))
        return -1;
    int depth = 0;
    for (int j = i + 1; j < the_tu->toks.n - 1; j++) {
        Token *t = &the_tu->toks.v[j];
        if (t->kind != TK_PUNCT)
            continue;
        if (tok_is(t, "(") || tok_is(t, "[") || tok_is(t, "{")) {
            if (matches[j] < 0)
                return -1;
            j = matches[j];
        } else if (tok_is(t, "<")) {
            depth++;
        } else if (tok_is(t, ">")) {
            if (--depth == 0)
                return j;
        } else if (tok_is(t, ">>")) {
            depth -= 2;
            if (depth <= 0)
                return j;
        } else if (tok_is(t, ";") || tok_is(t, "}")) {
            return -1;
        }
    }
    return -1;
}

/* Skips __attribute__((...)), alignas(...), [[...]], __declspec(...). */
static int skip_attrs(int i)
{
    for (;;) {
        if ((is(i, "__attribute__") || is(i, "__attribute") || is(i, "alignas") ||
             is(i, "__declspec") || is(i, "_Alignas")) && is(i + 1, "(") && matches[i + 1] > 0)
            i = matches[i + 1] + 1;
        else if (is(i, "[") && is(i + 1, "[") && matches[i] > 0)
            i = matches[i] + 1;
        else
            return i;
    }
}

/* After `struct`/`class`/`union`/`enum` at i: the tag name's index, -1. */
static int tag_name(int i)
{
    int j = i + 1;
    if (is(i, "enum") && (is(j, "class") || is(j, "struct")))
        j++;
    j = skip_attrs(j);
    int name = -1;
    while (is_ident(j)) {
        name = j;
        if (!is(j + 1, "::"))
            break;
        j += 2;
    }
    return name;
}

/* typedef at i: marks the declarator names up to the ending ';'. */
static void scan_typedef(int i)
{
    int paren = 0;
    for (int j = i + 1; j < the_tu->toks.n - 1; j++) {
        Token *t = &the_tu->toks.v[j];
        if (tok_is(t, ";"))
            return;
        if (tok_is(t, "{") || tok_is(t, "[")) {
            if (matches[j] < 0)
                return;
            if (tok_is(t, "[") && paren == 0 && is_ident(j - 1))
                mark_name(j - 1, NK_TYPE);
            j = matches[j];
            continue;
        }
        if (tok_is(t, "("))
            paren++;
        else if (tok_is(t, ")"))
            paren--;
        if (t->kind != TK_IDENT)
            continue;
        if (paren == 0 && (is(j + 1, ";") || is(j + 1, ",") ||
                           is(j + 1, "__attribute__")))
            mark_name(j, NK_TYPE);
        else if (paren == 1 && is(j - 1, "*") && is(j + 1, ")"))
            mark_name(j, NK_TYPE);
    }
}

/* A C++20 requires-clause at i before a class head: index of the class
 * key after it, or i when there is none (a constrained function). */
static int skip_requires_clause(int i)
{
    for (int k = i + 1; k < the_tu->toks.n - 1; k++) {
        if (is(k, "class") || is(k, "struct") || is(k, "union"))
            return k;
        if (is(k, ";") || is(k, "{") || is(k, "}") || is(k, "="))
            return i;
        if ((is(k, "(") || is(k, "[")) && matches[k] > 0)
            k = matches[k];
    }
    return i;
}

/* The name a template header at i declares (its '>' at gt). */
static void scan_template(int i, int gt)
{
    int j = gt + 1;
    while (is(j, "template")) {
        int e = template_header_end(j);
        if (e < 0)
            return;
        j = e + 1;
    }
    j = skip_attrs(j);
    if (is(j, "requires"))
        j = skip_requires_clause(j);
    if (is(j, "class") || is(j, "struct") || is(j, "union")) {
        int name = tag_name(j);
        if (name >= 0)
            mark_name(name, NK_TYPE | NK_TEMPLATE);
        /* The class body, if any, gives its members the header's names. */
        for (int k = name < 0 ? j : name; k < the_tu->toks.n - 1; k++) {
            if (is(k, ";") || is(k, "=") || is(k, "}"))
                return;
            if ((is(k, "(") || is(k, "[")) && matches[k] > 0) {
                k = matches[k];     /* class X<R(A...)> : Base<decltype(f())> */
                continue;
            }
            if (is(k, "{")) {
                if (matches[k] < 0)
                    return;
                TemplScope *s = calloc(1, sizeof *s);
                s->hdr_open = i + 1;
                s->hdr_close = gt;
                s->body_open = k;
                s->body_close = matches[k];
                s->next = tscopes;
                tscopes = s;
                return;
            }
        }
        return;
    }
    if (is(j, "using") && is_ident(j + 1) && is(j + 2, "=")) {
        mark_name(j + 1, NK_TYPE | NK_TEMPLATE);
        return;
    }
    /* A function or variable template: the name before the first '(' (or
     * '=', ';', '{') that is not part of the return type. */
    for (int k = j; k < the_tu->toks.n - 1; k++) {
        if (is(k, ";") || is(k, "{") || is(k, "=") || is(k, "}"))
            break;
        if (!is(k, "("))
            continue;
        Name *n = name_at(k - 1);
        if (n && !n->is_keyword) {
            mark_name(k - 1, NK_TEMPLATE);
            return;
        }
        if (matches[k] < 0)
            return;
        k = matches[k];
    }
    /* A variable template: `template <class T> inline constexpr bool
     * is_void_v = ...;` names the identifier before its initialiser. */
    for (int k = j; k < the_tu->toks.n - 1; k++) {
        if (is(k, "=") || is(k, ";") || is(k, "{")) {
            if (is_ident(k - 1) && !name_at(k - 1)->is_keyword)
                mark_name(k - 1, NK_TEMPLATE);
            return;
        }
        if (is(k, "(") || is(k, "}"))
            return;
    }
}

static void scan_declarations(void)
{
    int n = the_tu->toks.n;
    for (int i = 0; i < n - 1; i++) {
        Token *t = &the_tu->toks.v[i];
        if (t->kind != TK_IDENT)
            continue;
        if (tok_is(t, "template")) {
            int gt = template_header_end(i);
            if (gt > 0) {
                scan_template(i, gt);
                i = gt;     /* the parameters name no TU-wide types */
            }
        } else if (tok_is(t, "struct") || tok_is(t, "class") ||
                   tok_is(t, "union") || tok_is(t, "enum")) {
            int name = tag_name(i);
            if (name >= 0)
                mark_name(name, NK_TYPE);
        } else if (tok_is(t, "typedef")) {
            scan_typedef(i);
        } else if (tok_is(t, "using") && is_ident(i + 1) && is(i + 2, "=")) {
            mark_name(i + 1, NK_TYPE);
        }
    }
}

static void index_decls(void)
{
    for (Decl *d = the_tu->decls; d; d = d->next) {
        Name *n = NULL;
        if (d->name_tok >= 0)
            n = name_at(d->name_tok);
        if (!n && d->name && *d->name) {
            const char *s = strrchr(d->name, ':');
            s = s ? s + 1 : d->name;
            n = name_intern(s, (int)strlen(s));
        }
        if (!n)
            continue;
        DeclRef *r = calloc(1, sizeof *r);
        r->decl = d;
        /* keep source order */
        DeclRef **pp = &n->decls;
        while (*pp)
            pp = &(*pp)->next;
        *pp = r;
    }
}

/* Forgets what names_init() learnt, for a TU whose tokens changed since
 * (src/simt/inline.c); the next names_init() starts afresh. */
void names_reset(void)
{
    for (int b = 0; b < NBUCKETS; b++)
        for (Name *n = buckets[b]; n; n = n->next) {
            n->count = n->device_uses = 0;
            n->user = n->sys = 0;
            n->decls = NULL;
        }
    free(tok_names);
    free(tok_used);
    free(matches);
    tok_names = NULL;
    tok_used = NULL;
    matches = NULL;
    tscopes = NULL;
    the_tu = NULL;
}

void names_init(TU *tu)
{
    if (the_tu == tu)
        return;
    the_tu = tu;
    for (size_t i = 0; i < sizeof keywords / sizeof *keywords; i++)
        name_intern(keywords[i], (int)strlen(keywords[i]))->is_keyword = true;
    int n = tu->toks.n;
    tok_names = calloc((size_t)n, sizeof *tok_names);
    tok_used = calloc((size_t)n, sizeof *tok_used);
    for (int i = 0; i < n; i++) {
        Token *t = &tu->toks.v[i];
        if (t->kind != TK_IDENT)
            continue;
        tok_names[i] = name_intern(t->text, t->len);
        tok_names[i]->count++;
        tok_names[i]->is_keyword |= tok_is_keyword(t);
    }
    match_brackets();
    scan_declarations();
    index_decls();
}
