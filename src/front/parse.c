/*
 * The device-code parser.
 *
 * cucc compiles a .cu file as one C++ translation unit (docs/design.md): the
 * system C++ compiler sees host and device code alike, so the front end does
 * not need to understand all of C++.  It needs to understand device code
 * well enough to enforce the CUDA Programming Guide's restrictions (which
 * function may call which, what may be done to built-in variables, which
 * variables may have initialisers) and to point at the offending token.
 * This file and its two companions parse the body of every __device__,
 * __global__ and __host__ __device__ function of the user's files into the
 * AST of ast.h; sema.c walks that AST.
 *
 * The grammar is C11's statements and expressions plus the C++ that device
 * code uses: references, `bool`, templates (bodies are parsed
 * uninstantiated, so types may be dependent), qualified names, member and
 * operator calls, the four named casts, braced initialisation, `decltype`,
 * range-for, `new`/`delete` and lambdas (whose bodies are skipped).  The
 * rules are written as recursive-descent functions, each with its grammar
 * rule in a comment above it, in the style of chibicc.
 *
 * Three things make C++ harder than C, and each has a simple answer here:
 *
 *  - Declarations and expressions look alike (`a * b;`, `T(x);`).  The
 *    parser decides with the TU-wide name tables of names.c (is this name
 *    spelled as a type anywhere?) and the scope chain (a local variable
 *    hides a type).  When a statement still could be either, it is a
 *    declaration: an expression statement `a * b;` computes nothing.
 *
 *  - `<` may open a template argument list.  It does after a name that is
 *    declared as a template somewhere in the TU and after `template`;
 *    otherwise only when the tentative argument list parses and is followed
 *    by `(` or `::`.  `>>` closes two lists (Parser.half_gt).
 *
 *  - Some decisions need lookahead of unbounded length.  speculate() runs a
 *    rule quietly (no diagnostics, no counting), reports whether it parsed,
 *    and rewinds.  Rules used that way are short: a type-id, a template
 *    argument list, a declaration head.
 *
 * Errors: the first syntax error of a body is reported and the rest of that
 * body is abandoned (every rule sees EOF from then on); the other bodies are
 * still parsed and checked.  A syntax error is only reported where the input
 * is certainly not C++ (`expected ';'`), and a valid construct the parser
 * does not model is reported as such (`unsupported C++ construct in device
 * code`), never as a syntax error.  Where the parser can skip a construct
 * without losing anything the checks need (lambda bodies, local class
 * definitions, attributes), it skips it.
 *
 * Scopes hold the names declared in the body: parameters, template
 * parameters (including those of an enclosing class template), locals.
 * Every unqualified name in an expression is resolved against them while
 * parsing, so sema.c knows whether `threadIdx` or `f` is a local.
 */
#include "ast.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- tokens ------------------------------------------------------------ */

Token *cur(Parser *p)
{
    if (p->failed || p->pos >= p->end)
        return &p->toks[p->eof];
    return &p->toks[p->pos];
}

Token *peek(Parser *p, int k)
{
    if (p->failed || p->pos + k >= p->end)
        return &p->toks[p->eof];
    return &p->toks[p->pos + k];
}

bool at(Parser *p, const char *s)
{
    Token *t = cur(p);
    return (t->kind == TK_IDENT || t->kind == TK_PUNCT) && tok_is(t, s);
}

bool peek_is(Parser *p, int k, const char *s)
{
    Token *t = peek(p, k);
    return (t->kind == TK_IDENT || t->kind == TK_PUNCT) && tok_is(t, s);
}

bool at_ident(Parser *p)
{
    return cur(p)->kind == TK_IDENT;
}

bool at_end(Parser *p)
{
    return cur(p)->kind == TK_EOF;
}

void advance(Parser *p)
{
    if (!p->failed && p->pos < p->end)
        p->pos++;
}

bool accept(Parser *p, const char *s)
{
    if (!at(p, s))
        return false;
    advance(p);
    return true;
}

/* A missing token at the end of a line is reported just after the previous
 * token (where it belongs), otherwise at the token found instead. */
void expect(Parser *p, const char *s)
{
    if (accept(p, s) || p->failed)
        return;
    int prev = p->pos - 1;
    if (!p->quiet && prev >= 0 && (at_end(p) || p->toks[prev].line != cur(p)->line ||
                                   p->toks[prev].file != cur(p)->file)) {
        sema_error_after(prev, "expected '%s'", s);
        p->failed = true;
        return;
    }
    parse_error(p, "expected '%s'", s);
}

/* Skips a bracketed group: ( ... ), [ ... ], { ... }. */
void skip_balanced(Parser *p)
{
    int m = tok_match(p->pos);
    if (p->failed || m < 0 || m >= p->end) {
        parse_error(p, "unbalanced '%.*s'", cur(p)->len, cur(p)->text);
        return;
    }
    p->pos = m + 1;
}

void parse_error(Parser *p, const char *fmt, ...)
{
    if (p->failed)
        return;
    if (!p->quiet) {
        char msg[256];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof msg, fmt, ap);
        va_end(ap);
        sema_error(p->pos < p->end ? p->pos : p->end - 1, "%s", msg);
    }
    p->failed = true;
}

bool nest_in(Parser *p)
{
    if (p->depth >= PARSE_MAX_DEPTH) {
        parse_error(p, "nesting too deep (more than %d levels)", PARSE_MAX_DEPTH);
        return false;
    }
    p->depth++;
    return true;
}

void nest_out(Parser *p)
{
    p->depth--;
}

void unsupported(Parser *p, const char *what)
{
    parse_error(p, "unsupported C++ construct in device code: %s", what);
}

/* ---- speculation ------------------------------------------------------- */

Mark mark(Parser *p)
{
    return (Mark){p->pos, p->scope, p->scope ? p->scope->locals : NULL, p->no_gt, p->half_gt};
}

void reset(Parser *p, Mark m)
{
    p->pos = m.pos;
    p->scope = m.scope;
    if (p->scope)
        p->scope->locals = m.locals;
    p->no_gt = m.no_gt;
    p->half_gt = m.half_gt;
    p->failed = false;
}

/* Runs rule quietly and rewinds; true when it parsed without error. */
bool speculate(Parser *p, bool (*rule)(Parser *))
{
    if (p->failed)
        return false;
    Mark m = mark(p);
    p->quiet++;
    bool ok = rule(p) && !p->failed;
    p->quiet--;
    reset(p, m);
    return ok;
}

/* ---- nodes and scopes -------------------------------------------------- */

Node *new_node(Parser *p, NodeKind kind, int tok)
{
    Node *n = calloc(1, sizeof *n);
    n->kind = kind;
    n->tok = tok < p->end ? tok : p->end - 1;
    n->assign_tok = -1;
    return n;
}

void scope_push(Parser *p)
{
    Scope *s = calloc(1, sizeof *s);
    s->up = p->scope;
    p->scope = s;
}

void scope_pop(Parser *p)
{
    if (p->scope)
        p->scope = p->scope->up;
}

Local *scope_add(Parser *p, int tok, LocalKind kind)
{
    Name *n = name_at(tok);
    if (!n || !p->scope)
        return NULL;
    Local *l = calloc(1, sizeof *l);
    l->name = n;
    l->kind = kind;
    l->tok = tok;
    l->next = p->scope->locals;
    p->scope->locals = l;
    return l;
}

Local *scope_find(Parser *p, const Name *n)
{
    for (Scope *s = p->scope; s; s = s->up)
        for (Local *l = s->locals; l; l = l->next)
            if (l->name == n)
                return l;
    return NULL;
}

/* ---- statements -------------------------------------------------------- */

static Node *stmt(Parser *p);

/* Skips a `#pragma ...` line (one TK_PRAGMA token, kept for the system
 * compiler by lex.c) and _Pragma("...") operators. */
static bool skip_pragma(Parser *p)
{
    if (cur(p)->kind == TK_PRAGMA) {
        advance(p);
        return true;
    }
    if ((at(p, "_Pragma") || at(p, "__pragma")) && peek_is(p, 1, "(")) {
        advance(p);
        skip_balanced(p);
        return true;
    }
    return false;
}

/* Skips attribute specifiers: __attribute__((...)), [[...]], alignas(...). */
static void skip_attributes(Parser *p)
{
    for (;;) {
        if ((at(p, "__attribute__") || at(p, "__attribute")) && peek_is(p, 1, "(")) {
            advance(p);
            skip_balanced(p);
        } else if (at(p, "[") && peek_is(p, 1, "[")) {
            skip_balanced(p);
        } else if (!skip_pragma(p)) {
            return;
        }
    }
}

// compound-stmt = "{" stmt* "}"
Node *compound_stmt(Parser *p)
{
    Node *n = new_node(p, ND_BLOCK, p->pos);
    expect(p, "{");
    scope_push(p);
    Node head = {0}, *tail = &head;
    while (!at(p, "}") && !at_end(p)) {
        Node *s = stmt(p);
        if (s) {
            tail->next = s;
            tail = s;
        }
    }
    scope_pop(p);
    expect(p, "}");
    n->body = head.next;
    return n;
}

/* A condition of if/while/switch: an expression or a declaration with an
 * initialiser (`if (int *q = f())`). */
static bool cond_decl_rule(Parser *p)
{
    Node *d = declaration(p, false);
    Node *v = d ? d->body : NULL;
    return v && v->assign_tok >= 0 && !tok_is(&p->toks[v->assign_tok], "(") &&
           (at(p, ")") || at(p, ";"));
}

static Node *condition(Parser *p)
{
    if (looks_like_decl(p) && speculate(p, cond_decl_rule))
        return declaration(p, false);
    return expr(p);
}

// selection-head = (init-stmt)? condition       (C++17 if (init; cond), switch (init; cond))
static void selection_head(Parser *p, Node *n)
{
    Node *c = condition(p);
    if (accept(p, ";")) {
        n->init = c;
        c = condition(p);
    }
    n->cond = c;
}

/* The statement an if, else, while, do or for governs: there must be one
 * (`if (c) }` is an error here, as for nvcc, not a null branch). */
static Node *sub_stmt(Parser *p)
{
    Node *n = stmt(p);
    if (!n && !p->failed)
        parse_error(p, "expected a statement");
    return n;
}

// if-stmt = "if" "constexpr"? "(" (init-stmt)? condition ")" stmt ("else" stmt)?
static Node *if_stmt(Parser *p)
{
    Node *n = new_node(p, ND_IF, p->pos);
    advance(p);
    accept(p, "constexpr");
    expect(p, "(");
    scope_push(p);
    selection_head(p, n);
    expect(p, ")");
    n->then = sub_stmt(p);
    if (accept(p, "else"))
        n->els = sub_stmt(p);
    scope_pop(p);
    return n;
}

// while-stmt = "while" "(" condition ")" stmt
static Node *while_stmt(Parser *p)
{
    Node *n = new_node(p, ND_WHILE, p->pos);
    advance(p);
    expect(p, "(");
    scope_push(p);
    n->cond = condition(p);
    expect(p, ")");
    n->body = sub_stmt(p);
    scope_pop(p);
    return n;
}

// do-stmt = "do" stmt "while" "(" expr ")" ";"
static Node *do_stmt(Parser *p)
{
    Node *n = new_node(p, ND_DO, p->pos);
    advance(p);
    n->body = sub_stmt(p);
    expect(p, "while");
    expect(p, "(");
    n->cond = expr(p);
    expect(p, ")");
    expect(p, ";");
    return n;
}

// for-stmt = "for" "(" (decl | expr? ";") expr? ";" expr? ")" stmt
//          | "for" "(" decl-spec declarator ":" (expr | braced-list) ")" stmt
static Node *for_stmt(Parser *p)
{
    Node *n = new_node(p, ND_FOR, p->pos);
    advance(p);
    expect(p, "(");
    scope_push(p);
    if (looks_like_decl(p)) {
        n->init = declaration(p, false);
        if (accept(p, ":")) {
            n->kind = ND_RANGE_FOR;
            n->cond = at(p, "{") ? braced_list(p) : expr(p);
            goto body;
        }
    } else if (!at(p, ";")) {
        n->init = expr(p);
    }
    expect(p, ";");
    if (!at(p, ";"))
        n->cond = condition(p);
    expect(p, ";");
    if (!at(p, ")"))
        n->inc = expr(p);
body:
    expect(p, ")");
    n->body = sub_stmt(p);
    scope_pop(p);
    return n;
}

// switch-stmt = "switch" "(" (init-stmt)? condition ")" stmt
static Node *switch_stmt(Parser *p)
{
    Node *n = new_node(p, ND_SWITCH, p->pos);
    advance(p);
    expect(p, "(");
    scope_push(p);
    selection_head(p, n);
    expect(p, ")");
    n->body = sub_stmt(p);
    scope_pop(p);
    return n;
}

// case-stmt = "case" cond-expr ("..." cond-expr)? ":" stmt?
//           | "default" ":" stmt?
static Node *case_stmt(Parser *p)
{
    Node *n = new_node(p, at(p, "case") ? ND_CASE : ND_DEFAULT, p->pos);
    advance(p);
    if (n->kind == ND_CASE) {
        n->cond = cond_expr(p);
        if (accept(p, "..."))       /* GNU case ranges */
            n->rhs = cond_expr(p);
    }
    expect(p, ":");
    return n;
}

// jump-stmt = ("break" | "continue") ";" | "return" (expr | braced-list)? ";"
//           | "goto" ident ";"
static Node *jump_stmt(Parser *p)
{
    NodeKind k = at(p, "break") ? ND_BREAK : at(p, "continue") ? ND_CONTINUE
               : at(p, "goto") ? ND_GOTO : ND_RETURN;
    Node *n = new_node(p, k, p->pos);
    advance(p);
    if (k == ND_GOTO) {
        if (accept(p, "*"))         /* GNU computed goto */
            n->lhs = expr(p);
        else if (at_ident(p))
            advance(p);
        else
            parse_error(p, "expected a label name");
    } else if (k == ND_RETURN && !at(p, ";")) {
        n->lhs = at(p, "{") ? braced_list(p) : expr(p);
    }
    expect(p, ";");
    return n;
}

// asm-stmt = ("asm" | "__asm__") qualifiers* "(" string ... ")" ";"
/* Host assembly (inline PTX is lowered to C++ before parsing, or
 * reported: src/front/ptx.c). */
static Node *asm_stmt(Parser *p)
{
    Node *n = new_node(p, ND_ASM, p->pos);
    advance(p);
    while (at(p, "volatile") || at(p, "__volatile__") || at(p, "goto") || at(p, "inline"))
        advance(p);
    if (!at(p, "(")) {
        parse_error(p, "expected '(' after 'asm'");
        return n;
    }
    skip_balanced(p);
    expect(p, ";");
    return n;
}

/* An alias, using-declaration or -directive, namespace alias or static
 * assertion: an alias name goes into the scope as a type, the rest is
 * skipped.  Skipped tokens never count as uses of names (names.c), so
 * skipping can only hide errors, not invent them. */
static Node *skip_decl(Parser *p)
{
    Node *n = new_node(p, ND_SKIP, p->pos);
    if (at(p, "using") && peek(p, 1)->kind == TK_IDENT && peek_is(p, 2, "="))
        scope_add(p, p->pos + 1, LV_TYPE);
    while (!at(p, ";") && !at_end(p)) {
        if (at(p, "{") || at(p, "(") || at(p, "["))
            skip_balanced(p);
        else
            advance(p);
    }
    expect(p, ";");
    return n;
}

/* A local class or enum definition (`struct S { ... } s;`, its members
 * skipped) or a declaration with an elaborated type (`struct S *p = q;`).
 * The tag names a type in the rest of the block. */
static Node *tag_stmt(Parser *p)
{
    int i = p->pos + 1;
    if (i < p->end && (tok_is(&p->toks[i], "class") || tok_is(&p->toks[i], "struct")))
        i++;
    if (i < p->end && p->toks[i].kind == TK_IDENT && !name_at(i)->is_keyword &&
        !(i + 1 < p->end && tok_is(&p->toks[i + 1], "::")))
        scope_add(p, i, LV_TYPE);
    return declaration(p, true);
}

// labeled-stmt = ident ":" stmt
static Node *label_stmt(Parser *p)
{
    Node *n = new_node(p, ND_LABEL, p->pos);
    advance(p);
    advance(p);
    return n;
}

// stmt = compound-stmt | if-stmt | while-stmt | do-stmt | for-stmt
//      | switch-stmt | case-stmt | jump-stmt | asm-stmt | labeled-stmt
//      | declaration | expr? ";"
static Node *stmt_inner(Parser *p);

static Node *stmt(Parser *p)
{
    int begin = p->pos;
    if (p->failed || !nest_in(p))
        return NULL;
    Node *n = stmt_inner(p);
    nest_out(p);
    if (n) {
        n->begin = begin;
        n->end = p->pos;
    }
    return n;
}

static Node *stmt_inner(Parser *p)
{
    skip_attributes(p);
    while (accept(p, "__extension__"))
        ;
    if (at(p, "}") || at_end(p))
        return NULL;
    if (at(p, "{"))
        return compound_stmt(p);
    if (at(p, "if"))
        return if_stmt(p);
    if (at(p, "while"))
        return while_stmt(p);
    if (at(p, "do"))
        return do_stmt(p);
    if (at(p, "for"))
        return for_stmt(p);
    if (at(p, "switch"))
        return switch_stmt(p);
    if (at(p, "case") || at(p, "default"))
        return case_stmt(p);
    if (at(p, "break") || at(p, "continue") || at(p, "return") || at(p, "goto"))
        return jump_stmt(p);
    if (at(p, "asm") || at(p, "__asm__") || at(p, "__asm"))
        return asm_stmt(p);
    if (at(p, "try")) {
        unsupported(p, "try block");
        return NULL;
    }
    if (at(p, "co_return") || at(p, "co_yield")) {
        unsupported(p, "coroutine");
        return NULL;
    }
    if (at(p, ";"))
        return new_node(p, ND_NULL, p->pos++);
    if (at(p, "using") || at(p, "static_assert") || at(p, "_Static_assert") ||
        at(p, "namespace"))
        return skip_decl(p);
    if (at(p, "struct") || at(p, "class") || at(p, "union") || at(p, "enum"))
        return tag_stmt(p);
    if (at_ident(p) && peek_is(p, 1, ":") && !name_at(p->pos)->is_keyword)
        return label_stmt(p);
    if (looks_like_decl(p))
        return declaration(p, true);
    Node *n = new_node(p, ND_EXPR_STMT, p->pos);
    n->lhs = expr(p);
    expect(p, ";");
    return n;
}

/* ---- function bodies --------------------------------------------------- */

/* Template parameters in scope for fn: its own header(s) and those of the
 * class templates whose bodies enclose it. */
static void add_enclosing_templates(Parser *p, const Decl *fn)
{
    for (TemplScope *s = templ_scopes(); s; s = s->next)
        if (s->body_open < fn->begin && fn->end <= s->body_close + 1)
            add_template_params(p, s->hdr_open, s->hdr_close);
    int t = fn->template_tok;
    while (t >= 0 && t < fn->name_tok) {
        int gt = template_header_end(t);
        if (gt < 0)
            break;
        add_template_params(p, t + 1, gt);
        t = gt + 1;
        if (t >= p->tu->toks.n || !tok_is(&p->toks[t], "template"))
            break;
    }
}

/* Parses the body of fn; NULL when it has none. */
Node *parse_function(TU *tu, const Decl *fn)
{
    if (fn->body_open < 0 || fn->body_close <= fn->body_open ||
        tok_match(fn->body_open) != fn->body_close)
        return NULL;        /* not a body the bracket matching agrees with */
    Parser p = {0};
    p.tu = tu;
    p.toks = tu->toks.v;
    p.eof = tu->toks.n - 1;
    scope_push(&p);
    add_enclosing_templates(&p, fn);
    if (fn->params_open >= 0 && fn->params_close > fn->params_open)
        add_params(&p, fn->params_open, fn->params_close);
    p.pos = fn->body_open;
    p.end = fn->body_close + 1;
    Node *body = compound_stmt(&p);
    body->begin = fn->body_open;
    body->end = p.pos;
    body->end = p.failed ? -1 : body->end;     /* tells region analysis to keep off */
    return body;
}
