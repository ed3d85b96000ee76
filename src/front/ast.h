/*
 * cucc front end: the AST of device code and the parser's internal API.
 *
 * Only device function bodies (and, token by token, host bodies) are looked
 * at; everything else of the translation unit stays the token array and the
 * Decl list of front.h.  Types are not modelled: a type is the token range
 * that spells it (`TypeRef`), plus the expressions found inside it (array
 * bounds, template arguments, decltype operands) so that checks still see
 * them.  That is enough for the checks of the CUDA Programming Guide's
 * restrictions, and the system C++ compiler does the rest (docs/design.md).
 *
 * Files:
 *   names.c       TU-wide tables: identifiers, type and template names,
 *                 declarations by name, class-template scopes
 *   parse.c       parser core, scopes and statements (its head comment
 *                 explains the design)
 *   parse_decl.c  declaration specifiers, declarators, type-ids, template
 *                 arguments, initialisers
 *   parse_expr.c  expressions
 *   sema.c        check_tu(): declaration checks, device-code checks on the
 *                 AST, diagnostics in source order
 *   hostscan.c    host function bodies, scanned token by token
 *   arch.c        which lines of the user's source depend on __CUDA_ARCH__
 *   ast_dump.c    --dump=ast
 */
#ifndef CUCC_AST_H
#define CUCC_AST_H

#include "front.h"

/* ---- names.c ---------------------------------------------------------- */

/* What a name is declared as somewhere in the TU (Name.user / Name.sys). */
enum {
    NK_TYPE = 1 << 0,      /* class, struct, union, enum, typedef, alias */
    NK_TEMPLATE = 1 << 1,  /* class, function, variable or alias template */
};

typedef struct DeclRef {
    Decl *decl;
    struct DeclRef *next;
} DeclRef;

/* One identifier spelling, interned. */
typedef struct Name {
    char *str;              /* NUL-terminated */
    int len;
    bool is_keyword;        /* a C, C++ or CUDA keyword, never a name */
    int count;              /* occurrences in the TU's tokens */
    int device_uses;        /* unqualified device-code uses found in no scope */
    unsigned user, sys;     /* NK_* seen in user files / system headers */
    DeclRef *decls;         /* Decls (skim.c) with this name */
    struct Name *next;      /* hash chain */
} Name;

/* `template <...>` heading a class: member functions see its parameters. */
typedef struct TemplScope {
    int hdr_open, hdr_close;    /* the '<' and '>' of the header */
    int body_open, body_close;  /* the class body's braces */
    struct TemplScope *next;
} TemplScope;

void names_init(TU *tu);
void names_reset(void);
Name *name_at(int tok);                 /* NULL unless an identifier */
Name *name_intern(const char *s, int len);
void count_device_use(int tok);
int tok_match(int tok);                 /* matching bracket of ( [ { ) ] }, or -1 */
int template_header_end(int tok);       /* `template` at tok: index of its '>' or -1 */
TemplScope *templ_scopes(void);
bool name_is_type(const Name *n);       /* declared as a type, not as a user value */
bool name_is_template(const Name *n);

/* ---- AST --------------------------------------------------------------- */

typedef enum {
    /* expressions */
    ND_NUM, ND_STR, ND_CHAR,
    ND_LITERAL,     /* true false nullptr __null */
    ND_NAME,        /* possibly qualified id-expression */
    ND_THIS,
    ND_MEMBER,      /* lhs . name / lhs -> name (tok: the operator) */
    ND_INDEX,       /* lhs [ rhs ] */
    ND_CALL,        /* lhs ( args ) */
    ND_LAUNCH,      /* lhs <<< config >>> ( args ) */
    ND_UNARY,       /* tok: operator; lhs: operand (prefix ++ -- too) */
    ND_POSTFIX,     /* lhs ++ / lhs -- */
    ND_BINARY,      /* lhs op rhs, op = tok */
    ND_ASSIGN,      /* lhs op= rhs */
    ND_COND,        /* cond ? then : els */
    ND_COMMA,
    ND_CAST,        /* (T)e, static_cast<T>(e), ...: type, lhs */
    ND_CTOR,        /* T(args) or T{args}: functional cast / temporary */
    ND_SIZEOF,      /* sizeof alignof typeid noexcept decltype: lhs or type */
    ND_INIT_LIST,   /* { args } */
    ND_DESIG,       /* .m = e / [i] = e inside a braced list: lhs = value */
    ND_LAMBDA,      /* body skipped */
    ND_NEW,
    ND_DELETE,
    ND_THROW,
    ND_STMT_EXPR,   /* GNU ({ ... }) */
    ND_PACK,        /* lhs ... */
    ND_OPAQUE,      /* a builtin taking types (__builtin_offsetof ...): skipped */
    /* statements */
    ND_BLOCK,
    ND_DECL,        /* declaration statement: body = ND_VAR list */
    ND_VAR,
    ND_EXPR_STMT,
    ND_IF, ND_SWITCH, ND_CASE, ND_DEFAULT,
    ND_WHILE, ND_DO, ND_FOR, ND_RANGE_FOR,
    ND_BREAK, ND_CONTINUE, ND_RETURN, ND_GOTO, ND_LABEL,
    ND_NULL,
    ND_ASM,
    ND_SKIP,        /* local class/enum/typedef/using/static_assert: not modelled */
} NodeKind;

typedef struct Node Node;

/* A type as written: tokens [begin, end) and the expressions inside it. */
typedef struct TypeRef {
    int begin, end;         /* begin == end: none */
    Node *exprs;
} TypeRef;

/* Declaration specifiers of a declaration statement or parameter. */
typedef struct DeclSpec {
    TypeRef type;
    unsigned cuda;          /* CU_SHARED, CU_CONSTANT, CU_DEVICE, ... */
    int cuda_tok[8];        /* token of each CU_* bit (index = bit number) */
    bool is_typedef, is_extern, is_static, is_constexpr;
} DeclSpec;

typedef enum { LV_VAR, LV_TYPE } LocalKind;

/* A name declared inside a function: parameter, local, template parameter. */
typedef struct Local {
    Name *name;
    LocalKind kind;
    int tok;
    struct Local *next;
} Local;

typedef struct Scope {
    Local *locals;
    struct Scope *up;
} Scope;

struct Node {
    NodeKind kind;
    int tok;                /* the token that names the node (operator, keyword, name) */
    Node *lhs, *rhs;
    Node *cond, *then, *els, *init, *inc, *body;
    Node *args;             /* arguments, list elements, launch arguments */
    Node *config;           /* <<< config >>> */
    Node *next;             /* next in a list */
    TypeRef type;
    /* ND_NAME */
    Name *name;
    Local *local;           /* the local it resolved to, NULL if none */
    bool qualified;         /* written with `::` */
    Node *targs;            /* explicit template arguments (expressions only) */
    /* ND_VAR */
    DeclSpec *spec;
    int assign_tok;         /* '=' of `= init`, -1 if none */
    /* Statements, ND_VAR, ND_BINARY and elements of argument lists: the
     * tokens [begin, end) they were parsed from (an ND_VAR: its declarator
     * and initialiser, without the comma). */
    int begin, end;
    /* Set by src/simt/split_decl.c, 0 otherwise.  An ND_DECL split from a
     * declaration of several declarators: [spec_from, spec_to) its
     * specifiers' tokens, [begin, end) its one declarator, no `;`.  An
     * ND_FOR whose init declaration went before it: spec_to is the first
     * token after the init's `;` (its header reads `for (;` from there). */
    int spec_from, spec_to;
};

/* ---- parser ------------------------------------------------------------ */

typedef struct Parser {
    TU *tu;
    Token *toks;
    int pos, end;           /* next token; tokens from end on read as EOF */
    int eof;                /* index of the TK_EOF token */
    bool failed;            /* a syntax error: every rule unwinds */
    int quiet;              /* >0 while speculating: no diagnostics, no counting */
    bool no_gt;             /* '>' closes a template argument list */
    bool half_gt;           /* the first half of a '>>' was taken as '>' */
    int depth;              /* nesting of statements, expressions and braced lists */
    Scope *scope;
} Parser;

typedef struct Mark {
    int pos;
    Scope *scope;
    Local *locals;
    bool no_gt, half_gt;
} Mark;

/* parse.c: token access, errors, speculation, scopes, statements */
Token *cur(Parser *p);
Token *peek(Parser *p, int k);
bool at(Parser *p, const char *s);
bool at_ident(Parser *p);
bool at_end(Parser *p);
bool peek_is(Parser *p, int k, const char *s);
void advance(Parser *p);
bool accept(Parser *p, const char *s);
void expect(Parser *p, const char *s);
void parse_error(Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Entering one level of nesting: false (with an error) past PARSE_MAX_DEPTH,
 * where the recursive descent would run out of stack.  Each true is
 * matched by nest_out. */
#define PARSE_MAX_DEPTH 1000
bool nest_in(Parser *p);
void nest_out(Parser *p);
void unsupported(Parser *p, const char *what);
void skip_balanced(Parser *p);
Mark mark(Parser *p);
void reset(Parser *p, Mark m);
bool speculate(Parser *p, bool (*rule)(Parser *));
Node *new_node(Parser *p, NodeKind kind, int tok);
void scope_push(Parser *p);
void scope_pop(Parser *p);
Local *scope_add(Parser *p, int tok, LocalKind kind);
Local *scope_find(Parser *p, const Name *n);
Node *compound_stmt(Parser *p);
Node *parse_function(TU *tu, const Decl *fn);

/* parse_decl.c */
bool is_type_start(Parser *p);
bool at_type_id(Parser *p);
bool looks_like_decl(Parser *p);
DeclSpec *decl_spec(Parser *p);
TypeRef type_id(Parser *p);
Node *declaration(Parser *p, bool need_semi);
Node *template_args(Parser *p);
bool try_template_args(Parser *p);
bool accept_gt(Parser *p);
void expect_gt(Parser *p);
Node *initializer(Parser *p);
Node *braced_list(Parser *p);
void add_params(Parser *p, int open, int close);
void add_template_params(Parser *p, int lt, int gt);

/* parse_expr.c */
Node *expr(Parser *p);
Node *assign(Parser *p);
Node *cond_expr(Parser *p);
Node *expr_list(Parser *p, const char *close);
Node *pack_expansion(Parser *p, Node *e);
Node *lambda(Parser *p);
bool is_launch_open(Parser *p);
bool accept_launch_close(Parser *p);

/* sema.c: diagnostics are collected and printed in source order. */
void sema_error(int tok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sema_error_after(int tok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Effective execution space of a function declaration (CU_HOST/CU_DEVICE/
 * CU_GLOBAL): system-header functions without attributes are
 * __host__ __device__, user functions without attributes are __host__. */
unsigned exec_space(const TU *tu, const Decl *d);
const char *space_name(unsigned space);
bool decl_is_member(const TU *tu, const Decl *d);

/* What every function a call may reach has in common. */
typedef enum {
    CALLEE_NONE,        /* no function of that name */
    CALLEE_OTHER,       /* a variable or type of that name: not checked */
    CALLEE_MIXED,
    CALLEE_HOST,        /* all __host__ only */
    CALLEE_DEVICE,      /* all __device__ only */
    CALLEE_GLOBAL,      /* all __global__ */
} CalleeKind;

CalleeKind callee_kind(const TU *tu, int name_tok, bool members);
void check_launch(const TU *tu, int name_tok, bool members, int open_tok, int nconfig);

/* arch.c: are any of the lines [from, to] of a user file arch-dependent
 * (mention __CUDA_ARCH__ or sit in a conditional group on it)? */
bool lines_mention_arch(const SrcFile *f, int from, int to);

/* Is a call of n from a function with arch-dependent lines (arch), or of a
 * function declared on an arch-dependent line, possibly one nvcc never
 * compiles for the side cucc sees?  (sema.c) */
bool arch_dependent_call(const TU *tu, const Name *n, bool arch);

/* hostscan.c */
void scan_host_body(TU *tu, const Decl *fn);

#endif
