/*
 * SIMT lowering decisions: which execution strategy each kernel may use
 * (docs/design.md, "SIMT execution"; docs/architecture.md section 2).
 *
 *   strategy.c   simt_choose(): every kernel of the user's files either
 *                runs its blocks as thread loops (strategy 1) or needs
 *                fibers (strategy 3); `cucc --dump=simt` prints the choice
 *                and the reason
 *   region.c     simt_plan_regions(): for the kernels that need fibers,
 *                a plan of thread loops between barriers (strategy 2),
 *                or the reason there is none
 *
 * The emitter (src/emit/kernel.c) asks simt_kernel_loops() and registers a
 * loop entry for the kernels that qualify (include/cucc/kernel.hpp); it
 * writes a region plan as a block entry (src/emit/region.c).
 */
#ifndef CUCC_SIMT_H
#define CUCC_SIMT_H

#include "front/ast.h"

/* Runs after check_tu() (it uses the name tables of src/front/names.c). */
void simt_choose(TU *tu);
/* Can the blocks of kernel definition d run as thread loops? */
bool simt_kernel_loops(const Decl *d);
void dump_simt(TU *tu, FILE *out);     /* --dump=simt */
/* Is n the name of a function that may wait for other threads? */
bool simt_name_blocks(const Name *n);
/* strategy.c's verdict: fibers only because the body names blocking
 * functions (not for a reason regions cannot lift either). */
bool simt_kernel_blocks_by_name(const Decl *d);

/* ---- split_decl.c: one declarator per declaration -------------------------- */

/* Does statement s hold a wait (a barrier, collective or call of a
 * function that waits)?  region.c's answer, for split_decl.c. */
typedef bool (*SimtWaits)(void *arg, Node *s);
/* Declarations of several declarators in body, and the inits of loops
 * with waits that declare several, as one declaration per variable. */
void simt_split_decls(const TU *tu, Node *body, SimtWaits waits, void *arg);

/* ---- inline.c: warp functions written into their callers --------------- */

/* After check_tu(): writes calls of small __device__ functions built on
 * warp collectives into their callers (the file's comment says which).
 * arch: the file mentions __CUDA_ARCH__.  True when the tokens changed:
 * *old is then the array they replaced, the caller's to keep or free, and
 * the caller skims and checks the new ones again (names_reset() first). */
bool simt_inline_calls(TU *tu, bool arch, TokenArray *old);

/* ---- lockstep.c: legacy warp-synchronous code ---------------------------- */

typedef enum {
    LK_AFTER,           /* `{ stmt point; }` */
    LK_AFTER_DECL,      /* `decl point;` (the names stay in scope) */
    LK_SPLIT,           /* `lhs op= rhs;`: `{ auto t = (rhs); point; lhs op= t; } point;` */
} LockKind;

typedef struct LockPoint {
    const Node *stmt;
    LockKind kind;
    const Node *assign;     /* LK_SPLIT: the ND_ASSIGN */
} LockPoint;

/* Runs after check_tu(), before simt_choose(). */
void simt_plan_lockstep(TU *tu);
bool simt_has_lockstep(const Decl *d);
/* Sorted by the statement's first token. */
const LockPoint *simt_lockstep_points(int *n);
/* A lockstep point's site number for cucc__activemask_here (src/rt/warp.c
 * orders sites: source order). */
#define LOCKSTEP_SITE 0x100000

/* ---- region.c: strategy 2 ---------------------------------------------- */

typedef enum { RI_PIECE, RI_SCALAR, RI_CONTROL, RI_COLLECTIVE } RItemKind;

/* How a collective's arguments are taken (RItem.shape). */
typedef enum {
    RC_SHFL,        /* (mask, value, lane/delta/lane mask [, width]) */
    RC_VOTE,        /* (mask, predicate) */
    RC_MATCH,       /* (mask, value) */
    RC_REDUCE,      /* (mask, value) */
    RC_BLOCK,       /* (predicate): __syncthreads_count/_and/_or */
    RC_CALL,        /* a __device__ function that waits, in region form */
} RCollShape;

typedef struct RList RList;

/* A context variable: a local of a piece that other pieces use, stored
 * per thread. */
typedef struct RVar {
    Node *var;              /* its ND_VAR; NULL for a parameter of a function */
    int name_tok;           /* its name, -1 for an unnamed parameter */
    int begin, end;         /* a parameter: its tokens */
    int id;
    bool uniform;           /* a function's parameter every caller passes the
                               same value in all threads: a plain argument of
                               cucc__rf<id>, no per-thread array */
    bool block;             /* ... a cooperative_groups::thread_block: the
                               block's, whatever the caller names */
} RVar;

/* racetwin.c: how a chain on a __shared__ variable is used (how), and
 * how the twin entry reports it (wrap): a piece's class, the worst of
 * the pieces that run a site. */
enum { RC_READ = 1, RC_WRITE = 2 };
enum { RC_NONE, RC_READS, RC_OWN, RC_PLAIN };
typedef struct RcSite {
    int begin, end;         /* its tokens */
    int var_tok;            /* the variable's name in its declaration */
    unsigned char how;      /* RC_READ | RC_WRITE */
    unsigned char own;      /* s[threadIdx.x] (1), s[threadIdx.y][threadIdx.x] (2), else 0 */
    unsigned char wrap;     /* RC_READS: not reported; RC_OWN: when the block's shape
                               does not make it the thread's own; RC_PLAIN: always */
    bool held;              /* in a piece (whose thread loop names the thread) */
} RcSite;

typedef struct RItem {
    RItemKind kind;
    int id;
    Node *stmt;             /* RI_SCALAR: run once per block; RI_CONTROL: a loop,
                               if or block around barriers, run once per block; a
                               piece with `stride`: the loop, or the if around it */
    RList *body, *els;      /* RI_CONTROL: what it runs */
    Node **stmts;           /* RI_PIECE: statements every thread runs */
    int nstmts;
    RVar **own;             /* RI_PIECE: context variables it declares */
    int nown;
    RVar **uses;            /* RI_PIECE: ... that earlier pieces declared */
    Node **rows;            /* RI_PIECE: variables `T v = R + threadIdx.x`, R the same in
                               a row of threads, among its statements and repeated
                               declarations: the piece computes R once per row */
    Node **row_decls;       /* ... and the declaration of each (its type) */
    int nrows;
    int nuses;
    Node **remat;           /* RI_PIECE: declarations of other pieces it repeats */
    int nremat;
    struct RItem *feeds;    /* RI_PIECE: the collective, or predicated if, right
                               after it, whose inputs each thread evaluates last */
    Node *call;             /* RI_COLLECTIVE: the call in stmt, which starts the
                               next piece with the call replaced by its result */
    const char *op;         /* RI_COLLECTIVE: its enum cucc__warp_opkind (abi.h) */
    RCollShape shape;
    const struct RegionPlan *fn_plan;   /* RC_CALL: the function's */
    /* RC_CALL of a template whose arguments the call leaves to deduction:
     * per template parameter, tokens [deduce_b, deduce_e) and how they
     * give it (SIMT_DEDUCE_*; src/emit/region.c, emit_fn_scope) */
    int ndeduce;
    int deduce_b[8], deduce_e[8];
    unsigned char deduce_kind[8];
    bool tile;              /* RI_COLLECTIVE: a static tile's shuffle, `t.shfl_down(v, d)`
                               (region.c): the call's arguments are (value, lane); the
                               mask is the warp's, the width the tile's size, the
                               tokens [tile_b, tile_e) (simt_coll_arg) */
    int tile_b, tile_e;
    bool uniform_args;      /* a warp collective whose mask, lane/delta/lane mask
                               and width are the same in every thread: computed
                               once, at the step */
    Node *stride;           /* RI_CONTROL: a loop with a per-thread start run in lockstep,
                               iteration k of every thread before k + 1; RI_PIECE: its
                               body, under that loop's per-thread guard (region.c) */
    bool predicated;        /* inside a predicated if: not every thread takes part */
    Node *guard;            /* RI_PIECE: `if (c) return;` or, last, `if (c) s`, after
                               declarations only, c free of memory reads and effects (region.c,
                               find_guard): a row whose threads all pass runs unguarded */
    int guard_at;           /* ... its index in stmts */
    bool guard_exits;       /* ... the `return` form */
    bool guard_ends;        /* ... every thread of a row passes it when the row's first and
                               last do (region.c, ends_decide) */
    bool barrier_before;    /* a block barrier of the source comes right before it in its
                               list: the emitter marks it for racecheck (cucc__access_sync) */
    bool fenced;            /* RI_PIECE: a barrier right before it and right after it */
    bool reads_only;        /* RI_PIECE: with fenced, stores to nothing but its own scalar locals and
                               context variables, calls only pure functions: its reads of
                               shared memory cannot race (region.c, find_reads_only) */
    bool *kept;             /* RI_PIECE: per uses[i], whether the piece cannot change it, so
                               that its element needs no write-back (region.c, find_kept) */
    bool fission;           /* RI_PIECE: its statements from fission_at on each run as an
                               x loop of their own, after the arithmetic declarations before
                               (region.c, find_fission) */
    int fission_at;
    bool stride_guard;      /* RI_PIECE of a lockstep loop: its `i < U` is such a guard */
    bool stride_warp;       /* RI_CONTROL and RI_PIECE of `stride`: a loop of a warp's lanes,
                               `i = A + lane; i < U; i += 32` (region.c), run warp by warp
                               as one loop over [A, U) */
    bool block_runs;        /* RI_PIECE: of fused blocks (fuse.c), consecutive ones whose rows
                               pass the guard may run as one x loop (region.c,
                               find_block_runs) */
    Node **splits;          /* RI_PIECE: its comparisons of threadIdx.x with one uniform U
                               (`threadIdx.x < U`, `U <= threadIdx.x`, ...), each false for
                               the x of a row below a point and true from it on, or the
                               reverse: the x loop runs in two parts, each with them known
                               (region.c, "split rows") */
    bool *split_rising;     /* ... true from the point on */
    int nsplits;
    bool split_gt;          /* ... the point is the first x > U, else the first x >= U */
    int split_u, split_u_end;   /* ... U's tokens */
    bool tls;               /* RI_PIECE: calls something that may read the worker's
                               threadIdx, which it must then keep current */
    bool pred;              /* RI_CONTROL: an if whose condition may differ between
                               threads, with warp collectives in it: each thread
                               runs the pieces of the branch it takes */
    int xstep;              /* RI_PIECE: one `if (c) s` whose c holds `threadIdx.x % N == 0`
                               (or kin): only every N-th thread of a row acts, and its
                               x loop steps by N (0: every thread) */
    int xtail;              /* RI_PIECE: its last statement is such an if, which runs in
                               an x loop of its own after the others, stepping by N */
    bool invariant;         /* RI_PIECE: computes the same in every thread of a row
                               (region.c, "the same in every thread"): its x loop runs
                               thread 0 only, whose values of bcast it then copies to
                               the row's other threads */
    RVar **bcast;
    int nbcast;
    int *one_b, *one_e;     /* RI_PIECE, NULL or one pair per statement: an `if (c) s`
                               whose c holds `threadIdx.x == K`, K of constants,
                               blockDim, gridDim and warpSize, and has no effects: the tokens [one_b, one_e) of K, else -1; in
                               its own x loop (fission, or the piece's one statement)
                               it runs for x = K alone (region.c, "one thread") */
    bool pred_low;          /* ... its condition is `threadIdx.x < U` (or kin), U uniform:
                               the threads that take it are a row's first ones, and a
                               one-row block runs its branch as a block of those
                               (region.c, "low threads") */
    bool pred_gt;           /* ... `<=` (the point is U + 1) */
    int pred_u, pred_u_end; /* ... U's tokens */
    Node **streams;         /* RI_PIECE: `p[i]` of a pointer parameter p the kernel never
                               changes, i arithmetic of threadIdx, uniform values and the
                               declarations before it (stream_decls of stmts), free of
                               memory reads, effects and division: the emitter notes
                               the bytes a row's ends touch for the block-stride
                               prefetch (region.c, find_streams) */
    int *stream_site;       /* ... the plan's site of each: one per parameter and way */
    int nstreams, stream_decls;
    Node **ahead;           /* RI_PIECE of a lockstep loop `i += W`: `p[e]` of a pointer
                               parameter p the kernel never changes, e = i + a value the
                               same in every thread (params, uniform locals declared
                               before the loop): the emitter prefetches the row's bytes
                               of iteration k + 1 before running k (region.c, find_ahead) */
    bool *ahead_write;      /* ... stored to (prefetched for writing) */
    int nahead;
    bool combines;          /* RI_PIECE: holds cmb_atomics; the emitter flushes their
                               sums at its end */
    bool warp_regs;         /* RI_CONTROL: a `for` loop of one shuffle and one update of
                               the shuffled variable, each warp's run with its lanes in
                               one vector (warpreg.c) */
    bool desc;              /* RI_PIECE: runs with the next piece as one x loop from the
                               row's top down, the barrier between them elided, in one-row
                               blocks (region.c, "descending pairs") */
    int *desc_b, *desc_e;   /* ... the subscripts `threadIdx.x` (and, desc_sub, `threadIdx.x
                               - U` where the split holds) of __shared__ arrays in both
                               pieces: their tokens, which the fused loop writes signed */
    bool *desc_sub;
    int ndesc;
    bool *desc_local;       /* ... per own[i]: only the next piece uses it (a plain local of
                               the fused loop) */
    unsigned char rc_class; /* RI_PIECE, racecheck's twin: RC_NONE (no shared access),
                               RC_READS, RC_OWN or RC_PLAIN (racetwin.c) */
    bool rc_bare;           /* ... calls no function of the program's: its thread loop
                               need not name the thread (cucc__access_at) */
    struct RItem *next;
} RItem;

struct RList {
    RItem *items;
    bool storage;           /* a piece of it owns context variables */
    bool barrier_end;       /* a block barrier of the source ends it (after its last item) */
};

#define SIMT_SITES_MAX 8

typedef struct RegionPlan {
    RList *body;
    RItem **pieces;
    int npieces;
    Node **returns;         /* every return statement, in source order */
    int nreturns;
    RVar **vars;            /* every context variable */
    int nvars;
    Node **ctx_decls;       /* declaration statements of context variables */
    int nctx_decls;
    RItem **colls;          /* every collective */
    int ncolls;
    Node **blk_atomics;     /* atomicX(&s..., ...) calls in pieces on __shared__ s:
                               the block's alone, they need no lock */
    int nblk_atomics;
    Node **cmb_atomics;     /* atomicAdd/Sub calls of combining pieces whose adds wait
                               for the piece's end, summed by address (region.c,
                               "combined atomics") */
    int ncmb_atomics;
    /* The plan of a __device__ function that waits (its region form, run
     * for all threads of the block at once, cucc__rf<id>): */
    const Decl *fn;
    int id;
    /* The block-stride prefetch's sites (find_streams): each one pointer
     * parameter read or written by the pieces, written when site_write,
     * early when its first piece is the block's first (its next block's
     * bytes are prefetched, else its own block's). */
    int nsites;
    bool blocks_2d;         /* the kernel names threadIdx.y or .z: its sites are for the
                               row-ahead prefetch of fused entries only (src/emit/region.c) */
    bool site_write[SIMT_SITES_MAX], site_early[SIMT_SITES_MAX];
    int site_param[SIMT_SITES_MAX];
    RVar **params;          /* its parameters, per-thread arrays the caller fills;
                               in a kernel's plan (fn NULL): the parameters that
                               threads modify, per-thread arrays the block's
                               entry fills with the argument */
    int nparams;
    /* An explicit specialisation's plan (`template <> int f<int>(...)`):
     * the primary template's plan for the same uniform arguments, whose
     * names (cucc__rs<id><args>::cucc__rf<id>, its parameters' types)
     * the specialisation's region form gives too. */
    const struct RegionPlan *spec_of;
    /* racecheck's twin entry (racetwin.c, in --sanitize=racecheck builds):
     * whether the kernel has one, else why not; the chains on its
     * __shared__ variables, by token. */
    bool rc_twin;
    const char *rc_why;
    RcSite *rc_sites;
    int nrc_sites;
} RegionPlan;

void simt_plan_regions(TU *tu);
/* The plan of kernel definition d, NULL when it does not run as regions. */
const RegionPlan *simt_kernel_regions(const Decl *d);
/* Why d does not (NULL if it does, or if it runs as thread loops). */
const char *simt_region_why(const Decl *d);

/* A collective's call: the token of the function's name (a member's for
 * `t.shfl_down(...)`) and the first token of the call. */
int simt_call_name_tok(const Node *call);
int simt_call_begin(const Node *call);
/* Argument k of collective it, as the intrinsic takes them (0 mask, 1
 * value, 2 lane/delta/lane mask, 3 width): the node, or NULL where a
 * tile's collective has none (mask: the whole warp; width: the tokens
 * [tile_b, tile_e)) or the call omits it (a shuffle's width). */
const Node *simt_coll_arg(const struct RItem *it, int k);
const Node *simt_stride_decls(const struct RItem *it);
/* Is tile collective it's tile a whole warp (its size written `32`)? */
bool simt_tile_whole(const TU *tu, const struct RItem *it);

/* ---- warpreg.c: warp loops in registers ----------------------------------- */

/* Marks the register warp loops of plan P (RItem.warp_regs). */
void simt_mark_warp_regs(const TU *tu, RegionPlan *P);

/* ---- fuse.c: blocks along x in one call -------------------------------- */

/* May kernel d's block entries run several blocks along x in one call? */
bool simt_kernel_fuses(const TU *tu, const Decl *d);
/* The most __shared__ variables a fused kernel of several pieces declares
 * (fuse.c, src/emit/region.c). */
#define SIMT_FUSE_SHARED_MAX 64
/* ... as a region kernel of several pieces, each fused block with copies
 * of the kernel's __shared__ variables. */
bool simt_fuse_copies(const TU *tu, const Decl *d);
/* How a deduced template argument is written (RItem.deduce_kind): the
 * tokens are a literal (else a type a variable is declared with), an array
 * variable's element type (the argument decays), and the parameter is
 * `T *name` or `T &name` (else `T name` or `T const &name`). */
enum { SIMT_DEDUCE_LITERAL = 1, SIMT_DEDUCE_ARRAY = 2, SIMT_DEDUCE_POINTER = 4, SIMT_DEDUCE_REF = 8 };

/* Can the type of argument a, passed to a template parameter's `T name`,
 * be named where none of the caller's variables is (a region entry's
 * block level), as decltype(cucc__by_value(...)) of a literal or of
 * `*(U *)0`, U the declared type of a plainly declared parameter or local
 * of caller (vars: the caller's ND_VARs; a pointer local, a __shared__
 * array)?  The kind (SIMT_DEDUCE_LITERAL, _ARRAY: U is the element type)
 * and U's (or the literal's) tokens [*b, *e), or -1. */
int simt_arg_type(const TU *tu, const Decl *caller, Node *const *vars, int nvars, const Node *a,
                  int *b, int *e);

/* The i-th region form of __device__ function d (one per set of arguments
 * its callers pass uniform), NULL past the last or if no region kernel
 * calls it. */
const RegionPlan *simt_fn_regions(const Decl *d, int i);
/* The call named at token tok has a blocking name but waits only for the
 * calling thread (a thread-scope pipeline's operation, strategy.c). */
bool simt_own_wait(int tok);
/* int2, float4, uchar3, ...: is s the name of one of CUDA's vector types? */
bool simt_vector_type(const char *s);
/* Is callee one of the runtime's functions of values alone (sqrtf, min,
 * make_float4, ...) that no declaration of the program's shadows? */
bool simt_pure_call(const Node *callee);
/* atomicAdd ... atomicCAS and their _block and _system forms (relaxed). */
bool simt_cuda_atomic(const char *name);

/* ---- racetwin.c: racecheck's twin of a region kernel ----------------------- */

/* Fills P's rc_* fields and its pieces' (kernel d; racecheck builds). */
void simt_race_twin(TU *tu, const Decl *d, RegionPlan *P);

#endif
