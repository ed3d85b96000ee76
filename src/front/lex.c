/*
 * Lexer for the preprocessed translation unit (`g++ -E` output: C++ with GNU
 * extensions).
 *
 * The input has no macros and no comments, but it does have
 *   - line markers `# 123 "file" flags` (and `#line 123 "file"`), which set
 *     the file and line of the following text; flag 3 means a system header;
 *   - `#pragma` lines, which must reach the system compiler unchanged
 *     (`#pragma unroll`, `#pragma GCC diagnostic`, `#pragma pack`): each
 *     becomes one TK_PRAGMA token whose text is the whole line.
 *
 * Tokens follow C++'s phase 3 rules: identifiers (GNU allows `$`, and bytes
 * >= 0x80 for UTF-8 names), pp-numbers, string and character literals with
 * encoding prefixes, raw strings and user-defined-literal suffixes, and
 * punctuators by longest match.  `>>` stays one token: the parser and the
 * emitter split it where a template argument list ends.
 *
 * Columns are 1-based byte columns.  Every token keeps a pointer to the
 * start of its line for diagnostics, so the buffer must outlive the tokens
 * (lex_buffer copies it once and never frees the copy).
 */
#include "front.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef struct Lexer {
    const char *p, *end;
    const char *line_start;
    SrcFile *file;
    int line;
    bool at_bol, has_space;
    TokenArray *out;
    int cap;
    bool ok;
} Lexer;

bool tok_is(const Token *t, const char *s)
{
    size_t n = strlen(s);
    return t->kind != TK_EOF && (size_t)t->len == n && !memcmp(t->text, s, n);
}

/* Source files are interned by name and system flag. */
static SrcFile *intern_file(const char *name, int len, bool is_system)
{
    static SrcFile **files;
    static int nfiles, cap;
    for (int i = 0; i < nfiles; i++)
        if (files[i]->is_system == is_system && (int)strlen(files[i]->name) == len &&
            !memcmp(files[i]->name, name, len))
            return files[i];
    if (nfiles == cap) {
        cap = cap ? cap * 2 : 32;
        files = realloc(files, cap * sizeof *files);
    }
    SrcFile *f = calloc(1, sizeof *f);
    f->name = strndup(name, len);
    f->is_system = is_system;
    files[nfiles++] = f;
    return f;
}

static Token *new_token(Lexer *L, TokenKind kind, const char *start, const char *end)
{
    TokenArray *a = L->out;
    if (a->n == L->cap) {
        L->cap = L->cap ? L->cap * 2 : 4096;
        a->v = realloc(a->v, L->cap * sizeof *a->v);
    }
    Token *t = &a->v[a->n++];
    *t = (Token){0};
    t->kind = kind;
    t->text = start;
    t->len = (int)(end - start);
    t->file = L->file;
    t->line = L->line;
    t->col = (int)(start - L->line_start) + 1;
    t->line_text = L->line_start;
    t->at_bol = L->at_bol;
    t->has_space = L->has_space;
    L->at_bol = false;
    L->has_space = false;
    return t;
}

/* Reports an error at a spot that has no token yet. */
static void lex_error(Lexer *L, const char *at, const char *msg)
{
    Token t = {0};
    t.kind = TK_PUNCT;
    t.text = at;
    t.len = 1;
    t.file = L->file;
    t.line = L->line;
    t.col = (int)(at - L->line_start) + 1;
    t.line_text = L->line_start;
    diag_error(&t, "%s", msg);
    L->ok = false;
}

static void newline(Lexer *L)
{
    L->p++;
    L->line++;
    L->line_start = L->p;
    L->at_bol = true;
    L->has_space = true;        /* a line break separates tokens */
}

static bool is_ident1(int c)
{
    return isalpha(c) || c == '_' || c == '$' || c >= 0x80;
}

static bool is_ident2(int c)
{
    return is_ident1(c) || isdigit(c);
}

static const char *skip_line(const Lexer *L, const char *p)
{
    while (p < L->end && *p != '\n')
        p++;
    return p;
}

/* line-marker = "#" "line"? digits ("\"" file "\"" flags*)?
 * The marker names the line that follows it. */
static void line_marker(Lexer *L, const char *p)
{
    const char *eol = skip_line(L, p);
    int line = (int)strtol(p, NULL, 10);
    while (p < eol && isdigit((unsigned char)*p))
        p++;
    while (p < eol && (*p == ' ' || *p == '\t'))
        p++;
    SrcFile *file = L->file;
    if (p < eol && *p == '"') {
        char *name = malloc(eol - p + 1);
        int n = 0;
        for (p++; p < eol && *p != '"'; p++) {
            if (*p == '\\' && p + 1 < eol)
                p++;
            name[n++] = *p;
        }
        if (p < eol)
            p++;
        bool sys = false;
        while (p < eol) {
            long flag = strtol(p, (char **)&p, 10);
            if (flag == 3)
                sys = true;
            while (p < eol && !isdigit((unsigned char)*p))
                p++;
        }
        file = intern_file(name, n, sys);
        free(name);
    }
    L->p = eol;
    if (L->p < L->end)
        newline(L);
    L->file = file;
    L->line = line;
}

/* A `#` at the beginning of a line: a line marker, or a directive the
 * preprocessor left in its output (`#pragma`, `#ident`) kept verbatim. */
static void directive(Lexer *L)
{
    const char *hash = L->p;
    const char *p = hash + 1;
    while (p < L->end && (*p == ' ' || *p == '\t'))
        p++;
    if (p < L->end && isdigit((unsigned char)*p)) {
        line_marker(L, p);
        return;
    }
    if (L->end - p > 4 && !strncmp(p, "line", 4) && (p[4] == ' ' || p[4] == '\t')) {
        p += 4;
        while (p < L->end && (*p == ' ' || *p == '\t'))
            p++;
        line_marker(L, p);
        return;
    }
    const char *eol = skip_line(L, p);
    while (eol > hash && (eol[-1] == ' ' || eol[-1] == '\t' || eol[-1] == '\r'))
        eol--;
    new_token(L, TK_PRAGMA, hash, eol);
    L->p = skip_line(L, eol);
}

/* CUDA's qualifiers, which nvcc reads as such even glued to a literal
 * (`extern "C"__global__`, in public code): not literal suffixes. */
static bool cuda_qualifier(const char *p, size_t n)
{
    static const char *const names[] = {
        "__global__", "__device__", "__host__", "__shared__", "__constant__",
        "__managed__", "__forceinline__", "__noinline__", "__launch_bounds__",
        "__grid_constant__",
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i]) == n && !memcmp(names[i], p, n))
            return true;
    return false;
}

/* A user-defined-literal suffix directly after a literal is part of it. */
static const char *ud_suffix(const Lexer *L, const char *p)
{
    const char *s = p;
    if (p < L->end && is_ident1((unsigned char)*p))
        while (p < L->end && is_ident2((unsigned char)*p))
            p++;
    return cuda_qualifier(s, (size_t)(p - s)) ? s : p;
}

/* raw-string = prefix? "R\"" delim "(" chars ")" delim "\"" ; may span lines */
static const char *raw_string(Lexer *L, const char *q)
{
    const char *d = q + 1;
    const char *paren = d;
    while (paren < L->end && *paren != '(' && paren - d <= 16)
        paren++;
    if (paren >= L->end || *paren != '(') {
        lex_error(L, q, "invalid raw string delimiter");
        return q + 1;
    }
    int dlen = (int)(paren - d);
    for (const char *p = paren + 1; p < L->end; p++) {
        if (*p == ')' && L->end - p > dlen + 1 && !memcmp(p + 1, d, dlen) && p[1 + dlen] == '"')
            return p + dlen + 2;
    }
    lex_error(L, q, "unterminated raw string");
    return L->end;
}

/* quoted = quote (escape | char)* quote, on one line */
static const char *quoted(Lexer *L, const char *q)
{
    char quote = *q;
    const char *p = q + 1;
    while (p < L->end && *p != quote && *p != '\n') {
        if (*p == '\\' && p + 1 < L->end && p[1] != '\n')
            p++;
        p++;
    }
    if (p >= L->end || *p != quote) {
        lex_error(L, q, quote == '"' ? "missing terminating \" character"
                                     : "missing terminating ' character");
        return p;
    }
    return p + 1;
}

/* Raw strings may contain newlines: count them so later tokens keep their
 * line numbers. */
static void count_newlines(Lexer *L, const char *start, const char *end)
{
    for (const char *p = start; p < end; p++)
        if (*p == '\n') {
            L->line++;
            L->line_start = p + 1;
        }
}

/* A string or character literal starting at `start` (its encoding prefix
 * included) whose quote is at q. */
static void literal(Lexer *L, const char *start, const char *q, bool raw)
{
    const char *end = raw ? raw_string(L, q) : quoted(L, q);
    end = ud_suffix(L, end);
    Token *t = new_token(L, *q == '"' ? TK_STR : TK_CHAR, start, end);
    (void)t;
    if (raw)
        count_newlines(L, q, end);
    L->p = end;
}

/* Encoding prefixes: u8 u U L, and R after any of them (or alone) for raw
 * strings.  Returns true when [start, p) is such a prefix directly followed
 * by a quote, and lexes the literal. */
static bool prefixed_literal(Lexer *L, const char *start, const char *p)
{
    if (p >= L->end || (*p != '"' && *p != '\''))
        return false;
    static const char *const prefixes[] = {"u8", "u", "U", "L", "R", "u8R", "uR", "UR", "LR"};
    int n = (int)(p - start);
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++) {
        if ((int)strlen(prefixes[i]) != n || memcmp(prefixes[i], start, n))
            continue;
        bool raw = start[n - 1] == 'R';
        if (raw && *p != '"')
            return false;
        literal(L, start, p, raw);
        return true;
    }
    return false;
}

/* pp-number = "."? digit (digit | ident-char | "." | [eEpP] sign | "'" digit-or-letter)* */
static const char *pp_number(const Lexer *L, const char *p)
{
    p++;
    while (p < L->end) {
        if ((*p == '+' || *p == '-') && strchr("eEpP", p[-1]))
            p++;
        else if (is_ident2((unsigned char)*p) || *p == '.')
            p++;
        else if (*p == '\'' && p + 1 < L->end && is_ident2((unsigned char)p[1]))
            p += 2;
        else
            break;
    }
    return p;
}

/* Punctuators, longest first within each length. */
static int punct_len(const char *p, const char *end)
{
    static const char *const three[] = {"<<=", ">>=", "...", "->*", "<=>"};
    static const char *const two[] = {
        "::", "->", ".*", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##",
    };
    if (end - p >= 3)
        for (size_t i = 0; i < sizeof three / sizeof *three; i++)
            if (!memcmp(p, three[i], 3))
                return 3;
    if (end - p >= 2)
        for (size_t i = 0; i < sizeof two / sizeof *two; i++)
            if (!memcmp(p, two[i], 2))
                return 2;
    if (strchr("{}[]()<>;:,.?~!+-*/%^&|=#@\\`", *p))
        return 1;
    return 0;
}

static void lex_one(Lexer *L)
{
    const char *p = L->p;
    int c = (unsigned char)*p;
    if (c == '\n') {
        newline(L);
        return;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
        L->p++;
        L->has_space = true;
        return;
    }
    if (c == '/' && p + 1 < L->end && p[1] == '/') {
        L->p = skip_line(L, p);
        L->has_space = true;
        return;
    }
    if (c == '/' && p + 1 < L->end && p[1] == '*') {
        const char *q = p + 2;
        while (q + 1 < L->end && !(q[0] == '*' && q[1] == '/'))
            q++;
        if (q + 1 >= L->end) {
            lex_error(L, p, "unterminated comment");
            L->p = L->end;
            return;
        }
        count_newlines(L, p, q);
        L->p = q + 2;
        L->has_space = true;
        return;
    }
    if (c == '#' && L->at_bol) {
        directive(L);
        return;
    }
    if (is_ident1(c)) {
        const char *q = p;
        while (q < L->end && is_ident2((unsigned char)*q))
            q++;
        if (prefixed_literal(L, p, q))
            return;
        new_token(L, TK_IDENT, p, q);
        L->p = q;
        return;
    }
    if (isdigit(c) || (c == '.' && p + 1 < L->end && isdigit((unsigned char)p[1]))) {
        const char *q = pp_number(L, p);
        new_token(L, TK_NUM, p, q);
        L->p = q;
        return;
    }
    if (c == '"' || c == '\'') {
        literal(L, p, p, false);
        return;
    }
    int n = punct_len(p, L->end);
    if (n) {
        new_token(L, TK_PUNCT, p, p + n);
        L->p = p + n;
        return;
    }
    lex_error(L, p, "stray character in program");
    L->p++;
}

/* Tokenises buf[0, len).  The last token is TK_EOF.  Returns false when a
 * lexical error was reported (the token array is still complete). */
bool lex_buffer(const char *buf, size_t len, const char *fallback_name, TokenArray *out)
{
    char *copy = malloc(len + 1);
    memcpy(copy, buf, len);
    copy[len] = '\0';
    Lexer L = {0};
    L.p = copy;
    L.end = copy + len;
    L.line_start = copy;
    L.file = intern_file(fallback_name, (int)strlen(fallback_name), false);
    L.line = 1;
    L.at_bol = true;
    L.out = out;
    L.ok = true;
    *out = (TokenArray){0};
    while (L.p < L.end)
        lex_one(&L);
    Token *eof = new_token(&L, TK_EOF, L.end, L.end);
    eof->at_bol = true;
    return L.ok;
}

static const char *const kind_names[] = {
    [TK_IDENT] = "ident", [TK_PUNCT] = "punct", [TK_NUM] = "num", [TK_STR] = "str",
    [TK_CHAR] = "char",   [TK_EOF] = "eof",     [TK_PRAGMA] = "pragma",
};

/* --dump=tokens: one token per line, `file:line:col kind text`. */
void dump_tokens(TU *tu, FILE *out)
{
    for (int i = 0; i < tu->toks.n; i++) {
        Token *t = &tu->toks.v[i];
        fprintf(out, "%s:%d:%d %s%s%s %.*s\n", t->file->name, t->line, t->col,
                kind_names[t->kind], t->at_bol ? " bol" : "", t->has_space ? " sp" : "",
                t->len, t->text);
    }
}
