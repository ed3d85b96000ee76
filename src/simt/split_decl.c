/*
 * simt_split_decls(): one declarator per declaration statement, before a
 * region plan (src/simt/region.c) classifies locals statement by
 * statement.
 *
 *   int tx = threadIdx.x, half = blockDim.x / 2, acc;
 *
 * declares a thread's own value, a value the same in every thread and a
 * local set later.  The plan takes a declaration as a whole: uniform
 * (run once per block) only when all its variables are, so `half` above,
 * a loop's bound, made the loop's trip count "differ between threads"
 * and sent the kernel to fibers.  Split into three statements, each is
 * judged on its own.  Likewise a loop with waits whose init declares
 * several variables,
 *
 *   for (int a = aBegin, i = 0, aStage = aBegin; a <= aEnd; a += aStep, ++i)
 *
 * (a counter the block shares beside a thread's own copy index): the
 * init's variables go before the loop, one declaration each, the loop
 * and they in a block of their own (their scope), and the loop has no
 * init, as C89 code writes it, which region.c knows.
 *
 * Tree edits only: the nodes keep their tokens.  A split declaration's
 * [begin, end) is its declarator and [spec_from, spec_to) the specifiers
 * it shares (src/front/ast.h); a hoisted loop's spec_to is where its
 * header goes on after the init.  The region emitter (src/emit/region.c,
 * emit_stmt) prints them so; everything else prints a statement that
 * holds them from the tokens, as written.  Idempotent: a plan is tried
 * again after each demotion.
 */
#include <stdlib.h>

#include "simt/simt.h"

static bool is_tok(const TU *tu, int i, const char *s)
{
    return i >= 0 && i < tu->toks.n && tok_is(&tu->toks.v[i], s);
}

/* A declaration statement of several plain declarators whose specifiers
 * can be written again before each: no class or enum defined in them,
 * nothing __shared__, static, extern or typedef (those stay whole, as
 * the plan takes them).  [from, to): the specifiers' tokens. */
static bool splittable(const TU *tu, const Node *s, int from)
{
    if (s->kind != ND_DECL || !s->spec || !s->body || !s->body->next || s->spec_to > s->spec_from)
        return false;
    const DeclSpec *sp = s->spec;
    if (sp->is_typedef || sp->is_static || sp->is_extern || (sp->cuda & CU_SHARED))
        return false;
    for (const Node *v = s->body; v; v = v->next)
        if (v->kind != ND_VAR || v->tok < 0 || v->begin < from || v->end <= v->begin)
            return false;
    if (from >= s->body->begin)
        return false;
    for (int i = from; i < s->body->begin; i++)
        if (is_tok(tu, i, "{") || is_tok(tu, i, "}") || is_tok(tu, i, ";"))
            return false;
    return true;
}

static Node *new_stmt(NodeKind kind, int tok, int begin, int end)
{
    Node *n = calloc(1, sizeof *n);
    n->kind = kind;
    n->tok = tok;
    n->assign_tok = -1;
    n->begin = begin;
    n->end = end;
    return n;
}

/* The declaration's variables, one ND_DECL each, chained; *last the last. */
static Node *split(Node *s, int from, Node **last)
{
    Node head = {0}, *tail = &head;
    for (Node *v = s->body, *next; v; v = next) {
        next = v->next;
        v->next = NULL;
        Node *d = new_stmt(ND_DECL, v->begin, v->begin, v->end);
        d->spec = s->spec;
        d->type = s->type;
        d->body = v;
        d->spec_from = from;
        d->spec_to = s->body->begin;
        tail = tail->next = d;
    }
    *last = tail;
    return head.next;
}

static void split_list(const TU *tu, Node **list, SimtWaits waits, void *arg);

static void split_stmt(const TU *tu, Node *s, SimtWaits waits, void *arg)
{
    if (!s)
        return;
    switch (s->kind) {
    case ND_BLOCK:
        split_list(tu, &s->body, waits, arg);
        break;
    case ND_IF:
        split_stmt(tu, s->then, waits, arg);
        split_stmt(tu, s->els, waits, arg);
        break;
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
    case ND_SWITCH:
    case ND_CASE:
    case ND_DEFAULT:
    case ND_LABEL:
        split_stmt(tu, s->body, waits, arg);
        break;
    default:
        break;
    }
}

/* The loop `for (T a = e, b = f; c; i) body` with waits in it, as
 * `{ T a = e; T b = f; for (; c; i) body }`: the new block; else NULL. */
static Node *hoist(const TU *tu, Node *s, SimtWaits waits, void *arg)
{
    Node *init = s->init;
    if (s->kind != ND_FOR || !init || init->kind != ND_DECL || !init->body || !s->body ||
        !splittable(tu, init, init->tok) || !waits(arg, s))
        return NULL;
    const Node *lastv = init->body;
    while (lastv->next)
        lastv = lastv->next;
    int semi = lastv->end;
    if (!is_tok(tu, semi, ";"))
        return NULL;
    Node *last, *decls = split(init, init->tok, &last);
    Node *b = new_stmt(ND_BLOCK, s->tok, s->begin, s->end);
    b->body = decls;
    last->next = s;
    s->init = NULL;
    s->spec_to = semi + 1;
    return b;
}

static void split_list(const TU *tu, Node **list, SimtWaits waits, void *arg)
{
    for (Node **at = list; *at;) {
        Node *s = *at, *next = s->next, *b;
        if (splittable(tu, s, s->begin)) {
            Node *last;
            *at = split(s, s->begin, &last);
            last->next = next;
            at = &last->next;
            continue;
        }
        if ((b = hoist(tu, s, waits, arg)) != NULL) {
            s->next = NULL;
            b->next = next;
            *at = b;
            split_stmt(tu, s->body, waits, arg);
            at = &b->next;
            continue;
        }
        split_stmt(tu, s, waits, arg);
        at = &s->next;
    }
}

void simt_split_decls(const TU *tu, Node *body, SimtWaits waits, void *arg)
{
    if (body && body->kind == ND_BLOCK)
        split_list(tu, &body->body, waits, arg);
}
