/*
 * Inline PTX in device code, lowered to C++ before anything else reads the
 * tokens (ptx_lower, right after lexing).  An `asm("...PTX..." : outputs :
 * inputs : clobbers);` statement whose instructions are all in the table
 * below becomes a block of ordinary code:
 *
 *     asm("mov.u32 %0, %%laneid;" : "=r"(lane));
 *  -> { auto &&cucc__a0 = (lane); cucc__a0 = (unsigned)(<lane of the thread>); }
 *
 * so that the parser, the SIMT passes and the emitter see what it does
 * (which locals it writes, that it reads threadIdx) like any other
 * statement; its tokens carry the asm's position, so messages point there.
 * Inputs are evaluated once, before the instructions, outputs are bound
 * by reference; "+" operands are both.  `.reg` declarations become locals
 * of the block, a carry chain (add.cc, addc, mad.lo.cc...) a local carry,
 * `@p` a C++ if.  An instruction outside the table is an error naming it:
 * the CPU cannot run PTX.  Host assembly (no PTX in the template: `""`
 * barriers, x86 in headers) is left alone.
 *
 * What is translated: mov (registers, immediates and the special registers
 * %laneid, %warpid, %lanemask_*, %tid, %ntid, %ctaid, %nctaid, %clock,
 * %clock64, %globaltimer), integer and float arithmetic (add, sub, mul
 * .lo/.hi/.wide, mad .lo/.hi/.wide, fma, div, rem, min, max, neg, abs,
 * and, or, xor, not, shl, shr, popc, clz, brev, bfind, bfe, bfi, prmt,
 * lop3, shf), carry chains, cvt between integer and float types, setp/selp,
 * ld and st in the generic and global spaces (with any cache operator),
 * membar/fence, bar.sync (0, or named with a thread count), trap, exit,
 * shfl (.sync or not, up/down/bfly/idx, with the predicate output), vote
 * (ballot, all, any, uni), ld/st .v2/.v4, mov.b64/.b32 to and from halves
 * in braces, the u32 video instructions (vadd, vsub, vmin, vmax, vshl,
 * vshr, with .add), and vabsdiff4 with .add.
 */
#include "front.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- growing text ------------------------------------------------------- */

typedef struct Buf {
    char *s;
    size_t n, cap;
} Buf;

static void put(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(Buf *b, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int k = vsnprintf(b->s ? b->s + b->n : NULL, b->s ? b->cap - b->n : 0, fmt, ap);
        va_end(ap);
        if (k >= 0 && b->s && b->n + (size_t)k < b->cap) {
            b->n += (size_t)k;
            return;
        }
        b->cap = (b->cap + (size_t)(k > 0 ? k : 0)) * 2 + 256;
        b->s = realloc(b->s, b->cap);
    }
}

/* ---- the asm statement -------------------------------------------------- */

typedef struct Operand {
    char kind;          /* constraint letter: r l h f d n c */
    bool out, in;       /* "=": out; "+": both; else in */
    int from, to;       /* the expression's tokens, inside its parentheses */
} Operand;

#define MAX_OPS 32
#define MAX_REGS 64

typedef struct Asm {
    const TokenArray *a;
    const Token *at;    /* the asm keyword, for messages */
    Operand ops[MAX_OPS];
    int nops;
    char *regs[MAX_REGS];   /* .reg names, as written */
    char *rtypes[MAX_REGS]; /* their C types */
    int nregs;
    bool carry;
    bool failed;
    Buf code;
} Asm;

static void fail(Asm *A, const char *fmt, const char *what)
{
    if (!A->failed)
        diag_error(A->at, fmt, what);
    A->failed = true;
}

/* The C type of a PTX type suffix, or NULL. */
static const char *ctype(const char *t)
{
    static const char *const map[][2] = {
        {"u8", "unsigned char"},  {"s8", "signed char"},  {"b8", "unsigned char"},
        {"u16", "unsigned short"}, {"s16", "short"},       {"b16", "unsigned short"},
        {"u32", "unsigned"},       {"s32", "int"},         {"b32", "unsigned"},
        {"u64", "unsigned long long"}, {"s64", "long long"}, {"b64", "unsigned long long"},
        {"f32", "float"},          {"f64", "double"},      {"pred", "bool"},
    };
    for (size_t i = 0; i < sizeof map / sizeof *map; i++)
        if (!strcmp(t, map[i][0]))
            return map[i][1];
    return NULL;
}

static int type_bits(const char *t)
{
    return atoi(t + 1);
}

/* The thread's index in its block, linear. */
#define LINEAR "(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))"

/* An operand of an instruction as a C++ expression (not cast), or NULL. */
static const char *operand(Asm *A, const char *o, char *buf, size_t cap)
{
    static const char *const special[][2] = {
        {"%laneid", "(" LINEAR " & 31u)"},
        {"%warpid", "(" LINEAR " >> 5)"},
        {"%lanemask_eq", "(1u << (" LINEAR " & 31u))"},
        {"%lanemask_lt", "((1u << (" LINEAR " & 31u)) - 1u)"},
        {"%lanemask_le", "((2u << (" LINEAR " & 31u)) - 1u)"},
        {"%lanemask_gt", "(~((2u << (" LINEAR " & 31u)) - 1u))"},
        {"%lanemask_ge", "(~((1u << (" LINEAR " & 31u)) - 1u))"},
        {"%tid.x", "threadIdx.x"}, {"%tid.y", "threadIdx.y"}, {"%tid.z", "threadIdx.z"},
        {"%ntid.x", "blockDim.x"}, {"%ntid.y", "blockDim.y"}, {"%ntid.z", "blockDim.z"},
        {"%ctaid.x", "blockIdx.x"}, {"%ctaid.y", "blockIdx.y"}, {"%ctaid.z", "blockIdx.z"},
        {"%nctaid.x", "gridDim.x"}, {"%nctaid.y", "gridDim.y"}, {"%nctaid.z", "gridDim.z"},
        {"%clock", "((unsigned)clock64())"}, {"%clock64", "clock64()"},
        {"%clock_hi", "((unsigned)(clock64() >> 32))"},
        {"%globaltimer", "cucc__globaltimer()"},
        {"%globaltimer_lo", "((unsigned)cucc__globaltimer())"},
        {"%globaltimer_hi", "((unsigned)(cucc__globaltimer() >> 32))"},
    };
    if (o[0] == '%' && isdigit((unsigned char)o[1])) {
        long k = strtol(o + 1, NULL, 10);
        if (k < 0 || k >= A->nops)
            return NULL;
        snprintf(buf, cap, "cucc__a%ld", k);
        return buf;
    }
    for (size_t i = 0; i < sizeof special / sizeof *special; i++)
        if (!strcmp(o, special[i][0]))
            return special[i][1];
    for (int i = 0; i < A->nregs; i++)
        if (!strcmp(o, A->regs[i])) {
            snprintf(buf, cap, "cucc__r%d", i);
            return buf;
        }
    /* immediates: 0fXXXXXXXX, 0dXXXXXXXXXXXXXXXX, integers, decimals */
    if ((o[0] == '0' && (o[1] == 'f' || o[1] == 'F') && strlen(o) == 10) ||
        (o[0] == '0' && (o[1] == 'd' || o[1] == 'D') && strlen(o) == 18)) {
        bool f = o[1] == 'f' || o[1] == 'F';
        snprintf(buf, cap, f ? "__int_as_float((int)0x%sU)" : "__longlong_as_double((long long)0x%sULL)",
                 o + 2);
        return buf;
    }
    const char *p = o + (*o == '-');
    if (isdigit((unsigned char)*p)) {
        for (const char *q = p; *q; q++)
            if (!isalnum((unsigned char)*q) && *q != '.')
                return NULL;
        snprintf(buf, cap, "%s", o);
        return buf;
    }
    return NULL;
}

/* ---- one instruction ------------------------------------------------------ */

typedef struct Insn {
    char *parts[8];     /* the opcode's dot-separated parts */
    int nparts;
    char *args[8];
    int nargs;
    char *pred;         /* "p" or "!p", or NULL */
} Insn;

static bool has(const Insn *I, const char *part)
{
    for (int i = 1; i < I->nparts; i++)
        if (!strcmp(I->parts[i], part))
            return true;
    return false;
}

/* The last part that is a type, or NULL. */
static const char *last_type(const Insn *I)
{
    for (int i = I->nparts - 1; i > 0; i--)
        if (ctype(I->parts[i]))
            return I->parts[i];
    return NULL;
}

/* Argument k of I as a C++ expression cast to type c. */
static bool arg(Asm *A, const Insn *I, int k, const char *c, char *out, size_t cap)
{
    char tmp[256];
    if (k >= I->nargs)
        return false;
    const char *o = I->args[k];
    const char *e = operand(A, o, tmp, sizeof tmp);
    if (!e)
        return false;
    /* A register holds bits: an operand of another type of the same size
     * is read as the instruction's type bit for bit (a float in
     * shfl.b32, a double in mov.b64 {lo, hi}), as PTX does; a decimal
     * literal is a value (cucc__ptx_as: include/cucc/device_ptx.h). */
    bool literal = isdigit((unsigned char)o[o[0] == '-']) &&
                   !(o[0] == '0' && strchr("fFdD", o[1]) && o[1] != 0);
    snprintf(out, cap, literal ? "((%s)(%s))" : "cucc__ptx_as<%s>(%s)", c, e);
    return true;
}

/* The destination, argument k, as an lvalue that takes a result of the
 * same size and another type bit for bit (a float result into a "=r"
 * operand, a shuffled word into a .f32 register), any other as a value
 * (cucc__ptx_out). */
static bool dest(Asm *A, const Insn *I, int k, char *out, size_t cap)
{
    char tmp[256];
    if (k >= I->nargs || I->args[k][0] != '%' || !isdigit((unsigned char)I->args[k][1])) {
        const char *e = k < I->nargs ? operand(A, I->args[k], tmp, sizeof tmp) : NULL;
        if (!e || strncmp(e, "cucc__", 6))
            return false;
        snprintf(out, cap, "cucc__ptx_out(%s)", e);
        return true;
    }
    long n = strtol(I->args[k] + 1, NULL, 10);
    if (n < 0 || n >= A->nops || !A->ops[n].out)
        return false;
    snprintf(out, cap, "cucc__ptx_out(cucc__a%ld)", n);
    return true;
}

/* [addr], [addr+off], [addr-off]: the address as a byte pointer. */
static bool address(Asm *A, const Insn *I, int k, char *out, size_t cap)
{
    if (k >= I->nargs)
        return false;
    char s[256];
    snprintf(s, sizeof s, "%s", I->args[k]);
    size_t n = strlen(s);
    if (n < 3 || s[0] != '[' || s[n - 1] != ']')
        return false;
    s[n - 1] = 0;
    char *base = s + 1, *off = strpbrk(base + 1, "+-");
    long o = 0;
    if (off) {
        o = strtol(off, NULL, 0);
        *off = 0;
    }
    char tmp[256];
    const char *e = operand(A, base, tmp, sizeof tmp);
    if (!e || isdigit((unsigned char)*base))
        return false;
    snprintf(out, cap, "((char *)(unsigned long long)(%s) + (%ld))", e, o);
    return true;
}

static const char *cmp_op(const char *c)
{
    static const char *const m[][2] = {{"eq", "=="}, {"ne", "!="}, {"lt", "<"},  {"le", "<="},
                                       {"gt", ">"},  {"ge", ">="}, {"lo", "<"},  {"ls", "<="},
                                       {"hi", ">"},  {"hs", ">="}};
    for (size_t i = 0; i < sizeof m / sizeof *m; i++)
        if (!strcmp(c, m[i][0]))
            return m[i][1];
    return NULL;
}

#define ARG(k, c, v) \
    do { \
        if (!arg(A, I, k, c, v, sizeof v)) \
            return false; \
    } while (0)

/* __activemask() for the legacy (non-.sync) forms: a site number of its
 * own, above any __COUNTER__ of the file (include/cucc/device_warp.h). */
static void active_mask(char *out, size_t cap)
{
    static int site = 1 << 24;
    snprintf(out, cap, "cucc__activemask_here(%d)", site++);
}

/* "{a,b,c,d}" (inner spaces already removed): its items, in place; the
 * count, or 0 if s is not such a list. */
static int brace_items(char *s, char **items, int max)
{
    size_t n = strlen(s);
    if (n < 3 || s[0] != '{' || s[n - 1] != '}')
        return 0;
    s[n - 1] = 0;
    int k = 0;
    for (char *it = strtok(s + 1, ","); it; it = strtok(NULL, ","))
        if (k < max)
            items[k++] = it;
        else
            return 0;
    return k;
}

/* Item k of a brace list as an lvalue (an output operand or a .reg). */
static bool item_dest(Asm *A, const char *item, char *out, size_t cap)
{
    Insn one = {.nargs = 1};
    one.args[0] = (char *)item;
    return dest(A, &one, 0, out, cap);
}

static bool item_arg(Asm *A, const char *item, const char *c, char *out, size_t cap)
{
    Insn one = {.nargs = 1};
    one.args[0] = (char *)item;
    return arg(A, &one, 0, c, out, cap);
}

/* ld/st with .v2/.v4: `ld.global.v4.u32 {%0,%1,%2,%3}, [%4];` */
static bool vector_ld_st(Asm *A, const Insn *I, const char *c)
{
    bool ld = !strcmp(I->parts[0], "ld");
    int want = has(I, "v2") ? 2 : 4;
    char list[256], addr[320], *items[4];
    if (I->nargs != 2)
        return false;
    snprintf(list, sizeof list, "%s", I->args[ld ? 0 : 1]);
    if (brace_items(list, items, 4) != want || !address(A, I, ld ? 1 : 0, addr, sizeof addr))
        return false;
    const char *vol = has(I, "volatile") ? "volatile " : "";
    for (int k = 0; k < want; k++) {
        char v[320];
        if (ld) {
            if (!item_dest(A, items[k], v, sizeof v))
                return false;
            put(&A->code, "%s = ((%s%s *)%s)[%d];", v, vol, c, addr, k);
        } else {
            if (!item_arg(A, items[k], c, v, sizeof v))
                return false;
            put(&A->code, "((%s%s *)%s)[%d] = %s;", vol, c, addr, k, v);
        }
    }
    return true;
}

/* mov.b64 {lo,hi}, x (unpack) and mov.b64 x, {lo,hi} (pack); .b32 with
 * two 16-bit halves the same way. */
static bool mov_halves(Asm *A, const Insn *I, int bits)
{
    char list[256], *items[2], v[320], w[320], d[256];
    const char *whole = bits == 64 ? "unsigned long long" : "unsigned";
    const char *half = bits == 64 ? "unsigned" : "unsigned short";
    if (I->nargs != 2 || (bits != 64 && bits != 32))
        return false;
    if (I->args[0][0] == '{') {
        snprintf(list, sizeof list, "%s", I->args[0]);
        if (brace_items(list, items, 2) != 2 || !arg(A, I, 1, whole, v, sizeof v) ||
            !item_dest(A, items[0], d, sizeof d) || !item_dest(A, items[1], w, sizeof w))
            return false;
        put(&A->code, "{ %s cucc__w = %s; %s = (%s)cucc__w; %s = (%s)(cucc__w >> %d); }", whole, v,
            d, half, w, half, bits / 2);
        return true;
    }
    snprintf(list, sizeof list, "%s", I->args[1]);
    if (brace_items(list, items, 2) != 2 || !dest(A, I, 0, d, sizeof d) ||
        !item_arg(A, items[0], half, v, sizeof v) || !item_arg(A, items[1], half, w, sizeof w))
        return false;
    put(&A->code, "%s = (%s)%s | (%s)%s << %d;", d, whole, v, whole, w, bits / 2);
    return true;
}

/* shfl[.sync].mode.b32 d[|p], a, b, c[, membermask]: PTX's lane rule
 * (segment mask c[12:8], clamp c[4:0]), the value taken with __shfl_sync
 * from the lane it names, so that every strategy sees a warp shuffle. */
static bool shuffle(Asm *A, const Insn *I)
{
    bool sync = has(I, "sync");
    const char *mode = has(I, "up") ? "up" : has(I, "down") ? "down" : has(I, "bfly") ? "bfly"
                       : has(I, "idx")                      ? "idx"
                                                            : NULL;
    if (!mode || I->nargs != (sync ? 5 : 4) || !has(I, "b32"))
        return false;
    char first[256], *bar, d[256], p[256] = "", a[320], b[320], c[320], m[320];
    snprintf(first, sizeof first, "%s", I->args[0]);
    if ((bar = strchr(first, '|'))) {
        *bar = 0;
        if (!item_dest(A, bar + 1, p, sizeof p))
            return false;
    }
    if (!item_dest(A, first, d, sizeof d))
        return false;
    ARG(1, "unsigned", a);
    ARG(2, "unsigned", b);
    ARG(3, "unsigned", c);
    if (sync)
        ARG(4, "unsigned", m);
    else
        active_mask(m, sizeof m);
    const char *rule = !strcmp(mode, "up")     ? "cucc__j = (int)cucc__l - (int)cucc__b; cucc__p = cucc__j >= (int)cucc__mx;"
                       : !strcmp(mode, "down") ? "cucc__j = (int)(cucc__l + cucc__b); cucc__p = cucc__j <= (int)cucc__mx;"
                       : !strcmp(mode, "bfly") ? "cucc__j = (int)(cucc__l ^ cucc__b); cucc__p = cucc__j <= (int)cucc__mx;"
                                               : "cucc__j = (int)((cucc__l & cucc__sg) | (cucc__b & ~cucc__sg)); "
                                                 "cucc__p = cucc__j <= (int)cucc__mx;";
    put(&A->code,
        "{ unsigned cucc__l = %s, cucc__b = %s & 31u, cucc__c = %s; "
        "unsigned cucc__sg = (cucc__c >> 8) & 31u, cucc__mx = (cucc__l & cucc__sg) | (cucc__c & 31u & ~cucc__sg); "
        "int cucc__j; bool cucc__p; %s if (!cucc__p) cucc__j = (int)cucc__l; "
        "%s = __shfl_sync(%s, %s, cucc__j);%s%s%s }",
        "(" LINEAR " & 31u)", b, c, rule, d, m, a, *p ? " " : "", p, *p ? " = cucc__p;" : "");
    return true;
}

/* vote[.sync].mode: ballot.b32, all/any/uni.pred; `!p` negates. */
static bool vote(Asm *A, const Insn *I)
{
    bool sync = has(I, "sync");
    if (I->nargs != (sync ? 3 : 2))
        return false;
    char d[256], a[320], m[320], src[256];
    if (!dest(A, I, 0, d, sizeof d))
        return false;
    bool neg = I->args[1][0] == '!';
    snprintf(src, sizeof src, "%s", I->args[1] + neg);
    if (!item_arg(A, src, "bool", a, sizeof a))
        return false;
    if (sync)
        ARG(2, "unsigned", m);
    else
        active_mask(m, sizeof m);
    const char *fn = has(I, "ballot") ? "__ballot_sync" : has(I, "all") ? "__all_sync"
                     : has(I, "any")  ? "__any_sync"
                     : has(I, "uni")  ? "__uni_sync"
                                      : NULL;
    if (!fn || (has(I, "ballot") != has(I, "b32")))
        return false;
    put(&A->code, "%s = %s(%s, %s%s);", d, fn, m, neg ? "!" : "", a);
    return true;
}

/* vadd/vsub/vmin/vmax/vshl/vshr with u32 operands and a secondary .add
 * (or none): d = op(a, b) [+ c]; shifts .clamp (at 32) or .wrap (mod 32). */
static bool video(Asm *A, const Insn *I)
{
    const char *op = I->parts[0];
    int n = 0;
    for (int i = 1; i < I->nparts; i++)
        n += !strcmp(I->parts[i], "u32");
    bool add2 = has(I, "add");
    if (n != 3 || I->nargs != (add2 ? 4 : 3) || has(I, "sat"))
        return false;
    char d[256], a[320], b[320], c[320] = "0u", e[900];
    if (!dest(A, I, 0, d, sizeof d))
        return false;
    ARG(1, "unsigned", a);
    ARG(2, "unsigned", b);
    if (add2)
        ARG(3, "unsigned", c);
    bool wrap = has(I, "wrap");
    if (!strcmp(op, "vadd") || !strcmp(op, "vsub"))
        snprintf(e, sizeof e, "%s %s %s", a, op[1] == 'a' ? "+" : "-", b);
    else if (!strcmp(op, "vmin") || !strcmp(op, "vmax"))
        snprintf(e, sizeof e, "(%s %s %s ? %s : %s)", a, op[2] == 'i' ? "<" : ">", b, a, b);
    else if (!strcmp(op, "vshl") || !strcmp(op, "vshr"))
        snprintf(e, sizeof e, wrap ? "(%s %s (%s & 31u))" : "(%3$s >= 32u ? 0u : %1$s %2$s %3$s)", a,
                 op[3] == 'l' ? "<<" : ">>", b);
    else
        return false;
    put(&A->code, "%s = (unsigned)(%s) + %s;", d, e, c);
    return true;
}

/* Appends the C++ of I to A->code; false if it is not in the table. */
static bool lower_insn(Asm *A, const Insn *I)
{
    const char *op = I->parts[0], *t = last_type(I), *c = t ? ctype(t) : NULL;
    char d[256], a[320], b[320], e[320], f[320];
    Buf *o = &A->code;
    if (!strcmp(op, "membar") || !strcmp(op, "fence")) {
        put(o, has(I, "cta") ? "__threadfence_block();" : has(I, "sys") ? "__threadfence_system();"
                                                                        : "__threadfence();");
        return true;
    }
    if (!strcmp(op, "trap")) {
        put(o, "__trap();");
        return true;
    }
    if (!strcmp(op, "exit") && I->nargs == 0) {
        put(o, "cucc__thread_exit();");
        return true;
    }
    if ((!strcmp(op, "bar") || !strcmp(op, "barrier")) && has(I, "sync") && I->nargs == 1 &&
        !strcmp(I->args[0], "0")) {
        put(o, "__syncthreads();");
        return true;
    }
    if ((!strcmp(op, "bar") || !strcmp(op, "barrier")) && has(I, "sync") &&
        (I->nargs == 1 || I->nargs == 2)) {
        /* a named barrier: id 0..15, of `count` threads (all by default) */
        ARG(0, "unsigned", a);
        if (I->nargs == 2)
            ARG(1, "unsigned", b);
        put(o, "cucc__ptx_bar(%s, %s);", a, I->nargs == 2 ? b : "0u");
        return true;
    }
    if (!strcmp(op, "shfl"))
        return shuffle(A, I);
    if (!strcmp(op, "vote"))
        return vote(A, I);
    if (op[0] == 'v' && strcmp(op, "vabsdiff4") && (has(I, "u32") || has(I, "add")))
        return video(A, I);
    if (!strcmp(op, "mov") && I->nargs == 2 && (I->args[0][0] == '{' || I->args[1][0] == '{') && t)
        return mov_halves(A, I, type_bits(t));
    if (!strcmp(op, "vabsdiff4") && has(I, "add") && I->nargs == 4 && t && !strcmp(t, "u32")) {
        if (!dest(A, I, 0, d, sizeof d))
            return false;
        ARG(1, "unsigned", a);
        ARG(2, "unsigned", b);
        ARG(3, "unsigned", e);
        put(o, "%s = (%s) + __vsadu4(%s, %s);", d, e, a, b);
        return true;
    }
    if (!c)
        return false;
    int bits = type_bits(t);
    bool flt = t[0] == 'f', sgn = t[0] == 's';
    if (!strcmp(op, "ld") || !strcmp(op, "st")) {
        if (has(I, "shared") || has(I, "local") || has(I, "const") || has(I, "param") ||
            has(I, "v8"))
            return false;
        if (has(I, "v2") || has(I, "v4"))
            return vector_ld_st(A, I, c);
        const char *vol = has(I, "volatile") ? "volatile " : "";
        if (!strcmp(op, "ld")) {
            if (!dest(A, I, 0, d, sizeof d) || !address(A, I, 1, a, sizeof a))
                return false;
            put(o, "%s = *(%s%s *)%s;", d, vol, c, a);
        } else {
            if (!address(A, I, 0, a, sizeof a))
                return false;
            ARG(1, c, b);
            put(o, "*(%s%s *)%s = %s;", vol, c, a, b);
        }
        return true;
    }
    if (!strcmp(op, "setp")) {
        const char *cmp = I->nparts > 1 ? cmp_op(I->parts[1]) : NULL;
        if (!cmp || I->nargs != 3 || !dest(A, I, 0, d, sizeof d))
            return false;
        ARG(1, c, a);
        ARG(2, c, b);
        put(o, "%s = %s %s %s;", d, a, cmp, b);
        return true;
    }
    if (!dest(A, I, 0, d, sizeof d))
        return false;
    if (!strcmp(op, "selp") && I->nargs == 4) {
        ARG(1, c, a);
        ARG(2, c, b);
        ARG(3, "bool", e);
        put(o, "%s = %s ? %s : %s;", d, e, a, b);
        return true;
    }
    if (!strcmp(op, "mov") && I->nargs == 2) {
        ARG(1, c, a);
        put(o, "%s = %s;", d, a);
        return true;
    }
    if (!strcmp(op, "cvt") && I->nargs == 2) {
        const char *st = NULL, *dt = NULL;
        for (int i = 1; i < I->nparts; i++)
            if (ctype(I->parts[i]) && strcmp(I->parts[i], "pred")) {
                if (!dt)
                    dt = I->parts[i];
                else
                    st = I->parts[i];
            }
        if (!st || has(I, "sat") || has(I, "rz") || has(I, "rm") || has(I, "rp"))
            return false;
        ARG(1, ctype(st), a);
        const char *fn = "";
        if (dt[0] != 'f' && st[0] == 'f')
            fn = has(I, "rni") ? (type_bits(st) == 32 ? "rintf" : "rint")
                 : has(I, "rmi") ? (type_bits(st) == 32 ? "floorf" : "floor")
                 : has(I, "rpi") ? (type_bits(st) == 32 ? "ceilf" : "ceil")
                                 : "";
        else if (dt[0] == 'f' && st[0] == 'f' && type_bits(dt) == type_bits(st))
            fn = has(I, "rni") ? (type_bits(st) == 32 ? "rintf" : "rint")
                 : has(I, "rmi") ? (type_bits(st) == 32 ? "floorf" : "floor")
                 : has(I, "rpi") ? (type_bits(st) == 32 ? "ceilf" : "ceil")
                 : has(I, "rzi") ? (type_bits(st) == 32 ? "truncf" : "trunc")
                                 : "";
        put(o, "%s = (%s)%s(%s);", d, ctype(dt), fn, a);
        return true;
    }
    if (!strcmp(op, "bfind") && I->nargs == 2 && !flt && (bits == 32 || bits == 64)) {
        /* the highest bit set (unsigned) or unlike the sign (signed): its
         * position, or with .shiftamt the left shift that makes it the top
         * bit; 0xffffffff where there is none */
        ARG(1, c, a);
        put(o, "{ %s cucc__v = (%s)(%s); %s%s = cucc__v == 0 ? 0xffffffffu : (unsigned)(%s%s(cucc__v)); }",
            c, c, a, sgn ? "cucc__v = cucc__v < 0 ? ~cucc__v : cucc__v; " : "", d,
            has(I, "shiftamt") ? "" : bits == 64 ? "63 - " : "31 - ", bits == 64 ? "__clzll" : "__clz");
        return true;
    }
    static const char *const unary[][2] = {{"neg", "-"}, {"not", "~"}};
    for (size_t i = 0; i < 2; i++)
        if (!strcmp(op, unary[i][0]) && I->nargs == 2) {
            ARG(1, c, a);
            put(o, "%s = (%s)(%s%s);", d, c, unary[i][1], a);
            return true;
        }
    if (I->nargs == 2 && (!strcmp(op, "abs") || !strcmp(op, "popc") || !strcmp(op, "clz") ||
                          !strcmp(op, "brev"))) {
        ARG(1, c, a);
        if (!strcmp(op, "abs"))
            put(o, "%s = %s(%s);", d, flt ? (bits == 32 ? "fabsf" : "fabs") : "", a);
        if (!strcmp(op, "abs") && !flt)
            put(o, "%s = %s < 0 ? (%s)-%s : %s;", d, d, c, d, d);
        if (!strcmp(op, "popc"))
            put(o, "%s = %s(%s);", d, bits == 64 ? "__popcll" : "__popc", a);
        if (!strcmp(op, "clz"))
            put(o, "%s = %s(%s);", d, bits == 64 ? "__clzll" : "__clz", a);
        if (!strcmp(op, "brev"))
            put(o, "%s = %s(%s);", d, bits == 64 ? "__brevll" : "__brev", a);
        return true;
    }
    static const char *const binary[][2] = {{"and", "&"}, {"or", "|"}, {"xor", "^"},
                                            {"div", "/"}, {"rem", "%"}};
    for (size_t i = 0; i < sizeof binary / sizeof *binary; i++)
        if (!strcmp(op, binary[i][0]) && I->nargs == 3) {
            ARG(1, c, a);
            ARG(2, c, b);
            put(o, "%s = (%s)(%s %s %s);", d, c, a, binary[i][1], b);
            return true;
        }
    if ((!strcmp(op, "min") || !strcmp(op, "max")) && I->nargs == 3) {
        ARG(1, c, a);
        ARG(2, c, b);
        put(o, "%s = %s %s %s ? %s : %s;", d, a, op[1] == 'i' ? "<" : ">", b, a, b);
        return true;
    }
    if ((!strcmp(op, "shl") || !strcmp(op, "shr")) && I->nargs == 3) {
        ARG(1, c, a);
        ARG(2, "unsigned", b);
        if (op[2] == 'l')
            put(o, "%s = %s >= %d ? (%s)0 : (%s)(%s << %s);", d, b, bits, c, c, a, b);
        else
            put(o, "%s = (%s)(%s >> (%s >= %d ? %d : %s));", d, c, a, b, bits, bits - 1, b);
        if (op[2] == 'r' && !sgn)
            put(o, "if (%s >= %d) %s = 0;", b, bits, d);
        return true;
    }
    if (!strcmp(op, "bfe") && I->nargs == 4) {
        ARG(1, c, a);
        ARG(2, "unsigned", b);
        ARG(3, "unsigned", e);
        put(o, "%s = cucc__ptx_bfe<%s>(%s, %s, %s);", d, c, a, b, e);
        return true;
    }
    if (!strcmp(op, "bfi") && I->nargs == 5) {
        ARG(1, c, a);
        ARG(2, c, b);
        ARG(3, "unsigned", e);
        ARG(4, "unsigned", f);
        put(o, "%s = cucc__ptx_bfi<%s>(%s, %s, %s, %s);", d, c, a, b, e, f);
        return true;
    }
    if (!strcmp(op, "prmt") && I->nargs == 4 && I->nparts == 2) {
        ARG(1, "unsigned", a);
        ARG(2, "unsigned", b);
        ARG(3, "unsigned", e);
        put(o, "%s = cucc__ptx_prmt(%s, %s, %s);", d, a, b, e);
        return true;
    }
    if (!strcmp(op, "lop3") && I->nargs == 5) {
        ARG(1, c, a);
        ARG(2, c, b);
        ARG(3, c, e);
        ARG(4, "unsigned", f);
        put(o, "%s = cucc__ptx_lop3<%s>(%s, %s, %s, %s);", d, c, a, b, e, f);
        return true;
    }
    if (!strcmp(op, "shf") && I->nargs == 4 && bits == 32) {
        ARG(1, "unsigned", a);
        ARG(2, "unsigned", b);
        ARG(3, "unsigned", e);
        put(o, "%s = __funnelshift_%s%s(%s, %s, %s);", d, has(I, "l") ? "l" : "r",
            has(I, "clamp") ? "c" : "", a, b, e);
        return true;
    }
    if (!strcmp(op, "fma") && I->nargs == 4 && flt) {
        ARG(1, c, a);
        ARG(2, c, b);
        ARG(3, c, e);
        put(o, "%s = %s(%s, %s, %s);", d, bits == 32 ? "fmaf" : "fma", a, b, e);
        return true;
    }
    /* add, sub, mul, mad with their carry and width forms */
    bool add = !strcmp(op, "add") || !strcmp(op, "addc"), sub = !strcmp(op, "sub") ||
                                                                !strcmp(op, "subc");
    bool mul = !strcmp(op, "mul"), mad = !strcmp(op, "mad") || !strcmp(op, "madc");
    if (!add && !sub && !mul && !mad)
        return false;
    if (I->nargs != (mad ? 4 : 3) || has(I, "sat"))
        return false;
    bool cin = op[strlen(op) - 1] == 'c', cout = has(I, "cc");
    if ((cin || cout) && (flt || bits < 32))
        return false;
    ARG(1, c, a);
    ARG(2, c, b);
    if (mad)
        ARG(3, has(I, "wide") ? (sgn ? "long long" : "unsigned long long") : c, e);
    /* the product: low half, high half or the whole (wide) */
    char prod[800];
    const char *wide = bits == 32 ? (sgn ? "long long" : "unsigned long long") : NULL;
    if (mul || mad) {
        if (has(I, "hi") && bits == 32)
            snprintf(prod, sizeof prod, "(%s)(((%s)%s * %s) >> 32)", c, wide, a, b);
        else if (has(I, "hi") && bits == 64)
            snprintf(prod, sizeof prod, "(%s)%s(%s, %s)", c, sgn ? "__mul64hi" : "__umul64hi", a, b);
        else if (has(I, "wide") && wide)
            snprintf(prod, sizeof prod, "((%s)%s * %s)", wide, a, b);
        else if (has(I, "wide"))
            return false;
        else if (flt)
            snprintf(prod, sizeof prod, "(%s * %s)", a, b);
        else
            snprintf(prod, sizeof prod, "(%s)((unsigned long long)%s * (unsigned long long)%s)", c, a, b);
    }
    const char *rt = (mul || mad) && has(I, "wide") ? wide : c;
    if (!cin && !cout) {
        if (add || sub)
            put(o, "%s = (%s)(%s %s %s);", d, c, a, add ? "+" : "-", b);
        else if (mul)
            put(o, "%s = %s;", d, prod);
        else
            put(o, "%s = (%s)(%s + %s);", d, rt, prod, e);
        return true;
    }
    /* carry: CC.CF, a carry out of add/mad, a borrow out of sub */
    A->carry = true;
    const char *x = mad ? prod : a, *y = mad ? e : b;
    if (sub)
        put(o, "{ %s cucc__x = %s, cucc__y = %s; %s cucc__s = (%s)(cucc__x - cucc__y - %s); "
               "%s%s = cucc__s; }",
            c, x, y, c, c, cin ? "cucc__cc" : "0",
            cout ? (cin ? "cucc__cc = cucc__x < cucc__y || (cucc__x == cucc__y && cucc__cc); "
                        : "cucc__cc = cucc__x < cucc__y; ")
                 : "",
            d);
    else
        put(o, "{ %s cucc__x = %s, cucc__y = %s; %s cucc__s = (%s)(cucc__x + cucc__y + %s); "
               "%s%s = cucc__s; }",
            c, x, y, c, c, cin ? "cucc__cc" : "0",
            cout ? (cin ? "cucc__cc = cucc__s < cucc__x || (cucc__s == cucc__x && cucc__cc); "
                        : "cucc__cc = cucc__s < cucc__x; ")
                 : "",
            d);
    return true;
}

/* ---- the template ------------------------------------------------------- */

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = 0;
    return s;
}

/* `.reg .T a, b, r<4>;` */
static bool reg_decl(Asm *A, char *s)
{
    char *p = trim(s + 4);
    if (*p != '.')
        return false;
    char *ty = p + 1;
    while (*p && !isspace((unsigned char)*p))
        p++;
    if (*p)
        *p++ = 0;
    const char *c = ctype(ty);
    if (!c)
        return false;
    for (char *name = strtok(p, ","); name; name = strtok(NULL, ",")) {
        name = trim(name);
        char *lt = strchr(name, '<');
        int count = lt ? atoi(lt + 1) : 0;
        if (lt)
            *lt = 0;
        for (int k = 0; k < (count ? count : 1); k++) {
            if (A->nregs == MAX_REGS)
                return false;
            char nm[128];
            if (count)
                snprintf(nm, sizeof nm, "%s%d", name, k);
            else
                snprintf(nm, sizeof nm, "%s", name);
            A->regs[A->nregs] = strdup(nm);
            A->rtypes[A->nregs] = strdup(c);
            A->nregs++;
        }
    }
    return true;
}

/* Splits "op.a.b args" into I; false if malformed. */
static bool split_insn(char *s, Insn *I)
{
    memset(I, 0, sizeof *I);
    if (*s == '@') {
        char *sp = s + 1;
        while (*sp && !isspace((unsigned char)*sp))
            sp++;
        if (!*sp)
            return false;
        *sp = 0;
        I->pred = s + 1;
        s = trim(sp + 1);
    }
    char *args = s;
    while (*args && !isspace((unsigned char)*args))
        args++;
    if (*args)
        *args++ = 0;
    for (char *part = strtok(s, "."); part && I->nparts < 8; part = strtok(NULL, "."))
        I->parts[I->nparts++] = part;
    if (!I->nparts)
        return false;
    args = trim(args);
    while (*args && I->nargs < 8) {
        char *comma = args;
        int depth = 0;
        while (*comma && (depth || *comma != ',')) {
            depth += *comma == '[' || *comma == '{';
            depth -= *comma == ']' || *comma == '}';
            comma++;
        }
        bool more = *comma == ',';
        *comma = 0;
        char *one = trim(args);
        /* remove inner spaces: [ %1 + 4 ] */
        char *w = one;
        for (char *r = one; *r; r++)
            if (!isspace((unsigned char)*r))
                *w++ = *r;
        *w = 0;
        I->args[I->nargs++] = one;
        args = more ? comma + 1 : comma;
    }
    return true;
}

static void lower_template(Asm *A, char *tpl)
{
    /* statements end at ';'; braces open and close scopes */
    char *s = tpl;
    while (*s && !A->failed) {
        /* a brace opens or closes a scope where a statement would start;
         * elsewhere it is an instruction's (vector operands) */
        char *end = s;
        bool empty = true;
        while (*end && *end != ';' && !(empty && (*end == '{' || *end == '}'))) {
            empty &= isspace((unsigned char)*end) != 0;
            end++;
        }
        char sep = *end;
        *end = 0;
        char *one = trim(s);
        if (*one) {
            if (sep != ';') {
                fail(A, "inline PTX '%s' is not supported by cucc (no ';' after it)", one);
                return;
            }
            Insn I;
            char copy[512];
            snprintf(copy, sizeof copy, "%s", one);
            if (!strncmp(one, ".reg", 4) && isspace((unsigned char)one[4])) {
                if (!reg_decl(A, one))
                    fail(A, "inline PTX '%s' is not supported by cucc", copy);
            } else if (!split_insn(one, &I)) {
                fail(A, "inline PTX '%s' is not supported by cucc", copy);
            } else {
                if (I.pred) {
                    char tmp[256];
                    bool neg = I.pred[0] == '!';
                    const char *p = operand(A, I.pred + neg, tmp, sizeof tmp);
                    if (!p) {
                        fail(A, "inline PTX '%s' is not supported by cucc (its predicate)", copy);
                        return;
                    }
                    put(&A->code, "if (%s%s) { ", neg ? "!" : "", p);
                }
                if (!lower_insn(A, &I))
                    fail(A, "inline PTX instruction '%s' is not supported by cucc (device code "
                            "runs on the CPU)", copy);
                if (I.pred)
                    put(&A->code, "}");
            }
        }
        if (sep == '{')
            put(&A->code, "{");
        else if (sep == '}')
            put(&A->code, "}");
        if (!sep)
            break;
        s = end + 1;
    }
}

/* ---- tokens ---------------------------------------------------------------- */

/* The text of a string literal token, unescaped, appended to b. */
static void unescape(Buf *b, const Token *t)
{
    const char *p = t->text, *end = t->text + t->len;
    while (p < end && *p != '"')
        p++;
    p++;
    end--;      /* the closing quote */
    for (; p < end; p++) {
        if (*p != '\\') {
            put(b, "%c", *p);
            continue;
        }
        p++;
        switch (*p) {
        case 'n': put(b, "\n"); break;
        case 't': put(b, "\t"); break;
        default: put(b, "%c", *p); break;
        }
    }
}

static bool is_ptx(const char *s)
{
    static const char *const marks[] = {".u32", ".s32", ".b32", ".u64", ".s64", ".b64", ".u16",
                                        ".f16", ".f32", ".f64", ".pred", ".reg", ".global",
                                        ".shared", ".sync", "%laneid", "%warpid", "%smid",
                                        "%clock", "%globaltimer", "membar", "trap;", "exit;"};
    for (size_t i = 0; i < sizeof marks / sizeof *marks; i++)
        if (strstr(s, marks[i]))
            return true;
    return false;
}

/* Parses the operand list starting at token i (after a ':'); returns the
 * index of the ':' or ')' that ends it. */
static int operands(Asm *A, int i, bool out)
{
    const TokenArray *a = A->a;
    while (a->v[i].kind == TK_STR) {
        const Token *c = &a->v[i];
        Operand op = {0};
        const char *p = c->text + 1;
        op.out = out;
        op.in = !out;
        for (; p < c->text + c->len - 1; p++) {
            if (*p == '=')
                op.out = true;
            else if (*p == '+')
                op.out = op.in = true;
            else if (*p == '&')
                ;
            else
                op.kind = *p;
        }
        if (!tok_is(&a->v[i + 1], "(") || A->nops == MAX_OPS) {
            fail(A, "inline PTX with an operand cucc cannot read (%s)", "operands");
            return i;
        }
        op.from = i + 2;
        i = tok_skip_group(a, i + 1);
        op.to = i - 1;
        A->ops[A->nops++] = op;
        if (tok_is(&a->v[i], ","))
            i++;
    }
    return i;
}

static void append_range(Buf *b, const TokenArray *a, int from, int to)
{
    for (int i = from; i < to; i++)
        put(b, "%.*s ", a->v[i].len, a->v[i].text);
}

/* Lowers the asm statement at token i (its keyword) into A->code; returns
 * the index after its ';', or -1 when it is not PTX. */
static int lower_asm(Asm *A, int i)
{
    const TokenArray *a = A->a;
    int j = i + 1;
    while (tok_is(&a->v[j], "volatile") || tok_is(&a->v[j], "__volatile__") ||
           tok_is(&a->v[j], "inline") || tok_is(&a->v[j], "goto"))
        j++;
    if (!tok_is(&a->v[j], "(") || a->v[j + 1].kind != TK_STR)
        return -1;
    Buf tpl = {0};
    put(&tpl, "%s", "");
    int k = j + 1;
    while (a->v[k].kind == TK_STR)
        unescape(&tpl, &a->v[k++]);
    int close = tok_skip_group(a, j);
    if (!is_ptx(tpl.s) || !tok_is(&a->v[close], ";")) {
        free(tpl.s);
        return -1;
    }
    /* : outputs : inputs : clobbers   (`::` is one token) */
    int section = 0;
    while (k < close - 1 && !A->failed) {
        if (tok_is(&a->v[k], "::")) {
            section += 2;
            k++;
        } else if (tok_is(&a->v[k], ":")) {
            section++;
            k++;
        } else if (section == 1 || section == 2) {
            k = operands(A, k, section == 1);
            if (!tok_is(&a->v[k], ":") && !tok_is(&a->v[k], "::") && k < close - 1)
                fail(A, "inline PTX with an operand cucc cannot read (%s)", "operands");
        } else {
            k++;    /* clobbers */
        }
    }
    /* %% is % once there are operands (GNU extended asm) */
    bool extended = section > 0;
    char *s = tpl.s, *w = tpl.s;
    for (; *s; s++) {
        *w++ = *s;
        if (extended && s[0] == '%' && s[1] == '%')
            s++;
    }
    *w = 0;
    Buf head = {0};
    put(&head, "{ ");
    for (int n = 0; n < A->nops; n++) {
        if (A->ops[n].out)
            put(&head, "auto &&cucc__a%d = (", n);
        else
            put(&head, "const auto cucc__a%d = (", n);
        append_range(&head, a, A->ops[n].from, A->ops[n].to);
        put(&head, "); (void)cucc__a%d; ", n);
    }
    A->code = (Buf){0};
    put(&A->code, "%s", "");
    lower_template(A, tpl.s);
    for (int r = 0; r < A->nregs; r++)
        put(&head, "%s cucc__r%d __attribute__((unused)); ", A->rtypes[r], r);
    if (A->carry)
        put(&head, "bool cucc__cc = false; ");
    put(&head, "%s }", A->code.s);
    free(A->code.s);
    A->code = head;
    free(tpl.s);
    return close + 1;
}


void ptx_lower(TU *tu)
{
    TokenArray *a = &tu->toks;
    for (int i = 0; a->v[i].kind != TK_EOF; i++) {
        if (!tok_is(&a->v[i], "asm") && !tok_is(&a->v[i], "__asm__") && !tok_is(&a->v[i], "__asm"))
            continue;
        Asm A = {.a = a, .at = &a->v[i]};
        int end = lower_asm(&A, i);
        for (int r = 0; r < A.nregs; r++) {
            free(A.regs[r]);
            free(A.rtypes[r]);
        }
        if (end < 0 || A.failed) {
            free(A.code.s);
            continue;
        }
        char *text = A.code.s;
        int len_before = a->n;
        tok_splice(a, i, end, text);
        free(text);
        i += (a->n - len_before) + (end - i) - 1;
    }
}
