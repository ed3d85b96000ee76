/*
 * cucc front end: shared data structures.
 *
 * Pipeline (src/driver/compile.c calls these in order):
 *   lex_file()      preprocessed text -> Token array (line markers honoured)
 *   skim_tu()       Token array -> Decl list: every top-level (and namespace/
 *                   class-member) declaration, its CUDA attributes, function
 *                   bodies located; host-only C++ is skimmed, not understood
 *   parse_bodies()  device function bodies -> AST (parse.c), sema checks
 *   emit_tu()       Token array + Decls -> C++ for the system compiler
 *
 * Tokens live in one array for the whole TU and are referred to by index.
 */
#ifndef CUCC_FRONT_H
#define CUCC_FRONT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct SrcFile {
    char *name;         /* as written in the line marker */
    bool is_system;     /* line marker flag 3: a system header */
} SrcFile;

typedef enum {
    TK_IDENT,           /* identifiers and keywords (C, C++ and CUDA) */
    TK_PUNCT,           /* punctuators, longest match: "<<=", "->*", "::" ... */
    TK_NUM,             /* pp-number */
    TK_STR,             /* string literal, prefix included */
    TK_CHAR,            /* character literal, prefix included */
    TK_EOF,
    TK_PRAGMA,          /* a directive line kept for the system compiler:
                           `#pragma ...` (text is the whole line) */
} TokenKind;

typedef struct Token {
    TokenKind kind;
    const char *text;   /* points into the preprocessed buffer (not NUL-ended) */
    int len;
    SrcFile *file;      /* from the most recent line marker */
    int line, col;      /* 1-based, in that file */
    const char *line_text; /* start of this line in the preprocessed buffer, for the caret */
    bool at_bol;        /* first token on its line */
    bool has_space;     /* preceded by white space */
} Token;

typedef struct TokenArray {
    Token *v;
    int n;              /* v[n-1] is TK_EOF */
} TokenArray;

/* True when token t spells s exactly. */
bool tok_is(const Token *t, const char *s);

/* CUDA execution-space and memory-space attributes seen on a declaration. */
enum {
    CU_HOST = 1 << 0,
    CU_DEVICE = 1 << 1,
    CU_GLOBAL = 1 << 2,
    CU_SHARED = 1 << 3,
    CU_CONSTANT = 1 << 4,
    CU_MANAGED = 1 << 5,
    CU_NOINLINE = 1 << 6,
    CU_FORCEINLINE = 1 << 7,
};

typedef enum {
    DK_FUNC,            /* function declaration or definition */
    DK_VAR,             /* variable */
    DK_OTHER,           /* types, using, static_assert, ... */
} DeclKind;

/* A parameter of a function or template (params.c): tokens [begin, end). */
typedef struct DeclParam {
    int begin, end;
    int eq;             /* '=' of its default argument, or end */
    int name;           /* the declared name, or -1 */
    int insert;         /* where a name goes when there is none */
    bool pack;          /* a pack: `T... xs`, `class... Ts` */
} DeclParam;

typedef struct Decl Decl;
struct Decl {
    DeclKind kind;
    const char *name;   /* NUL-terminated copy; "" when none */
    unsigned attrs;     /* CU_* */
    int begin, end;     /* token range [begin, end) of the whole declaration */
    int name_tok;       /* index of the declarator name, -1 if none */
    int template_tok;   /* index of the `template` keyword, -1 if none */
    int params_open, params_close; /* '(' and ')' of a function, -1 if none */
    int body_open, body_close;     /* '{' and '}' of a function definition, -1 if none */
    bool is_static;
    bool in_class;      /* a member of a class/struct/union */
    bool in_system;     /* declared in a system header (line marker flag 3) */
    bool is_extern;     /* `extern` among the decl-specifiers (not `extern "C"`) */
    bool has_init;      /* a variable with an initialiser (`= x`, `{x}`, `(x)`) */
    bool continued;     /* a later declarator of the previous Decl's declaration
                           (`__device__ int a, b;`): same begin/end */
    const char *ns;     /* enclosing named namespaces, "" or "a::b::" */
    bool in_anon_ns;    /* inside an unnamed namespace */
    struct Node *ast;   /* a device function's parsed body (check_tu), or NULL */
    /* params.c (functions only): the parameters, none for `()` and
     * `(void)`; the first template header's '<' and the index after its
     * '>' (-1, -1 without one; tmpl_end -1 alone when its end is not
     * found), and its parameters. */
    DeclParam *params, *tparams;
    int nparams, ntparams;
    int tmpl_lt, tmpl_end;
    Decl *next;
};

typedef struct TU {
    TokenArray toks;
    Decl *decls;        /* in source order */
    const char *path;   /* the .cu file being compiled */
    bool guard_shared;  /* cucc --sanitize: __shared__ variables between poisoned guards */
    bool vec_pragma;    /* a memcheck build of clang's, compiled without vectorising: the
                           thread loops of the region entries ask for it (src/emit/region.c) */
    bool access_hooks;  /* cucc --sanitize=racecheck: every access reaches the checkers */
} TU;

/* diag.c: `file:line:col: error: message`, the source line and a caret. */
void diag_error(const Token *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_warning(const Token *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_note(const Token *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int diag_error_count(void);
void diag_quiet(bool on);
void diag_forget_errors(int n);

/* lex.c */
bool lex_buffer(const char *buf, size_t len, const char *fallback_name, TokenArray *out);
void dump_tokens(TU *tu, FILE *out);   /* --dump=tokens */

/* tokutil.c: token-array helpers for skim.c, emit.c and the parser.
 * All of them stop at TK_EOF and never index past it. */
bool tok_is_keyword(const Token *t);            /* C++/GNU/CUDA keyword */
bool tok_is_name(const Token *t);               /* identifier, not a keyword */
int tok_skip_group(const TokenArray *a, int i); /* at ( [ {: index after the match */
/* At '<': index after the matching '>' ('>>' closes two), counting angle
 * brackets outside (), [] and {}; -1 when a ';', '{' or '}' at depth 0 or
 * the end comes first (then it was a less-than). */
int tok_skip_angle(const TokenArray *a, int i);
/* At the '<' after `template`: index after the parameter list's '>'.
 * Counting fails when a default argument compares with '<'
 * (`bool = __w < static_cast<size_t>(x)>`, from <random>); then the list
 * ends at the first '>' outside parentheses that a declaration follows.
 * -1 when there is no end. */
int tok_skip_template_params(const TokenArray *a, int i);
void tok_splice(TokenArray *a, int from, int to, const char *text); /* [from, to) -> text */

/* ptx.c: inline PTX in device code lowered to C++ (right after lexing) */
void ptx_lower(TU *tu);
/* member_typedef.c: `typedef N<...> N;` in a class made one g++ accepts */
void elaborate_member_typedefs(TU *tu);

/* skim.c */
bool check_groups(const TU *tu);       /* depth of (), [], {}; unclosed '{' */
void skim_tu(TU *tu);
void dump_decls(TU *tu, FILE *out);    /* --dump=decls */

/* params.c: every function Decl's params and template parameters (after
 * skim_tu); the parameter of d whose tokens hold tok, or NULL. */
void front_params(TU *tu);
const DeclParam *decl_param_of(const Decl *d, int tok);

/* archpass.c: h is the host pass, d the device pass (-D__CUDA_ARCH__) of
 * the same file, both skimmed.  Gives the device pass's bodies to the
 * __device__/__global__ functions of user files whose bodies differ, both
 * bodies to __host__ __device__ ones (chosen by cucc__on_device() at run
 * time), and skims h again; warns where code outside function bodies
 * differs.  Returns whether h changed. */
bool arch_merge(TU *h, TU *d);
/* casts.c: may the user's files make a pointer misaligned for its type
 * (a cast to a pointer or reference type but void and char ones, a packed
 * structure)?  Where not, memcheck builds leave out alignment checks. */
bool tokens_cast_pointers(const TokenArray *a);
/* arch.c: does any user file of the tokens mention __CUDA_ARCH__? */
bool tokens_mention_arch(const TokenArray *a);

/* parse.c / sema.c: parse device code, diagnose the programming guide's
 * restrictions.  Returns false when errors were reported. */
bool check_tu(TU *tu);
void dump_ast(TU *tu, FILE *out);      /* --dump=ast (ast_dump.c) */

/* emit.c: write the C++ translation unit for the system compiler. */
bool emit_tu(TU *tu, FILE *out);

#endif
