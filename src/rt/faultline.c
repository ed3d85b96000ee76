/*
 * The source line of a fault in device code.  cucc__report_fault, in the
 * signal handler, notes where the faulting instruction lies
 * (cucc__note_fault_pc); once the block has left, in normal context,
 * cucc__report_fault_line asks addr2line, which reads the line tables of
 * a build with -G, -g or -lineinfo, and prints
 *     cucc:   at prog.cu:12
 *     cucc:   inlined into prog.cu:30
 * leaving out frames in cucc's own headers.  Without line tables, or
 * without addr2line (binutils, which gcc needs), it prints nothing.
 */
#include <dlfcn.h>
#include <errno.h>     /* program_invocation_name */
#include <fcntl.h>
#include <spawn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rt/rt.h"

extern char **environ;

static __thread const char *fault_obj;
static __thread unsigned long fault_off;

void cucc__note_fault_pc(const char *obj, unsigned long off)
{
    fault_obj = obj;
    fault_off = off;
}

/* addr2line's answer for offset `at` of obj into out (NUL-ended); its
 * length, 0 when it could not run. */
static size_t ask_addr2line(const char *obj, unsigned long at, char *out, size_t cap)
{
    char off[32];
    snprintf(off, sizeof off, "0x%lx", at);
    int fd[2];
    if (pipe2(fd, O_CLOEXEC) != 0)
        return 0;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fd[1], 1);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    char *argv[] = {"addr2line", "-f", "-C", "-i", "-e", (char *)obj, off, NULL};
    pid_t pid;
    int rc = posix_spawnp(&pid, "addr2line", &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(fd[1]);
    size_t n = 0;
    if (rc == 0) {
        ssize_t r;
        while (n + 1 < cap && (r = read(fd[0], out + n, cap - 1 - n)) > 0)
            n += (size_t)r;
        int status;
        waitpid(pid, &status, 0);
    }
    close(fd[0]);
    out[n] = 0;
    return n;
}

/* A function of cucc's that calls a kernel's body (its name as addr2line
 * -C gives it, or a part of it where the line tables have no more). */
static bool internal(const char *fn)
{
    static const char *const user[] = {"cucc__dev_", "cucc__loop_", "cucc__reg_", "cucc__regx_", "cucc__rf"};
    if (strstr(fn, "cucc__entry<") || strstr(fn, "cucc__loop<") || strstr(fn, "cucc__region<") ||
        !strncmp(fn, "call<", 5) || !strcmp(fn, "run") || !strcmp(fn, "call"))
        return true;
    if (strncmp(fn, "cucc__", 6))
        return false;
    for (size_t i = 0; i < sizeof user / sizeof *user; i++)
        if (!strncmp(fn, user[i], strlen(user[i])))
            return false;
    return true;
}

/* Is place ("file:line") in one of cucc's headers: under include/cucc/, or,
 * in a build tree, under the include directory cucc-sanitizer names
 * (CUCC_SANITIZER_INCLUDE: its cooperative_groups.h, cuda_runtime.h, ...
 * lie beside include/cucc/ there)? */
int cucc__in_cucc_header(const char *place)
{
    if (strstr(place, "/include/cucc/"))
        return 1;
    const char *inc = getenv("CUCC_SANITIZER_INCLUDE");
    size_t n = inc ? strlen(inc) : 0;
    return n && !strncmp(place, inc, n) && place[n] == '/';
}

/* Calls fn(place, first, arg) for each frame of addr2line's answer for
 * offset `at` of obj that is the user's: the innermost first, then each
 * function it was inlined into, leaving out cucc's headers and repeats. */
static void user_frames(const char *obj, unsigned long at, void (*fn)(const char *, bool, void *), void *arg)
{
    /* the program itself: dladdr names it by argv[0], which need not be
     * the file that runs (cucc-sanitizer runs a build of it for the tool
     * under the program's name) */
    char self[64];
    if (access(obj, R_OK) != 0 || !strcmp(obj, program_invocation_name)) {
        snprintf(self, sizeof self, "/proc/%d/exe", (int)getpid());   /* (addr2line's self is its own) */
        obj = self;
    }
    char buf[2048];
    if (!ask_addr2line(obj, at, buf, sizeof buf))
        return;
    /* pairs of lines: the function, then the place in it (with -i the
     * innermost first, then each function it was inlined into) */
    bool first = true;
    char *line = buf, last[512] = "";
    for (;;) {
        char *name = line, *place = strchr(name, '\n');
        if (!place)
            break;
        *place++ = 0;
        char *end = strchr(place, '\n');
        if (!end)
            break;
        *end = 0;
        line = end + 1;
        char *disc = strstr(place, " (discriminator");
        if (disc)
            *disc = 0;
        size_t n = strlen(place);
        bool known = strncmp(place, "??", 2) && !(n >= 2 && (!strcmp(place + n - 2, ":?") ||
                                                             !strcmp(place + n - 2, ":0")));
        if (!known || cucc__in_cucc_header(place) ||
            (!first && (internal(name) || !strcmp(place, last))))
            continue;
        fn(place, first, arg);
        snprintf(last, sizeof last, "%s", place);
        first = false;
    }
}

static void print_frame(const char *place, bool first, void *arg)
{
    (void)arg;
    fprintf(stderr, "cucc:   %s %s\n", first ? "at" : "inlined into", place);
}

void cucc__report_fault_line(void)
{
    const char *obj = fault_obj;
    if (!obj)
        return;
    fault_obj = NULL;
    user_frames(obj, fault_off, print_frame, NULL);
}

struct line_buf {
    char *out;
    size_t n;
};

static void keep_first(const char *place, bool first, void *arg)
{
    struct line_buf *b = arg;
    if (first)
        snprintf(b->out, b->n, "%s", place);
}

/* The user's source line of the code at pc ("file.cu:12"), in out; 0 when
 * it is not known (no line tables, no addr2line). */
int cucc__pc_line(const void *pc, char *out, size_t n)
{
    Dl_info info;
    out[0] = 0;
    if (!pc || !dladdr(pc, &info) || !info.dli_fname)
        return 0;
    struct line_buf b = {out, n};
    user_frames(info.dli_fname, (unsigned long)((uintptr_t)pc - (uintptr_t)info.dli_fbase), keep_first, &b);
    return out[0] != 0;
}
