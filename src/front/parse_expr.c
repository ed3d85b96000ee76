/*
 * Expressions of device code (C11 6.5, C++ [expr]), including kernel
 * launches `k<<<g, b, s, st>>>(args)` (dynamic parallelism).  Binary
 * operators are parsed by precedence climbing over one table.
 *
 * Every unqualified name is resolved against the scopes when it is parsed;
 * a name no scope declares is counted in Name.device_uses (names.c explains
 * why that makes the undeclared-identifier check safe).
 */
#include "ast.h"

#include <string.h>

static Node *cast_expr(Parser *p);
static Node *unary(Parser *p);

/* ---- kernel launches --------------------------------------------------- */

/* `<<<` is lexed as `<<` `<`. */
bool is_launch_open(Parser *p)
{
    return at(p, "<<") && peek_is(p, 1, "<");
}

// launch-close = ">>>" (lexed as ">>" ">", or ">" ">>", or ">" ">" ">")
bool accept_launch_close(Parser *p)
{
    if (at(p, ">>") && peek_is(p, 1, ">")) {
        advance(p);
        advance(p);
        return true;
    }
    if (at(p, ">") && peek_is(p, 1, ">>")) {
        advance(p);
        advance(p);
        return true;
    }
    if (at(p, ">") && peek_is(p, 1, ">") && peek_is(p, 2, ">")) {
        advance(p);
        advance(p);
        advance(p);
        return true;
    }
    return false;
}

// launch = postfix "<<<" assign ("," assign)* ">>>" "(" expr-list ")"
static Node *launch(Parser *p, Node *callee)
{
    Node *n = new_node(p, ND_LAUNCH, p->pos);
    n->lhs = callee;
    advance(p);
    advance(p);
    bool save = p->no_gt;
    p->no_gt = true;
    n->config = expr_list(p, ">>");
    p->no_gt = save;
    if (!accept_launch_close(p)) {
        parse_error(p, "expected '>>>'");
        return n;
    }
    expect(p, "(");
    n->args = expr_list(p, ")");
    expect(p, ")");
    return n;
}

/* ---- names ------------------------------------------------------------- */

/* `operator` op: an operator-function-id used as a name (`operator()(x)`,
 * `this->operator[](i)`, `operator int`).  Not a use of any name. */
static void operator_name(Parser *p)
{
    advance(p);
    if (at(p, "(") || at(p, "[")) {
        skip_balanced(p);
    } else if (at(p, "new") || at(p, "delete")) {
        advance(p);
        if (at(p, "[") && peek_is(p, 1, "]"))
            skip_balanced(p);
    } else if (cur(p)->kind == TK_PUNCT) {
        advance(p);
    } else if (cur(p)->kind == TK_STR) {
        advance(p);             /* operator "" _suffix */
        if (at_ident(p))
            advance(p);
    } else {
        TypeRef t = type_id(p); /* conversion function */
        (void)t;
    }
}

// id-expr = "::"? (component "::")* ("~" ident | "operator" op | ident) template-args?
// component = "template"? ident template-args?
static Node *id_expr(Parser *p)
{
    Node *n = new_node(p, ND_NAME, p->pos);
    Node head = {0}, *tail = &head;
    n->qualified = accept(p, "::");
    for (;;) {
        bool forced = accept(p, "template");
        if (at(p, "operator")) {
            n->tok = p->pos;
            operator_name(p);
            return n;
        }
        bool dtor = accept(p, "~");
        if (!at_ident(p) || name_at(p->pos)->is_keyword) {
            parse_error(p, "expected a name");
            return n;
        }
        n->tok = p->pos;
        n->name = dtor ? NULL : name_at(p->pos);
        advance(p);
        if (at(p, "<")) {
            bool targs = false;
            Name *nm = name_at(n->tok);
            if (forced || name_is_template(nm)) {
                targs = try_template_args(p);
            } else if (!(!n->qualified && scope_find(p, nm))) {
                /* unknown name: only `f<...>(` and `N<...>::` */
                Mark m = mark(p);
                p->quiet++;
                template_args(p);
                targs = !p->failed && (at(p, "(") || at(p, "::"));
                p->quiet--;
                reset(p, m);
            }
            if (targs) {
                Node *a = template_args(p);
                tail->next = a;
                while (tail->next)
                    tail = tail->next;
            }
        }
        if (!at(p, "::"))
            break;
        advance(p);
        n->qualified = true;
    }
    n->targs = head.next;
    return n;
}

/* Resolves an unqualified name and counts it when no scope declares it. */
static void resolve(Parser *p, Node *n)
{
    if (!n->name || n->qualified)
        return;
    n->local = scope_find(p, n->name);
    if (!n->local && !p->quiet)
        count_device_use(n->tok);
}

/* ---- primary expressions ----------------------------------------------- */

// lambda = "[" captures "]" ("<" ... ">")? ("(" params ")")? specifiers* compound-stmt
/* The body is skipped: nothing in it is checked, and nothing in it counts
 * as a use. */
Node *lambda(Parser *p)
{
    Node *n = new_node(p, ND_LAMBDA, p->pos);
    skip_balanced(p);
    if (at(p, "<")) {
        int depth = 0;
        do {
            if (at(p, "<"))
                depth++;
            else if (at(p, ">"))
                depth--;
            advance(p);
        } while (depth > 0 && !at_end(p));
    }
    while (!at(p, "{") && !at_end(p)) {
        if (at(p, ";") || at(p, "}")) {
            parse_error(p, "expected a lambda body");
            return n;
        }
        if (at(p, "(") || at(p, "["))
            skip_balanced(p);
        else
            advance(p);
    }
    if (at(p, "{"))
        skip_balanced(p);
    return n;
}

static bool paren_type_rule(Parser *p)
{
    advance(p);
    if (!at_type_id(p))
        return false;
    TypeRef t = type_id(p);
    (void)t;
    return at(p, ")");
}

/* ( type-id ) next? */
static bool at_paren_type(Parser *p)
{
    return at(p, "(") && speculate(p, paren_type_rule);
}

// named-cast = ("static_cast" | "const_cast" | "reinterpret_cast" |
//               "dynamic_cast") "<" type-id ">" "(" expr ")"
static Node *named_cast(Parser *p)
{
    Node *n = new_node(p, ND_CAST, p->pos);
    if (at(p, "dynamic_cast")) {
        unsupported(p, "dynamic_cast");
        return n;
    }
    advance(p);
    expect(p, "<");
    bool save = p->no_gt;
    p->no_gt = true;
    n->type = type_id(p);
    p->no_gt = save;
    expect_gt(p);
    expect(p, "(");
    n->lhs = expr(p);
    expect(p, ")");
    return n;
}

// sizeof = ("sizeof" | "alignof" | "__alignof__" | "_Alignof" | "typeid" |
//           "noexcept") ("(" type-id ")" | unary)  |  "sizeof" "..." "(" ident ")"
static Node *sizeof_expr(Parser *p)
{
    Node *n = new_node(p, ND_SIZEOF, p->pos);
    bool parens_only = at(p, "typeid") || at(p, "noexcept");
    advance(p);
    if (accept(p, "...")) {
        expect(p, "(");
        n->lhs = id_expr(p);
        resolve(p, n->lhs);
        expect(p, ")");
        return n;
    }
    if (at_paren_type(p)) {
        advance(p);
        n->type = type_id(p);
        expect(p, ")");
        return n;
    }
    if (parens_only) {
        expect(p, "(");
        n->lhs = expr(p);
        expect(p, ")");
        return n;
    }
    n->lhs = unary(p);
    return n;
}

/* Builtins whose arguments include a type: skipped whole. */
static bool at_type_builtin(Parser *p)
{
    static const char *names[] = {
        "__builtin_offsetof", "__builtin_va_arg", "__builtin_types_compatible_p",
        "__builtin_bit_cast", "__builtin_convertvector", "__builtin_launder",
        "__builtin_addressof", "__underlying_type", "__remove_cvref", "__decay",
    };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (at(p, names[i]) && peek_is(p, 1, "("))
            return true;
    /* GCC's type traits: __is_trivial(T), __has_virtual_destructor(T) ... */
    Token *t = cur(p);
    return t->kind == TK_IDENT && peek_is(p, 1, "(") && t->len > 5 &&
           (!strncmp(t->text, "__is_", 5) || !strncmp(t->text, "__has_", 6));
}

// paren = "(" expr ")" | "(" "{" stmt* "}" ")" | fold-expression
static Node *paren_expr(Parser *p)
{
    int open = p->pos;
    advance(p);
    bool save = p->no_gt;
    p->no_gt = false;
    Node *n;
    if (at(p, "{")) {
        n = new_node(p, ND_STMT_EXPR, open);
        n->body = compound_stmt(p);
    } else if (at(p, "...")) {       /* ( ... op pack ) */
        n = new_node(p, ND_PACK, open);
        advance(p);
        advance(p);
        n->lhs = cast_expr(p);
    } else {
        n = expr(p);
        /* ( pack op ... [op init] ); not `(e)...`, an expansion of (e) */
        if (cur(p)->kind == TK_PUNCT && !at(p, ")") && peek_is(p, 1, "...")) {
            Node *f = new_node(p, ND_PACK, open);
            f->lhs = n;
            advance(p);
            advance(p);
            if (!at(p, ")")) {
                advance(p);
                f->rhs = cast_expr(p);
            }
            n = f;
        }
    }
    p->no_gt = save;
    expect(p, ")");
    return n;
}

static bool at_simple_type_keyword(Parser *p)
{
    static const char *kw[] = {
        "void", "bool", "char", "char8_t", "char16_t", "char32_t", "wchar_t", "short",
        "int", "long", "float", "double", "signed", "unsigned", "__int128", "auto",
    };
    for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
        if (at(p, kw[i]))
            return true;
    return false;
}

// ctor = simple-type ("(" expr-list ")" | braced-list)
static Node *ctor(Parser *p, int tok, TypeRef type)
{
    Node *n = new_node(p, ND_CTOR, tok);
    n->type = type;
    if (at(p, "{")) {
        n->args = braced_list(p)->args;
    } else {
        expect(p, "(");
        n->args = expr_list(p, ")");
        expect(p, ")");
    }
    return n;
}

/* A name: a functional cast when it names a type and '(' or '{' follows,
 * otherwise an id-expression. */
static Node *name_expr(Parser *p)
{
    int start = p->pos;
    Node *n = id_expr(p);
    if (p->failed)
        return n;
    bool is_type;
    if (n->qualified || !n->name)
        is_type = n->name && name_is_type(n->name);
    else
        is_type = scope_find(p, n->name) ? scope_find(p, n->name)->kind == LV_TYPE
                                         : name_is_type(n->name);
    if (is_type && (at(p, "(") || at(p, "{"))) {
        TypeRef t = {start, p->pos, n->targs};
        return ctor(p, start, t);
    }
    resolve(p, n);
    return n;
}

// primary = literal | "this" | paren | id-expr | lambda | named-cast | sizeof
//         | simple-type ("(" args ")" | braced-list) | "typename" name ctor
//         | "__builtin_offsetof" "(" ... ")"
static Node *primary(Parser *p)
{
    Token *t = cur(p);
    int tok = p->pos;
    if (t->kind == TK_NUM) {
        advance(p);
        return new_node(p, ND_NUM, tok);
    }
    if (t->kind == TK_CHAR) {
        advance(p);
        return new_node(p, ND_CHAR, tok);
    }
    if (t->kind == TK_STR) {
        while (cur(p)->kind == TK_STR)
            advance(p);
        return new_node(p, ND_STR, tok);
    }
    if (at(p, "("))
        return paren_expr(p);
    if (at(p, "["))
        return lambda(p);
    if (at(p, "true") || at(p, "false") || at(p, "nullptr") || at(p, "__null")) {
        advance(p);
        return new_node(p, ND_LITERAL, tok);
    }
    if (at(p, "this")) {
        advance(p);
        return new_node(p, ND_THIS, tok);
    }
    if (at(p, "static_cast") || at(p, "const_cast") || at(p, "reinterpret_cast") ||
        at(p, "dynamic_cast"))
        return named_cast(p);
    if (at(p, "sizeof") || at(p, "alignof") || at(p, "__alignof__") || at(p, "__alignof") ||
        at(p, "_Alignof") || at(p, "typeid") || at(p, "noexcept"))
        return sizeof_expr(p);
    if (at_type_builtin(p)) {
        Node *n = new_node(p, ND_OPAQUE, tok);
        advance(p);
        skip_balanced(p);
        return n;
    }
    if (at_simple_type_keyword(p) && (peek_is(p, 1, "(") || peek_is(p, 1, "{"))) {
        advance(p);
        return ctor(p, tok, (TypeRef){tok, tok + 1, NULL});
    }
    if (at(p, "typename") || at(p, "decltype")) {
        TypeRef ty = decl_spec(p)->type;
        if (at(p, "::"))    /* decltype(x)::member */
            return id_expr(p);
        return ctor(p, tok, ty);
    }
    if (at(p, "::") || at(p, "operator") || at(p, "template") ||
        (at_ident(p) && !name_at(p->pos)->is_keyword))
        return name_expr(p);
    if (at(p, "requires")) {    /* requires (params) { requirements }: skipped */
        Node *n = new_node(p, ND_OPAQUE, tok);
        advance(p);
        if (at(p, "("))
            skip_balanced(p);
        if (at(p, "{"))
            skip_balanced(p);
        else
            parse_error(p, "expected '{'");
        return n;
    }
    if (at(p, "co_await")) {
        unsupported(p, "coroutine");
        return NULL;
    }
    parse_error(p, "expected an expression");
    return NULL;
}

/* ---- postfix ----------------------------------------------------------- */

// member = ("." | "->") id-expr
/* The member name is not resolved: it is no use of a name in scope. */
static Node *member(Parser *p, Node *lhs)
{
    Node *n = new_node(p, ND_MEMBER, p->pos);
    n->lhs = lhs;
    advance(p);
    n->rhs = id_expr(p);
    return n;
}

// postfix = primary ("[" expr "]" | "(" expr-list ")" | member | "++" | "--"
//                    | "<<<" launch-config ">>>" "(" expr-list ")")*
static Node *postfix(Parser *p)
{
    Node *n = primary(p);
    for (;;) {
        if (p->failed)
            return n;
        int tok = p->pos;
        if (at(p, "[") && !peek_is(p, 1, "[")) {
            Node *x = new_node(p, ND_INDEX, tok);
            advance(p);
            bool save = p->no_gt;
            p->no_gt = false;
            x->lhs = n;
            x->rhs = at(p, "{") ? braced_list(p) : expr(p);
            p->no_gt = save;
            expect(p, "]");
            n = x;
        } else if (at(p, "(")) {
            Node *c = new_node(p, ND_CALL, tok);
            advance(p);
            c->lhs = n;
            c->args = expr_list(p, ")");
            expect(p, ")");
            n = c;
        } else if (at(p, "{") && n && n->kind == ND_NAME && !n->local) {
            n = ctor(p, n->tok, (TypeRef){n->tok, tok, n->targs});   /* T{...} */
        } else if (at(p, ".") || at(p, "->")) {
            n = member(p, n);
        } else if (at(p, "++") || at(p, "--")) {
            Node *x = new_node(p, ND_POSTFIX, tok);
            x->lhs = n;
            advance(p);
            n = x;
        } else if (is_launch_open(p)) {
            n = launch(p, n);
        } else {
            return n;
        }
    }
}

/* ---- unary and cast ---------------------------------------------------- */

// new = "::"? "new" ("(" expr-list ")")? ("(" type-id ")" | new-type) new-init?
// new-type = decl-spec ptr-op* ("[" expr "]")*
static Node *new_expr(Parser *p)
{
    Node *n = new_node(p, ND_NEW, p->pos);
    accept(p, "::");
    advance(p);
    if (at(p, "(") && !at_paren_type(p)) {
        advance(p);
        n->args = expr_list(p, ")");      /* placement arguments */
        expect(p, ")");
    }
    if (at_paren_type(p)) {
        advance(p);
        n->type = type_id(p);
        expect(p, ")");
    } else {
        DeclSpec *s = decl_spec(p);
        n->type = s->type;
        while (at(p, "*") || at(p, "&") || at(p, "const") || at(p, "volatile"))
            advance(p);
        while (at(p, "[")) {
            advance(p);
            Node *e = expr(p);
            if (e) {
                e->next = n->type.exprs;
                n->type.exprs = e;
            }
            expect(p, "]");
        }
    }
    if (at(p, "{")) {
        n->init = braced_list(p);
    } else if (at(p, "(")) {
        advance(p);
        n->init = new_node(p, ND_INIT_LIST, p->pos);
        n->init->args = expr_list(p, ")");
        expect(p, ")");
    }
    return n;
}

// delete = "::"? "delete" ("[" "]")? cast-expr
static Node *delete_expr(Parser *p)
{
    Node *n = new_node(p, ND_DELETE, p->pos);
    accept(p, "::");
    advance(p);
    if (at(p, "[") && peek_is(p, 1, "]")) {
        advance(p);
        advance(p);
    }
    n->lhs = cast_expr(p);
    return n;
}

static bool at_unary_op(Parser *p)
{
    static const char *ops[] = {"++", "--", "+", "-", "!", "~", "*", "&", "&&",
                                "not", "compl", "__real__", "__imag__"};
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (at(p, ops[i]))
            return true;
    return false;
}

// unary = ("++" | "--" | "+" | "-" | "!" | "~" | "*" | "&" | "&&") cast-expr
//       | "__extension__" cast-expr | new | delete | postfix
static Node *unary(Parser *p)
{
    if (accept(p, "__extension__"))
        return cast_expr(p);
    if (at(p, "new") || (at(p, "::") && peek_is(p, 1, "new")))
        return new_expr(p);
    if (at(p, "delete") || (at(p, "::") && peek_is(p, 1, "delete")))
        return delete_expr(p);
    if (at(p, "&&") && peek(p, 1)->kind == TK_IDENT) {   /* GNU &&label */
        Node *n = new_node(p, ND_OPAQUE, p->pos);
        advance(p);
        advance(p);
        return n;
    }
    if (at_unary_op(p)) {
        Node *n = new_node(p, ND_UNARY, p->pos);
        advance(p);
        n->lhs = cast_expr(p);
        return n;
    }
    return postfix(p);
}

/* Can the token after `(T)` start the operand of a cast?  If not, the
 * parentheses held an expression after all: `(T())` is a temporary. */
static bool after_cast_ok(Parser *p)
{
    int close = tok_match(p->pos);
    if (close < 0 || close + 1 >= p->end)
        return false;
    Token *t = &p->toks[close + 1];
    if (t->kind == TK_NUM || t->kind == TK_STR || t->kind == TK_CHAR)
        return true;
    if (t->kind == TK_IDENT)
        return !name_at(close + 1)->is_keyword || !tok_is(t, "operator");
    static const char *ops[] = {"(", "{", "[", "::", "+", "-", "!", "~", "*", "&",
                                "++", "--", "&&"};
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (tok_is(t, ops[i]))
            return true;
    return false;
}

static Node *cast_expr_inner(Parser *p);

// cast-expr = "(" type-id ")" (cast-expr | braced-list) | unary
static Node *cast_expr(Parser *p)
{
    if (p->failed || !nest_in(p))
        return NULL;
    Node *n = cast_expr_inner(p);
    nest_out(p);
    return n;
}

static Node *cast_expr_inner(Parser *p)
{
    if (at(p, "(") && !peek_is(p, 1, "{") && after_cast_ok(p) && at_paren_type(p)) {
        Node *n = new_node(p, ND_CAST, p->pos);
        advance(p);
        n->type = type_id(p);
        expect(p, ")");
        n->lhs = at(p, "{") ? braced_list(p) : cast_expr(p);
        return n;
    }
    return unary(p);
}

/* ---- binary ------------------------------------------------------------ */

static const struct { const char *op; int prec; } binops[] = {
    {"||", 1}, {"or", 1}, {"&&", 2}, {"and", 2}, {"|", 3}, {"bitor", 3},
    {"^", 4}, {"xor", 4}, {"&", 5}, {"bitand", 5},
    {"==", 6}, {"!=", 6}, {"not_eq", 6},
    {"<", 7}, {">", 7}, {"<=", 7}, {">=", 7}, {"<=>", 8}, {"<<", 9}, {">>", 9},
    {"+", 10}, {"-", 10}, {"*", 11}, {"/", 11}, {"%", 11}, {".*", 12}, {"->*", 12},
};

/* Precedence of the binary operator at the current token, 0 if none. */
static int binop_prec(Parser *p)
{
    if (p->no_gt && (at(p, ">") || at(p, ">>") || at(p, ">=") || at(p, ">>=")))
        return 0;
    if (is_launch_open(p))
        return 0;
    for (size_t i = 0; i < sizeof binops / sizeof *binops; i++)
        if (at(p, binops[i].op))
            return binops[i].prec;
    return 0;
}

// binary = cast-expr (binop cast-expr)*   (by precedence climbing)
static Node *binary(Parser *p, int min_prec)
{
    int begin = p->pos;     /* where each operation built here starts */
    Node *lhs = cast_expr(p);
    for (;;) {
        int prec = binop_prec(p);
        if (prec < min_prec || prec == 0 || p->failed || peek_is(p, 1, "..."))
            return lhs;     /* `pack op ...` ends a fold expression */
        Node *n = new_node(p, ND_BINARY, p->pos);
        advance(p);
        n->lhs = lhs;
        n->rhs = binary(p, prec + 1);
        n->begin = begin;
        n->end = p->pos;
        lhs = n;
    }
}

// cond-expr = binary ("?" expr? ":" assign)?
Node *cond_expr(Parser *p)
{
    Node *c = binary(p, 1);
    if (!at(p, "?"))
        return c;
    Node *n = new_node(p, ND_COND, p->pos);
    advance(p);
    n->cond = c;
    if (!at(p, ":")) {          /* GNU a ?: b */
        bool save = p->no_gt;
        p->no_gt = false;
        n->then = expr(p);
        p->no_gt = save;
    }
    expect(p, ":");
    n->els = assign(p);
    return n;
}

static bool at_assign_op(Parser *p)
{
    static const char *ops[] = {"=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=",
                                "&=", "^=", "|=", "and_eq", "or_eq", "xor_eq"};
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (at(p, ops[i]))
            return !(p->no_gt && at(p, ">>="));
    return false;
}

// assign = cond-expr (assign-op (assign | braced-list))? | "throw" assign?
Node *assign(Parser *p)
{
    if (at(p, "throw")) {
        Node *n = new_node(p, ND_THROW, p->pos);
        advance(p);
        if (!at(p, ";") && !at(p, ")") && !at(p, ","))
            n->lhs = assign(p);
        return n;
    }
    Node *lhs = cond_expr(p);
    if (!at_assign_op(p))
        return lhs;
    Node *n = new_node(p, ND_ASSIGN, p->pos);
    advance(p);
    n->lhs = lhs;
    n->rhs = at(p, "{") ? braced_list(p) : assign(p);
    return n;
}

// expr = assign ("," assign)*
Node *expr(Parser *p)
{
    Node *n = assign(p);
    while (at(p, ",") && !peek_is(p, 1, "...") && !p->failed) {
        Node *c = new_node(p, ND_COMMA, p->pos);
        advance(p);
        c->lhs = n;
        c->rhs = assign(p);
        n = c;
    }
    return n;
}

// pack-expansion = e "..."?
Node *pack_expansion(Parser *p, Node *e)
{
    if (!accept(p, "..."))
        return e;
    Node *pk = new_node(p, ND_PACK, p->pos - 1);
    pk->lhs = e;
    return pk;
}

// expr-list = ((assign | braced-list) "..."? ("," (assign | braced-list) "..."?)*)?
/* Stops before close (")" for calls, ">>" for launch configurations). */
Node *expr_list(Parser *p, const char *close)
{
    Node head = {0}, *tail = &head;
    bool save = p->no_gt;
    p->no_gt = !strcmp(close, ">>");
    while (!at(p, close) && !at_end(p) && !(p->no_gt && at(p, ">"))) {
        int begin = p->pos;
        Node *e = pack_expansion(p, at(p, "{") ? braced_list(p) : assign(p));
        if (e) {
            tail = tail->next = e;
            if (!e->end) {      /* an argument's tokens (not a statement's) */
                e->begin = begin;
                e->end = p->pos;
            }
        }
        if (!accept(p, ","))
            break;
    }
    p->no_gt = save;
    return head.next;
}
