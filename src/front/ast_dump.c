/*
 * `cucc --dump=ast`: the AST of every device function body of the user's
 * files, one node per line, children indented under their parent and
 * labelled with the field that holds them.
 */
#include "ast.h"

#include <stdio.h>

static const char *kind_names[] = {
    [ND_NUM] = "NUM", [ND_STR] = "STR", [ND_CHAR] = "CHAR", [ND_LITERAL] = "LITERAL",
    [ND_NAME] = "NAME", [ND_THIS] = "THIS", [ND_MEMBER] = "MEMBER", [ND_INDEX] = "INDEX",
    [ND_CALL] = "CALL", [ND_LAUNCH] = "LAUNCH", [ND_UNARY] = "UNARY",
    [ND_POSTFIX] = "POSTFIX", [ND_BINARY] = "BINARY", [ND_ASSIGN] = "ASSIGN",
    [ND_COND] = "COND", [ND_COMMA] = "COMMA", [ND_CAST] = "CAST", [ND_CTOR] = "CTOR",
    [ND_SIZEOF] = "SIZEOF", [ND_INIT_LIST] = "INIT_LIST", [ND_DESIG] = "DESIG",
    [ND_LAMBDA] = "LAMBDA", [ND_NEW] = "NEW", [ND_DELETE] = "DELETE", [ND_THROW] = "THROW",
    [ND_STMT_EXPR] = "STMT_EXPR", [ND_PACK] = "PACK", [ND_OPAQUE] = "OPAQUE",
    [ND_BLOCK] = "BLOCK", [ND_DECL] = "DECL", [ND_VAR] = "VAR", [ND_EXPR_STMT] = "EXPR_STMT",
    [ND_IF] = "IF", [ND_SWITCH] = "SWITCH", [ND_CASE] = "CASE", [ND_DEFAULT] = "DEFAULT",
    [ND_WHILE] = "WHILE", [ND_DO] = "DO", [ND_FOR] = "FOR", [ND_RANGE_FOR] = "RANGE_FOR",
    [ND_BREAK] = "BREAK", [ND_CONTINUE] = "CONTINUE", [ND_RETURN] = "RETURN",
    [ND_GOTO] = "GOTO", [ND_LABEL] = "LABEL", [ND_NULL] = "NULL", [ND_ASM] = "ASM",
    [ND_SKIP] = "SKIP",
};

static void dump(TU *tu, FILE *out, const char *label, Node *n, int depth);

static void dump_list(TU *tu, FILE *out, const char *label, Node *n, int depth)
{
    for (; n; n = n->next)
        dump(tu, out, label, n, depth);
}

static void print_tokens(TU *tu, FILE *out, int begin, int end)
{
    for (int i = begin; i < end && i < tu->toks.n; i++)
        fprintf(out, "%s%.*s", i > begin ? " " : "", tu->toks.v[i].len, tu->toks.v[i].text);
}

static void dump(TU *tu, FILE *out, const char *label, Node *n, int depth)
{
    Token *t = &tu->toks.v[n->tok];
    fprintf(out, "%*s%s%s%s '%.*s' %d:%d", depth * 2, "", label, *label ? ": " : "",
            kind_names[n->kind], t->len, t->text, t->line, t->col);
    if (n->type.end > n->type.begin) {
        fprintf(out, " type=[");
        print_tokens(tu, out, n->type.begin, n->type.end);
        fprintf(out, "]");
    }
    if (n->kind == ND_NAME) {
        if (n->qualified)
            fprintf(out, " qualified");
        fprintf(out, n->local ? " local" : n->name ? " global" : "");
    }
    if (n->kind == ND_VAR && n->spec && n->spec->cuda)
        fprintf(out, " cuda=%#x", n->spec->cuda);
    fputc('\n', out);
    Node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc};
    const char *names[] = {"lhs", "rhs", "cond", "then", "else", "init", "inc"};
    for (int k = 0; k < 7; k++)
        if (kids[k])
            dump_list(tu, out, names[k], kids[k], depth + 1);
    dump_list(tu, out, "config", n->config, depth + 1);
    dump_list(tu, out, "targ", n->targs, depth + 1);
    dump_list(tu, out, "arg", n->args, depth + 1);
    dump_list(tu, out, "texpr", n->type.exprs, depth + 1);
    dump_list(tu, out, "", n->body, depth + 1);
}

void dump_ast(TU *tu, FILE *out)
{
    names_init(tu);
    for (Decl *d = tu->decls; d; d = d->next) {
        if (d->in_system || d->kind != DK_FUNC || d->body_open < 0 ||
            !(exec_space(tu, d) & (CU_DEVICE | CU_GLOBAL)))
            continue;
        Token *t = &tu->toks.v[d->name_tok >= 0 ? d->name_tok : d->begin];
        fprintf(out, "%s %s %s:%d\n", space_name(exec_space(tu, d)), d->name,
                t->file ? t->file->name : "?", t->line);
        Node *body = parse_function(tu, d);
        if (body)
            dump(tu, out, "", body, 1);
    }
}
