/*
 * Writes a kernel's region plan (src/simt/region.c) as its block entry:
 *
 *     template <...> static inline __attribute__((flatten))
 *     void cucc__reg_k(params)
 *     {
 *         cucc__ctx_frame cucc__f;                     block size, arena reset
 *         unsigned char *cucc__ex = ...;               exited threads, if any return
 *         ...scalar statements and control, as written...
 *         typedef float cucc__T7;                      a context variable's type
 *         cucc__mut<cucc__T7> *cucc__c7 = cucc__ctx_alloc<...>(cucc__f.nt);
 *         for z, y, x of the block {                   a piece
 *             threadIdx = uint3{x, y, z};
 *             if (cucc__ex[cucc__t]) continue;
 *             cucc__T7 &sum = cucc__c7[cucc__t];       context variables it uses
 *             { ...its statements, as written... }
 *             cucc__next4:;                            where `return` goes
 *         }
 *     }
 *
 * The user's statements are copied with their line markers, so compiler
 * messages and debuggers see the user's lines; only a context variable's
 * declaration and `return` are rewritten.  A context variable's type is
 * its declaration's, spelled as a typedef of the same declarator.
 */
#include "emit.h"
#include "simt/simt.h"

#include <string.h>

static bool is_storage_word(const Token *t)
{
    static const char *const words[] = {
        "static", "extern", "register", "thread_local", "inline", "constexpr", "mutable",
        "typedef", "__shared__", "__device__", "__constant__", "__managed__", "__host__",
        "__global__", "__forceinline__", "__noinline__", "__restrict__",
    };
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (tok_is(t, words[i]))
            return true;
    return false;
}

static RVar *var_of(const RegionPlan *P, const Node *v)
{
    for (int i = 0; i < P->nvars; i++)
        if (P->vars[i]->var == v)
            return P->vars[i];
    return NULL;
}

static bool is_ctx_decl(const RegionPlan *P, const Node *s)
{
    for (int i = 0; i < P->nctx_decls; i++)
        if (P->ctx_decls[i] == s)
            return true;
    return false;
}

static Node *decl_of(const RegionPlan *P, const RVar *rv)
{
    for (int i = 0; i < P->nctx_decls; i++)
        for (Node *v = P->ctx_decls[i]->body; v; v = v->next)
            if (v == rv->var)
                return P->ctx_decls[i];
    return NULL;
}

/* typedef <specifiers> <declarator, named cucc__T<id>>; and the storage. */
static void emit_storage(Emitter *E, const RegionPlan *P, const RVar *rv)
{
    const Node *decl = decl_of(P, rv), *v = rv->var;
    emit_text(E, "typedef ");
    for (int i = decl->spec->type.begin; i < decl->spec->type.end; i++)
        if (!is_storage_word(&E->t[i]))
            emit_flat(E, i, i + 1);
    int end = v->assign_tok >= 0 ? v->assign_tok : v->end;
    for (int i = v->begin; i < end; i++) {
        if (i == v->tok)
            emit_text(E, " cucc__T%d ", rv->id);
        else
            emit_flat(E, i, i + 1);
    }
    emit_text(E, "; cucc__mut<cucc__T%d> *cucc__c%d = cucc__ctx_alloc<cucc__mut<cucc__T%d>>"
                 "(cucc__f.nt);", rv->id, rv->id, rv->id);
}

static void emit_ref(Emitter *E, const RVar *rv)
{
    emit_text(E, "cucc__T%d &", rv->id);
    emit_flat(E, rv->var->tok, rv->var->tok + 1);
    emit_text(E, " = cucc__c%d[cucc__t];", rv->id);
}

/* A context variable's declaration in its piece: the initialiser goes to
 * the thread's element, the name becomes a reference to it. */
static void emit_ctx_decl(Emitter *E, const RegionPlan *P, const Node *s)
{
    for (const Node *v = s->body; v; v = v->next) {
        const RVar *rv = var_of(P, v);
        bool array = false;
        for (int i = v->begin; i < (v->assign_tok >= 0 ? v->assign_tok : v->end); i++)
            array |= is_at(E, i, "[");
        if (v->init && v->assign_tok >= 0 && array) {
            /* arrays are not assigned: initialise a copy, copy its bytes */
            emit_text(E, "{ cucc__T%d cucc__i ", rv->id);
            emit_range(E, v->assign_tok, v->end);
            emit_text(E, "; __builtin_memcpy((void *)&cucc__c%d[cucc__t], (const void *)&cucc__i, "
                         "sizeof cucc__i); }", rv->id);
        } else if (v->init && v->assign_tok >= 0) {
            emit_text(E, "cucc__c%d[cucc__t] = ", rv->id);
            if (is_at(E, v->assign_tok, "="))
                emit_range(E, v->assign_tok + 1, v->end);
            else {
                emit_text(E, "cucc__T%d", rv->id);
                emit_range(E, v->assign_tok, v->end);
            }
            emit_text(E, ";");
        }
        emit_ref(E, rv);
    }
}

/* Tokens [from, to) with each `return` statement among them made the
 * thread's exit from the piece. */
static void emit_returns(Emitter *E, const RegionPlan *P, int from, int to, int piece)
{
    for (int i = 0; i < P->nreturns; i++) {
        const Node *r = P->returns[i];
        if (r->begin < from || r->begin >= to)
            continue;
        emit_range(E, from, r->begin);
        emit_sync(E, r->begin);
        emit_text(E, "{ cucc__ex[cucc__t] = 1; goto cucc__next%d; }", piece);
        from = r->end;
    }
    emit_range(E, from, to);
}

static void emit_piece(Emitter *E, const RegionPlan *P, const RItem *it)
{
    bool exits = P->nreturns > 0;
    for (int i = 0; i < it->nown; i++)
        emit_storage(E, P, it->own[i]);
    emit_text(E, "for (unsigned cucc__z = 0; cucc__z < cucc__f.bd.z; cucc__z++) "
                 "for (unsigned cucc__y = 0; cucc__y < cucc__f.bd.y; cucc__y++) "
                 "for (unsigned cucc__x = 0, cucc__t = (cucc__z * cucc__f.bd.y + cucc__y) * "
                 "cucc__f.bd.x; cucc__x < cucc__f.bd.x; cucc__x++, cucc__t++) { "
                 "threadIdx = uint3{cucc__x, cucc__y, cucc__z};");
    if (exits)
        emit_text(E, "if (cucc__ex[cucc__t]) continue;");
    for (int i = 0; i < it->nuses; i++)
        emit_ref(E, it->uses[i]);
    emit_text(E, "{");
    for (int i = 0; i < it->nremat; i++)
        emit_range(E, it->remat[i]->begin, it->remat[i]->end);
    for (int i = 0; i < it->nstmts; i++) {
        const Node *s = it->stmts[i];
        if (is_ctx_decl(P, s))
            emit_ctx_decl(E, P, s);
        else
            emit_returns(E, P, s->begin, s->end, it->id);
    }
    emit_text(E, "}");
    if (exits)
        emit_text(E, "cucc__next%d:;", it->id);
    emit_text(E, "}");
}

static void emit_list(Emitter *E, const RegionPlan *P, const RList *L);

static void emit_control(Emitter *E, const RegionPlan *P, const RItem *it)
{
    const Node *s = it->stmt;
    switch (s->kind) {
    case ND_IF:
        emit_range(E, s->begin, s->then->begin);
        emit_list(E, P, it->body);
        if (it->els) {
            emit_text(E, " else ");
            emit_list(E, P, it->els);
        }
        break;
    case ND_WHILE:
    case ND_FOR:
        emit_range(E, s->begin, s->body->begin);
        emit_list(E, P, it->body);
        break;
    case ND_DO:
        emit_range(E, s->begin, s->body->begin);
        emit_list(E, P, it->body);
        emit_range(E, s->body->end, s->end);
        break;
    default:
        emit_list(E, P, it->body);
        break;
    }
}

static void emit_list(Emitter *E, const RegionPlan *P, const RList *L)
{
    emit_text(E, "{");
    if (L->storage)
        emit_text(E, "cucc__ctx_mark cucc__m;");
    for (const RItem *it = L->items; it; it = it->next) {
        if (it->kind == RI_SCALAR)
            emit_range(E, it->stmt->begin, it->stmt->end);
        else if (it->kind == RI_PIECE)
            emit_piece(E, P, it);
        else
            emit_control(E, P, it);
    }
    emit_text(E, "}");
}

/* The block entry's body; the caller has written its head. */
void emit_region_body(Emitter *E, const RegionPlan *P)
{
    emit_text(E, "{ cucc__ctx_frame cucc__f;");
    if (P->nreturns)
        emit_text(E, "unsigned char *cucc__ex = cucc__ctx_alloc<unsigned char>(cucc__f.nt); "
                     "__builtin_memset(cucc__ex, 0, cucc__f.nt);");
    emit_list(E, P, P->body);
    emit_text(E, "}");
}
