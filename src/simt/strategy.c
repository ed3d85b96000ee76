/*
 * simt_choose(): may a kernel's blocks run as thread loops (strategy 1 of
 * docs/architecture.md section 2), or do they need fibers (strategy 3)?
 *
 * A block whose threads never wait for one another can run them one after
 * the other, each to its end, in a plain loop: x fastest, then y, then z.
 * The fiber engine runs such a block in exactly that order too, so the
 * results are the same; the loop saves the per-thread call through the
 * argument block and the bookkeeping of a thread, and lets the C++
 * compiler inline the body into the loop (include/cucc/kernel.hpp).
 *
 * A kernel qualifies when nothing it may execute waits for other threads:
 * no block barrier (__syncthreads*), no warp collective (shuffle, vote,
 * match, reduce, __syncwarp, __activemask, and the cooperative-groups
 * operations built on them), no grid.sync().  Device-side launches never
 * wait (launch.c runs child grids after their parent's blocks).  The
 * analysis works on tokens, by name, so it needs no types and nothing the
 * parser skips can hide from it:
 *
 *  - Every function body of the translation unit (user code and headers)
 *    is scanned, and every identifier in it that names a function other
 *    than a kernel counts as a call of every function of that name (all
 *    overloads, all classes).  A name is *blocking* when a body of a
 *    function of that name mentions a primitive (the runtime functions
 *    that wait, `primitives` below) or a blocking name, transitively.
 *    Kernels are not followed: launching one does not run it.
 *  - In user code, what the analysis cannot see blocks: a call through a
 *    variable (a function pointer, a parameter, `(*fp)(...)`,
 *    `(obj.*pm)(...)`, `table[i](...)`, a member that is not a function),
 *    a virtual function, a function declared but not defined in this file
 *    (with -rdc it may live in another one).  Two calls through variables
 *    are seen through: a local initialised with a lambda (the lambda's body
 *    is part of the scanned body) and a parameter whose type is a template
 *    type parameter.  The latter is a function object, whose operator() is
 *    an `operator` function (next rule), or a function pointer: such calls
 *    block if a function whose address the user's code takes blocks.
 *  - Operators are called without their names being written, so when any
 *    `operator...` function of the translation unit blocks, no kernel
 *    qualifies.
 *  - The user's __host__ functions are not scanned (device code cannot
 *    call them; host_only below), nor are system headers' host functions.
 *
 * Headers are trusted to call only what they name.  Every doubt goes to
 * fibers: a kernel wrongly sent to fibers only runs slower.  Should a
 * thread loop still reach a barrier or a collective, the runtime ends the
 * grid with cudaErrorLaunchFailure rather than compute something else
 * (cucc__loop_guard, src/rt/sched.h).
 *
 * Known blind spot: a local variable holding a function pointer that has
 * the name of some function of the TU counts as that function
 * (tests/e2e/simt_loops.cu shows the runtime catching it).
 */
#include "simt/simt.h"
#include "front/ast.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The runtime functions (src/rt) that make the calling thread wait for
 * others; everything else of the device library is built on them. */
static const char *const primitives[] = {
    "__syncthreads", "__syncthreads_count", "__syncthreads_and", "__syncthreads_or",
    "__syncwarp", "cucc__warp_op", "cucc__activemask_at", "cucc__activemask", "cucc__grid_sync",
    "cucc__part_barrier", "cucc__wait_while", "cucc__thread_exit",
};

/* What is known about a name. */
typedef struct Info {
    const Name *name;
    bool callee;            /* names a function that is not a kernel */
    bool has_body;          /* ... of which the TU defines one */
    bool user_undefined;    /* ... and the user's files declare one without body */
    bool blocking;
    const Name *via;        /* blocking: a body of it mentions `via` ... */
    char *why;              /* ... or for this reason (NULL: a primitive) */
    const Name **users;     /* names whose bodies mention this one */
    int nusers, capusers;
} Info;

/* Info by Name pointer: open addressing, power-of-two capacity.  `all`
 * holds them in creation order, which, unlike the table's, is the same
 * from run to run. */
static Info **table, **all;
static size_t tcap, tcount;

static size_t slot_of(const Name *n)
{
    size_t h = (size_t)(unsigned long)n;
    h ^= h >> 17;
    h *= 0x9e3779b97f4a7c15ull;
    return (h >> 20) & (tcap - 1);
}

static Info *find_info(const Name *n)
{
    if (!tcap || !n)
        return NULL;
    for (size_t s = slot_of(n);; s = (s + 1) & (tcap - 1)) {
        if (!table[s])
            return NULL;
        if (table[s]->name == n)
            return table[s];
    }
}

static Info *get_info(const Name *n)
{
    Info *in = find_info(n);
    if (in)
        return in;
    if ((tcount + 1) * 2 > tcap) {
        Info **old = table;
        size_t ocap = tcap;
        tcap = tcap ? tcap * 2 : 1024;
        table = calloc(tcap, sizeof *table);
        for (size_t i = 0; i < ocap; i++)
            if (old[i]) {
                size_t s = slot_of(old[i]->name);
                while (table[s])
                    s = (s + 1) & (tcap - 1);
                table[s] = old[i];
            }
        free(old);
    }
    in = calloc(1, sizeof *in);
    in->name = n;
    size_t s = slot_of(n);
    while (table[s])
        s = (s + 1) & (tcap - 1);
    table[s] = in;
    all = realloc(all, sizeof *all * (tcount + 1));
    all[tcount++] = in;
    return in;
}

/* The choice for each kernel definition of the user's files. */
typedef struct Choice {
    const Decl *d;
    bool loop;
    const Name *via;        /* fiber: the blocking name its body mentions ... */
    char *why;              /* ... or the reason its body itself gives */
    struct Choice *next;
} Choice;

static Choice *choices;
static TU *the_tu;
/* Calls of function objects given as template parameters: a name of no
 * function, which blocks when any function whose address the user's code
 * takes blocks (the parameter may be a pointer to it) or any operator
 * does (functors_block). */
static Info *functors;

static Token *tok(int i)
{
    return &the_tu->toks.v[i];
}

static bool is(int i, const char *s)
{
    return i >= 0 && i < the_tu->toks.n && tok_is(tok(i), s);
}

static bool is_ident(int i)
{
    return i >= 0 && i < the_tu->toks.n && tok(i)->kind == TK_IDENT;
}

static char *format(const char *fmt, const char *arg)
{
    size_t n = strlen(fmt) + strlen(arg) + 1;
    char *s = malloc(n);
    snprintf(s, n, fmt, arg);
    return s;
}

/* The Name a declaration is filed under (as names.c files it): operator
 * functions under `operator`, constructors and destructors under the
 * class's name. */
static Name *decl_name(const Decl *d)
{
    Name *n = d->name_tok >= 0 ? name_at(d->name_tok) : NULL;
    if (!n && d->name && *d->name) {
        const char *s = strrchr(d->name, ':');
        s = s ? s + 1 : d->name;
        n = name_intern(s, (int)strlen(s));
    }
    return n;
}

/* ---- declarations -------------------------------------------------------- */

/* `= default`, `= delete` or `= 0` after the parameters. */
static bool is_special(const Decl *d)
{
    for (int i = d->params_close + 1; i + 1 < d->end; i++)
        if (is(i, "=") && (is(i + 1, "default") || is(i + 1, "delete") || is(i + 1, "0")))
            return true;
    return false;
}

static bool is_virtual(const Decl *d)
{
    int end = d->body_open >= 0 ? d->body_open : d->end;
    for (int i = d->begin; i < end; i++)
        if (is(i, "virtual") || (i > d->params_close && (is(i, "override") || is(i, "final"))))
            return true;
    return false;
}

static void note_decl(const Decl *d)
{
    if (d->kind != DK_FUNC || (d->attrs & CU_GLOBAL) || d->params_close < 0)
        return;
    Name *n = decl_name(d);
    if (!n)
        return;
    Info *in = get_info(n);
    in->callee = true;
    if (d->body_open >= 0)
        in->has_body = true;
    if (d->in_system)
        return;
    if (d->body_open < 0 && !is_special(d))
        in->user_undefined = true;
    if (is_virtual(d) && !in->why)
        in->why = format("'%s' is virtual", n->str);
}

/* ---- scanning a body ----------------------------------------------------- */

/* A set of names, kept as a list. */
typedef struct Names {
    const Name **v;
    int n, cap;
} Names;

static void names_add(Names *s, const Name *x)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 8;
        s->v = realloc(s->v, sizeof *s->v * (size_t)s->cap);
    }
    s->v[s->n++] = x;
}

static bool names_has(const Names *s, const Name *x)
{
    for (int i = 0; i < s->n; i++)
        if (s->v[i] == x)
            return true;
    return false;
}

static void names_drop(Names *s, const Name *x)
{
    for (int i = 0; i < s->n; i++)
        if (s->v[i] == x)
            s->v[i--] = s->v[--s->n];
}

static void names_clear(Names *s)
{
    free(s->v);
    *s = (Names){0};
}

typedef struct Scan {
    const Decl *fn;
    bool user;
    Info *self;             /* NULL for a kernel */
    char *why;              /* the first reason the body blocks by itself */
    const Name *via;        /* a kernel: the first blocking name mentioned */
    Names ok;               /* variables that may be called: lambdas, function objects */
    Names locals;           /* variables the body declares that have a function's name */
    const Name *params[32]; /* the function's parameters (the first 32) */
    int nparams;
    bool functor_call;      /* calls a parameter of template type */
    Names tpipes;           /* variables that hold thread-scope pipelines */
} Scan;

/* ---- thread-scope pipelines -------------------------------------------
 * A cuda::pipeline<cuda::thread_scope_thread> is the thread's own: its
 * producer_acquire, consumer_wait and the rest wait for the thread's own
 * copies, never for other threads.  By name they are the block-scope
 * pipeline's operations, which do wait; so in the user's code a call of
 * `make_pipeline()` (no group: the thread's pipeline), a member call on a
 * variable declared with `thread_scope_thread` in its type or initialised
 * by `make_pipeline()`, and `pipeline_consumer_wait_prior<N>(v)` of such
 * a variable do not count as mentions. */
/* `make_pipeline()` (qualified or not) at i? */
static bool own_pipeline_call(int i)
{
    return is(i, "make_pipeline") && is(i + 1, "(") && is(i + 2, ")");
}

/* The declaration of the variable named at i, from b (the start of its
 * type): of a thread-scope pipeline? */
static bool declares_thread_pipe(int b, int i)
{
    for (int k = b; k < i; k++)
        if (is(k, "thread_scope_thread"))
            return true;
    if (!is(i + 1, "="))
        return false;
    int k = i + 2;
    if (is(k, "::"))
        k++;
    if (is(k, "cuda") && is(k + 1, "::"))
        k += 2;
    return own_pipeline_call(k);
}

/* The tokens of such calls, for region.c (simt_own_wait). */
static int *own_waits;
static int nown_waits, capown_waits;

static void note_own_wait(int tok)
{
    if (nown_waits == capown_waits) {
        capown_waits = capown_waits ? capown_waits * 2 : 16;
        own_waits = realloc(own_waits, sizeof *own_waits * (size_t)capown_waits);
    }
    own_waits[nown_waits++] = tok;
}

bool simt_own_wait(int tok)
{
    for (int i = 0; i < nown_waits; i++)
        if (own_waits[i] == tok)
            return true;
    return false;
}

/* Is the call named at i one that cannot wait for other threads by the
 * rule above? */
static bool thread_pipe_op(const Scan *S, int i)
{
    if (own_pipeline_call(i))
        return true;
    if ((is(i - 1, ".") || is(i - 1, "->")) && is(i + 1, "(") && is_ident(i - 2) &&
        names_has(&S->tpipes, name_at(i - 2)))
        return true;
    if (is(i, "pipeline_consumer_wait_prior") && is(i + 1, "<")) {
        int k = tok_match(i + 1) > i + 1 ? tok_match(i + 1) : i + 3;
        while (k < i + 8 && !is(k, "("))
            k++;
        return is(k, "(") && is_ident(k + 1) && is(k + 2, ")") && names_has(&S->tpipes, name_at(k + 1));
    }
    return false;
}

static bool is_template_param(const Decl *d, const Name *n)
{
    if (d->template_tok < 0)
        return false;
    int end = template_header_end(d->template_tok);
    for (int i = d->template_tok + 2; i < end; i++)
        if ((is(i, "class") || is(i, "typename")) && name_at(i + 1) == n)
            return true;
    return false;
}

/* The name a parameter [b, e) declares: the last name at its top level
 * before any default argument, or the last one inside `(*f)` / `(&f)`. */
static int param_name(int b, int e)
{
    int name = -1;
    for (int i = b; i < e && !is(i, "="); i++) {
        if (is(i, "(") && (is(i + 1, "*") || is(i + 1, "&")) && tok_match(i) > i) {
            for (int j = i + 1; j < tok_match(i); j++)
                if (is_ident(j) && !tok_is_keyword(tok(j)))
                    name = j;
            return name;
        }
        if (tok_match(i) > i)
            i = tok_match(i);
        else if (is_ident(i) && !tok_is_keyword(tok(i)) && i > b && !is(i + 1, "::"))
            name = i;
    }
    return name;
}

/* Records the function's parameters, and allows calls of those declared
 * `F f`, `const F &f`, `F &&f` with F a template type parameter of the
 * function: function objects (or pointers, see functor_call). */
static void note_params(Scan *S)
{
    const Decl *d = S->fn;
    if (d->params_open < 0)
        return;
    for (int k = 0; k < d->nparams; k++) {
        int b = d->params[k].begin, e = d->params[k].end, words[3], nw = 0;
        for (int i = b; i < e; i++) {
            if (tok_match(i) > i) {
                i = tok_match(i);
                nw = 3;
                continue;
            }
            if (is(i, "const") || is(i, "volatile") || is(i, "&") || is(i, "&&") ||
                is(i, "__restrict__"))
                continue;
            if (is_ident(i) && nw < 2)
                words[nw++] = i;
            else
                nw = 3;
        }
        int n = param_name(b, e);
        if (n >= 0 && S->nparams < 32)
            S->params[S->nparams++] = name_at(n);
        if (n >= 0 && declares_thread_pipe(b, n))
            names_add(&S->tpipes, name_at(n));
        if (nw == 2 && n == words[1] && is_template_param(d, name_at(words[0])))
            names_add(&S->ok, name_at(n));
    }
}

static bool is_param(const Scan *S, const Name *n)
{
    for (int i = 0; i < S->nparams; i++)
        if (S->params[i] == n)
            return true;
    return false;
}

/* The body blocks by itself, for this reason (the first one is kept). */
static void body_blocks(Scan *S, char *why)
{
    if (S->why)
        free(why);
    else
        S->why = why;
}

/* Names the compiler declares itself. */
static bool is_builtin(const Name *n)
{
    static const char *prefixes[] = {"__builtin_", "__atomic_", "__sync_", "__c11_atomic_"};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (!strncmp(n->str, prefixes[i], strlen(prefixes[i])))
            return true;
    return false;
}

static bool is_type_word(int i)
{
    static const char *const words[] = {"auto", "bool", "char", "const", "double", "float",
                                        "int", "long", "short", "signed", "unsigned", "volatile"};
    if (!is_ident(i))
        return false;
    if (!tok_is_keyword(tok(i)))
        return true;
    for (size_t k = 0; k < sizeof words / sizeof *words; k++)
        if (is(i, words[k]))
            return true;
    return false;
}

/* Is the `x` of `x(` at i declared there (`dim3 b(7)`, `T a, b(1)`)?
 * Two names in a row only start a declaration; after a comma, the
 * statement must start with two. */
static bool declares(int i, int body_open)
{
    if (is_type_word(i - 1))
        return true;
    if (!is(i - 1, ","))
        return false;
    int j = i - 1;
    while (j > body_open && !is(j - 1, ";") && !is(j - 1, "{") && !is(j - 1, "}")) {
        j--;
        if (is(j, ")") || is(j, "]")) {
            int o = tok_match(j);
            if (o < 0)
                return false;
            j = o;
        } else if (is(j, "(") || is(j, "[")) {
            return false;           /* inside an argument list */
        }
    }
    return is_type_word(j) && is_type_word(j + 1);
}

/* `x(...)` where x names no function other than a kernel: a call through
 * a variable, unless it declares x, x is a type (a constructor call, a
 * cast), or x is known to hold a lambda or a function object. */
static void check_call(Scan *S, int i, const Name *n)
{
    bool member = is(i - 1, ".") || is(i - 1, "->");
    if (n->is_keyword || name_is_type(n) || ((n->user | n->sys) & NK_TYPE))
        return;
    if (!member && (is_builtin(n) || names_has(&S->ok, n) || declares(i, S->fn->body_open)))
        return;
    for (DeclRef *r = n->decls; r && !is_param(S, n); r = r->next)
        if (r->decl->kind == DK_FUNC)
            return;         /* a kernel: `k(...)` launches nothing here */
    char buf[200];
    snprintf(buf, sizeof buf, "calls '%s' through a %s (line %d)", n->str,
             member ? "member that is no function" : "variable", tok(i)->line);
    body_blocks(S, format("%s", buf));
}

/* `(*fp)(...)` and `table[i](...)`. */
static void check_indirect(Scan *S, int i)
{
    int close = i - 1, open = tok_match(close);
    if (open < 0)
        return;
    bool deref = false;
    for (int j = open + 1; is(close, ")") && j < close; j++)
        deref |= (j == open + 1 && is(j, "*")) || is(j, ".*") || is(j, "->*");
    bool element = is(close, "]") &&
                   ((is_ident(open - 1) && !tok_is_keyword(tok(open - 1))) || is(open - 1, ")") ||
                    is(open - 1, "]"));
    if (deref || element) {
        char buf[120];
        snprintf(buf, sizeof buf, "calls through a %s (line %d)",
                 deref ? "function pointer" : "table element", tok(i)->line);
        body_blocks(S, format("%s", buf));
    }
}

static void mention(Scan *S, Info *callee)
{
    if (S->self) {
        if (callee == S->self ||
            (callee->nusers && callee->users[callee->nusers - 1] == S->self->name))
            return;
        if (callee->nusers == callee->capusers) {
            callee->capusers = callee->capusers ? callee->capusers * 2 : 4;
            callee->users = realloc(callee->users, sizeof *callee->users * (size_t)callee->capusers);
        }
        callee->users[callee->nusers++] = S->self->name;
    } else if (callee->blocking && !S->via) {
        S->via = callee->name;
    }
}

/* Does the name at i start being a variable there (`T name =`, `;`, `,`,
 * `{`, `[`, `:`)? */
static bool local_declared(int i)
{
    return is_type_word(i - 1) && !tok_is_keyword(tok(i)) &&
           (is(i + 1, "=") || is(i + 1, ";") || is(i + 1, ",") || is(i + 1, "{") || is(i + 1, "[") ||
            is(i + 1, ":"));
}

static void scan_body(Scan *S)
{
    const Decl *d = S->fn;
    if (S->user)
        note_params(S);
    if (simt_has_lockstep(d))
        body_blocks(S, format("%s", "its lanes run in lockstep through volatile memory (legacy "
                                    "warp-synchronous code)"));
    for (int i = d->body_open + 1; i < d->body_close; i++) {
        Token *t = tok(i);
        if (t->kind == TK_PUNCT) {
            if (S->user && is(i, "(") && (is(i - 1, ")") || is(i - 1, "]")))
                check_indirect(S, i);
            continue;
        }
        if (t->kind != TK_IDENT)
            continue;
        Name *n = name_at(i);
        if (!n)
            continue;
        if (S->user && thread_pipe_op(S, i)) {
            note_own_wait(i);
            continue;
        }
        if (S->user && (local_declared(i) || (is(i - 1, ">") && (is(i + 1, "=") || is(i + 1, ";"))))) {
            int b = i;
            while (b > d->body_open + 1 && !is(b - 1, ";") && !is(b - 1, "{") && !is(b - 1, "}"))
                b--;
            if (declares_thread_pipe(b, i))
                names_add(&S->tpipes, n);
            else        /* another variable of the name: its calls count */
                names_drop(&S->tpipes, n);
        }
        bool unqualified = !is(i - 1, ".") && !is(i - 1, "->") && !is(i - 1, "::");
        if (S->user && unqualified && is(i + 1, "(") && is_param(S, n)) {
            if (names_has(&S->ok, n))
                S->functor_call = true;
            else
                check_call(S, i, n);
            continue;
        }
        Info *in = find_info(n);
        if (in && in->callee) {
            /* `unsigned all = ...`: a variable with a function's name, and
             * its uses as a value after; a call `all(...)` still counts */
            if (local_declared(i)) {
                names_add(&S->locals, n);
                continue;
            }
            if (unqualified && names_has(&S->locals, n) && !is(i + 1, "(") && !is(i + 1, "<"))
                continue;
            mention(S, in);
            continue;
        }
        if (!S->user)
            continue;
        /* auto f = [...](...) {...};  auto f{[...]...}; */
        if ((is(i + 1, "=") || is(i + 1, "{")) && is(i + 2, "["))
            names_add(&S->ok, n);
        if (is(i + 1, "("))
            check_call(S, i, n);
    }
    if (S->functor_call && functors)
        mention(S, functors);
    names_clear(&S->ok);
    names_clear(&S->locals);
    names_clear(&S->tpipes);
}

/* ---- the pass ------------------------------------------------------------ */

/* Breadth first from the blocking names, primitives first: every name
 * gets a shortest chain to a reason, the same one from run to run. */
static void propagate(void)
{
    Info **queue = malloc(sizeof *queue * (tcount + 1));
    size_t head = 0, tail = 0;
    for (size_t i = 0; i < tcount; i++)
        if (all[i]->blocking)
            queue[tail++] = all[i];
    while (head < tail) {
        Info *in = queue[head++];
        for (int u = 0; u < in->nusers; u++) {
            Info *user = find_info(in->users[u]);
            if (user && !user->blocking) {
                user->blocking = true;
                user->via = in->name;
                queue[tail++] = user;
            }
        }
    }
    free(queue);
}

/* A parameter of template type that is called may be a function object
 * (whose operator() is an `operator` function) or a pointer to any
 * function whose address the user's code takes (a name that is neither
 * called nor declared there: `&f`, `= f`, `g(f)`).  Once every name's fate is known,
 * the calls through such parameters block if any of those does. */
static void functors_block(TU *tu)
{
    Info *op = find_info(name_intern("operator", 8));
    const Name *culprit = op && op->blocking ? op->name : NULL;
    for (int i = 1; !culprit && i + 1 < tu->toks.n; i++) {
        bool user = tok(i)->file && !tok(i)->file->is_system;
        Info *in = user && tok(i)->kind == TK_IDENT ? find_info(name_at(i)) : NULL;
        if (in && in->blocking && in != functors && !name_is_type(in->name) &&
            !((in->name->user | in->name->sys) & NK_TYPE) && !is(i + 1, "(") &&
            !(is(i + 1, "<") && !is(i - 1, "&")) && !is(i - 1, ".") && !is(i - 1, "->"))
            culprit = in->name;
    }
    if (!culprit)
        return;
    functors->blocking = true;
    functors->via = culprit;
    propagate();
}

/* A user function device code cannot call: __host__ only (exec_space),
 * no `__device__` (an extended lambda) in its body, and, unless defined
 * in its class, no user declaration of its name __device__ (nvcc takes
 * `__device__ int f(); int f() {...}` for __host__ __device__). */
static bool host_only(const TU *tu, const Decl *d)
{
    if (d->in_system || exec_space(tu, d) != CU_HOST)
        return false;
    const Token *t = tu->toks.v;
    for (int i = d->body_open; i <= d->body_close; i++)
        if (tok_is(&t[i], "__device__"))
            return false;
    if (d->in_class)
        return true;    /* defined in its class: declared nowhere else */
    Name *n = decl_name(d);
    for (DeclRef *r = n ? n->decls : NULL; r; r = r->next)
        if (!r->decl->in_system && (r->decl->attrs & (CU_DEVICE | CU_GLOBAL)))
            return false;
    return true;
}

/* Headers whose functions overload the names of others and wait only for
 * arguments of a type of their own: MTGP32's block-wide curand(),
 * curand_uniform(), ... (include/curand_mtgp32_kernel.h) share their names
 * with every generator's, and by name alone every kernel that draws from
 * XORWOW or Philox would wait.  Such a header's bodies are scanned only
 * when a user file names its type: without it, no call can reach them. */
static const struct {
    const char *header, *type;
} keyed_headers[] = {
    {"curand_mtgp32_kernel.h", "curandStateMtgp32"},
};

static bool ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), m = strlen(tail);
    return n >= m && !strcmp(s + n - m, tail) && (n == m || s[n - m - 1] == '/');
}

/* Does a user file name the type of a header (type or type_t)? */
static bool user_names(const TU *tu, const char *type)
{
    size_t n = strlen(type);
    for (int i = 0; i < tu->toks.n; i++) {
        const Token *t = &tu->toks.v[i];
        if (t->kind == TK_IDENT && t->file && !t->file->is_system &&
            (size_t)t->len >= n && !strncmp(t->text, type, n) &&
            ((size_t)t->len == n || ((size_t)t->len == n + 2 && !strncmp(t->text + n, "_t", 2))))
            return true;
    }
    return false;
}

/* Is d a function of a keyed header whose type no user file names? */
static bool unreachable_overload(const TU *tu, const Decl *d, const bool *named)
{
    const SrcFile *f = tu->toks.v[d->begin].file;
    if (!d->in_system || !f || !f->name)
        return false;
    for (size_t i = 0; i < sizeof keyed_headers / sizeof *keyed_headers; i++)
        if (!named[i] && ends_with(f->name, keyed_headers[i].header))
            return true;
    return false;
}

void simt_choose(TU *tu)
{
    the_tu = tu;
    names_init(tu);
    const char *fo = "(a function object or pointer)";
    functors = get_info(name_intern(fo, (int)strlen(fo)));
    for (size_t i = 0; i < sizeof primitives / sizeof *primitives; i++) {
        Info *in = get_info(name_intern(primitives[i], (int)strlen(primitives[i])));
        in->callee = true;
        in->blocking = true;
    }
    for (Decl *d = tu->decls; d; d = d->next)
        note_decl(d);
    for (size_t i = 0; i < tcount; i++) {
        Info *in = all[i];
        if (in->user_undefined && !in->has_body && !in->why)
            in->why = format("'%s' is declared but not defined in this file", in->name->str);
        if (in->why)
            in->blocking = true;
    }
    /* Every body but the kernels': who mentions whom.  Not the host
     * functions of system headers: device code cannot call them, and
     * libstdc++'s streambuf::pubsync, calling its own sync(), would
     * otherwise make every operator<< "block" through cooperative groups'
     * sync() (simpleHyperQ of the CUDA samples).  Nor the user's __host__
     * functions that are not constexpr and hold no __device__ lambda: the
     * front end rejects device calls of them, and a host member `get`
     * would make Thrust's device_ptr::get, which operators call, block
     * (segmentationTreeThrust). */
    bool named[sizeof keyed_headers / sizeof *keyed_headers];
    for (size_t i = 0; i < sizeof keyed_headers / sizeof *keyed_headers; i++)
        named[i] = user_names(tu, keyed_headers[i].type);
    for (Decl *d = tu->decls; d; d = d->next) {
        if (d->kind != DK_FUNC || d->body_open < 0 || (d->attrs & CU_GLOBAL) ||
            (d->in_system && !(d->attrs & CU_DEVICE)) || host_only(tu, d) ||
            unreachable_overload(tu, d, named))
            continue;
        Name *n = decl_name(d);
        if (!n)
            continue;
        Scan S = {.fn = d, .user = !d->in_system, .self = get_info(n)};
        scan_body(&S);
        if (S.why && !S.self->blocking) {
            S.self->blocking = true;
            S.self->why = S.why;
        } else {
            free(S.why);
        }
    }
    propagate();
    functors_block(tu);
    Info *op = find_info(name_intern("operator", 8));
    Choice **tail = &choices;
    for (Decl *d = tu->decls; d; d = d->next) {
        if (d->kind != DK_FUNC || d->body_open < 0 || !(d->attrs & CU_GLOBAL) || d->in_system ||
            d->in_class)
            continue;
        Scan S = {.fn = d, .user = true};
        scan_body(&S);
        Choice *c = calloc(1, sizeof *c);
        c->d = d;
        c->why = S.why;
        c->via = S.why ? NULL : S.via;
        if (!S.why && !S.via && op && op->blocking)
            c->via = op->name;
        c->loop = !c->why && !c->via;
        *tail = c;
        tail = &c->next;
    }
}

bool simt_kernel_loops(const Decl *d)
{
    for (Choice *c = choices; c; c = c->next)
        if (c->d == d)
            return c->loop;
    return false;
}

bool simt_name_blocks(const Name *n)
{
    Info *in = find_info(n);
    return in && in->callee && in->blocking;
}

/* A call through a function object or pointer that blocks is not a
 * name region.c can see. */
bool simt_kernel_blocks_by_name(const Decl *d)
{
    Info *op = find_info(name_intern("operator", 8));
    for (Choice *c = choices; c; c = c->next) {
        if (c->d != d)
            continue;
        if (c->loop || c->why || !c->via || (op && op->blocking && c->via == op->name))
            return false;
        Scan S = {.fn = d, .user = true};
        scan_body(&S);
        free(S.why);
        return !(S.functor_call && functors && functors->blocking);
    }
    return false;
}

/* file:line: kernel: loop
 * file:line: kernel: region[; prefetch: p read (next block), q written (own block)]
 *                          [; lockstep prefetch: p read (line n), ...]
 *                          [; atomics combined: atomicAdd (line n), ...]
 *                          [; barrier elided, descending: line n, ...]
 * file:line: kernel: fiber: a -> b -> __syncthreads [; no regions: why]
 * file:line: kernel: fiber: a -> b: 'b' is virtual */
void dump_simt(TU *tu, FILE *out)
{
    for (Choice *c = choices; c; c = c->next) {
        Token *t = &tu->toks.v[c->d->name_tok >= 0 ? c->d->name_tok : c->d->begin];
        const RegionPlan *P = simt_kernel_regions(c->d);
        if (P) {
            fprintf(out, "%s:%d: %s: region", t->file ? t->file->name : "?", t->line, c->d->name);
            /* the block-stride prefetch's sites (region.c, find_streams),
             * which fused entries and 2D kernels do without */
            for (int k = 0; k < P->nsites && !P->blocks_2d && !simt_kernel_fuses(tu, c->d); k++) {
                const Token *pt = &tu->toks.v[P->site_param[k]];
                fprintf(out, "%s%.*s %s (%s block)", k ? ", " : "; prefetch: ", pt->len, pt->text,
                        P->site_write[k] ? "written" : "read", P->site_early[k] ? "next" : "own");
            }
            /* the lockstep loops' rows prefetched an iteration ahead
             * (region.c, find_ahead) */
            int nahead = 0;
            for (int i = 0; i < P->npieces; i++)
                for (int k = 0; k < P->pieces[i]->nahead; k++) {
                    const Node *n = P->pieces[i]->ahead[k];
                    const Token *pt = &tu->toks.v[n->lhs->tok];
                    fprintf(out, "%s%.*s %s (line %d)", nahead++ ? ", " : "; lockstep prefetch: ",
                            pt->len, pt->text, P->pieces[i]->ahead_write[k] ? "written" : "read",
                            pt->line);
                }
            /* atomics a piece combines (region.c, "combined atomics") */
            for (int k = 0; k < P->ncmb_atomics; k++) {
                const Token *at = &tu->toks.v[P->cmb_atomics[k]->lhs->tok];
                fprintf(out, "%s%.*s (line %d)", k ? ", " : "; atomics combined: ", at->len, at->text, at->line);
            }
            /* pieces run in pairs from the row's top down, the barrier
             * between them elided (region.c, "descending pairs"); not in
             * the checkers' builds, nor in fused entries */
            int ndesc = 0;
            for (int i = 0; i < P->npieces && !tu->access_hooks && !tu->guard_shared &&
                            !simt_kernel_fuses(tu, c->d); i++)
                if (P->pieces[i]->desc)
                    fprintf(out, "%sline %d", ndesc++ ? ", " : "; barrier elided, descending: ",
                            tu->toks.v[P->pieces[i]->next->stmts[0]->begin].line);
            /* racecheck's twin entry (racetwin.c), in such a build */
            if (tu->access_hooks && P->rc_twin)
                fprintf(out, "; racecheck twin");
            else if (tu->access_hooks && P->rc_why)
                fprintf(out, "; no racecheck twin: %s", P->rc_why);
            fputc('\n', out);
            continue;
        }
        fprintf(out, "%s:%d: %s: %s", t->file ? t->file->name : "?", t->line, c->d->name,
                c->loop ? "loop" : "fiber: ");
        if (c->why)
            fputs(c->why, out);
        const char *why = NULL;
        int depth = 0;
        for (const Name *n = c->via; n && depth < 64; depth++) {
            fprintf(out, "%s%s", depth ? " -> " : "", n->str);
            Info *in = find_info(n);
            why = in ? in->why : NULL;
            n = in ? in->via : NULL;
        }
        if (why)
            fprintf(out, ": %s", why);
        if (simt_region_why(c->d))
            fprintf(out, "; no regions: %s", simt_region_why(c->d));
        fputc('\n', out);
    }
}
