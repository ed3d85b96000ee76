/*
 * Which lines of the user's source mention __CUDA_ARCH__.
 *
 * nvcc compiles a .cu file twice; __CUDA_ARCH__ is defined only in the
 * device pass.  cucc's output is built from the host pass; the bodies of
 * device functions come from a device pass (archpass.c), which runs only
 * when tokens_mention_arch() finds the name in a user file.  The host pass
 * remains outside function bodies and beside the device body in
 * __host__ __device__ functions, where each side of an `#ifdef
 * __CUDA_ARCH__` is code nvcc compiles for one side only:
 *
 *     __host__ __device__ int f(int x) {
 *     #ifdef __CUDA_ARCH__
 *         return device_only(x);    // nvcc accepts both
 *     #else
 *         return host_only(x);
 *     #endif
 *     }
 *
 * The preprocessed text no longer shows the conditional, so the execution-
 * space checks of sema.c ask here, reading the original files.  A line is
 * arch-dependent when it mentions __CUDA_ARCH__ or lies inside a
 * conditional group (#if/#ifdef/#ifndef ... #endif) whose condition, or an
 * enclosing one, does.  A call is not diagnosed when the calling function
 * has such a line, or a declaration of the callee is on one (the callee
 * may be declared differently for the device).
 */
#include "ast.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ArchFile {
    const SrcFile *file;
    int nlines;
    bool *line;         /* line[i]: line i+1 is arch-dependent */
    struct ArchFile *next;
} ArchFile;

/* Conditional groups open at the current line: does each condition so far
 * (#if and its #elifs) mention __CUDA_ARCH__? */
typedef struct Groups {
    bool arch[64];
    int depth;
} Groups;

/* The directive of a line ("if", "ifdef", "elif", "endif", ...), or NULL. */
static const char *directive(const char *s, int *len)
{
    while (*s == ' ' || *s == '\t')
        s++;
    if (*s != '#')
        return NULL;
    s++;
    while (*s == ' ' || *s == '\t')
        s++;
    *len = 0;
    while (s[*len] >= 'a' && s[*len] <= 'z')
        (*len)++;
    return s;
}

/* Updates the open groups for one line; true if the line is arch-dependent. */
static bool track(Groups *g, const char *text)
{
    bool mentions = strstr(text, "__CUDA_ARCH__") != NULL;
    int n;
    const char *d = directive(text, &n);
    if (d && n >= 2 && !strncmp(d, "if", 2)) {           /* if ifdef ifndef */
        if (g->depth < 64)
            g->arch[g->depth] = mentions;
        g->depth++;
    } else if (d && n == 4 && !strncmp(d, "elif", 4) && g->depth > 0 && g->depth <= 64) {
        g->arch[g->depth - 1] |= mentions;
    } else if (d && n == 5 && !strncmp(d, "endif", 5) && g->depth > 0) {
        g->depth--;
    }
    for (int i = 0; i < g->depth && i < 64; i++)
        if (g->arch[i])
            return true;
    return mentions;
}

static ArchFile *files;

static ArchFile *load(const SrcFile *f)
{
    for (ArchFile *a = files; a; a = a->next)
        if (a->file == f)
            return a;
    ArchFile *a = calloc(1, sizeof *a);
    a->file = f;
    a->next = files;
    files = a;
    FILE *in = f && f->name ? fopen(f->name, "r") : NULL;
    if (!in)
        return a;
    char buf[4096];
    int cap = 0;
    Groups g = {{0}, 0};
    while (fgets(buf, sizeof buf, in)) {
        if (a->nlines == cap) {
            cap = cap ? cap * 2 : 256;
            a->line = realloc(a->line, sizeof *a->line * (size_t)cap);
        }
        a->line[a->nlines++] = track(&g, buf);
        /* the rest of an overlong line belongs to the same line */
        while (!strchr(buf, '\n') && fgets(buf, sizeof buf, in))
            a->line[a->nlines - 1] |= strstr(buf, "__CUDA_ARCH__") != NULL;
    }
    fclose(in);
    return a;
}

bool lines_mention_arch(const SrcFile *f, int from, int to)
{
    if (!f || f->is_system)
        return false;
    ArchFile *a = load(f);
    for (int i = from; i <= to && i <= a->nlines; i++)
        if (i >= 1 && a->line[i - 1])
            return true;
    return false;
}

bool tokens_mention_arch(const TokenArray *a)
{
    const SrcFile *last = NULL;
    for (int i = 0; i < a->n; i++) {
        const SrcFile *f = a->v[i].file;
        if (f == last || !f || f->is_system)
            continue;
        last = f;
        ArchFile *af = load(f);
        for (int k = 0; k < af->nlines; k++)
            if (af->line[k])
                return true;
    }
    return false;
}
