/*
 * The lockstep points of legacy warp-synchronous code
 * (src/simt/lockstep.c), written around the statements they follow:
 *
 *     stmt              ->  { stmt cucc__activemask_here(END); }
 *     decl              ->  decl cucc__activemask_here(END);
 *     lhs op= rhs;      ->  { auto cucc__ws = (rhs); cucc__activemask_here(OP);
 *                             lhs op= cucc__ws; cucc__activemask_here(END); }
 *
 * A point's site is LOCKSTEP_SITE plus the index of the token where it
 * stands (OP: the assignment operator, END: the statement's end), so that
 * the runtime, which releases the lanes furthest behind first, sees the
 * points in source order: lanes that skipped an if wait at its end while
 * the lanes inside go through the points within.
 * The statement's own tokens are copied with their edits (a nested
 * lockstep point, a device printf), on their own lines.
 */
#include "emit.h"
#include "simt/simt.h"

static void point(Emitter *E, int site)
{
    emit_text(E, "cucc__activemask_here(%d);", LOCKSTEP_SITE + site);
}

void emit_lockstep(Emitter *E, Edit *ed)
{
    const LockPoint *lp = ed->lock;
    const Node *s = lp->stmt;
    switch (lp->kind) {
    case LK_AFTER_DECL:
        emit_range(E, s->begin, s->end);
        point(E, s->end);
        break;
    case LK_AFTER:
        emit_text(E, "{");
        emit_range(E, s->begin, s->end);
        point(E, s->end);
        emit_text(E, "}");
        break;
    case LK_SPLIT: {
        int op = lp->assign->tok;
        emit_text(E, "{ auto cucc__ws = (");
        emit_range(E, op + 1, s->end - 1);
        emit_text(E, ");");
        point(E, op);
        emit_range(E, s->begin, op + 1);
        emit_text(E, "cucc__ws;");
        point(E, s->end);
        emit_text(E, "}");
        break;
    }
    }
}

void find_lockstep(Emitter *E)
{
    int n;
    const LockPoint *v = simt_lockstep_points(&n);
    for (int i = 0; i < n; i++)
        add_edit(E, ED_LOCKSTEP, v[i].stmt->begin, v[i].stmt->end)->lock = &v[i];
}
