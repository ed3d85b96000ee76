/*
 * Can the user's code make a typed pointer its type's alignment does not
 * hold?  (cucc --sanitize: src/driver/compile.c, misaligned accesses.)
 *
 * Pointers that come from the runtime's allocations, from the address of
 * an object, or from indexing and arithmetic on a pointer of one type are
 * aligned for that type.  A misaligned `int *` needs a cast: `(int *)(c +
 * 1)`, `reinterpret_cast<float4 *>(p + 2)`, a cast to a reference, or a
 * packed structure (`__attribute__((packed))`, `#pragma pack`).  Where the
 * user's files, host and device code, have none of these, memcheck's
 * check of every access for its alignment (-fsanitize=alignment, which
 * also keeps gcc from vectorising: the bench's matmul under memcheck ran
 * 2.8x slower with it) finds nothing and is left out.
 *
 * Casts to `void *` and to the character types (alignment 1) do not
 * count: `cudaMalloc((void **)&p, n)` is everywhere; nor `sizeof(int *)`
 * nor `(float *)malloc(n)` (malloc's memory suits every scalar type).
 * The scan is of tokens and errs the safe way: a function type `void
 * (int *)` looks like a cast and keeps the checks.  Library headers
 * are not scanned (CUB and Thrust check alignment before they load
 * vectors).
 */
#include "front.h"

#include <string.h>

static bool is(const TokenArray *a, int i, const char *s)
{
    return i >= 0 && i < a->n && tok_is(&a->v[i], s);
}

/* Tokens [b, e) spell `void`, `char`, `signed char` or `unsigned char`,
 * with const/volatile, then `*`s only (a cast to them is harmless). */
static bool byte_pointer(const TokenArray *a, int b, int e)
{
    bool base = false, star = false;
    for (int i = b; i < e; i++) {
        if (is(a, i, "const") || is(a, i, "volatile") || is(a, i, "__restrict__"))
            continue;
        if (is(a, i, "*")) {
            if (!base)
                return false;
            star = true;
            continue;
        }
        if (star || base)
            return false;
        if (is(a, i, "signed") || is(a, i, "unsigned")) {
            if (!is(a, i + 1, "char"))
                return false;
            continue;
        }
        if (!(is(a, i, "void") || is(a, i, "char")))
            return false;
        base = true;
    }
    return base && star;
}

bool tokens_cast_pointers(const TokenArray *a)
{
    for (int i = 0; i < a->n - 1; i++) {
        const Token *t = &a->v[i];
        if (!t->file || t->file->is_system)
            continue;
        if (t->kind == TK_PRAGMA && memmem(t->text, (size_t)t->len, "pack", 4))
            return true;
        if (tok_is(t, "packed") || tok_is(t, "__packed__") || tok_is(t, "reinterpret_cast") ||
            tok_is(t, "__builtin_bit_cast"))
            return true;
        if ((tok_is(t, "static_cast") || tok_is(t, "const_cast") || tok_is(t, "dynamic_cast")) &&
            is(a, i + 1, "<")) {
            int end = tok_skip_angle(a, i + 1);
            if (end < 0)
                return true;
            bool ptr = false;
            for (int j = i + 2; j < end - 1; j++)
                ptr |= is(a, j, "*") || is(a, j, "&") || is(a, j, "&&");
            if (ptr && !byte_pointer(a, i + 2, end - 1))
                return true;
            continue;
        }
        /* `( type * )`, `( type & )`: from the '(' before */
        if ((tok_is(t, "*") || tok_is(t, "&") || tok_is(t, "&&")) && is(a, i + 1, ")")) {
            int open = i;
            while (open > 0 && !is(a, open, "(") && !is(a, open, ";") && !is(a, open, "{") &&
                   !is(a, open, "}"))
                open--;
            if (!is(a, open, "("))
                return true;
            /* sizeof(int *) makes no pointer; malloc's memory is aligned for
             * every scalar type: `(float *)malloc(n)` */
            if (is(a, open - 1, "sizeof") || is(a, open - 1, "alignof") ||
                is(a, open - 1, "__alignof__") || is(a, open - 1, "decltype"))
                continue;
            if (tok_is(t, "*") && (is(a, i + 2, "malloc") || is(a, i + 2, "calloc") ||
                                   is(a, i + 2, "realloc")) && is(a, i + 3, "("))
                continue;
            if (!byte_pointer(a, open + 1, i + 1))
                return true;
        }
    }
    return false;
}
