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
 *             threadIdx = uint3{x, y, z};              the worker's, for callees
 *                                                      (if it calls any that may read it)
 *             const uint3 threadIdx{x, y, z};          the piece's, in a register
 *             if (cucc__ex[cucc__t]) continue;
 *             cucc__T7 &sum = cucc__c7[cucc__t];       context variables it uses
 *             { ...its statements, as written... }
 *             cucc__next4:;                            where `return` goes
 *         }
 *     }
 *
 * The user's statements are copied with their line markers, so compiler
 * messages and debuggers see the user's lines; only a context variable's
 * declaration, `return`, collectives and atomics on shared memory (which
 * become cucc__blk_atomicX, include/cucc/device_atomic.h) are rewritten.  A context variable's type is
 * its declaration's, spelled as a typedef of the same declarator.
 */
#include "emit.h"
#include "simt/simt.h"

#include <stdio.h>
#include <stdlib.h>
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

/* The bytes of context variables of a run of fused blocks with them or
 * with a lockstep loop, and the most blocks of such a run (a histogram's
 * 256 shared copies of 1 KB, fused, had left the L1 cache: 13% slower). */
#define FUSED_BYTES 16384
#define FUSED_RUN 8

/* The block entry is compiled for a blockDim.x known at compile time
 * (emit_region_body's width_known; src/emit/kernel.c, emit_region). */
static bool width_known;

/* Before an x loop of such an entry: a loop of 16 or 32 iterations,
 * which gcc would otherwise unroll whole before its vectoriser sees it
 * and compile as scalar code (jacobi_shared's 16 x 16 tiles, by hand:
 * 50 % slower than the loop of unknown length; as a loop of two vector
 * iterations, 20 % faster on one core of the dev machine, in the cache). */
static void emit_unroll_once(Emitter *E)
{
    if (width_known)
        emit_directive(E, "#pragma GCC unroll 1");
}

/* Before a thread loop: a memcheck build of clang's vectorises only the
 * loops that ask (src/driver/compile.c, tu.vec_pragma). */
static void emit_vec_pragma(Emitter *E)
{
    if (E->tu->vec_pragma)
        emit_text(E, "_Pragma(\"clang loop vectorize(enable)\") ");
}

/* The kernel's block entry runs cucc__fuse_x blocks along x (its one
 * piece row by row, each row for each block: src/simt/fuse.c). */
static bool fused;

/* ... as pieces between barriers (fuse.c, pieces_fuse), the context
 * variables of all cucc__nb blocks of the run side by side: block b's
 * threads are cucc__t = b * nt + t. */
static bool fused_pieces;

/* The __shared__ variables in scope (emit_shared_refs): ids, names. */
static struct { int id, tok; } shared_refs[SIMT_FUSE_SHARED_MAX];
static int nshared_refs;

/* In a fused kernel, the loop over the blocks of the run, opened: each
 * block's blockIdx, its own copies of the shared variables and, with
 * context variables (fused_pieces), its threads' offset: cucc__row when
 * `row` (a row of threads' start, shadowed), else cucc__bo.  Closed by
 * block_close(). */
static void emit_block_open(Emitter *E, bool row)
{
    emit_text(E, "for (unsigned cucc__b = 0; cucc__b < cucc__nb; cucc__b++) { const uint3 "
                 "blockIdx{cucc__bi0.x + cucc__b, cucc__bi0.y, cucc__bi0.z}; const_cast<uint3 &>("
                 "::blockIdx).x = blockIdx.x; ");
    if (fused_pieces && row)
        emit_text(E, "const unsigned long cucc__rowb = cucc__row + (unsigned long)cucc__b * "
                     "cucc__ntb; { const unsigned long cucc__row = cucc__rowb; (void)cucc__row; ");
    else if (fused_pieces)
        emit_text(E, "{ const unsigned long cucc__bo = (unsigned long)cucc__b * cucc__ntb; ");
    else
        emit_text(E, "{");
    for (int k = 0; k < nshared_refs && k < SIMT_FUSE_SHARED_MAX; k++) {   /* the block's own copies */
        emit_text(E, "auto &");
        emit_flat(E, shared_refs[k].tok, shared_refs[k].tok + 1);
        emit_text(E, " = cucc__shf%d[cucc__b].v; (void)&", shared_refs[k].id);
        emit_flat(E, shared_refs[k].tok, shared_refs[k].tok + 1);
        emit_text(E, ";");
    }
}

static const char *block_close(void)
{
    return fused ? "}}" : "";
}

/* The number of threads context arrays hold: all the blocks' of a fused
 * run with context variables, cucc__ntb each (the kernel's frame's, also
 * in a frame of fewer threads: "low threads"). */
static const char *nt_all(void)
{
    return fused_pieces ? "cucc__ntb * cucc__nb" : "cucc__f.nt";
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
                 "(%s);", rv->id, rv->id, rv->id, nt_all());
}

/* A context variable in a piece: a local copy of the thread's element
 * (cucc__lv: for small trivially copyable types, which the compiler then
 * keeps in registers; a reference to it otherwise), written back when
 * the piece's statements end (emit_write_back). */
/* The pair of pieces emit_desc_pair writes as one descending loop, while
 * it does: 1 or 2, the part of a split row (2: from the split point on),
 * 3 a row without split. */
static const RItem *desc_pair;
static int desc_part;

/* The thread's element of context variable rv: in a descending pair's
 * loop, of a variable only the pair uses, the loop's local cucc__k<id>. */
static void emit_elem(Emitter *E, const RVar *rv)
{
    for (int i = 0; desc_part && i < desc_pair->nown; i++)
        if (desc_pair->own[i] == rv && desc_pair->desc_local[i]) {
            emit_text(E, "cucc__k%d", rv->id);
            return;
        }
    emit_text(E, "cucc__c%d[cucc__t]", rv->id);
}

static void emit_ref(Emitter *E, const RVar *rv)
{
    if (rv->name_tok < 0)
        return;
    emit_text(E, "cucc__lv<cucc__T%d> ", rv->id);
    emit_flat(E, rv->name_tok, rv->name_tok + 1);
    emit_text(E, "(");
    emit_elem(E, rv);
    emit_text(E, ");");
}

static void emit_write_back(Emitter *E, const RVar *rv)
{
    if (rv->name_tok < 0)
        return;
    emit_text(E, "cucc__wb<cucc__T%d>(", rv->id);
    emit_elem(E, rv);
    emit_text(E, ", ");
    emit_flat(E, rv->name_tok, rv->name_tok + 1);
    emit_text(E, ");");
}

/* A context variable's declaration in its piece: the initialiser goes to
 * the thread's element, the name becomes a reference to it. */
static void emit_user(Emitter *E, const RegionPlan *P, int from, int to, int piece);

/* Where variable v's initialiser starts: its '=', or the '(' or '{' of a
 * direct initialisation after the name and any array bounds; -1 if none. */
static int init_start(Emitter *E, const Node *v)
{
    if (v->assign_tok >= 0)
        return v->assign_tok;
    if (v->tok < 0)
        return -1;
    int i = v->tok + 1;
    while (i < v->end && is_at(E, i, "["))
        i = tok_skip_group(&E->tu->toks, i);
    return i < v->end && (is_at(E, i, "(") || is_at(E, i, "{")) ? i : -1;
}

static void emit_ctx_decl(Emitter *E, const RegionPlan *P, const Node *s, int piece)
{
    for (const Node *v = s->body; v; v = v->next) {
        const RVar *rv = var_of(P, v);
        int init = init_start(E, v);
        bool array = false;
        for (int i = v->begin; i < (init >= 0 ? init : v->end); i++)
            array |= is_at(E, i, "[");
        if (init >= 0 && array) {
            /* arrays are not assigned: initialise a copy, copy its bytes */
            emit_text(E, "{ cucc__T%d cucc__i ", rv->id);
            emit_user(E, P, init, v->end, piece);
            emit_text(E, "; __builtin_memcpy((void *)&");
            emit_elem(E, rv);
            emit_text(E, ", (const void *)&cucc__i, sizeof cucc__i); }");
        } else if (init >= 0) {
            /* `= e`, `(args)`, `{args}` */
            emit_elem(E, rv);
            emit_text(E, " = ");
            if (is_at(E, init, "="))
                emit_user(E, P, init + 1, v->end, piece);
            else {
                emit_text(E, "cucc__T%d", rv->id);
                emit_user(E, P, init, v->end, piece);
            }
            emit_text(E, ";");
        }
        emit_ref(E, rv);
    }
}

/* A statement of a list as written (P NULL: without a piece's
 * rewriting); a declaration split from one of several declarators
 * (src/simt/split_decl.c) as its specifiers, its declarator and `;`. */
static void emit_stmt(Emitter *E, const RegionPlan *P, const Node *s, int piece)
{
    bool split = s->kind == ND_DECL && s->spec_to > s->spec_from;
    if (split) {
        if (P)
            emit_user(E, P, s->spec_from, s->spec_to, piece);
        else
            emit_range(E, s->spec_from, s->spec_to);
    }
    if (P)
        emit_user(E, P, s->begin, s->end, piece);
    else
        emit_range(E, s->begin, s->end);
    if (split)
        emit_text(E, ";");
}

/* A collective's call: the name's token to the ')'. */
static int call_end(Emitter *E, const Node *call)
{
    return tok_skip_group(&E->tu->toks, simt_call_name_tok(call) + 1);
}

/* Tokens [from, to) as written, but for each `return` statement among
 * them, which becomes the thread's exit from the piece, and each
 * collective's call, which becomes its result. */
static const RItem *cur_piece;  /* the piece being written, for its row variables */
static bool combining;          /* writing a piece whose atomics are summed (emit_piece_loops) */

/* The part of a split row being written (src/simt/region.c, "split
 * rows"): 0 none, 1 below the point, 2 from it on. */
static int split_part;

/* The collectives of the warp step being written (emit_warp_steps), whose
 * values travel in the warp's buffer cucc__wv<id> rather than cucc__cv<id>. */
static const RItem *wsteps[16];
static int nwsteps;

/* Does the warp step's shuffle move the warp's values (up, down, xor)
 * through a pass of its own, cucc__wmap, rather than in the next piece's
 * lane loop?  gcc vectorises neither the permutation nor the piece when
 * they are one loop. */
static bool by_lane_map(const RItem *coll)
{
    return strcmp(coll->op, "CUCC_WARP_SHFL_IDX") != 0;
}

static bool in_wstep(const RItem *coll)
{
    for (int i = 0; i < nwsteps; i++)
        if (wsteps[i] == coll)
            return true;
    return false;
}

static const RVar *lane_var(const RegionPlan *P, const RItem *c);

/* Is [b, e) the first rewrite yet seen from `from` on (then the new *at, *end)? */
static bool first_at(int b, int e, int from, int *at, int *end)
{
    if (b < from || b >= *at)
        return false;
    *at = b;
    *end = e;
    return true;
}

static void emit_user(Emitter *E, const RegionPlan *P, int from, int to, int piece)
{
    for (;;) {
        int at = to, end = to, kind = 0, row = -1;
        const RItem *coll = NULL;
        const Node *ret = NULL;
        for (int i = 0; cur_piece && i < cur_piece->nrows; i++) {
            const Node *v = cur_piece->rows[i];
            if (first_at(v->assign_tok + 1, v->end, from, &at, &end)) {
                kind = 4;
                row = i;
            }
        }
        for (int i = 0; i < P->nreturns; i++)
            if (first_at(P->returns[i]->begin, P->returns[i]->end, from, &at, &end)) {
                kind = 1;
                ret = P->returns[i];
            }
        /* the block's atomics as plain operations, but where the checkers
         * must see them as atomics */
        for (int i = 0; !E->tu->access_hooks && i < P->nblk_atomics; i++) {
            int b = P->blk_atomics[i]->lhs->tok;
            if (first_at(b, b + 1, from, &at, &end))
                kind = 3;
        }
        /* a combining piece's atomics wait for its end, summed by address
         * (src/simt/region.c, "combined atomics") */
        for (int i = 0; combining && i < P->ncmb_atomics; i++) {
            int b = P->cmb_atomics[i]->lhs->tok;
            if (first_at(b, b + 1, from, &at, &end))
                kind = 6;
        }
        for (int i = 0; split_part && cur_piece && i < cur_piece->nsplits; i++)
            if (first_at(cur_piece->splits[i]->begin, cur_piece->splits[i]->end, from, &at, &end)) {
                kind = 5;
                row = i;
            }
        for (int i = 0; i < P->ncolls; i++)
            if (first_at(simt_call_begin(P->colls[i]->call), call_end(E, P->colls[i]->call), from, &at,
                         &end)) {
                kind = 2;
                coll = P->colls[i];
            }
        for (int i = 0; desc_part && i < desc_pair->ndesc; i++)
            if ((!desc_pair->desc_sub[i] || desc_part == 2) &&
                first_at(desc_pair->desc_b[i], desc_pair->desc_e[i], from, &at, &end)) {
                kind = 7;
                row = i;
            }
        emit_range(E, from, at);
        if (!kind)
            return;
        emit_sync(E, at);
        if (kind == 7 && desc_pair->desc_sub[row]) {
            /* threadIdx.x - U, U <= threadIdx.x here (emit_desc_pair) */
            emit_text(E, "(cucc__xl - (long)(");
            emit_user(E, P, desc_pair->split_u, desc_pair->split_u_end, piece);
            emit_text(E, "))");
        } else if (kind == 7) {
            emit_text(E, "cucc__xl");
        } else if (kind == 5) {
            bool high = split_part == 2;
            emit_text(E, cur_piece->split_rising[row] == high ? " true " : " false ");
        } else if (kind == 4) {
            emit_text(E, "cucc__rb%d_%d + (decltype(cucc__rb%d_%d))cucc__xi", cur_piece->id, row,
                      cur_piece->id, row);
        } else if (kind == 1 && P->fn && ret->lhs) {
            /* a function's value: into the caller's array */
            emit_text(E, "{ cucc__ret[cucc__t] = (");
            emit_user(E, P, ret->tok + 1, ret->end - 1, piece);
            emit_text(E, "); cucc__ex[cucc__t] = 1; goto cucc__next%d; }", piece);
        } else if (kind == 1) {
            emit_text(E, "{ cucc__ex[cucc__t] = 1; goto cucc__next%d; }", piece);
        } else if (kind == 3 || kind == 6) {
            const Token *t = &E->t[at];
            int len = t->len;
            if (len > 6 && !strncmp(t->text + len - 6, "_block", 6))
                len -= 6;
            else if (len > 7 && !strncmp(t->text + len - 7, "_system", 7))
                len -= 7;
            emit_text(E, kind == 3 ? "cucc__blk_%.*s" : "cucc__cmb_%.*s", len, t->text);
        } else if (coll->shape == RC_CALL) {
            emit_text(E, "cucc__rres(cucc__cr%d, cucc__t)", coll->id);
        } else if (in_wstep(coll)) {
            emit_text(E, "((decltype(");
            emit_range(E, at, end);
            if (by_lane_map(coll))
                emit_text(E, "))cucc__wr%d[cucc__t])", coll->id);
            else
                emit_text(E, "))cucc__wlane<%s>(cucc__wv%d + (cucc__t - cucc__l), cucc__l, "
                             "cucc__wa%d, cucc__wg%d))", coll->op, coll->id, coll->id, coll->id);
        } else {
            emit_text(E, "cucc__from_bits<decltype(");
            emit_range(E, at, end);
            emit_text(E, ")>(cucc__cr%d[cucc__t])", coll->id);
        }
        from = end;
    }
}

/* The first x in [0, n) of a split row's upper part, U the tokens
 * [ub, ue) (written by emit_user for piece `piece`, else as they stand):
 * cucc__split_u<U> ? (u < n ? u (+ 1) : n) : the search. */
static void emit_split_point(Emitter *E, const RegionPlan *P, int ub, int ue, bool gt,
                             const char *n, int piece)
{
    const char *parts[] = {"cucc__split_u<decltype((", "))>::value ? (cucc__u32(", ") < ",
                           " ? cucc__u32(", NULL};
    for (int i = 0; parts[i]; i++) {
        emit_text(E, "%s", parts[i]);
        if (i == 2) {
            emit_text(E, "%s", n);
            continue;
        }
        if (piece >= 0)
            emit_user(E, P, ub, ue, piece);
        else
            emit_range(E, ub, ue);
    }
    emit_text(E, ")%s : %s) : cucc__split<%s>((", gt ? " + 1u" : "", n, gt ? "true" : "false");
    if (piece >= 0)
        emit_user(E, P, ub, ue, piece);
    else
        emit_range(E, ub, ue);
    emit_text(E, "), %s)", n);
}

/* Predicates of the ifs the piece being written is inside. */
static struct {
    int id;
    bool negate;
} preds[64];
static int npreds;

static const Node *arg_at(const Node *call, int k)
{
    const Node *a = call->args;
    while (a && k-- > 0)
        a = a->next;
    return a;
}

static void emit_arg(Emitter *E, const Node *call, int k)
{
    const Node *a = arg_at(call, k);
    emit_text(E, "(");
    emit_range(E, a->begin, a->end);
    emit_text(E, ")");
}

/* Argument k of collective it as the intrinsic takes it (simt_coll_arg):
 * a tile's mask is the whole warp's, its width the tile's size; a
 * shuffle's width, when the call omits it, 32. */
static void emit_carg(Emitter *E, const RItem *it, int k)
{
    const Node *a = simt_coll_arg(it, k);
    emit_text(E, "(");
    if (a) {
        emit_range(E, a->begin, a->end);
    } else if (k == 0 && it->tile && !simt_tile_whole(E->tu, it)) {
        emit_text(E, "cucc__tile_mask(");
        emit_range(E, it->tile_b, it->tile_e);
        emit_text(E, ", threadIdx, blockDim)");
    } else if (k == 0) {
        emit_text(E, "0xffffffffu");
    }
    else if (k == 3 && it->tile)
        emit_range(E, it->tile_b, it->tile_e);
    else
        emit_text(E, "32");
    emit_text(E, ")");
}

static bool has_carg(const RItem *it, int k)
{
    return simt_coll_arg(it, k) || (k == 3 && it->tile);
}

/* Does every thread of the block take part in collective `it` (no thread
 * can have returned, it is under no predicate)? */
static bool everyone(const RegionPlan *P, const RItem *it)
{
    return !P->fn && P->nreturns == 0 && !it->predicated;
}

/* Where the names of a function's region form live: at namespace scope,
 * or for a function template in the class template cucc__rs<id> that
 * carries its header, named with the call's template arguments (the
 * analysis took only calls that write them out, or need none). */
static void emit_fn_scope(Emitter *E, const RItem *it, bool type)
{
    const RegionPlan *F = it->fn_plan;
    if (F->fn->template_tok < 0)
        return;
    emit_text(E, "%scucc__rs%d<", type ? "typename " : "", F->id);
    int lt = it->call->lhs->tok + 1;
    for (int j = 0; j < it->ndeduce; j++) {     /* deduced (region.c, deduce_targs) */
        unsigned k = it->deduce_kind[j];
        bool lit = k & SIMT_DEDUCE_LITERAL, ptr = k & SIMT_DEDUCE_POINTER;
        emit_text(E, "%s%sdecltype(cucc__by_%s(%s", j ? ", " : "", ptr ? "typename cucc__pointee<" : "",
                  (k & SIMT_DEDUCE_REF) ? "ref" : "value", lit ? "" : "*(");
        emit_flat(E, it->deduce_b[j], it->deduce_e[j]);
        emit_text(E, "%s))%s", lit ? "" : (k & SIMT_DEDUCE_ARRAY) ? " **)0" : " *)0", ptr ? ">::type" : "");
    }
    if (!it->ndeduce && is_at(E, lt, "<")) {
        int end = tok_skip_angle(&E->tu->toks, lt);
        emit_flat(E, lt + 1, end - 1);
    }
    emit_text(E, ">::");
}

/* Storage for what the threads of a piece bring to the collective or
 * predicated if after it. */
static void emit_feed_storage(Emitter *E, const RegionPlan *P, const RItem *it)
{
    int id = it->id;
    const char *n = nt_all();
    if (it->kind == RI_CONTROL) {
        emit_text(E, "unsigned char *cucc__p%d = cucc__ctx_alloc<unsigned char>(%s);", id, n);
        return;
    }
    if (it->shape == RC_CALL) {
        const RegionPlan *F = it->fn_plan;
        emit_text(E, "unsigned char *cucc__cx%d = cucc__ctx_alloc<unsigned char>(%s); "
                     "__builtin_memset(cucc__cx%d, 1, %s); ", id, n, id, n);
        for (int k = 0; k < F->nparams; k++) {
            if (F->params[k]->uniform)      /* the call passes those as written */
                continue;
            emit_text(E, "typedef ");
            emit_fn_scope(E, it, true);
            emit_text(E, "cucc__T%d cucc__fT%d_%d; cucc__mut<cucc__fT%d_%d> *cucc__fa%d_%d = "
                         "cucc__ctx_alloc<cucc__mut<cucc__fT%d_%d>>(%s);",
                      F->params[k]->id, id, k, id, k, id, k, id, k, n);
        }
        emit_text(E, "typedef ");
        emit_fn_scope(E, it, true);
        emit_text(E, "cucc__R%d cucc__fR%d; cucc__rptr<cucc__fR%d> cucc__cr%d = "
                     "cucc__ctx_alloc_r<cucc__fR%d>(%s);", F->id, id, id, id, id, n);
        return;
    }
    if (everyone(P, it))
        emit_text(E, "unsigned char *cucc__cx%d = nullptr; ", id);
    else
        emit_text(E, "unsigned char *cucc__cx%d = cucc__ctx_alloc<unsigned char>(%s); "
                     "__builtin_memset(cucc__cx%d, 1, %s); ", id, n, id, n);
    if (!it->uniform_args)
        emit_text(E, "unsigned *cucc__cm%d = cucc__ctx_alloc<unsigned>(%s); "
                     "int *cucc__ca%d = cucc__ctx_alloc<int>(%s); "
                     "int *cucc__cw%d = cucc__ctx_alloc<int>(%s); ", id, n, id, n, id, n);
    emit_text(E, "unsigned long long *cucc__cv%d = cucc__ctx_alloc<unsigned long long>(%s); "
                 "unsigned long long *cucc__cr%d = cucc__ctx_alloc<unsigned long long>(%s);",
              id, n, id, n);
}

/* What a thread brings, evaluated last in the piece before. */
static void emit_feed(Emitter *E, const RegionPlan *P, const RItem *it)
{
    int id = it->id;
    if (it->kind == RI_CONTROL) {
        int open = it->stmt->tok;
        while (!is_at(E, open, "("))
            open++;
        emit_text(E, "cucc__p%d[cucc__t] = (", id);
        emit_range(E, open + 1, tok_skip_group(&E->tu->toks, open) - 1);
        emit_text(E, ") ? 1 : 0;");
        return;
    }
    const Node *call = it->call;
    if (in_wstep(it)) {
        emit_text(E, "cucc__wv%d[cucc__t] = ", id);
        emit_carg(E, it, 1);
        emit_text(E, ";");
        return;
    }
    if (it->shape == RC_CALL || !everyone(P, it))
        emit_text(E, "cucc__cx%d[cucc__t] = 0;", id);
    if (it->uniform_args) {
        emit_text(E, "cucc__cv%d[cucc__t] = ", id);
        if (it->shape == RC_VOTE) {
            emit_carg(E, it, 1);
            emit_text(E, " != 0;");
        } else if (it->shape == RC_REDUCE) {
            emit_text(E, "(unsigned)");
            emit_carg(E, it, 1);
            emit_text(E, ";");
        } else {
            emit_text(E, "cucc__to_bits");
            emit_carg(E, it, 1);
            emit_text(E, ";");
        }
        return;
    }
    if (it->shape == RC_CALL) {
        for (int k = 0; k < it->fn_plan->nparams; k++) {
            if (it->fn_plan->params[k]->uniform)
                continue;
            emit_text(E, "cucc__fa%d_%d[cucc__t] = ", id, k);
            emit_arg(E, call, k);
            emit_text(E, ";");
        }
        return;
    }
    if (it->shape == RC_BLOCK) {
        emit_text(E, "cucc__cm%d[cucc__t] = 0u; cucc__cv%d[cucc__t] = ", id, id);
        emit_arg(E, call, 0);
        emit_text(E, " != 0; cucc__ca%d[cucc__t] = 0; cucc__cw%d[cucc__t] = 32;", id, id);
        return;
    }
    emit_text(E, "cucc__cm%d[cucc__t] = (unsigned)", id);
    emit_carg(E, it, 0);
    emit_text(E, "; cucc__cv%d[cucc__t] = ", id);
    switch (it->shape) {
    case RC_VOTE:
        emit_carg(E, it, 1);
        emit_text(E, " != 0;");
        break;
    case RC_REDUCE:
        emit_text(E, "(unsigned)");
        emit_carg(E, it, 1);
        emit_text(E, ";");
        break;
    default:
        emit_text(E, "cucc__to_bits");
        emit_carg(E, it, 1);
        emit_text(E, ";");
        break;
    }
    emit_text(E, "cucc__ca%d[cucc__t] = ", id);
    if (it->shape == RC_SHFL) {
        emit_text(E, "(int)");
        emit_carg(E, it, 2);
    } else if (it->shape == RC_REDUCE) {
        emit_text(E, "(decltype(");
        emit_range(E, simt_call_begin(call), call_end(E, call));
        emit_text(E, "))-1 < 0");
    } else {
        emit_text(E, "0");
    }
    emit_text(E, "; cucc__cw%d[cucc__t] = ", id);
    if (it->shape == RC_SHFL && has_carg(it, 3)) {
        emit_text(E, "(int)");
        emit_carg(E, it, 3);
    } else {
        emit_text(E, "32");
    }
    emit_text(E, ";");
}

/* A declaration a piece repeats, or whose variables only other pieces
 * name: its variables count as used (no -Wunused-variable). */
static void emit_mark_used(Emitter *E, const Node *decl)
{
    if (!decl->spec || decl->spec->is_typedef)
        return;
    for (const Node *v = decl->body; v; v = v->next)
        if (v->kind == ND_VAR && v->tok >= 0 && tok_is_name(&E->t[v->tok])) {
            /* (`void(f(x));`, a cast the parser took for a declaration,
             * names nothing) */
            emit_text(E, "(void)&");
            emit_flat(E, v->tok, v->tok + 1);
            emit_text(E, ";");
        }
}

/* The index of the top-level ';' or ')' that ends what starts at i. */
static int expr_end(Emitter *E, int i)
{
    while (!is_at(E, i, ";") && !is_at(E, i, ")") && E->t[i].kind != TK_EOF)
        i = is_at(E, i, "(") || is_at(E, i, "[") || is_at(E, i, "{")
                ? tok_skip_group(&E->tu->toks, i)
                : i + 1;
    return i;
}

/* A lockstep loop (src/simt/region.c, "loops run in lockstep"), inside
 * the thread loop's row: the row's start, from E with threadIdx.x = 0, and
 * whether the row takes part in iteration cucc__k.  The x loop then
 * counts cucc__xi, signed, and the loop variable is cucc__ib + cucc__xi. */
static void emit_stride_row(Emitter *E, const RegionPlan *P, const RItem *it)
{
    const Node *f = it->stride, *v = f->init->body, *inc = f->inc;
    emit_user(E, P, f->init->spec->type.begin, f->init->spec->type.end, it->id);
    emit_text(E, "cucc__ib; { const uint3 threadIdx{0u, cucc__y, cucc__z}; (void)threadIdx; "
                 "cucc__ib = (");
    emit_user(E, P, v->assign_tok + 1, v->end, it->id);
    emit_text(E, "); } cucc__ib += cucc__k");
    if (inc->kind == ND_ASSIGN) {
        emit_text(E, "* (");
        emit_user(E, P, inc->tok + 1, expr_end(E, inc->tok + 1), it->id);
        emit_text(E, ")");
    }
    emit_text(E, "; if (!(cucc__ib %s (", is_at(E, f->cond->tok, "<=") ? "<=" : "<");
    emit_user(E, P, f->cond->tok + 1, expr_end(E, f->cond->tok), it->id);
    emit_text(E, "))) continue; cucc__any = true;");
}

/* The lockstep prefetch (src/simt/region.c, find_ahead), after the row's
 * start: when the row takes part in iteration cucc__k + 1 too, the lines
 * of each `p[e]` that row touches, from thread 0's element (e at i = the
 * row's start + W), blockDim.x elements on (at most 64 lines). */
static void emit_site_addr(Emitter *E, const RegionPlan *P, const RItem *it, const Node *n);

/* Prefetches of a row's bytes from p[i]'s line, node n (blockDim.x
 * elements, at most `max` lines): the row-ahead and lockstep prefetches. */
static void emit_row_lines(Emitter *E, const RegionPlan *P, const RItem *it, const Node *n,
                           bool write, int max)
{
    emit_text(E, "{ const unsigned long cucc__pa = ");
    emit_site_addr(E, P, it, n);
    emit_text(E, ", cucc__pn = ((cucc__pa & 63) + cucc__f.bd.x * sizeof *(");
    emit_user(E, P, n->lhs->tok, n->lhs->tok + 1, it->id);
    emit_text(E, ") + 63) / 64; for (unsigned long cucc__q = 0; cucc__q < cucc__pn && "
                 "cucc__q < %d; cucc__q++) __builtin_prefetch((const void *)((cucc__pa & "
                 "~63ul) + 64 * cucc__q), %d, 3); }", max, write ? 1 : 0);
}

static void emit_ahead(Emitter *E, const RegionPlan *P, const RItem *it)
{
    const Node *f = it->stride, *v = f->init->body;
    const RItem *save = cur_piece;
    cur_piece = NULL;       /* names as written */
    emit_text(E, "{ ");
    emit_user(E, P, f->init->spec->type.begin, f->init->spec->type.end, it->id);
    emit_text(E, " cucc__in = cucc__ib; cucc__in += (");
    emit_user(E, P, f->inc->tok + 1, expr_end(E, f->inc->tok + 1), it->id);
    emit_text(E, "); if (cucc__in %s (", is_at(E, f->cond->tok, "<=") ? "<=" : "<");
    emit_user(E, P, f->cond->tok + 1, expr_end(E, f->cond->tok), it->id);
    emit_text(E, ")) { const uint3 threadIdx{0u, cucc__y, cucc__z}; (void)threadIdx; const "
                 "decltype(cucc__in) ");
    emit_user(E, P, v->tok, v->tok + 1, it->id);
    emit_text(E, " = cucc__in; ");
    for (int i = 0; i < it->nahead; i++)
        emit_row_lines(E, P, it, it->ahead[i], it->ahead_write[i], 64);
    emit_text(E, "}}");
    cur_piece = save;
}

/* The x loop of a piece's row of threads.  X_ALL: every thread, as
 * written.  X_COUNT: only what the piece's guard needs and the guard,
 * counting in cucc__gn the live threads that pass it.  X_PASSED: the row
 * whose threads all passed, without the guard (and without the exit test:
 * no thread of it has returned); its `return`s go to a label of their
 * own.  The guard is RItem.guard, or a lockstep loop's `i < U`. */
enum { X_ALL, X_COUNT, X_PASSED, X_WARP };
#define PASSED_LABEL 1000000
#define WARP_LABEL 2000000
#define SPLIT_LABEL 4000000

/* The `if (c)` around a lockstep loop or a loop of a warp's lanes, and
 * (the latter) the declarations before the loop in its block
 * (simt_stride_decls): `if (c) { T v = e;`.
 * Returns the braces it opened. */
static int emit_stride_if(Emitter *E, const RegionPlan *P, const RItem *it)
{
    if (it->stmt->kind != ND_IF)
        return 0;
    int open = it->stmt->begin + 1;
    emit_text(E, "if (");
    emit_user(E, P, open + 1, tok_skip_group(&E->tu->toks, open) - 1, it->id);
    emit_text(E, ")");
    const Node *d = simt_stride_decls(it);
    if (!d)
        return 0;
    emit_text(E, "{");
    for (; d && d != it->stride; d = d->next) {
        emit_stmt(E, P, d, it->id);
        emit_mark_used(E, d);
    }
    return 1;
}

/* ... and around its body: [if (c)] { T i = cucc__ib + cucc__xi; if (i < U) {
 * Returns the braces it opened.  X_PASSED: { T i = ...; {   X_COUNT:
 * { T i = ...; cucc__gn += i < U; } (pre: what else a thread must be to
 * count), none open. */
static int emit_stride_guard(Emitter *E, const RegionPlan *P, const RItem *it, int how,
                             const char *pre)
{
    const Node *f = it->stride, *v = f->init->body;
    if (how == X_ALL)
        emit_stride_if(E, P, it);       /* (no declarations: not a warp's loop) */
    emit_text(E, "{");
    emit_user(E, P, f->init->spec->type.begin, f->init->spec->type.end, it->id);
    emit_user(E, P, v->begin, v->assign_tok, it->id);
    emit_text(E, "= cucc__ib + (");
    emit_user(E, P, f->init->spec->type.begin, f->init->spec->type.end, it->id);
    emit_text(E, ")cucc__xi; ");
    if (how == X_PASSED) {
        emit_text(E, "{");
        return 2;
    }
    emit_text(E, how == X_COUNT ? "cucc__gn += (%s(" : "if (", pre);
    emit_user(E, P, f->cond->lhs->tok, expr_end(E, f->cond->tok), it->id);
    if (how == X_COUNT) {
        emit_text(E, ")) ? 1 : 0; }");
        return 0;
    }
    emit_text(E, ") {");
    return 2;
}

/* A loop of a warp's lanes (RItem.stride_warp) around the piece's body:
 * in X_WARP, lane cucc__l's element of the chunk from cucc__i0, `{ T i =
 * cucc__i0 + (T)cucc__l; {`; else the loop as written, `{ [if (c)] for
 * (...) {`.  Returns the braces it opened. */
static int emit_warp_stride_head(Emitter *E, const RegionPlan *P, const RItem *it, int how)
{
    const Node *f = it->stride, *v = f->init->body;
    emit_text(E, "{");
    if (how == X_WARP) {
        emit_user(E, P, f->init->spec->type.begin, f->init->spec->type.end, it->id);
        emit_user(E, P, v->begin, v->assign_tok, it->id);
        emit_text(E, "= cucc__i0 + (");
        emit_user(E, P, f->init->spec->type.begin, f->init->spec->type.end, it->id);
        emit_text(E, ")cucc__l; {");
        return 2;
    }
    int open = emit_stride_if(E, P, it);
    emit_user(E, P, f->begin, f->body->begin, it->id);
    emit_text(E, "{");
    return 2 + open;
}

/* Row variable i of the piece (RItem.rows), `T v = R + threadIdx.x`:
 * its value at threadIdx.x = 0 in this row, of type T, so that
 * v = cucc__rb + (T)cucc__xi is T's arithmetic on a signed counter. */
static void emit_row_start(Emitter *E, const RegionPlan *P, const RItem *it, int i)
{
    const Node *v = it->rows[i], *decl = it->row_decls[i];
    /* T without const: assigned in the block below (`const int x = ...`) */
    for (int t = decl->spec->type.begin; t < decl->spec->type.end; t++)
        if (!is_at(E, t, "const") && !is_at(E, t, "constexpr"))
            emit_user(E, P, t, t + 1, it->id);
    emit_text(E, " cucc__rb%d_%d; { const uint3 threadIdx{0u, cucc__y, cucc__z}; (void)threadIdx; ",
              it->id, i);
    /* the row's earlier row variables at threadIdx.x = 0, which R may name */
    for (int j = 0; j < i; j++) {
        emit_text(E, "const decltype(cucc__rb%d_%d) ", it->id, j);
        emit_user(E, P, it->rows[j]->tok, it->rows[j]->tok + 1, it->id);
        emit_text(E, " = cucc__rb%d_%d; (void)", it->id, j);
        emit_user(E, P, it->rows[j]->tok, it->rows[j]->tok + 1, it->id);
        emit_text(E, "; ");
    }
    emit_text(E, "cucc__rb%d_%d = (", it->id, i);
    emit_user(E, P, v->assign_tok + 1, v->end, it->id);
    emit_text(E, "); }");
}

/* What a thread of the piece must be to run it, besides its guard: not
 * returned (but in the kernel's first piece, before which none has) and
 * in the branches of the predicated ifs around it; "" when all are. */
/* The kernel's first piece: no thread has returned before it (a fused
 * entry's earlier blocks have, in the same elements of cucc__ex). */
static bool first_piece(const RegionPlan *P, const RItem *it)
{
    return P->body && P->body->items == it && !P->fn;
}

static const char *live_test(const RegionPlan *P, const RItem *it)
{
    static char buf[64 * 24 + 32];
    size_t n = 0;
    buf[0] = 0;
    if ((P->nreturns > 0 || P->fn) && !first_piece(P, it))
        n += (size_t)snprintf(buf + n, sizeof buf - n, "!cucc__ex[cucc__t] && ");
    for (int i = 0; i < npreds && n < sizeof buf; i++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%scucc__p%d[cucc__t] && ",
                              preds[i].negate ? "!" : "", preds[i].id);
    return buf;
}

/* The piece's guard is RItem.guard or its lockstep loop's `i < U`. */
static bool has_guard(const RItem *it)
{
    return it->guard || it->stride_guard;
}

/* Is the piece's row run without tests when all its threads pass them? */
static bool versioned(const RegionPlan *P, const RItem *it)
{
    return has_guard(it) || *live_test(P, it);
}

/* Does the piece return?  (Only then is there a label to go to, which in
 * the x loop keeps gcc from vectorising it.)  A passed row never returns
 * at the guard. */
static bool piece_returns(const RegionPlan *P, const RItem *it, bool passed)
{
    const Node *g = it->guard;
    if (!it->nstmts)
        return false;
    int from = it->stmts[0]->begin, to = it->stmts[it->nstmts - 1]->end;
    for (int i = 0; i < P->nreturns; i++) {
        const Node *r = P->returns[i];
        bool at_guard = passed && g && it->guard_exits && r->begin >= g->then->begin &&
                        r->begin < g->then->end;
        if (r->begin >= from && r->begin < to && !at_guard)
            return true;
    }
    return false;
}

/* X_COUNT of a guard the row's ends decide (RItem.guard_ends): the x
 * loop visits threads 0 and bd.x - 1 only, cucc__xs apart. */
static bool count_ends;

/* A piece in fission (RItem.fission): the x loop runs statement
 * `fission_only` of those from fission_at on, after the declarations. */
static int fission_only = -1;

/* While emit_warp_stride_rows writes a chunk whose lanes are no prefix:
 * the lanes of cucc__m only. */
static bool warp_masked;

/* The end of the x loop of a block run (emit_block_runs), else NULL;
 * its start in a warp of its own (emit_warp_stride_rows), else NULL. */
static const char *x_hi, *x_lo;

/* While emit_x_loop writes the loop of a piece that computes the same in
 * every thread (RItem.invariant): thread 0's only. */
static bool invariant_pass;

/* 1 while emit_x_loop writes a piece's tail loop (RItem.xtail): its last
 * statement only, for every xtail-th thread. */
static int tail_pass;

/* The statement of piece it that the x loop being written runs alone and
 * only thread K acts in (RItem.one_b: the statement in fission, or the
 * piece's only one), else -1. */
static int one_stmt(const RItem *it)
{
    int k = fission_only >= 0 ? fission_only : it->nstmts == 1 ? 0 : -1;
    return k >= 0 && it->one_b && it->one_b[k] >= 0 ? k : -1;
}

/* A thread's turn in piece it: its context variables as locals, a block
 * opened (left open), the declarations of other pieces it repeats. */
static void emit_piece_open(Emitter *E, const RegionPlan *P, const RItem *it, int lbl)
{
    for (int i = 0; i < it->nuses; i++)
        emit_ref(E, it->uses[i]);
    emit_text(E, "{");
    for (int i = 0; i < it->nremat; i++) {
        emit_stmt(E, P, it->remat[i], lbl);
        emit_mark_used(E, it->remat[i]);
    }
}

/* The x loop over [lo, hi) of the row: [0, bd.x) but in split rows and
 * block runs. */
static void emit_x_loop(Emitter *E, const RegionPlan *P, const RItem *it, int how)
{
    bool exits = P->nreturns > 0 || P->fn;
    bool split = it->nsplits && !split_part && (how == X_ALL || how == X_PASSED);
    if (split) {
        split_part = 1;
        emit_x_loop(E, P, it, how);
        split_part = 2;
        emit_x_loop(E, P, it, how);
        split_part = 0;
        return;
    }
    char lo[32] = "0", hi[64] = "cucc__f.bd.x";
    if (x_hi)
        snprintf(hi, sizeof hi, "%s", x_hi);
    if (x_lo)
        snprintf(lo, sizeof lo, "%s", x_lo);
    if (split_part == 1)
        snprintf(hi, sizeof hi, "cucc__sp%d", it->id);
    else if (split_part == 2)
        snprintf(lo, sizeof lo, "cucc__sp%d", it->id);
    int lbl = (how == X_PASSED ? it->id + PASSED_LABEL
               : how == X_WARP ? it->id + WARP_LABEL
                               : it->id) + (split_part == 2 ? SPLIT_LABEL : 0);
    if (how == X_WARP) {
        /* a signed counter: gcc 12 vectorises no int index made from it
         * through unsigned arithmetic (see row variables) */
        emit_vec_pragma(E);
        emit_text(E, "for (int cucc__l = 0; cucc__l < %s; cucc__l++) { %s"
                     "const int cucc__xi = cucc__xw + cucc__l; (void)cucc__xi; "
                     "const unsigned cucc__x = cucc__xi; ",
                  it->stride_warp && !warp_masked ? "cucc__n" : "32",
                  warp_masked ? "if (!(cucc__m >> cucc__l & 1)) continue; " : "");
    } else if (invariant_pass) {
        emit_text(E, "for (int cucc__xi = 0; cucc__xi < 1; cucc__xi++) { const unsigned cucc__x = 0; ");
    } else if (how == X_ALL && !tail_pass && one_stmt(it) >= 0) {
        /* only thread K can act (region.c, "one thread") */
        int k = one_stmt(it);
        emit_text(E, "for (int cucc__xi = cucc__one_x((long long)(");
        emit_range(E, it->one_b[k], it->one_e[k]);
        emit_text(E, "), %s, %s); cucc__xi < (int)%s; cucc__xi = (int)%s) { "
                     "const unsigned cucc__x = cucc__xi; ", lo, hi, hi, hi);
    } else if ((it->xstep > 1 || tail_pass) && how == X_ALL) {
        /* only every N-th thread can act (region.c, "every N-th thread") */
        emit_unroll_once(E);
        emit_vec_pragma(E);
        emit_text(E, "for (int cucc__xi = (int)%s; cucc__xi < (int)%s; cucc__xi += %d) { "
                     "const unsigned cucc__x = cucc__xi; ", lo, hi,
                  tail_pass ? it->xtail : it->xstep);
    } else if (it->stride || it->nrows || how != X_ALL) {
        emit_unroll_once(E);
        emit_vec_pragma(E);
        emit_text(E, "for (int cucc__xi = (int)%s; cucc__xi < (int)%s; cucc__xi%s) { "
                     "const unsigned cucc__x = cucc__xi; ", lo, hi,
                  how == X_COUNT && count_ends ? " += cucc__xs" : "++");
    } else {
        emit_unroll_once(E);
        emit_vec_pragma(E);
        emit_text(E, "for (unsigned cucc__x = %s; cucc__x < %s; cucc__x++) { ", lo, hi);
    }
    emit_text(E, "const unsigned long cucc__t = cucc__row + cucc__x; (void)cucc__t; ");
    if (it->tls && how != X_COUNT)
        emit_text(E, "threadIdx = uint3{cucc__x, cucc__y, cucc__z}; ");
    if (how != X_COUNT && !(E->rc && it->rc_bare))
        emit_text(E, "cucc__access_at(cucc__t, cucc__x, cucc__y, cucc__z); ");
    emit_text(E, "const uint3 threadIdx{cucc__x, cucc__y, cucc__z}; (void)threadIdx;");
    cur_piece = it;
    if (how == X_COUNT) {
        emit_text(E, "{");
        const char *pre = live_test(P, it);
        if (!has_guard(it)) {
            emit_text(E, "cucc__gn += (%s1) ? 1 : 0; }}", pre);
            cur_piece = NULL;
            return;
        }
        for (int i = 0; i < it->nremat; i++) {
            emit_stmt(E, P, it->remat[i], it->id);
            emit_mark_used(E, it->remat[i]);
        }
        if (it->stride) {
            emit_stride_guard(E, P, it, X_COUNT, pre);
            emit_text(E, "}}");
            cur_piece = NULL;
            return;
        }
        for (int i = 0; i < it->guard_at; i++) {
            emit_stmt(E, P, it->stmts[i], it->id);
            emit_mark_used(E, it->stmts[i]);
        }
        const Node *g = it->guard;
        int open = g->begin + 1;
        emit_text(E, "cucc__gn += (%s(", pre);
        if (it->guard_exits)
            emit_text(E, "!(");
        emit_user(E, P, open + 1, tok_skip_group(&E->tu->toks, open) - 1, it->id);
        emit_text(E, it->guard_exits ? "))) ? 1 : 0; }}" : ")) ? 1 : 0; }}");
        cur_piece = NULL;
        return;
    }
    if (exits && how == X_ALL && !first_piece(P, it))
        emit_text(E, "if (cucc__ex[cucc__t]) continue;");
    for (int i = 0; i < npreds && how == X_ALL; i++)
        emit_text(E, "if (%scucc__p%d[cucc__t]) continue;", preds[i].negate ? "" : "!",
                  preds[i].id);
    emit_piece_open(E, P, it, lbl);
    int guard = it->stride_warp ? emit_warp_stride_head(E, P, it, how)
              : it->stride ? emit_stride_guard(E, P, it, has_guard(it) ? how : X_ALL, "") : 0;
    bool tail = it->xtail > 1 && how == X_ALL;
    for (int i = 0; i < it->nstmts; i++) {
        const Node *s = it->stmts[i];
        if (fission_only >= 0 && i >= it->fission_at && i != fission_only)
            continue;
        if (tail && (i == it->nstmts - 1) != (tail_pass == 1))
            continue;   /* the tail in its own loop, the rest in this one */
        if (how == X_PASSED && s == it->guard && has_guard(it)) {
            if (!it->guard_exits)
                emit_user(E, P, s->then->begin, s->then->end, lbl);
        } else if (is_ctx_decl(P, s)) {
            emit_ctx_decl(E, P, s, lbl);
        } else {
            emit_stmt(E, P, s, lbl);
            if (s->kind == ND_DECL)
                emit_mark_used(E, s);
        }
    }
    while (guard-- > 0)
        emit_text(E, "}");
    cur_piece = NULL;
    if (tail_pass) {    /* the tail modifies no local and feeds nothing */
        emit_text(E, "}}");
        return;
    }
    if (it->feeds)
        emit_feed(E, P, it->feeds);
    for (int i = 0; i < it->nuses; i++)
        if (!it->kept || !it->kept[i])
            emit_write_back(E, it->uses[i]);
    for (int i = 0; i < it->nown; i++)
        emit_write_back(E, it->own[i]);
    emit_text(E, "}");
    if (exits && piece_returns(P, it, how == X_PASSED))
        emit_text(E, "cucc__next%d: __attribute__((unused));", lbl);
    emit_text(E, "}");
    if (tail && !split_part) {
        tail_pass = 1;
        emit_x_loop(E, P, it, X_ALL);
        tail_pass = 0;
    }
}

/* The piece's context variables, and (feeds) the inputs of what it feeds. */
static void emit_piece_storage(Emitter *E, const RegionPlan *P, const RItem *it, bool feeds)
{
    for (int i = 0; i < it->nown; i++)
        emit_storage(E, P, it->own[i]);
    if (feeds && it->feeds)
        emit_feed_storage(E, P, it->feeds);
}

/* A guard's count of the row's two ends (RItem.guard_ends), the row
 * being `len` threads: sets cucc__gn; passed when it is cucc__ends. */
static void emit_count_ends(Emitter *E, const RegionPlan *P, const RItem *it, const char *len)
{
    count_ends = true;
    x_hi = len;
    emit_text(E, "int cucc__gn = 0; const int cucc__xs = (%s) > 1 ? (int)(%s) - 1 : 1; "
                 "const int cucc__ends = (%s) > 1 ? 2 : 1; ", len, len, len);
    emit_x_loop(E, P, it, X_COUNT);
    count_ends = false;
    x_hi = NULL;
}

/* The piece of fused blocks in block runs (RItem.block_runs): from block
 * b, the blocks after it whose row variables start blockDim.x further on
 * each (the run's end e, found once per run: for a block of a run already
 * found it is that run's end), as far as their rows pass the guard (r: all
 * of them when the ends of the whole run do, each comparison of the guard
 * being monotone along it; else the longest run from b whose ends pass, by
 * bisection, the ends of [b, m) passing for every m up to r and for none
 * after), run as one x loop; a block whose row does not pass runs alone,
 * guarded.  (A fault in a fused call replays its blocks on fibers:
 * src/rt/sched.c.)  A 2D stencil's row of 128 blocks, its first and last
 * block failing the guard, had taken 128 per-block guard counts and two
 * searches for the run's end per row of threads, a quarter of its time. */
static void emit_block_runs(Emitter *E, const RegionPlan *P, const RItem *it)
{
    bool guard = versioned(P, it);
    emit_text(E, "for (unsigned cucc__b = 0, cucc__e = 0; cucc__b < cucc__nb;) { const uint3 "
                 "blockIdx{cucc__bi0.x + cucc__b, cucc__bi0.y, cucc__bi0.z}; "
                 "const_cast<uint3 &>(::blockIdx).x = blockIdx.x; ");
    for (int i = 0; i < it->nrows; i++)
        emit_row_start(E, P, it, i);
    for (int i = 0; i < it->nrows; i++)
        emit_text(E, "const auto cucc__ro%d_%d = cucc__rb%d_%d; ", it->id, i, it->id, i);
    emit_text(E, "if (cucc__e <= cucc__b) for (cucc__e = cucc__b + 1; cucc__e < cucc__nb; "
                 "cucc__e++) { bool cucc__more = true; { const uint3 blockIdx{cucc__bi0.x + "
                 "cucc__e, cucc__bi0.y, cucc__bi0.z}; ");
    for (int i = 0; i < it->nrows; i++)
        emit_row_start(E, P, it, i);
    for (int i = 0; i < it->nrows; i++)
        emit_text(E, "cucc__more = cucc__more && cucc__rb%d_%d == cucc__ro%d_%d + (decltype("
                     "cucc__ro%d_%d))((cucc__e - cucc__b) * cucc__f.bd.x); ",
                  it->id, i, it->id, i, it->id, i);
    emit_text(E, "} if (!cucc__more) break; } unsigned cucc__r = cucc__e; ");
    if (guard) {
        emit_text(E, "{");
        emit_count_ends(E, P, it, "(cucc__e - cucc__b) * cucc__f.bd.x");
        emit_text(E, "if (cucc__gn != cucc__ends) { unsigned cucc__hi = cucc__e; cucc__r = "
                     "cucc__b; while (cucc__hi - cucc__r > 1) { const unsigned cucc__m = cucc__r "
                     "+ (cucc__hi - cucc__r) / 2; ");
        emit_count_ends(E, P, it, "(cucc__m - cucc__b) * cucc__f.bd.x");
        emit_text(E, "if (cucc__gn == cucc__ends) cucc__r = cucc__m; else cucc__hi = cucc__m; } "
                     "}}");
    }
    emit_text(E, "if (cucc__r > cucc__b) { ");
    x_hi = "(cucc__r - cucc__b) * cucc__f.bd.x";
    emit_x_loop(E, P, it, guard ? X_PASSED : X_ALL);
    x_hi = NULL;
    emit_text(E, "cucc__b = cucc__r; } else { ");
    emit_x_loop(E, P, it, X_ALL);
    emit_text(E, "cucc__b++; }}}");
}

/* The rows of a piece of a loop of a warp's lanes: where blockDim.x is a
 * multiple of 32 (each warp in a row, from a multiple of 32), warp by
 * warp, a warp all of whose threads are there (none returned) runs the
 * loop in chunks of 32 iterations, from lane 0's A (the same in its every
 * lane), lane l taking iteration l of each: its i is cucc__i0 + l, as in
 * the loop as written (A + l, then steps of 32, in T).  Each chunk tests
 * every lane's `i < U` (U computed once a chunk: nothing the body writes
 * changes it) into a mask; a lane whose test failed once is done, as its
 * loop would be; the chunk runs the lanes of the mask (all 32, or the
 * first n, without tests) and the loop ends when none is left:
 *
 *     for (T cucc__i0 = A;; cucc__i0 += 32) { U' = U;
 *         mask = lanes not done with (T)(cucc__i0 + l) < U'; done |= ~mask;
 *         if (!mask) break; for (l in mask) { T i = cucc__i0 + l; body } }
 *
 * Where the test keeps the order of i (cucc__chunk_whole: integers of
 * one signedness, or a floating U, and no overflow in the chunk), lane
 * 31's test passing passes the chunk whole, and a chunk with a lane that
 * fails is the last.
 * A warp some of whose threads returned runs thread by thread, as every
 * thread does in other blocks. */
static void emit_warp_stride_rows(Emitter *E, const RegionPlan *P, const RItem *it)
{
    const Node *f = it->stride, *v = f->init->body;
    const char *op = is_at(E, f->cond->tok, "<=") ? "<=" : "<";
    const char *live = live_test(P, it);
    for (int i = 0; i < it->nrows; i++)     /* (the remat declarations name them) */
        emit_row_start(E, P, it, i);
    emit_text(E, "if (cucc__f.bd.x %% 32 == 0) { for (int cucc__xw = 0; cucc__xw < "
                 "(int)cucc__f.bd.x; cucc__xw += 32) { ");
    if (*live) {
        emit_text(E, "int cucc__live = 0; for (int cucc__l = 0; cucc__l < 32; cucc__l++) { "
                     "const unsigned long cucc__t = cucc__row + cucc__xw + cucc__l; "
                     "cucc__live += (%s1) ? 1 : 0; } if (cucc__live < 32) { if (cucc__live) {",
                  live);
        x_lo = "cucc__xw";
        x_hi = "cucc__xw + 32";
        emit_x_loop(E, P, it, X_ALL);
        x_lo = x_hi = NULL;
        emit_text(E, "} continue; }");
    }
    emit_text(E, "const int cucc__xi = cucc__xw; (void)cucc__xi; const unsigned cucc__x = "
                 "cucc__xi; const unsigned long cucc__t = cucc__row + cucc__x; (void)cucc__t; ");
    if (it->tls)
        emit_text(E, "threadIdx = uint3{cucc__x, cucc__y, cucc__z}; ");
    if (!(E->rc && it->rc_bare))
        emit_text(E, "cucc__access_at(cucc__t, cucc__x, cucc__y, cucc__z); ");
    emit_text(E, "const uint3 threadIdx{cucc__x, cucc__y, cucc__z}; (void)threadIdx;");
    cur_piece = it;
    emit_piece_open(E, P, it, it->id);
    int open = emit_stride_if(E, P, it);
    emit_text(E, "{ unsigned cucc__done = 0; bool cucc__end = false; for (");
    emit_user(E, P, f->init->spec->type.begin, f->init->spec->type.end, it->id);
    emit_text(E, " cucc__i0 = (");
    emit_user(E, P, v->assign_tok + 1, v->end, it->id);
    emit_text(E, "); !cucc__end; cucc__i0 += 32) { const auto cucc__u = (");
    emit_user(E, P, f->cond->tok + 1, expr_end(E, f->cond->tok), it->id);
    /* a whole chunk on one test where the order of i holds; else each
     * lane's, and where the order holds that chunk is the last */
    emit_text(E, "); const bool cucc__mono = cucc__chunk_whole(cucc__i0, cucc__u); unsigned "
                 "cucc__m = 0; if (!cucc__done && cucc__mono && (decltype(cucc__i0))(cucc__i0 + 31) "
                 "%s cucc__u) cucc__m = ~0u; else { for (int cucc__l = 0; cucc__l < 32; cucc__l++) "
                 "cucc__m |= (unsigned)((decltype(cucc__i0))(cucc__i0 + (decltype(cucc__i0))"
                 "cucc__l) %s cucc__u) << cucc__l; cucc__m &= ~cucc__done; cucc__done |= "
                 "~cucc__m; cucc__end = cucc__mono; } if (!cucc__m) break; const int cucc__n = "
                 "cucc__m == ~0u ? 32 : (cucc__m & (cucc__m + 1)) == 0 ? "
                 "__builtin_popcount(cucc__m) : -1;", op, op);
    cur_piece = NULL;
    emit_text(E, "if (cucc__n >= 0) {");
    emit_x_loop(E, P, it, X_WARP);
    emit_text(E, "} else {");
    warp_masked = true;
    emit_x_loop(E, P, it, X_WARP);
    warp_masked = false;
    emit_text(E, "}}}%s}}} else { ", open ? "}" : "");
    emit_x_loop(E, P, it, X_ALL);
    emit_text(E, "}");
}

/* What a site's p[i] may name, computed again: the piece's repeated
 * declarations and those that start it (src/simt/region.c, find_streams). */
static void emit_stream_decls(Emitter *E, const RegionPlan *P, const RItem *it)
{
    for (int i = 0; i < it->nremat; i++) {
        emit_stmt(E, P, it->remat[i], it->id);
        emit_mark_used(E, it->remat[i]);
    }
    for (int i = 0; i < it->stream_decls; i++) {
        emit_stmt(E, P, it->stmts[i], it->id);
        emit_mark_used(E, it->stmts[i]);
    }
}

/* The address of p[i], node n, in integers: cucc__pf_addr(p, (i)). */
static void emit_site_addr(Emitter *E, const RegionPlan *P, const RItem *it, const Node *n)
{
    emit_text(E, "cucc__pf_addr(");
    emit_user(E, P, n->lhs->tok, n->lhs->tok + 1, it->id);
    emit_text(E, ", (");
    emit_user(E, P, n->tok + 1, tok_skip_group(&E->tu->toks, n->tok) - 1, it->id);
    emit_text(E, "))");
}

/* The block-stride prefetch's notes of a row of threads (src/simt/
 * region.c, find_streams): what each p[i] of the piece touches at the
 * row's two ends, from the declarations i may name, computed again, in
 * the rows the predictor reads (0, 1 and the last: noted in every row, a
 * block of 256 rows of one thread ran 2.5x slower), for threads that have
 * not returned (which would not compute them: `1000 / (n - i)` after an
 * `if (i >= n) return;`). */
static void emit_stream_notes(Emitter *E, const RegionPlan *P, const RItem *it)
{
    emit_text(E, "if (cucc__pfon) { const unsigned long cucc__pr = (unsigned long)cucc__z * "
                 "cucc__f.bd.y + cucc__y; if (cucc__pr <= 1 || cucc__pr + 1 == (unsigned long)"
                 "cucc__f.bd.y * cucc__f.bd.z) "
                 "for (int cucc__pe = 0; cucc__pe < (cucc__f.bd.x > 1 ? 2 : 1); cucc__pe++) { "
                 "const int cucc__xi = cucc__pe ? (int)cucc__f.bd.x - 1 : 0; (void)cucc__xi; "
                 "const unsigned cucc__x = cucc__xi; const uint3 threadIdx{cucc__x, cucc__y, "
                 "cucc__z}; (void)threadIdx; ");
    if (P->nreturns)    /* a thread that left evaluates nothing more */
        emit_text(E, "if (cucc__ex[cucc__row + (unsigned)cucc__xi]) continue; ");
    cur_piece = it;
    emit_stream_decls(E, P, it);
    for (int i = 0; i < it->nstreams; i++) {
        const Node *n = it->streams[i];
        int k = it->stream_site[i];
        emit_text(E, "{ const unsigned long cucc__pa = ");
        emit_site_addr(E, P, it, n);
        emit_text(E, ", cucc__pz = cucc__pa + sizeof *(");
        emit_user(E, P, n->lhs->tok, n->lhs->tok + 1, it->id);
        emit_text(E, "); if (cucc__pa < cucc__pfb.lo[%d]) cucc__pfb.lo[%d] = cucc__pa; "
                     "if (cucc__pz > cucc__pfb.hi[%d]) cucc__pfb.hi[%d] = cucc__pz; "
                     "if (cucc__pr == 0) { if (cucc__pa < cucc__pfb.r0lo[%d]) cucc__pfb.r0lo[%d] = "
                     "cucc__pa; if (cucc__pz > cucc__pfb.r0hi[%d]) cucc__pfb.r0hi[%d] = cucc__pz; } "
                     "else if (cucc__pr == 1 && cucc__pa < cucc__pfb.r1lo[%d]) cucc__pfb.r1lo[%d] = "
                     "cucc__pa; }", k, k, k, k, k, k, k, k, k, k);
    }
    cur_piece = NULL;
    emit_text(E, "}}");
}

/* A piece's share of the queued prefetches (src/rt/prefetch.c), on the
 * block entry's thread-local cucc__pf_block written out: gcc addresses
 * it from %fs alone, where through a pointer (an inline function's) it
 * kept the address in a register that the block's loops then lacked. */
static void emit_pf_step(Emitter *E)
{
    emit_text(E, "if (cucc__pfon) { cucc__pfb.steps++; for (unsigned cucc__pn = cucc__pfb.per_step; cucc__pn && "
                 "cucc__pfb.iq < cucc__pfb.nq; cucc__pn--) { const unsigned cucc__q = cucc__pfb.iq; "
                 "const unsigned long cucc__pa = cucc__pfb.at[cucc__q]; if (cucc__pfb.write[cucc__q]) "
                 "__builtin_prefetch((const void *)cucc__pa, 1, 3); else __builtin_prefetch("
                 "(const void *)cucc__pa, 0, 3); cucc__pfb.at[cucc__q] = cucc__pa + 64; if (cucc__pa + "
                 "64 < cucc__pfb.end[cucc__q]) continue; if (--cucc__pfb.rows[cucc__q] == 0) { "
                 "cucc__pfb.iq++; } else { cucc__pfb.start[cucc__q] += (unsigned long)cucc__pfb."
                 "rstride[cucc__q]; cucc__pfb.at[cucc__q] = cucc__pfb.start[cucc__q] & ~63ul; "
                 "cucc__pfb.end[cucc__q] = cucc__pfb.start[cucc__q] + cucc__pfb.len[cucc__q]; }}}");
}

/* A fused entry's row-ahead prefetch: it runs thread row y of each block
 * before row y + 1 of any, so each block's row y + 1 is a whole row of
 * blocks away, where the hardware's streams start cold; before a block's
 * row y, the lines its sites' ends touch at row y + 1 (declarations and
 * index computed there, as written), each line once in a row.  jacobi_
 * shared's tile loads and stores: 17.4 to 14.3 ms on 2 workers by hand. */
static void emit_row_ahead(Emitter *E, const RegionPlan *P, const RItem *it)
{
    emit_text(E, "if (cucc__y + 1 < cucc__f.bd.y) { const int cucc__xi = 0; (void)cucc__xi; "
                 "const unsigned cucc__x = 0; const uint3 threadIdx{0u, cucc__y + 1, cucc__z}; "
                 "(void)threadIdx; ");
    const RItem *save = cur_piece;
    cur_piece = NULL;       /* row variables as written: this row's are not row y + 1's */
    emit_stream_decls(E, P, it);
    for (int i = 0; i < it->nstreams; i++) {
        const Node *n = it->streams[i];
        bool first = true;      /* a site's first p[i] only: p[i - 1], p[i + w] are its neighbours' */
        for (int j = 0; j < i; j++)
            first = first && it->stream_site[j] != it->stream_site[i];
        if (!first)
            continue;
        /* from thread 0's line, the row's bytes if it reads along x (at most 4 lines) */
        emit_row_lines(E, P, it, n, P->site_write[it->stream_site[i]], 4);
    }
    cur_piece = save;
    emit_text(E, "}");
}

/* Does the block entry prefetch (not in 2D kernels; not in fused
 * entries, whose rows the hardware streams)? */
static bool prefetching(const RegionPlan *P)
{
    /* rows of many threads: with the notes and steps in it, a 16 x 16
     * image kernel ran 10-15 % slower, even with them off at run time */
    return P->nsites > 0 && !fused && !P->fn && !P->blocks_2d;
}

static void emit_piece_rows(Emitter *E, const RegionPlan *P, const RItem *it)
{
    if (!it->tls)   /* a fault in the piece: no thread known (src/rt/sched.c replays) */
        emit_text(E, "threadIdx = uint3{~0u, ~0u, ~0u};");
    emit_text(E, "for (unsigned cucc__z = 0; cucc__z < cucc__f.bd.z; cucc__z++) "
                 "for (unsigned cucc__y = 0; cucc__y < cucc__f.bd.y; cucc__y++) { "
                 "const unsigned long cucc__row = ((unsigned long)cucc__z * cucc__f.bd.y + "
                 "cucc__y) * cucc__f.bd.x; ");
    if (fused && !fused_pieces && it->block_runs && !nshared_refs) {
        emit_block_runs(E, P, it);
        return;
    }
    if (fused)
        emit_block_open(E, true);
    if (fused && it->nstreams)
        emit_row_ahead(E, P, it);
    if (it->stride_warp) {
        emit_warp_stride_rows(E, P, it);
        emit_text(E, "}%s", block_close());
        return;
    }
    if (it->stride)
        emit_stride_row(E, P, it);
    if (it->nahead)
        emit_ahead(E, P, it);
    for (int i = 0; i < it->nrows; i++)
        emit_row_start(E, P, it, i);
    if (it->nstreams && prefetching(P))
        emit_stream_notes(E, P, it);
    if (it->nsplits) {
        emit_text(E, "const unsigned cucc__sp%d = ", it->id);
        emit_split_point(E, P, it->split_u, it->split_u_end, it->split_gt, "cucc__f.bd.x", it->id);
        emit_text(E, ";");
    }
    if (versioned(P, it)) {
        /* a guard the row's ends decide; a lockstep loop's `i < U`, i
         * growing with threadIdx.x, is one */
        if (!*live_test(P, it) && ((it->guard_ends && it->guard && !it->stride) ||
                                   (it->stride && it->stride_guard))) {
            emit_count_ends(E, P, it, "cucc__f.bd.x");
            emit_text(E, "if (cucc__gn == cucc__ends) { ");
        } else {
            emit_text(E, "int cucc__gn = 0; ");
            emit_x_loop(E, P, it, X_COUNT);
            emit_text(E, "if (cucc__gn == (int)cucc__f.bd.x) { ");
        }
        emit_x_loop(E, P, it, X_PASSED);
        emit_text(E, "} else { ");
        emit_x_loop(E, P, it, X_ALL);
        emit_text(E, "}");
    } else if (it->fission && !it->nsplits && !it->nown && !it->nuses && !it->feeds) {
        for (int k = it->fission_at; k < it->nstmts; k++) {
            fission_only = k;
            emit_x_loop(E, P, it, X_ALL);
        }
        fission_only = -1;
    } else if (it->invariant) {
        /* thread 0 computes what every thread would (region.c, "the same
         * in every thread"), the others get copies */
        invariant_pass = true;
        emit_x_loop(E, P, it, X_ALL);
        invariant_pass = false;
        for (int i = 0; i < it->nbcast; i++)
            emit_text(E, "cucc__bcast(cucc__c%d + cucc__row, cucc__f.bd.x);", it->bcast[i]->id);
    } else {
        emit_x_loop(E, P, it, X_ALL);
    }
    emit_text(E, "}%s", block_close());
}

/* A piece's rows, begun and ended for the checkers of a
 * --sanitize=racecheck build (cucc__access_piece, empty otherwise: no
 * thread runs; the barriers of the source are emit_list's
 * cucc__access_sync); a piece that stores nothing between two barriers
 * has racecheck leave its reads alone (cucc__access_piece_reads,
 * src/simt/region.c, find_reads_only). */
static void emit_piece_loops(Emitter *E, const RegionPlan *P, const RItem *it)
{
    emit_text(E, it->reads_only ? "cucc__access_piece_reads();" : "cucc__access_piece();");
    if (prefetching(P))
        emit_pf_step(E);
    /* not in the checkers' builds: their atomics must reach memory */
    combining = it->combines && !E->tu->guard_shared;
    emit_piece_rows(E, P, it);
    if (combining)
        emit_text(E, "cucc__cmb_flush();");
    combining = false;
    emit_text(E, "cucc__access_piece();");
}

static void emit_piece(Emitter *E, const RegionPlan *P, const RItem *it)
{
    emit_piece_storage(E, P, it, true);
    emit_piece_loops(E, P, it);
}

static void emit_list(Emitter *E, const RegionPlan *P, const RList *L);
static void emit_control(Emitter *E, const RegionPlan *P, const RItem *it);

/* ---- descending pairs -------------------------------------------------------------
 * A piece and the next with the barrier between them elided (src/simt/
 * region.c, "descending pairs"), in a one-row block:
 *
 *     if (U of at most 32 bits && bd.y == 1 && bd.z == 1) {
 *         for each part of the split row, the upper first:
 *             for (long xl = hi - 1; xl >= lo; xl--) { A's statements; B's statements }
 *     } else { A's rows; B's rows }
 *
 * the subscripts `threadIdx.x` of __shared__ arrays written `xl`, and A's
 * `threadIdx.x - U` in the upper part `(xl - (long)(U))`: gcc 12
 * vectorises no descending loop over the zero-extended unsigned index
 * (scan: 47 ms against 8 with the signed one).  A's context variables
 * that only B uses are locals of the loop (cucc__k<id>). */
static void emit_desc_body(Emitter *E, const RegionPlan *P, const RItem *it)
{
    cur_piece = it;
    emit_text(E, "{");
    emit_piece_open(E, P, it, it->id);
    for (int i = 0; i < it->nstmts; i++) {
        const Node *s = it->stmts[i];
        if (is_ctx_decl(P, s)) {
            emit_ctx_decl(E, P, s, it->id);
        } else {
            emit_stmt(E, P, s, it->id);
            if (s->kind == ND_DECL)
                emit_mark_used(E, s);
        }
    }
    cur_piece = NULL;
    for (int i = 0; i < it->nuses; i++)
        if (!it->kept || !it->kept[i])
            emit_write_back(E, it->uses[i]);
    for (int i = 0; i < it->nown; i++)
        emit_write_back(E, it->own[i]);
    emit_text(E, "}}");
}

static void emit_piece_loops(Emitter *E, const RegionPlan *P, const RItem *it);

static void emit_desc_pair(Emitter *E, const RegionPlan *P, const RItem *a)
{
    const RItem *b = a->next;
    emit_piece_storage(E, P, a, false);
    emit_piece_storage(E, P, b, false);
    emit_text(E, "if (");
    if (a->nsplits) {
        emit_text(E, "cucc__split_u<decltype((");
        emit_user(E, P, a->split_u, a->split_u_end, a->id);
        emit_text(E, "))>::value && ");
    }
    emit_text(E, "cucc__f.bd.y == 1 && cucc__f.bd.z == 1) {");
    if (prefetching(P)) {   /* the two pieces' steps */
        emit_pf_step(E);
        emit_pf_step(E);
    }
    emit_text(E, "threadIdx = uint3{~0u, ~0u, ~0u};");
    char sp[32];
    snprintf(sp, sizeof sp, "cucc__sp%d", a->id);
    if (a->nsplits) {
        emit_text(E, "const unsigned %s = ", sp);
        emit_split_point(E, P, a->split_u, a->split_u_end, a->split_gt, "cucc__f.bd.x", a->id);
        emit_text(E, ";");
    }
    desc_pair = a;
    for (int part = a->nsplits ? 2 : 3; part; part = part == 2 ? 1 : 0) {
        desc_part = part;
        split_part = part == 3 ? 0 : part;
        emit_text(E, "for (long cucc__xl = (long)%s - 1; cucc__xl >= (long)%s; cucc__xl--) { "
                     "const unsigned cucc__x = (unsigned)cucc__xl; "
                     "const unsigned long cucc__t = cucc__x; (void)cucc__t; "
                     "cucc__access_at(cucc__t, cucc__x, 0u, 0u); "
                     "const uint3 threadIdx{cucc__x, 0u, 0u}; (void)threadIdx; ",
                  part == 1 ? sp : "cucc__f.bd.x", part == 2 ? sp : "0");
        for (int i = 0; i < a->nown; i++)
            if (a->desc_local[i])
                emit_text(E, "cucc__mut<cucc__T%d> cucc__k%d;", a->own[i]->id, a->own[i]->id);
        emit_desc_body(E, P, a);
        emit_desc_body(E, P, b);
        emit_text(E, "}");
    }
    desc_part = split_part = 0;
    desc_pair = NULL;
    emit_text(E, "} else {");
    emit_piece_loops(E, P, a);
    emit_text(E, "cucc__access_sync();");
    emit_piece_loops(E, P, b);
    emit_text(E, "}");
}


/* ---- warp steps -------------------------------------------------------------------
 * A piece, a shuffle, the piece after it (and on, while pieces and
 * shuffles alternate),
 *
 *     v += __shfl_down_sync(0xffffffff, v, off);
 *
 * runs as three passes over the block, the shuffle between them on values
 * as 8-byte words.  Where every warp is whole and takes part with the full
 * mask or not at all (the block's x size a multiple of 32; of each warp,
 * all threads or none gone, and all or none in each predicated if around),
 * the passes run without tests, warp by warp, the shuffled values in an
 * array of the variable's own type, where gcc vectorises the lanes:
 *
 *     if (bd.x % 32 == 0 && mask == ~0u && width ok && each warp whole) {
 *         T *wv = (nt elements);
 *         for each warp of the block that takes part:
 *             for each lane: { ...piece..., wv[t] = v; }
 *         for each warp of the block that takes part:
 *             for each lane: { v += cucc__wlane<DOWN>(wv + warp, lane, off, 31); ... }
 *     } else { the passes }
 *
 * (The whole block's values are written before any is read: a read right
 * after the warp's own writes, across two of them, waited for the stores
 * to drain; 3x slower.)
 *
 * A shuffle takes part when its mask, delta and width are uniform and its
 * value is a context variable (whose type, cucc__T<id>, is named at block
 * level); a piece, when it is no lockstep loop, has no guard and, but the
 * last, no `return` (a thread leaving before the shuffle would leave its
 * lane empty). */
static const RVar *lane_var(const RegionPlan *P, const RItem *c)
{
    const Node *a = simt_coll_arg(c, 1);
    if (!a || a->kind != ND_NAME || !a->local || a->local->kind != LV_VAR)
        return NULL;
    for (int i = 0; i < P->nvars; i++)
        if (P->vars[i]->name_tok >= 0 && P->vars[i]->name_tok == a->local->tok)
            return P->vars[i];
    for (int i = 0; i < P->nparams; i++)
        if (P->params[i]->name_tok >= 0 && P->params[i]->name_tok == a->local->tok &&
            !P->params[i]->uniform)
            return P->params[i];
    return NULL;
}

static bool wstep_coll(const RegionPlan *P, const RItem *c)
{
    return c && c->kind == RI_COLLECTIVE && c->shape == RC_SHFL && c->uniform_args &&
           lane_var(P, c);
}

static bool wstep_piece(const RItem *p)
{
    return p && p->kind == RI_PIECE && !p->stride && !has_guard(p);
}

/* The pieces of the warp steps that start at piece `first`: their number
 * (0: none), in pieces[]. */
static int warp_steps(const RegionPlan *P, const RItem *first, const RItem **pieces, int cap)
{
    int n = 0;
    if ((fused && !fused_pieces) || !wstep_piece(first))
        return 0;
    pieces[n++] = first;
    for (const RItem *p = first; n < cap && n <= (int)(sizeof wsteps / sizeof *wsteps); p = p->next->next) {
        const RItem *c = p->next;
        if (p->feeds != c || !wstep_coll(P, c) || !wstep_piece(c->next) ||
            piece_returns(P, p, false))
            break;
        pieces[n++] = c->next;
    }
    return n > 1 ? n : 0;
}

/* A warp step's piece for every warp of the block taking part, lane loops
 * inside. */
/* ` && cucc__warps_whole(...)` for the exits (when some thread may have
 * left) and for each predicated if around: the tests a warp-at-a-time
 * form needs at run time. */
static void emit_warps_whole(Emitter *E, bool exits)
{
    if (exits)
        emit_text(E, " && cucc__warps_whole(cucc__ex, cucc__f.nt)");
    for (int i = 0; i < npreds; i++)
        if (fused_pieces)   /* (no returns in a fused kernel) */
            emit_text(E, " && cucc__warps_whole_n(cucc__p%d, cucc__f.nt, cucc__ntb, cucc__nb)",
                      preds[i].id);
        else
            emit_text(E, " && cucc__warps_whole(cucc__p%d, cucc__f.nt)", preds[i].id);
}

/* The rows of the block and, in each, its warps taking part (`{` left
 * open twice: the row's and the warp's); it, when not NULL, a piece whose
 * row variables each row starts. */
static void emit_warps_head(Emitter *E, const RegionPlan *P, const RItem *it, bool exits)
{
    emit_text(E, "for (unsigned cucc__z = 0; cucc__z < cucc__f.bd.z; cucc__z++) "
                 "for (unsigned cucc__y = 0; cucc__y < cucc__f.bd.y; cucc__y++) { "
                 "const unsigned long cucc__row = ((unsigned long)cucc__z * cucc__f.bd.y + "
                 "cucc__y) * cucc__f.bd.x; ");
    if (fused)
        emit_block_open(E, true);
    for (int r = 0; it && r < it->nrows; r++)
        emit_row_start(E, P, it, r);
    emit_text(E, "for (int cucc__xw = 0; cucc__xw < (int)cucc__f.bd.x; cucc__xw += 32) {");
    if (exits)
        emit_text(E, "if (cucc__ex[cucc__row + cucc__xw]) continue;");
    for (int k = 0; k < npreds; k++)
        emit_text(E, "if (%scucc__p%d[cucc__row + cucc__xw]) continue;",
                  preds[k].negate ? "" : "!", preds[k].id);
}

static void emit_warp_lanes(Emitter *E, const RegionPlan *P, const RItem *it, bool exits)
{
    emit_warps_head(E, P, it, exits);
    emit_x_loop(E, P, it, X_WARP);
    emit_text(E, "}}%s", block_close());
}

/* Does the map of the warp step after piece p (not the last of the
 * steps) read the shuffled variable's own context array, p having
 * nothing to run but the copy into cucc__wv<id> (emit_feed)? */
static bool map_reads_var(const RItem *p)
{
    return by_lane_map(p->next) && p->nstmts == 0 && p->nremat == 0 && p->nrows == 0 &&
           !p->stride && !has_guard(p);
}

static void emit_warp_steps(Emitter *E, const RegionPlan *P, const RItem **pieces, int n)
{
    bool all_tls = true;
    /* the steps' own inputs are the passes' alone: taken in their branch */
    for (int i = 0; i < n; i++) {
        emit_piece_storage(E, P, pieces[i], i == n - 1);
        all_tls &= pieces[i]->tls;
    }
    emit_text(E, "{");
    for (int i = 0; i + 1 < n; i++) {
        const RItem *c = pieces[i]->next;
        emit_text(E, "const unsigned cucc__wa%d = (unsigned)", c->id);
        emit_carg(E, c, 2);
        emit_text(E, " & 31; const int cucc__ww%d = ", c->id);
        if (has_carg(c, 3))
            emit_carg(E, c, 3);
        else
            emit_text(E, "32");
        emit_text(E, "; const unsigned cucc__wg%d = (unsigned)cucc__ww%d - 1;", c->id, c->id);
    }
    /* (fused: the maps run over all the blocks' threads, in warps) */
    emit_text(E, "if (cucc__f.bd.x %% 32 == 0%s", fused_pieces ? " && cucc__ntb % 32 == 0" : "");
    for (int i = 0; i + 1 < n; i++) {
        const RItem *c = pieces[i]->next;
        emit_text(E, " && (unsigned)");
        emit_carg(E, c, 0);
        emit_text(E, " == ~0u && cucc__rc_width_ok(cucc__ww%d)", c->id);
    }
    bool exits = (P->nreturns > 0 || P->fn) && !first_piece(P, pieces[0]);
    emit_warps_whole(E, exits);
    emit_text(E, ") { cucc__ctx_mark cucc__m;");
    if (!all_tls)
        emit_text(E, "threadIdx = uint3{~0u, ~0u, ~0u};");
    for (int i = 0; i + 1 < n; i++) {
        const RItem *c = pieces[i]->next;
        int t = lane_var(P, c)->id;
        emit_text(E, "cucc__mut<cucc__T%d> *cucc__wv%d = cucc__ctx_alloc<cucc__mut<cucc__T%d>>"
                     "(%s);", t, c->id, t, nt_all());
        wsteps[nwsteps++] = c;
    }
    for (int i = 0; i < n; i++) {
        const RItem *c = i > 0 ? pieces[i - 1]->next : NULL;
        if (c && by_lane_map(c)) {
            int t = lane_var(P, c)->id;
            bool own = map_reads_var(pieces[i - 1]);
            emit_text(E, "cucc__mut<cucc__T%d> *cucc__wr%d = cucc__ctx_alloc<cucc__mut<cucc__T%d>>"
                         "(%s); cucc__wmap<%s>(cucc__%s%d, cucc__wr%d, %s, "
                         "cucc__wa%d, cucc__wg%d);", t, c->id, t, nt_all(), c->op,
                      own ? "c" : "wv", own ? t : c->id, c->id, nt_all(), c->id, c->id);
        }
        if (i + 1 < n && map_reads_var(pieces[i]))
            continue;
        emit_warp_lanes(E, P, pieces[i], exits);
        emit_text(E, "cucc__access_piece();");
    }
    nwsteps = 0;
    emit_text(E, "} else {");
    for (int i = 0; i + 1 < n; i++)
        emit_feed_storage(E, P, pieces[i]->feeds);
    for (int i = 0; i < n; i++) {
        emit_piece_loops(E, P, pieces[i]);
        if (i + 1 < n)
            emit_control(E, P, pieces[i]->next);
    }
    emit_text(E, "}}");
}

/* A register warp loop (src/simt/warpreg.c): when every warp of the
 * block is whole, the mask the full warp and the width 32, each warp runs
 * the loop with its 32 values in one vector named as the variable, the
 * shuffle replaced by cucc__wsh; then `else ` and the loop's warp steps
 * follow for all other cases.  No lambda: its captures by reference made
 * the kernel's locals addressable (softmax 2.6x slower when not inlined). */
static void emit_warp_regs(Emitter *E, const RegionPlan *P, const RItem *it)
{
    const Node *s = it->stmt;
    const RItem *c = it->body->items->next, *p1 = c->next;
    const RVar *v = lane_var(P, c);
    if (!v || v->name_tok < 0)
        return;
    const Node *st = p1->stmts[0], *call = c->call;
    int call_at = call->lhs->tok, call_to = call_end(E, call);
    emit_text(E, "if (cucc__wreg<cucc__T%d>::ok && cucc__f.bd.x %% 32 == 0 && (unsigned)", v->id);
    emit_arg(E, call, 0);
    emit_text(E, " == ~0u");
    if (arg_at(call, 3)) {
        emit_text(E, " && (int)");
        emit_arg(E, call, 3);
        emit_text(E, " == 32");
    }
    bool exits = P->nreturns > 0 || P->fn;     /* (never the kernel's first piece) */
    emit_warps_whole(E, exits);
    emit_text(E, ") { typedef typename cucc__wreg<cucc__T%d>::type cucc__V; ", v->id);
    emit_warps_head(E, P, NULL, exits);
    emit_text(E, "cucc__V ");
    emit_flat(E, v->name_tok, v->name_tok + 1);
    emit_text(E, "; __builtin_memcpy((void *)&");
    emit_flat(E, v->name_tok, v->name_tok + 1);
    emit_text(E, ", (const void *)&cucc__c%d[cucc__row + cucc__xw], sizeof(cucc__V));", v->id);
    emit_range(E, s->begin, s->body->begin);
    emit_text(E, "{");
    emit_range(E, st->begin, call_at);
    emit_text(E, " cucc__wsh<%s>(", c->op);
    emit_flat(E, v->name_tok, v->name_tok + 1);
    emit_text(E, ", (unsigned)(");
    emit_arg(E, call, 2);
    emit_text(E, ")) ");
    emit_range(E, call_to, st->end);
    emit_text(E, "} __builtin_memcpy((void *)&cucc__c%d[cucc__row + cucc__xw], (const void *)&",
              v->id);
    emit_flat(E, v->name_tok, v->name_tok + 1);
    emit_text(E, ", sizeof(cucc__V)); }}}%s else ", block_close());
}

/* A collective's array `cucc__<name><id>[_<k>]` (k < 0: none), in a fused
 * run this block's part of it (a null one stays null). */
static void emit_arr(Emitter *E, const char *name, int id, int k)
{
    char buf[48];
    if (k >= 0)
        snprintf(buf, sizeof buf, "cucc__%s%d_%d", name, id, k);
    else
        snprintf(buf, sizeof buf, "cucc__%s%d", name, id);
    if (fused_pieces)   /* (collectives fuse only so) */
        emit_text(E, "cucc__off(%s, cucc__bo)", buf);
    else
        emit_text(E, "%s", buf);
}

/* A collective's call, after the pieces that fed it: in a fused run, once
 * for each block (emit_block_open). */
static void emit_collective(Emitter *E, const RegionPlan *P, const RItem *it)
{
    int id = it->id;
    if (it->shape == RC_CALL) {
        emit_fn_scope(E, it, false);
        emit_text(E, "cucc__rf%d(cucc__f, ", it->fn_plan->id);
        emit_arr(E, "cx", id, -1);
        emit_text(E, ", ");
        emit_arr(E, "cr", id, -1);
        for (int k = 0; k < it->fn_plan->nparams; k++) {
            if (!it->fn_plan->params[k]->uniform) {
                emit_text(E, ", ");
                emit_arr(E, "fa", id, k);
                continue;
            }
            if (it->fn_plan->params[k]->block) {
                emit_text(E, ", cooperative_groups::this_thread_block()");
                continue;
            }
            emit_text(E, ", ");     /* the same in every thread: evaluated once */
            emit_arg(E, it->call, k);
        }
        emit_text(E, ");");
        return;
    }
    if (it->shape == RC_BLOCK)
        emit_text(E, "cucc__access_sync(); cucc__region_collective(%s, ", it->op);
    else
        emit_text(E, "cucc__%s<%s>(", it->uniform_args ? "rcu" : "rc", it->op);
    emit_text(E, "cucc__f.nt, ");
    emit_arr(E, "cx", id, -1);
    if (it->uniform_args && it->shape != RC_BLOCK) {
        emit_text(E, ", (unsigned)");
        emit_carg(E, it, 0);
        emit_text(E, ", ");
        emit_arr(E, "cv", id, -1);
        emit_text(E, ", ");
        if (it->shape == RC_SHFL) {
            emit_text(E, "(int)");
            emit_carg(E, it, 2);
        } else {
            emit_text(E, "0");
        }
        emit_text(E, ", ");
        if (it->shape == RC_SHFL && has_carg(it, 3)) {
            emit_text(E, "(int)");
            emit_carg(E, it, 3);
        } else {
            emit_text(E, "32");
        }
    } else {
        static const char *const names[] = {"cm", "cv", "ca", "cw"};
        for (int k = 0; k < 4; k++) {
            emit_text(E, ", ");
            emit_arr(E, names[k], id, -1);
        }
    }
    emit_text(E, ", ");
    emit_arr(E, "cr", id, -1);
    emit_text(E, ");");
}

static void emit_control(Emitter *E, const RegionPlan *P, const RItem *it)
{
    const Node *s = it->stmt;
    if (it->warp_regs)
        emit_warp_regs(E, P, it);
    if (it->kind == RI_COLLECTIVE) {
        if (fused)
            emit_block_open(E, false);
        emit_collective(E, P, it);
        emit_text(E, "%s", block_close());
        return;
    }
    if (it->stride_warp) {
        emit_text(E, "{");
        emit_list(E, P, it->body);
        emit_text(E, "}");
        return;
    }
    if (it->stride) {
        emit_text(E, "{ for (long cucc__k = 0;; cucc__k++) { bool cucc__any = false;");
        emit_list(E, P, it->body);
        emit_text(E, "if (!cucc__any) break; } }");
        return;
    }
    if (it->pred) {
        preds[npreds].id = it->id;
        preds[npreds++].negate = false;
        if (it->pred_low) {
            /* a frame of the row's first min(U, bd.x) threads when the
             * block is one row (src/simt/region.c, "low threads") */
            char n[32];
            snprintf(n, sizeof n, "cucc__fo%d.bd.x", it->id);
            emit_text(E, "{ const cucc__ctx_frame &cucc__fo%d = cucc__f; const cucc__ctx_frame "
                         "cucc__f(cucc__fo%d, ", it->id, it->id);
            emit_split_point(E, P, it->pred_u, it->pred_u_end, it->pred_gt, n, -1);
            emit_text(E, "); (void)cucc__f;");
            emit_list(E, P, it->body);
            emit_text(E, "}");
        } else {
            emit_list(E, P, it->body);
        }
        if (it->els) {
            preds[npreds - 1].negate = true;
            emit_list(E, P, it->els);
        }
        npreds--;
        return;
    }
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
        if (s->spec_to > 0) {   /* its init went before it (src/simt/split_decl.c) */
            emit_text(E, "for (;");
            emit_range(E, s->spec_to, s->body->begin);
        } else {
            emit_range(E, s->begin, s->body->begin);
        }
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

/* After a __shared__ declaration (thread_local, as everywhere): the
 * rest of the list sees each of its variables through a local reference,
 * which gcc's vectoriser can analyse, where a thread-local it cannot.
 * In a fused kernel of several pieces (src/simt/fuse.c) each fused block
 * has a copy of its own from the context arena, cucc__shf<id>[b], which
 * the piece's loop over the blocks names instead (emit_piece_rows).
 * Returns the braces opened; the variables' ids are in shared_refs. */
static int emit_shared_refs(Emitter *E, const Node *s)
{
    if (s->kind != ND_DECL || !s->spec || !(s->spec->cuda & CU_SHARED))
        return 0;
    static int uid;
    int open = 0;
    for (const Node *v = s->body; v; v = v->next) {
        if (v->tok < 0)
            continue;
        int id = uid++;
        emit_text(E, "auto &cucc__sh%d = ", id);
        emit_flat(E, v->tok, v->tok + 1);
        emit_text(E, ";");
        if (fused)
            emit_text(E, "auto *cucc__shf%d = cucc__smem_copies(cucc__sh%d, cucc__nb);", id, id);
        emit_text(E, "{ auto &");
        emit_flat(E, v->tok, v->tok + 1);
        emit_text(E, " = cucc__sh%d; (void)&", id);
        emit_flat(E, v->tok, v->tok + 1);
        emit_text(E, ";");
        if (nshared_refs < SIMT_FUSE_SHARED_MAX)  /* (more: fuse.c fuses none) */
            shared_refs[nshared_refs].id = id, shared_refs[nshared_refs].tok = v->tok;
        nshared_refs++;
        open++;
    }
    return open;
}

static void emit_list(Emitter *E, const RegionPlan *P, const RList *L)
{
    int open = 0;
    emit_text(E, "{");
    if (L->storage)
        emit_text(E, "cucc__ctx_mark cucc__m;");
    for (const RItem *it = L->items; it; it = it->next) {
        if (it->barrier_before)
            emit_text(E, "cucc__access_sync();");
        if (it->kind == RI_SCALAR) {
            emit_stmt(E, NULL, it->stmt, -1);
            open += emit_shared_refs(E, it->stmt);
        } else if (it->kind == RI_PIECE && it->desc && !fused && !E->tu->access_hooks &&
                   !E->tu->guard_shared) {
            emit_desc_pair(E, P, it);
            it = it->next;
        } else if (it->kind == RI_PIECE) {
            const RItem *steps[sizeof wsteps / sizeof *wsteps + 1];
            int n = warp_steps(P, it, steps, (int)(sizeof steps / sizeof *steps));
            if (n) {
                emit_warp_steps(E, P, steps, n);
                it = steps[n - 1];
            } else {
                emit_piece(E, P, it);
            }
        } else {
            emit_control(E, P, it);
        }
    }
    if (L->barrier_end)
        emit_text(E, "cucc__access_sync();");
    nshared_refs -= open;
    while (open-- > 0)
        emit_text(E, "}");
    emit_text(E, "}");
}

static bool is_type_word(const Emitter *E, int i);

/* typedef <the parameter's type> cucc__T<id>; for each of P's parameters */
static void emit_param_types(Emitter *E, const RegionPlan *P)
{
    for (int k = 0; k < P->nparams; k++) {
        const RVar *rv = P->params[k];
        emit_text(E, "typedef ");
        for (int i = rv->begin; i < rv->end; i++) {
            if (i == rv->name_tok && is_at(E, i + 1, "[")) {    /* T name[N]: T * */
                emit_text(E, " * cucc__T%d ", rv->id);
                break;
            }
            if (i == rv->name_tok)
                emit_text(E, " cucc__T%d ", rv->id);
            else if (rv->block && is_at(E, i, "&"))
                continue;       /* the block by value */
            else if (is_type_word(E, i))
                emit_flat(E, i, i + 1);
        }
        if (rv->name_tok < 0)
            emit_text(E, " cucc__T%d", rv->id);
        emit_text(E, ";");
    }
}

/* The block entry's body; the caller has written its head.  Parameters
 * that threads modify become context variables, every thread's element
 * the argument. */
void emit_region_body(Emitter *E, const RegionPlan *P, int fuse, bool known_width)
{
    /* The block's built-in variables in registers: the worker's are
     * thread-local and, with -fno-strict-aliasing, reloaded after every
     * store (a stencil's `y * w + x` then is no induction variable). */
    emit_text(E, "{ const uint3 blockIdx = ::blockIdx; const dim3 blockDim = ::blockDim, "
                 "gridDim = ::gridDim; (void)blockIdx; (void)blockDim; (void)gridDim; %s cucc__f;",
              known_width ? "cucc__ctx_frame_x<cucc__BX>" : "cucc__ctx_frame");
    width_known = known_width;
    fused = fuse != 0;
    int nctx = 0;
    bool stride = false;
    for (int i = 0; i < P->npieces; i++) {
        nctx += P->pieces[i]->nown;
        stride = stride || P->pieces[i]->stride;
    }
    fused_pieces = fuse == 2 && (nctx || stride || P->ncolls);
    if (fused_pieces) {
        /* runs of at most FUSED_RUN blocks whose context variables take
         * about FUSED_BYTES (taken as 4 bytes each), one after the other:
         * their arrays and shared copies stay in the caches */
        emit_text(E, "const unsigned long cucc__nbq = %d / (cucc__f.nt * %d); "
                     "const unsigned cucc__nbt = cucc__fuse_x, cucc__nbc = cucc__nbq > %d ? %du : "
                     "cucc__nbq > 1 ? (unsigned)cucc__nbq : 1u; "
                     "for (unsigned cucc__b0 = 0; cucc__b0 < cucc__nbt; cucc__b0 += cucc__nbc) { "
                     "const uint3 cucc__bi0{blockIdx.x + cucc__b0, blockIdx.y, blockIdx.z}; "
                     "const unsigned cucc__nb = cucc__nbt - cucc__b0 < cucc__nbc ? cucc__nbt - "
                     "cucc__b0 : cucc__nbc; const unsigned long cucc__ntb = cucc__f.nt; "
                     "cucc__smem_fused_reset(); cucc__ctx_mark cucc__mb;",
                  FUSED_BYTES, 4 * nctx + 4, FUSED_RUN, FUSED_RUN);
    } else if (fuse) {
        emit_text(E, "const uint3 cucc__bi0 = blockIdx; const unsigned cucc__nb = cucc__fuse_x; "
                     "cucc__smem_fused_reset();");
    }
    /* Tests of the driver's fallback (src/driver/compile.c) need region
     * code that does not compile. */
    const char *bad = getenv("CUCC_TEST_BAD_REGIONS");
    if (bad && *bad == '1')
        emit_text(E, "cucc__no_such_name;");
    if (P->nreturns)
        emit_text(E, "unsigned char *cucc__ex = cucc__ctx_alloc<unsigned char>(cucc__f.nt); "
                     "__builtin_memset(cucc__ex, 0, cucc__f.nt);");
    bool flat = E->flat;
    E->flat = true;
    emit_param_types(E, P);
    E->flat = flat;
    for (int k = 0; k < P->nparams; k++) {
        const RVar *rv = P->params[k];
        emit_text(E, "cucc__mut<cucc__T%d> *cucc__c%d = cucc__ctx_alloc<cucc__mut<cucc__T%d>>(cucc__f.nt); "
                     "for (unsigned long cucc__t = 0; cucc__t < cucc__f.nt; cucc__t++) cucc__c%d[cucc__t] = ",
                  rv->id, rv->id, rv->id, rv->id);
        emit_flat(E, rv->name_tok, rv->name_tok + 1);
        emit_text(E, ";");
    }
    if (prefetching(P)) {
        unsigned early = 0, write = 0;
        for (int k = 0; k < P->nsites; k++) {
            early |= (unsigned)P->site_early[k] << k;
            write |= (unsigned)P->site_write[k] << k;
        }
        /* thread-local: addressed from %fs in an executable, where a
         * local's escaped address had slowed a matmul's loops by 40 % */
        /* blocks of rows of 64 threads or more: on rows of 16 (16 x 16
         * tiles) the notes, steps and calls cost a light kernel 18 % */
        emit_text(E, "static_assert(sizeof cucc__pf_block::lo / sizeof *cucc__pf_block::lo >= %d, "
                     "\"sites\"); ", P->nsites);
        emit_text(E, "static __thread cucc__pf_block cucc__pfb; const bool cucc__pfon = "
                     "cucc__f.bd.x >= 64; if (cucc__pfon) cucc__pf_begin(&cucc__pfb, &cucc__pfb, "
                     "%d, %uu, %uu);", P->nsites, early, write);
    }
    emit_list(E, P, P->body);
    if (prefetching(P))
        emit_text(E, "if (cucc__pfon) cucc__pf_end(&cucc__pfb);");
    emit_text(E, fused_pieces ? "}}" : "}");
    fused = fused_pieces = width_known = false;
}

/* ---- __device__ functions that wait --------------------------------------
 * For `__device__ float warp_sum(float v) {...}` called by a region
 * kernel, right after the function:
 *
 *     typedef float cucc__T12;                  each parameter's type
 *     typedef float cucc__R11;                  the return type
 *     static inline void cucc__rf11(const cucc__ctx_frame &cucc__f,
 *             const unsigned char *cucc__in, cucc__rptr<cucc__R11> cucc__ret,
 *             cucc__mut<cucc__T12> *cucc__c12)
 *     { ...the body as regions, for the threads cucc__in leaves in... }
 *
 * The caller fills one array per parameter, runs it at once for all its
 * threads (those not taking part marked in cucc__in) and reads each
 * thread's result from cucc__ret.
 */
static bool is_type_word(const Emitter *E, int i)
{
    return !is_storage_word(&E->t[i]) && !is_at(E, i, "__attribute__") &&
           !is_at(E, i, "__launch_bounds__");
}

static void emit_region_fn_plan(Emitter *E, const Decl *d, const RegionPlan *P);

void emit_region_fn(Emitter *E, Edit *ed)
{
    if (ed->fired)
        return;
    ed->fired = true;
    const RegionPlan *P;
    emit_quiet_begin(E);
    for (int i = 0; (P = simt_fn_regions(ed->decl, i)); i++)
        emit_region_fn_plan(E, ed->decl, P);
    emit_quiet_end(E);
}

/* One region form of d: a parameter the callers pass uniform is a plain
 * argument, named as in d; the others per-thread arrays. */
static void emit_region_fn_plan(Emitter *E, const Decl *d, const RegionPlan *P)
{
    bool flat = E->flat;
    E->flat = true;
    int start = d->begin;
    const RegionPlan *S = P->spec_of;
    if (S) {                        /* the class template's explicit specialisation */
        start = tok_skip_template_params(&E->tu->toks, d->template_tok + 1);
        int end = tok_skip_angle(&E->tu->toks, d->name_tok + 1);
        emit_text(E, "template <> struct cucc__rs%d<", S->id);
        emit_flat(E, d->name_tok + 2, end - 1);
        emit_text(E, "> { ");
    } else if (d->template_tok >= 0) {     /* a class template with d's header */
        start = tok_skip_template_params(&E->tu->toks, d->template_tok + 1);
        emit_flat(E, d->template_tok, start);
        emit_text(E, " struct cucc__rs%d { ", P->id);
    }
    emit_param_types(E, P);
    emit_text(E, "typedef ");
    for (int i = start; i < d->name_tok; i++)
        if (is_type_word(E, i))
            emit_flat(E, i, i + 1);
    emit_text(E, " cucc__R%d; static inline void cucc__rf%d(const cucc__ctx_frame &cucc__f, "
                 "const unsigned char *cucc__in, cucc__rptr<cucc__R%d> cucc__ret",
              P->id, P->id, P->id);
    for (int k = 0; k < P->nparams; k++) {
        const RVar *rv = P->params[k];
        if (rv->uniform) {
            emit_text(E, ", cucc__T%d ", rv->id);
            emit_flat(E, rv->name_tok, rv->name_tok + 1);
        } else {
            emit_text(E, ", cucc__mut<cucc__T%d> *cucc__c%d", rv->id, rv->id);
        }
    }
    emit_text(E, ") { (void)cucc__ret; cucc__ctx_mark cucc__m0; "
                 "unsigned char *cucc__ex = cucc__ctx_alloc<unsigned char>(cucc__f.nt); "
                 "__builtin_memcpy(cucc__ex, cucc__in, cucc__f.nt);");
    E->flat = flat;
    emit_list(E, P, P->body);
    emit_text(E, "}");
    if (S) {    /* the names the callers use, the primary template's */
        for (int k = 0; k < P->nparams; k++)
            emit_text(E, "typedef cucc__T%d cucc__T%d;", P->params[k]->id, S->params[k]->id);
        emit_text(E, "typedef cucc__R%d cucc__R%d; static inline void cucc__rf%d(const "
                     "cucc__ctx_frame &cucc__f, const unsigned char *cucc__in, "
                     "cucc__rptr<cucc__R%d> cucc__ret", P->id, S->id, S->id, P->id);
        for (int k = 0; k < P->nparams; k++)
            emit_text(E, P->params[k]->uniform ? ", cucc__T%d cucc__a%d"
                                               : ", cucc__mut<cucc__T%d> *cucc__a%d",
                      P->params[k]->id, k);
        emit_text(E, ") { cucc__rf%d(cucc__f, cucc__in, cucc__ret", P->id);
        for (int k = 0; k < P->nparams; k++)
            emit_text(E, ", cucc__a%d", k);
        emit_text(E, "); }");
    }
    emit_text(E, d->template_tok >= 0 ? " };" : "");
}

void find_region_fns(Emitter *E)
{
    for (Decl *d = E->tu->decls; d; d = d->next)
        if (d->kind == DK_FUNC && d->body_open >= 0 && simt_fn_regions(d, 0))
            add_edit(E, ED_REGION_FN, d->end, d->end)->decl = d;
}
