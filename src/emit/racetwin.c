/*
 * racecheck's twin of a region kernel, written (src/simt/racetwin.c
 * decides which chains on __shared__ variables it reports; docs/
 * sanitizer.md).  While src/emit/kernel.c writes the twin's body,
 * emit_range wraps each site's tokens:
 *
 *     s[i] = v              cucc__racct<2>(s[i], cucc__t, cucc__x, cucc__y, cucc__z) = v
 *     s[threadIdx.x] += v   cucc__raccq<3>(blockDim.y == 1 && blockDim.z == 1,
 *                                        s[threadIdx.x], cucc__t, ...) += v
 *     if (s[0] > 0)         if (cucc__racc<1>(s[0]) > 0)       (no piece: no thread)
 *
 * (include/cucc/kernel.hpp): each reports the access to racecheck and
 * yields the element, cucc__raccq only when the block's shape does not make
 * the element the thread's own.  A site whose pieces all only read shared
 * memory between two barriers is written as it stands.
 */
#include "emit.h"
#include "simt/simt.h"

#include <stdlib.h>

void emit_rc_begin(Emitter *E, const RegionPlan *P)
{
    int n = E->tu->toks.n;
    E->rc = P;
    E->rc_open = 0;
    E->rc_pre = calloc((size_t)n + 1, sizeof *E->rc_pre);
    E->rc_suf = calloc((size_t)n + 1, sizeof *E->rc_suf);
    if (!E->rc_pre || !E->rc_suf) {
        emit_rc_end(E);
        return;
    }
    for (int s = 0; s < P->nrc_sites; s++) {
        const RcSite *site = &P->rc_sites[s];
        if (site->wrap != RC_OWN && site->wrap != RC_PLAIN)
            continue;
        if (site->begin < 0 || site->end <= site->begin || site->end > n)
            continue;
        E->rc_pre[site->begin] = s + 1;
        E->rc_suf[site->end - 1] = s + 1;
    }
}

void emit_rc_end(Emitter *E)
{
    if (E->rc && E->rc_open)
        diag_error(&E->t[E->rc->rc_sites[0].begin], "internal: racecheck's twin left %d wraps open",
                   E->rc_open);
    free(E->rc_pre);
    free(E->rc_suf);
    E->rc_pre = E->rc_suf = NULL;
    E->rc = NULL;
}

/* The width of v's rows, `s[H][W]`: its second bracket's tokens. */
static void emit_row_width(Emitter *E, int var_tok)
{
    int i = tok_skip_group(&E->tu->toks, var_tok + 1);
    int e = tok_skip_group(&E->tu->toks, i);
    emit_text(E, "(");
    emit_flat(E, i + 1, e - 1);
    emit_text(E, ")");
}

void emit_rc_prefix(Emitter *E, int i)
{
    int s = E->rc_pre[i];
    if (!s)
        return;
    const RcSite *site = &E->rc->rc_sites[s - 1];
    E->rc_pre[i] = 0;               /* no site inside its own row width */
    emit_sync(E, i);
    if (site->wrap == RC_OWN) {
        emit_text(E, "cucc__raccq<%d>(", site->how);
        if (site->own == 1) {
            emit_text(E, "blockDim.y == 1 && blockDim.z == 1, ");
        } else {
            emit_text(E, "blockDim.z == 1 && blockDim.x <= ");
            emit_row_width(E, site->var_tok);
            emit_text(E, ", ");
        }
    } else {
        emit_text(E, site->held ? "cucc__racct<%d>(" : "cucc__racc<%d>(", site->how);
    }
    E->rc_pre[i] = s;
    E->rc_open++;
}

void emit_rc_suffix(Emitter *E, int i)
{
    int s = E->rc_suf[i];
    if (!s)
        return;
    const RcSite *site = &E->rc->rc_sites[s - 1];
    emit_text(E, site->wrap == RC_OWN || site->held ? ", cucc__t, cucc__x, cucc__y, cucc__z)" : ")");
    E->rc_open--;
}
