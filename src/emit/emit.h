/*
 * Internals of the C++ emitter (emit.c, kernel.c, launch.c).
 *
 * The emitter copies the token array to the output and applies edits:
 * an Edit fires just before the token at index `at` would be written, writes
 * its replacement (usually re-emitting some of the original tokens through
 * emit_range, so nested edits apply inside it) and says where copying
 * resumes.  Edits are found by a pre-pass over the Decl list and the tokens,
 * then sorted by position.
 */
#ifndef CUCC_EMIT_H
#define CUCC_EMIT_H

#include "front/front.h"

typedef struct Emitter Emitter;
typedef struct Edit Edit;

typedef enum {
    ED_REGION_FN,       /* after a __device__ function that waits: its region form */
    ED_KERNEL,          /* a __global__ function definition */
    ED_LOCKSTEP,        /* a statement of warp-synchronous code (before edits inside it) */
    ED_SHIFT,           /* a << b or a >> b in device code: CUDA's count past the width
                           (before edits inside it) */
    ED_LAUNCH,          /* callee<<<config>>>(args) */
    ED_SHARED,          /* the __shared__ keyword of a static shared variable */
    ED_DYN_SHARED,      /* extern __shared__ T a[]; */
    ED_SHARED_REG,      /* the ';' of a file-scope __shared__ declaration of a sanitizer
                           build, then its variables registered for racecheck */
    ED_FRIEND,          /* friend __global__ void k(...); in a class */
    ED_DEVICE_CALL,     /* printf/malloc/free called in device code */
} EditKind;

struct Edit {
    EditKind kind;
    int at, skip_to;
    bool busy;          /* being written: does not fire again inside itself */
    bool fired;         /* ED_REGION_FN: written (once, though its token may be again) */
    Decl *decl;         /* ED_KERNEL */
    /* ED_LAUNCH: callee [at, ltlt), config args cfg[k]..cfg[k+1]-1 (commas
     * between), args '(' at args_open; ED_DYN_SHARED: statement [at, skip_to) */
    int ltlt, ncfg, cfg[5], args_open;
    bool in_body;       /* ED_SHARED: inside a function body */
    bool has_static;    /* ED_SHARED: `static` already among the specifiers */
    bool guarded;       /* ED_SHARED: between ASan's guards (cucc --sanitize) */
    bool windowed;      /* ED_SHARED: the whole statement [at, skip_to), in the
                         * shared memory window or between guards */
    int name_tok;       /* ED_DEVICE_CALL: the function's name; [at, name_tok) qualifies it;
                           ED_SHARED_REG: the declaration is [name_tok, at];
                           ED_SHIFT: the operator, [at, name_tok) and (name_tok, skip_to)
                           the operands */
    bool hd;            /* ED_DEVICE_CALL: in a __host__ __device__ body */
    const struct LockPoint *lock;   /* ED_LOCKSTEP */
};

struct Emitter {
    TU *tu;
    Token *t;
    FILE *out;
    SrcFile *file;      /* where the output is, in source terms */
    int line;
    bool bol;           /* nothing written on the current output line yet */
    bool flat;          /* writing a generated copy: no line tracking */
    bool need_space;    /* generated text or a gap in the tokens came last */
    int last_tok;       /* index of the token written last */
    int last_char;      /* the character written last */
    Edit *edits;
    int nedits, capedits;
    int *first_edit;    /* per token: index of its first edit, or -1 */
    char *in_body;      /* per token: inside a function body */
    int vreg;           /* counter for registration names */
    char **kernel_names;/* "ns::name" keys whose cucc__name_ function exists */
    int nkernel_names;
    /* Writing racecheck's twin of a region kernel (src/emit/racetwin.c,
     * from src/emit/kernel.c's emit_region): per token, the site of rc
     * whose chain it begins (rc_pre) or ends (rc_suf), plus one;
     * emit_range wraps them. */
    const struct RegionPlan *rc;
    int *rc_pre, *rc_suf;
    int rc_open;        /* wraps begun and not yet ended */
};

/* emit.c */
void emit_range(Emitter *E, int from, int to);
/* A directive line of cucc's own (`#pragma ...`), alone on its output line. */
void emit_directive(Emitter *E, const char *text);
void emit_flat(Emitter *E, int from, int to);
void emit_tok(Emitter *E, int i);
void emit_tok_prefixed(Emitter *E, const char *prefix, int i);
void emit_text(Emitter *E, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void emit_sync(Emitter *E, int i);
void emit_quiet_begin(Emitter *E);
void emit_quiet_params_begin(Emitter *E);
void emit_quiet_end(Emitter *E);
void emit_line_break(Emitter *E);
Edit *add_edit(Emitter *E, EditKind kind, int at, int skip_to);
bool is_at(const Emitter *E, int i, const char *s);
int skip_attribute(const Emitter *E, int i);

/* kernel.c */
void find_kernels(Emitter *E);
void emit_kernel(Emitter *E, Edit *ed);
void emit_friend(Emitter *E, Edit *ed);

/* region.c */
struct RegionPlan;
void emit_region_body(Emitter *E, const struct RegionPlan *P, int fuse, bool known_width);
/* Before and after token i of a twin's site (emit_range). */
void emit_rc_prefix(Emitter *E, int i);
void emit_rc_suffix(Emitter *E, int i);
/* Begins and ends the twin's wrapping of P's sites. */
void emit_rc_begin(Emitter *E, const struct RegionPlan *P);
void emit_rc_end(Emitter *E);
void find_region_fns(Emitter *E);
void emit_region_fn(Emitter *E, Edit *ed);

/* devcall.c */
void find_device_calls(Emitter *E);
void emit_device_call(Emitter *E, Edit *ed);
void emit_shift(Emitter *E, Edit *ed);
void find_device_shifts(Emitter *E);

/* lockstep.c */
void find_lockstep(Emitter *E);
void emit_lockstep(Emitter *E, Edit *ed);

/* launch.c */
void find_launches(Emitter *E);
void emit_launch(Emitter *E, Edit *ed);
void find_shared(Emitter *E);
void emit_shared(Emitter *E, Edit *ed);
void emit_shared_reg(Emitter *E, Edit *ed);
void emit_dyn_shared(Emitter *E, Edit *ed);

#endif
