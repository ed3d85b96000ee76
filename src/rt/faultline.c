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
#include <fcntl.h>
#include <spawn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
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

/* addr2line's answer for the noted address into out (NUL-ended); its
 * length, 0 when it could not run. */
static size_t ask_addr2line(const char *obj, char *out, size_t cap)
{
    char off[32];
    snprintf(off, sizeof off, "0x%lx", (unsigned long)fault_off);
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
    static const char *const user[] = {"cucc__dev_", "cucc__loop_", "cucc__reg_", "cucc__rf"};
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

void cucc__report_fault_line(void)
{
    const char *obj = fault_obj;
    if (!obj)
        return;
    fault_obj = NULL;
    if (access(obj, R_OK) != 0)
        obj = "/proc/self/exe";
    char buf[2048];
    if (!ask_addr2line(obj, buf, sizeof buf))
        return;
    /* pairs of lines: the function, then the place in it (with -i the
     * innermost first, then each function it was inlined into) */
    bool first = true;
    char *line = buf, last[512] = "";
    for (;;) {
        char *fn = line, *at = strchr(fn, '\n');
        if (!at)
            break;
        *at++ = 0;
        char *end = strchr(at, '\n');
        if (!end)
            break;
        *end = 0;
        line = end + 1;
        char *disc = strstr(at, " (discriminator");
        if (disc)
            *disc = 0;
        size_t n = strlen(at);
        bool known = strncmp(at, "??", 2) && !(n >= 2 && (!strcmp(at + n - 2, ":?") ||
                                                          !strcmp(at + n - 2, ":0")));
        if (!known || strstr(at, "/include/cucc/") || (!first && (internal(fn) || !strcmp(at, last))))
            continue;
        fprintf(stderr, "cucc:   %s %s\n", first ? "at" : "inlined into", at);
        snprintf(last, sizeof last, "%s", at);
        first = false;
    }
}
