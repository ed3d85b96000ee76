/*
 * The host compiler's messages about the C++ that cucc generated for a .cu
 * file, as the user should see them.  The body of a kernel appears in the
 * generated code up to three times (its fiber entry cucc__dev_k, its
 * thread-loop copy cucc__loop_k, its region copy cucc__reg_k), each with
 * line markers to the user's lines, so one mistake is reported once per
 * copy.  Here every diagnostic (file:line:col: error/warning: text) is
 * printed once, with the context lines and the source excerpt that
 * belong to it; cucc's prefixes are taken off function names; and a
 * failure that no message places in the user's file (not even by a
 * "required from here") is our bug, said as such.
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Removes cucc__dev_, cucc__loop_ and cucc__reg_ in place. */
static void clean_names(char *s)
{
    static const char *const prefixes[] = {"cucc__dev_", "cucc__loop_", "cucc__reg_"};
    for (size_t k = 0; k < sizeof prefixes / sizeof *prefixes; k++) {
        size_t n = strlen(prefixes[k]);
        for (char *p = strstr(s, prefixes[k]); p; p = strstr(p, prefixes[k]))
            memmove(p, p + n, strlen(p + n) + 1);
    }
}

/* file:line:col: error|warning: ... (not a note: notes follow their
 * diagnostic) */
static bool is_primary(const char *s)
{
    return s[0] != ' ' && (strstr(s, ": error: ") || strstr(s, ": warning: ") ||
                           strstr(s, ": fatal error: "));
}

static bool is_context(const char *s)
{
    return strstr(s, ": In function") || strstr(s, ": In member function") ||
           strstr(s, ": In static member function") || strstr(s, ": In instantiation of") ||
           strstr(s, ": In lambda function") || strstr(s, ": In constructor") ||
           strstr(s, ": In destructor") || strstr(s, ": At global scope:") ||
           strstr(s, "required from") || strstr(s, "In file included from") ||
           !strncmp(s, "                 from ", 22);
}

bool print_host_diagnostics(const char *err_path, const char *src)
{
    long len;
    char *text = read_file(err_path, &len);
    if (!text)
        return false;
    char **seen = NULL;
    int nseen = 0;
    char *pending = NULL;       /* context lines waiting for their diagnostic */
    size_t npending = 0;
    bool skipping = false, user_error = false;
    size_t srclen = strlen(src);
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        clean_names(line);
        /* a message or a context line ("required from here") in the
         * user's file: the user's mistake, wherever the error itself is */
        if (!strncmp(line, src, srclen) && line[srclen] == ':')
            user_error = true;
        if (is_primary(line)) {
            bool dup = false;
            for (int i = 0; i < nseen && !dup; i++)
                dup = !strcmp(seen[i], line);
            skipping = dup;
            if (dup) {
                npending = 0;
                continue;
            }
            seen = realloc(seen, sizeof *seen * (size_t)(nseen + 1));
            seen[nseen++] = strdup(line);
            if (npending)
                fwrite(pending, 1, npending, stderr);
            npending = 0;
            fprintf(stderr, "%s\n", line);
        } else if (is_context(line)) {
            size_t n = strlen(line);
            pending = realloc(pending, npending + n + 2);
            memcpy(pending + npending, line, n);
            pending[npending + n] = '\n';
            npending += n + 1;
            skipping = false;
        } else if (!skipping) {
            fprintf(stderr, "%s\n", line);
        }
    }
    for (int i = 0; i < nseen; i++)
        free(seen[i]);
    free(seen);
    free(pending);
    free(text);
    return user_error;
}
