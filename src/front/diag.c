/*
 * Diagnostics in the format of gcc and clang:
 *
 *     prog.cu:12:5: error: message
 *        12 |     foo<<<1>>>(x);
 *           |     ^
 *
 * The source line comes from the preprocessed buffer (Token.line_text), so
 * it shows the line after macro expansion; the caret column is the token's
 * byte column, and tabs of the source line are repeated under it so the
 * caret lines up in a terminal.  Errors are counted, never fatal: callers
 * recover and report several per run.
 */
#include "front.h"

#include <stdarg.h>
#include <string.h>

static int nerrors;
static bool quiet;

/* While on, diagnostics are counted but not printed (a second look at
 * code cucc itself rewrote, src/driver/compile.c). */
void diag_quiet(bool on)
{
    quiet = on;
}

/* Forgets errors counted past n. */
void diag_forget_errors(int n)
{
    if (n < nerrors)
        nerrors = n;
}

int diag_error_count(void)
{
    return nerrors;
}

/* Prints the token's line of source text and a caret under the token;
 * of a long line, the part around the token. */
static void print_source_line(const Token *t)
{
    if (!t->line_text || t->kind == TK_EOF)
        return;
    enum { WINDOW = 100 };
    const char *s = t->line_text;
    int n = 0;
    while (s[n] && s[n] != '\n' && s[n] != '\r')
        n++;
    int from = 0, to = n, at = t->col - 1;
    if (n > 3 * WINDOW) {
        from = at > WINDOW ? at - WINDOW : 0;
        to = at + WINDOW < n ? at + WINDOW : n;
    }
    const char *pre = from > 0 ? "..." : "";
    fprintf(stderr, "%5d | %s%.*s%s\n", t->line, pre, to - from, s + from, to < n ? "..." : "");
    fprintf(stderr, "      | %s", from > 0 ? "   " : "");
    for (int i = from; i < at && i < to; i++)
        fputc(s[i] == '\t' ? '\t' : ' ', stderr);
    fputc('^', stderr);
    /* Underline the rest of a short token, as gcc does. */
    for (int i = 1; i < t->len && i < 40 && t->kind != TK_PRAGMA; i++)
        fputc('~', stderr);
    fputc('\n', stderr);
}

static void vdiag(const Token *t, const char *kind, const char *fmt, va_list ap)
{
    if (quiet)
        return;
    if (t && t->file)
        fprintf(stderr, "%s:%d:%d: %s: ", t->file->name, t->line, t->col, kind);
    else
        fprintf(stderr, "cucc: %s: ", kind);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    if (t)
        print_source_line(t);
}

void diag_error(const Token *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vdiag(t, "error", fmt, ap);
    va_end(ap);
    nerrors++;
}

void diag_warning(const Token *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vdiag(t, "warning", fmt, ap);
    va_end(ap);
}

void diag_note(const Token *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vdiag(t, "note", fmt, ap);
    va_end(ap);
}
