/*
 * Token-array helpers shared by the skimmer, the emitter and the parser:
 * keyword classification and bracket matching.
 *
 * Only (), [] and {} can be balanced reliably in C++; '<' and '>' are
 * template brackets or operators depending on what the names before them
 * mean, which the skimmer does not know.  tok_skip_angle therefore gives up
 * (returns -1) as soon as it meets something a template argument list
 * cannot contain at its own level.
 */
#include "front.h"

#include <stdlib.h>
#include <string.h>

/* C++20 keywords, GNU keywords and CUDA declaration keywords.  Sorted. */
static const char *const keywords[] = {
    "_Alignas", "_Alignof", "_Atomic", "_Bool", "_Complex", "_Float128", "_Float16", "_Float32",
    "_Float32x", "_Float64", "_Float64x", "_Noreturn", "_Pragma", "_Static_assert", "_Thread_local",
    "__alignof", "__alignof__", "__asm", "__asm__", "__attribute", "__attribute__", "__bf16",
    "__complex__", "__const", "__const__", "__constant__", "__decltype", "__declspec", "__device__",
    "__extension__", "__float128", "__forceinline__", "__global__", "__grid_constant__", "__host__",
    "__imag__", "__inline", "__inline__", "__int128", "__label__", "__launch_bounds__",
    "__managed__", "__noinline__", "__real__", "__restrict", "__restrict__", "__shared__",
    "__signed", "__signed__", "__thread", "__typeof", "__typeof__", "__underlying_type",
    "__volatile", "__volatile__", "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand",
    "bitor", "bool", "break", "case", "catch", "char", "char16_t", "char32_t", "char8_t", "class",
    "co_await", "co_return", "co_yield", "compl", "concept", "const", "const_cast", "consteval",
    "constexpr", "constinit", "continue", "decltype", "default", "delete", "do", "double",
    "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for",
    "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept",
    "not", "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected", "public",
    "register", "reinterpret_cast", "requires", "return", "short", "signed", "sizeof", "static",
    "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local", "throw",
    "true", "try", "typedef", "typeid", "typename", "typeof", "union", "unsigned", "using",
    "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq",
};

static int cmp_kw(const void *key, const void *elem)
{
    const Token *t = key;
    const char *kw = *(const char *const *)elem;
    int c = strncmp(t->text, kw, t->len);
    if (c)
        return c;
    return kw[t->len] ? -1 : 0;
}

bool tok_is_keyword(const Token *t)
{
    if (t->kind != TK_IDENT)
        return false;
    return bsearch(t, keywords, sizeof keywords / sizeof *keywords, sizeof *keywords, cmp_kw) != NULL;
}

bool tok_is_name(const Token *t)
{
    return t->kind == TK_IDENT && !tok_is_keyword(t);
}

static char closer(const Token *t)
{
    if (t->kind != TK_PUNCT || t->len != 1)
        return 0;
    switch (t->text[0]) {
    case '(': return ')';
    case '[': return ']';
    case '{': return '}';
    default: return 0;
    }
}

static bool is_close(const Token *t)
{
    return t->kind == TK_PUNCT && t->len == 1 && strchr(")]}", t->text[0]);
}

int tok_skip_group(const TokenArray *a, int i)
{
    int depth = 0;
    for (; a->v[i].kind != TK_EOF; i++) {
        if (closer(&a->v[i]))
            depth++;
        else if (is_close(&a->v[i]) && --depth == 0)
            return i + 1;
    }
    return i;
}

int tok_skip_angle(const TokenArray *a, int i)
{
    int depth = 0;
    while (a->v[i].kind != TK_EOF) {
        const Token *t = &a->v[i];
        if (tok_is(t, ";") || tok_is(t, "{") || tok_is(t, "}") || tok_is(t, ")") || tok_is(t, "]"))
            return -1;
        if (closer(t)) {
            i = tok_skip_group(a, i);
            continue;
        }
        if (tok_is(t, "<"))
            depth++;
        else if (tok_is(t, ">"))
            depth--;
        else if (tok_is(t, ">>"))
            depth -= 2;
        i++;
        if (depth <= 0)
            return i;
    }
    return -1;
}

static bool is_open(const Token *t)
{
    return closer(t) != 0;
}

int tok_skip_template_params(const TokenArray *a, int i)
{
    int j = tok_skip_angle(a, i);
    if (j >= 0)
        return j;
    for (j = i + 1; a->v[j].kind != TK_EOF;) {
        const Token *t = &a->v[j];
        if (tok_is(t, ";") || tok_is(t, "{") || tok_is(t, "}"))
            return -1;
        if (is_open(t)) {
            j = tok_skip_group(a, j);
            continue;
        }
        j++;
        if ((tok_is(t, ">") || tok_is(t, ">>")) &&
            (a->v[j].kind == TK_IDENT || (tok_is(&a->v[j], "[") && tok_is(&a->v[j + 1], "["))))
            return j;
    }
    return -1;
}

/* Tokens [from, to) of a replaced by the tokens of text, which take the
 * position of token from (messages point there). */
void tok_splice(TokenArray *a, int from, int to, const char *text)
{
    TokenArray n;
    Token at = a->v[from];
    lex_buffer(text, strlen(text), at.file ? at.file->name : "", &n);
    int add = n.n - 1;      /* without its EOF */
    for (int i = 0; i < add; i++) {
        n.v[i].file = at.file;
        n.v[i].line = at.line;
        n.v[i].col = at.col;
        n.v[i].line_text = at.line_text;
        n.v[i].at_bol = i == 0 && at.at_bol;
        if (i == 0)
            n.v[i].has_space = at.has_space;
    }
    int grow = add - (to - from);
    Token *v = malloc(sizeof *v * (size_t)(a->n + grow));
    memcpy(v, a->v, sizeof *v * (size_t)from);
    memcpy(v + from, n.v, sizeof *v * (size_t)add);
    memcpy(v + from + add, a->v + to, sizeof *v * (size_t)(a->n - to));
    free(a->v);
    free(n.v);
    a->v = v;
    a->n += grow;
}
