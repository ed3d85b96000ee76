/*
 * Declarations inside device code: declaration specifiers, declarators,
 * type-ids, template argument lists and initialisers (C11 6.7, C++
 * [dcl.dcl], [temp.names]).  Types are kept as token ranges (ast.h); the
 * expressions inside them (array bounds, template arguments, decltype
 * operands) are parsed and kept so the checks see them.
 */
#include "ast.h"

#include <stdlib.h>
#include <string.h>

static const char *type_keywords[] = {
    "void", "bool", "_Bool", "char", "char8_t", "char16_t", "char32_t",
    "wchar_t", "short", "int", "long", "float", "double", "signed",
    "unsigned", "__signed__", "__int128", "auto", "_Float16", "__fp16",
    "_Float32", "_Float64", "_Float128", "__float128", "__bf16",
};

static const char *qualifier_keywords[] = {
    "const", "volatile", "__const", "__const__", "__volatile__", "restrict",
    "__restrict", "__restrict__", "static", "extern", "register",
    "thread_local", "__thread", "_Thread_local", "mutable", "inline",
    "__inline", "__inline__", "constexpr", "consteval", "constinit",
    "virtual", "explicit", "friend", "typedef", "__extension__",
    "__noinline__", "__forceinline__", "__grid_constant__",
};

static bool in_list(Token *t, const char **list, size_t n)
{
    if (t->kind != TK_IDENT)
        return false;
    for (size_t i = 0; i < n; i++)
        if (tok_is(t, list[i]))
            return true;
    return false;
}

static bool at_type_keyword(Parser *p)
{
    return in_list(cur(p), type_keywords, sizeof type_keywords / sizeof *type_keywords);
}

static bool at_qualifier(Parser *p)
{
    return in_list(cur(p), qualifier_keywords,
                   sizeof qualifier_keywords / sizeof *qualifier_keywords);
}

static int cuda_bit(Parser *p)
{
    static const struct { const char *s; unsigned bit; } kw[] = {
        {"__host__", CU_HOST}, {"__device__", CU_DEVICE}, {"__global__", CU_GLOBAL},
        {"__shared__", CU_SHARED}, {"__constant__", CU_CONSTANT},
        {"__managed__", CU_MANAGED},
    };
    for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
        if (at(p, kw[i].s))
            return (int)kw[i].bit;
    return 0;
}

static bool at_attribute(Parser *p)
{
    return ((at(p, "__attribute__") || at(p, "__attribute") || at(p, "alignas") ||
             at(p, "_Alignas") || at(p, "__declspec") || at(p, "__launch_bounds__") ||
             at(p, "__cluster_dims__")) && peek_is(p, 1, "(")) ||
           (at(p, "[") && peek_is(p, 1, "["));
}

static void skip_attribute(Parser *p)
{
    if (!at(p, "["))
        advance(p);
    skip_balanced(p);
}

/* ---- names as types ---------------------------------------------------- */

/* Is the unqualified name at tok a type here?  A local variable hides a
 * type of the same spelling. */
static bool ident_is_type(Parser *p, int tok)
{
    Name *n = name_at(tok);
    if (!n || n->is_keyword)
        return false;
    Local *l = scope_find(p, n);
    if (l)
        return l->kind == LV_TYPE;
    return name_is_type(n);
}

static bool ident_is_local_var(Parser *p, int tok)
{
    Local *l = scope_find(p, name_at(tok));
    return l && l->kind == LV_VAR;
}

static bool template_args_rule(Parser *p)
{
    template_args(p);
    return true;
}

/* `<` after a name: a template argument list when the name is a template
 * (or `template` was written), or when one parses and `(` or `::` follows. */
static bool at_template_args(Parser *p, int name_tok, bool forced)
{
    if (!at(p, "<"))
        return false;
    Name *n = name_at(name_tok);
    if (!forced && ident_is_local_var(p, name_tok))
        return false;
    if (!speculate(p, template_args_rule))
        return false;
    if (forced || name_is_template(n))
        return true;
    Mark m = mark(p);
    p->quiet++;
    template_args(p);
    bool ok = at(p, "(") || at(p, "::");
    p->quiet--;
    reset(p, m);
    return ok;
}

// name-path = "::"? component ("::" component)*
// component = "template"? ("~"? ident | "operator" op) template-args?
/* Parses a qualified name; *is_type tells whether it names a known type.
 * Template arguments are appended to *exprs. */
static int name_path(Parser *p, bool *is_type, Node **exprs)
{
    int last = -1;
    bool qualified = accept(p, "::");
    *is_type = false;
    for (;;) {
        bool forced = accept(p, "template");
        accept(p, "~");
        if (!at_ident(p) || (name_at(p->pos)->is_keyword && !at(p, "operator"))) {
            parse_error(p, "expected a name");
            return last;
        }
        last = p->pos;
        if (at(p, "operator")) {
            unsupported(p, "operator name in a type");
            return last;
        }
        *is_type = qualified ? name_is_type(name_at(last)) : ident_is_type(p, last);
        advance(p);
        if (at_template_args(p, last, forced)) {
            Node *a = template_args(p);
            if (exprs) {
                while (*exprs)
                    exprs = &(*exprs)->next;
                *exprs = a;
            }
            Name *n = name_at(last);
            *is_type = ((n->user | n->sys) & NK_TYPE) != 0;
        }
        if (!at(p, "::") || peek_is(p, 1, "*"))
            return last;
        advance(p);
        qualified = true;
    }
}

/* ---- declaration specifiers ------------------------------------------- */

/* Does the current token start declaration specifiers? */
bool is_type_start(Parser *p)
{
    if (at_type_keyword(p) || at_qualifier(p) || cuda_bit(p) || at_attribute(p))
        return true;
    if (at(p, "struct") || at(p, "class") || at(p, "union") || at(p, "enum") ||
        at(p, "typename") || at(p, "decltype") || at(p, "__decltype") ||
        at(p, "__typeof__") || at(p, "__typeof") || at(p, "typeof"))
        return true;
    if (at_ident(p) && !name_at(p->pos)->is_keyword)
        return ident_is_type(p, p->pos);
    return false;
}

/* Appends the list e to the expressions of t. */
static void append_expr(TypeRef *t, Node *e)
{
    Node **pp = &t->exprs;
    while (*pp)
        pp = &(*pp)->next;
    *pp = e;
}

static bool type_id_rule(Parser *p);

// decltype = ("decltype" | "__typeof__" | "typeof") "(" (type-id | expr | "auto") ")"
static void decltype_spec(Parser *p, TypeRef *t)
{
    advance(p);
    expect(p, "(");
    if (accept(p, "auto")) {
        expect(p, ")");
        return;
    }
    bool save = p->no_gt;
    p->no_gt = false;
    if (speculate(p, type_id_rule)) {
        TypeRef inner = type_id(p);
        append_expr(t, inner.exprs);
    } else {
        append_expr(t, expr(p));
    }
    p->no_gt = save;
    expect(p, ")");
}

// elaborated = ("struct" | "class" | "union" | "enum" ("class"|"struct")?)
//              attribute* name-path? (":" base-or-type)? ("{" ... "}")?
static void elaborated_spec(Parser *p)
{
    bool is_enum = at(p, "enum");
    advance(p);
    if (is_enum && (at(p, "class") || at(p, "struct")))
        advance(p);
    while (at_attribute(p))
        skip_attribute(p);
    if (at_ident(p) || at(p, "::")) {
        bool ty;
        name_path(p, &ty, NULL);
    }
    /* An inline definition `struct { ... } x;`: its members are skipped. */
    if (at(p, ":") || at(p, "{")) {
        while (!at(p, "{") && !at(p, ";") && !at_end(p))
            advance(p);
        if (at(p, "{"))
            skip_balanced(p);
    }
}

// decl-spec = (type-keyword | qualifier | cuda-keyword | attribute
//             | elaborated | "typename" name-path | decltype | name-path)+
DeclSpec *decl_spec(Parser *p)
{
    DeclSpec *s = calloc(1, sizeof *s);
    s->type.begin = p->pos;
    bool seen_type = false;
    for (;;) {
        int bit = cuda_bit(p);
        if (bit) {
            s->cuda |= (unsigned)bit;
            s->cuda_tok[__builtin_ctz((unsigned)bit)] = p->pos;
            advance(p);
        } else if (at_attribute(p)) {
            skip_attribute(p);
        } else if (at_qualifier(p)) {
            s->is_typedef |= at(p, "typedef");
            s->is_extern |= at(p, "extern");
            s->is_static |= at(p, "static");
            s->is_constexpr |= at(p, "constexpr");
            advance(p);
        } else if (at_type_keyword(p)) {
            seen_type = true;
            advance(p);
        } else if (at(p, "struct") || at(p, "class") || at(p, "union") || at(p, "enum")) {
            seen_type = true;
            elaborated_spec(p);
        } else if (at(p, "typename")) {
            advance(p);
            bool ty;
            name_path(p, &ty, &s->type.exprs);
            seen_type = true;
        } else if (at(p, "decltype") || at(p, "__decltype") || at(p, "__typeof__") ||
                   at(p, "__typeof") || at(p, "typeof")) {
            decltype_spec(p, &s->type);
            seen_type = true;
        } else if (!seen_type && (at(p, "::") || (at_ident(p) && !name_at(p->pos)->is_keyword))) {
            bool ty;
            name_path(p, &ty, &s->type.exprs);
            seen_type = true;
        } else {
            break;
        }
        if (p->failed)
            break;
    }
    if (!seen_type && !p->failed)
        parse_error(p, "expected a type");
    s->type.end = p->pos;
    return s;
}

/* ---- declarators ------------------------------------------------------- */

/* Skips the parameter list of a function declarator and what may follow
 * it: cv and ref qualifiers, noexcept, a trailing return type. */
static void fn_suffix(Parser *p, TypeRef *t)
{
    skip_balanced(p);
    for (;;) {
        if (at(p, "const") || at(p, "volatile") || at(p, "&") || at(p, "&&") ||
            at(p, "mutable")) {
            advance(p);
        } else if (at(p, "noexcept") || at(p, "throw")) {
            advance(p);
            if (at(p, "("))
                skip_balanced(p);
        } else if (at_attribute(p)) {
            skip_attribute(p);
        } else if (at(p, "->")) {
            advance(p);
            TypeRef r = type_id(p);
            append_expr(t, r.exprs);
        } else {
            return;
        }
    }
}

/* Does '(' at the current position open a nested declarator, not a
 * parameter list? */
static bool at_nested_declarator(Parser *p)
{
    if (!at(p, "("))
        return false;
    if (peek_is(p, 1, "*") || peek_is(p, 1, "&") || peek_is(p, 1, "&&") || peek_is(p, 1, "^"))
        return true;
    /* pointer to member: (C::*pm), (a::C::*pm) */
    int k = 1;
    while (peek(p, k)->kind == TK_IDENT && peek_is(p, k + 1, "::"))
        k += 2;
    return k > 1 && peek_is(p, k, "*");
}

/* `T (x)...`: a declared name in parentheses (`int (a)[3];`, C++'s
 * parenthesised declarator-id), where x is no type here (else `T (x)`
 * would be a function type) and not followed by what an expression
 * continues with. */
static bool at_paren_name(Parser *p)
{
    if (!at(p, "(") || peek(p, 1)->kind != TK_IDENT || !peek_is(p, 2, ")"))
        return false;
    Name *n = name_at(p->pos + 1);
    return n && !n->is_keyword && !ident_is_type(p, p->pos + 1) &&
           (peek_is(p, 3, "[") || peek_is(p, 3, ";") || peek_is(p, 3, "=") || peek_is(p, 3, ",") ||
            peek_is(p, 3, "{"));
}

/* Does '(' open a parameter list in an abstract declarator (`int(int)`,
 * `void()`), rather than an argument list after a type (`T(2)`)? */
static bool at_param_list(Parser *p)
{
    if (!at(p, "("))
        return false;
    Mark m = mark(p);
    advance(p);
    bool params = at(p, ")") || at(p, "...") || is_type_start(p);
    reset(p, m);
    return params;
}

// declarator = ptr-op* direct-declarator suffix*
// ptr-op     = ("*" | "&" | "&&" | name-path "::" "*") (cv | attribute)*
// direct     = ident | "..." ident? | "(" declarator ")" | (abstract: nothing)
// suffix     = "[" expr? "]" | "(" params ")" fn-qualifiers
/* Returns the declared name's token, -1 for an abstract declarator.  With
 * `named`, '(' after the name is left for the initialiser: `T x(1, 2)`. */
static int declarator(Parser *p, TypeRef *t, bool named)
{
    for (;;) {
        if (at(p, "*") || at(p, "&") || at(p, "&&") || at(p, "^")) {
            advance(p);
        } else if (at(p, "const") || at(p, "volatile") || at(p, "restrict") ||
                   at(p, "__restrict") || at(p, "__restrict__") || at(p, "__const") ||
                   at(p, "__volatile__")) {
            advance(p);
        } else if (at_attribute(p)) {
            skip_attribute(p);
        } else if (at_ident(p) && peek_is(p, 1, "::") && !named) {
            bool ty;               /* pointer to member: C::* */
            name_path(p, &ty, NULL);
            expect(p, "::");
        } else {
            break;
        }
    }
    int name = -1;
    bool nested = false;
    if (accept(p, "...")) {
        /* parameter pack */
    }
    if (at_nested_declarator(p) || (named && at_paren_name(p))) {
        advance(p);
        name = declarator(p, t, false);
        expect(p, ")");
        nested = true;
    } else if (at_ident(p) && (!name_at(p->pos)->is_keyword || at(p, "operator"))) {
        name = p->pos;
        advance(p);
    }
    for (;;) {
        if (at(p, "[") && !peek_is(p, 1, "[")) {
            advance(p);
            if (!at(p, "]")) {
                bool save = p->no_gt;
                p->no_gt = false;
                append_expr(t, expr(p));
                p->no_gt = save;
            }
            expect(p, "]");
        } else if (at(p, "(") && (nested || (name >= 0 ? !named : at_param_list(p)))) {
            fn_suffix(p, t);
        } else if (at_attribute(p)) {
            skip_attribute(p);
        } else {
            return name;
        }
    }
}

static bool type_id_rule(Parser *p)
{
    TypeRef t = {0};
    DeclSpec *s = decl_spec(p);
    (void)s;
    declarator(p, &t, false);
    return at(p, ")") || at(p, ",") || at(p, ">") || at(p, ">>") || at(p, "...") ||
           at(p, "]") || at(p, "{") || at(p, ";");
}

// type-id = decl-spec abstract-declarator
TypeRef type_id(Parser *p)
{
    DeclSpec *s = decl_spec(p);
    TypeRef t = s->type;
    declarator(p, &t, false);
    t.end = p->pos;
    return t;
}

/* Is a type-id next, one that starts with a known type (so that `(x)` is
 * not taken for a cast)? */
bool at_type_id(Parser *p)
{
    if (!is_type_start(p)) {
        if (!at(p, "::") && !at_ident(p))
            return false;
        /* A qualified or template name that is a type: `cg::plus<int>`. */
        Mark m = mark(p);
        p->quiet++;
        bool ty = false;
        name_path(p, &ty, NULL);
        p->quiet--;
        bool failed = p->failed;
        reset(p, m);
        if (failed || !ty)
            return false;
    }
    return speculate(p, type_id_rule);
}

/* ---- template arguments ------------------------------------------------ */

/* Takes one '>' — half of a '>>' if that is what comes. */
bool accept_gt(Parser *p)
{
    if (at(p, ">"))
        return advance(p), true;
    if (at(p, ">>")) {
        if (p->half_gt) {
            p->half_gt = false;
            advance(p);
        } else {
            p->half_gt = true;
        }
        return true;
    }
    return false;
}

void expect_gt(Parser *p)
{
    if (!accept_gt(p))
        parse_error(p, "expected '>'");
}

static bool template_arg_type_rule(Parser *p)
{
    TypeRef t = type_id(p);
    (void)t;
    accept(p, "...");
    return at(p, ",") || at(p, ">") || at(p, ">>");
}

// template-args = "<" (template-arg ("," template-arg)*)? ">"
// template-arg  = (type-id | cond-expr) "..."?
Node *template_args(Parser *p)
{
    Node head = {0}, *tail = &head;
    expect(p, "<");
    bool save_gt = p->no_gt;
    p->no_gt = true;
    while (!at(p, ">") && !at(p, ">>") && !at_end(p)) {
        if (at_type_id(p) && speculate(p, template_arg_type_rule)) {
            tail->next = type_id(p).exprs;
            while (tail->next)
                tail = tail->next;
        } else {
            Node *e = cond_expr(p);
            if (e) {
                tail->next = e;
                tail = e;
            }
        }
        accept(p, "...");
        if (!accept(p, ","))
            break;
    }
    p->no_gt = save_gt;
    expect_gt(p);
    return head.next;
}

bool try_template_args(Parser *p)
{
    return speculate(p, template_args_rule);
}

/* ---- declarations ------------------------------------------------------ */

/* Does a declaration start here?  See the essay in parse.c. */
bool looks_like_decl(Parser *p)
{
    if (is_type_start(p) && !at_ident(p))
        return true;
    if (at_ident(p) && name_at(p->pos)->is_keyword)
        return is_type_start(p);
    if (!at(p, "::") && !(at_ident(p) && !name_at(p->pos)->is_keyword))
        return false;
    if (at_ident(p) && ident_is_local_var(p, p->pos))
        return false;
    Name *first = at_ident(p) ? name_at(p->pos) : NULL;
    Mark m = mark(p);
    p->quiet++;
    bool ty = false;
    name_path(p, &ty, NULL);
    bool decl = false;
    if (p->failed) {
        decl = false;
    } else if ((at_ident(p) && (!name_at(p->pos)->is_keyword || at_qualifier(p) ||
                                at(p, "operator"))) || at_attribute(p)) {
        decl = true;                                    /* T x, T const x */
    } else if (at(p, "*") || at(p, "&") || at(p, "&&")) {
        if (ty) {
            decl = true;
        } else {
            /* unknown T: `T *x = ...;` is a declaration, `a * b;` would be
             * an expression that computes nothing */
            bool known_value = first && (first->decls != NULL);
            while (at(p, "*") || at(p, "&") || at(p, "&&") || at(p, "const"))
                advance(p);
            decl = !known_value && at_ident(p) &&
                   (peek_is(p, 1, "=") || peek_is(p, 1, ";") || peek_is(p, 1, ",") ||
                    peek_is(p, 1, "["));
        }
    } else if (ty && at_nested_declarator(p)) {
        decl = true;                                    /* T (*fp)(int) */
    } else if (ty && at(p, "...")) {
        decl = true;
    }
    p->quiet--;
    reset(p, m);
    return decl;
}

static bool expr_list_rule(Parser *p)
{
    expr_list(p, ")");
    return at(p, ")");
}

/* `T x(...)`: arguments of a direct initialisation, or the parameters of
 * a block-scope function declaration, which are skipped. */
static Node *paren_init(Parser *p)
{
    if (!speculate(p, expr_list_rule)) {
        skip_balanced(p);
        return NULL;
    }
    Node *n = new_node(p, ND_INIT_LIST, p->pos);
    advance(p);
    n->args = expr_list(p, ")");
    expect(p, ")");
    return n;
}

// structured-binding = "[" ident ("," ident)* "]"
static void structured_binding(Parser *p, Node *var)
{
    advance(p);
    while (at_ident(p) && !at_end(p)) {
        scope_add(p, p->pos, LV_VAR);
        if (var->tok < 0 || !name_at(var->tok))
            var->tok = p->pos;
        advance(p);
        if (!accept(p, ","))
            break;
    }
    expect(p, "]");
}

// init-declarator = declarator ("=" initializer | braced-list | "(" expr-list ")")?
static Node *init_declarator(Parser *p, DeclSpec *s)
{
    Node *var = new_node(p, ND_VAR, p->pos);
    var->begin = p->pos;
    var->spec = s;
    var->type = s->type;
    var->type.exprs = NULL;
    if (at(p, "[")) {
        var->tok = -1;
        structured_binding(p, var);
    } else {
        int name = declarator(p, &var->type, true);
        var->tok = name >= 0 ? name : var->tok;
        if (name >= 0)
            scope_add(p, name, s->is_typedef ? LV_TYPE : LV_VAR);
    }
    while (at_attribute(p))
        skip_attribute(p);
    if (at(p, "=")) {
        var->assign_tok = p->pos;
        advance(p);
        var->init = initializer(p);
    } else if (at(p, "{")) {
        var->assign_tok = p->pos;
        var->init = braced_list(p);
    } else if (at(p, "(")) {
        var->assign_tok = p->pos;
        var->init = paren_init(p);
        if (at(p, "noexcept") || at(p, "throw") || at(p, "const") || at(p, "->") ||
            at_attribute(p)) {      /* a block-scope function declaration */
            var->assign_tok = -1;
            var->init = NULL;
            while (!at(p, ";") && !at(p, ",") && !at_end(p)) {
                if (at(p, "(") || at(p, "["))
                    skip_balanced(p);
                else
                    advance(p);
            }
        }
    } else if (at(p, ":") && !peek_is(p, 1, ":")) {
        /* bit-field or range-for: left to the caller */
    }
    var->end = p->pos;
    return var;
}

// declaration = decl-spec (init-declarator ("," init-declarator)*)? ";"
Node *declaration(Parser *p, bool need_semi)
{
    Node *n = new_node(p, ND_DECL, p->pos);
    DeclSpec *s = decl_spec(p);
    n->spec = s;
    n->type = s->type;
    Node head = {0}, *tail = &head;
    while (!at(p, ";") && !at_end(p)) {
        Node *v = init_declarator(p, s);
        tail = tail->next = v;
        if (!accept(p, ","))
            break;
    }
    if (need_semi)
        expect(p, ";");
    n->body = head.next;
    return n;
}

// initializer = braced-list | assign
Node *initializer(Parser *p)
{
    if (at(p, "{"))
        return braced_list(p);
    return assign(p);
}

// designator = ("." ident | "[" cond-expr ("..." cond-expr)? "]")+ "=" | ident ":"
static Node *designated(Parser *p)
{
    if (at_ident(p) && peek_is(p, 1, ":") && !peek_is(p, 2, ":")) {
        Node *d = new_node(p, ND_DESIG, p->pos);
        advance(p);
        advance(p);
        d->rhs = initializer(p);
        return d;
    }
    if (!at(p, ".") && !at(p, "["))
        return NULL;
    Node *d = new_node(p, ND_DESIG, p->pos);
    Node head = {0}, *tail = &head;
    while (at(p, ".") || at(p, "[")) {
        if (accept(p, ".")) {
            if (!at_ident(p))
                parse_error(p, "expected a member name");
            advance(p);
        } else {
            advance(p);
            tail = tail->next = cond_expr(p);
            if (accept(p, "..."))
                tail = tail->next = cond_expr(p);
            expect(p, "]");
        }
        while (tail && tail->next)
            tail = tail->next;
    }
    d->args = head.next;
    if (!accept(p, "=") && !at(p, "{"))
        parse_error(p, "expected '='");
    d->rhs = initializer(p);
    return d;
}

// braced-list = "{" (element ("," element)* ","?)? "}"
// element     = designator? initializer "..."?
static Node *braced_list_inner(Parser *p);

Node *braced_list(Parser *p)
{
    if (p->failed || !nest_in(p))
        return NULL;
    Node *n = braced_list_inner(p);
    nest_out(p);
    return n;
}

static Node *braced_list_inner(Parser *p)
{
    Node *n = new_node(p, ND_INIT_LIST, p->pos);
    expect(p, "{");
    bool save = p->no_gt;
    p->no_gt = false;
    Node head = {0}, *tail = &head;
    while (!at(p, "}") && !at_end(p)) {
        Node *e = designated(p);
        if (!e)
            e = initializer(p);
        e = pack_expansion(p, e);
        if (e)
            tail = tail->next = e;
        if (!accept(p, ","))
            break;
    }
    p->no_gt = save;
    expect(p, "}");
    n->args = head.next;
    return n;
}

/* ---- parameters -------------------------------------------------------- */

static bool param_rule(Parser *p)
{
    if (at(p, "...") || (at(p, "void") && peek_is(p, 1, ")")))
        return true;
    DeclSpec *s = decl_spec(p);
    TypeRef t = s->type;
    int name = declarator(p, &t, false);
    if (name >= 0)
        scope_add(p, name, LV_VAR);
    if (accept(p, "=")) {
        /* default argument: not evaluated in the body */
        while (!at(p, ",") && !at_end(p)) {
            if (at(p, "(") || at(p, "[") || at(p, "{"))
                skip_balanced(p);
            else
                advance(p);
        }
    }
    return true;
}

/* Puts the parameters between the parentheses open and close into the
 * scope.  They are parsed quietly; when a parameter does not parse, the
 * identifiers that end one (`x,` `x)` `x[` `x =`) are taken instead. */
void add_params(Parser *p, int open, int close)
{
    int save_end = p->end;
    p->pos = open + 1;
    p->end = close;
    p->quiet++;
    while (!at_end(p)) {
        Mark m = mark(p);
        param_rule(p);
        if (p->failed) {
            reset(p, m);
            p->quiet--;
            goto fallback;
        }
        if (!accept(p, ","))
            break;
    }
    p->quiet--;
    p->end = save_end;
    return;
fallback:
    p->end = save_end;
    for (int i = open + 1; i < close; i++) {
        Token *next = &p->toks[i + 1];
        if (p->toks[i].kind == TK_IDENT && !name_at(i)->is_keyword &&
            (i + 1 == close || tok_is(next, ",") || tok_is(next, "[") || tok_is(next, "=")))
            scope_add(p, i, LV_VAR);
    }
}

/* Template parameters between '<' at lt and '>' at gt: `typename T`,
 * `class... Ts`, `template <...> class U` and `Concept T` are types, the
 * others values. */
void add_template_params(Parser *p, int lt, int gt)
{
    int start = lt + 1, depth = 0;
    for (int i = lt + 1; i <= gt; i++) {
        Token *t = &p->toks[i];
        bool end = i == gt;
        if (!end && t->kind == TK_PUNCT) {
            if (tok_is(t, "<") || tok_is(t, "(") || tok_is(t, "[") || tok_is(t, "{"))
                depth++;
            else if (tok_is(t, ">") || tok_is(t, ")") || tok_is(t, "]") || tok_is(t, "}"))
                depth--;
            else if (tok_is(t, ",") && depth == 0)
                end = true;
        }
        if (!end)
            continue;
        /* one parameter in [start, i) */
        int j = start;
        if (j < i && tok_is(&p->toks[j], "template")) {
            int e = template_header_end(j);
            j = e > 0 ? e + 1 : i;
        }
        Name *first = j < i ? name_at(j) : NULL;
        bool is_type = j < i && (tok_is(&p->toks[j], "typename") || tok_is(&p->toks[j], "class") ||
                                 /* C++20 `Concept T` */
                                 (first && name_is_template(first) && !name_is_type(first)));
        int name = -1;
        for (int k = j; k < i && !tok_is(&p->toks[k], "="); k++)
            if (p->toks[k].kind == TK_IDENT && !name_at(k)->is_keyword)
                name = k;
        if (name >= 0)
            scope_add(p, name, is_type ? LV_TYPE : LV_VAR);
        start = i + 1;
    }
}
