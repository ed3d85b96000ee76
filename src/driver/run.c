/*
 * Running subprocesses and managing temporary files.
 */
#include "driver.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

void strlist_push(StrList *l, const char *s)
{
    if (l->n + 2 > l->cap) {
        l->cap = l->cap ? l->cap * 2 : 16;
        l->v = realloc(l->v, l->cap * sizeof(char *));
        if (!l->v) { perror("cucc"); exit(1); }
    }
    l->v[l->n++] = strdup(s);
    l->v[l->n] = NULL;
}

void strlist_append(StrList *dst, const StrList *src)
{
    for (int i = 0; i < src->n; i++)
        strlist_push(dst, src->v[i]);
}

static void print_command(const StrList *argv)
{
    for (int i = 0; i < argv->n; i++)
        fprintf(stderr, "%s%s", i ? " " : "#$ ", argv->v[i]);
    fprintf(stderr, "\n");
}

/* Runs argv, waits; returns the exit status (128+signal when killed). */
int run_command(const StrList *argv, bool verbose)
{
    return run_command_to(argv, verbose, NULL);
}

bool cucc_dry_run;

int run_command_to(const StrList *argv, bool verbose, const char *err_path)
{
    if (verbose || cucc_dry_run)
        print_command(argv);
    if (cucc_dry_run)
        return 0;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) { perror("cucc: fork"); return 1; }
    if (pid == 0) {
        if (err_path) {
            int fd = open(err_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
            if (fd >= 0) {
                dup2(fd, 2);
                close(fd);
            }
        }
        execvp(argv->v[0], argv->v);
        fprintf(stderr, "cucc: cannot run %s: %s\n", argv->v[0], strerror(errno));
        _exit(127);
    }
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR) { perror("cucc: waitpid"); return 1; }
    if (WIFEXITED(st))
        return WEXITSTATUS(st);
    return 128 + WTERMSIG(st);
}

char *make_temp_dir(void)
{
    const char *t = getenv("TMPDIR");
    char buf[4096];
    snprintf(buf, sizeof buf, "%s/cucc.XXXXXX", t && *t ? t : "/tmp");
    if (!mkdtemp(buf)) { perror("cucc: mkdtemp"); exit(1); }
    return strdup(buf);
}

void remove_temp_dir(const char *dir, const StrList *files)
{
    for (int i = 0; i < files->n; i++)
        unlink(files->v[i]);
    rmdir(dir);
}

char *path_join(const char *dir, const char *name)
{
    size_t n = strlen(dir) + strlen(name) + 2;
    char *p = malloc(n);
    snprintf(p, n, "%s/%s", dir, name);
    return p;
}

char *path_stem(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    char *s = strdup(base);
    char *dot = strrchr(s, '.');
    if (dot && dot != s)
        *dot = '\0';
    return s;
}

char *read_file(const char *path, long *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 20, n = 0;
    char *buf = malloc(cap + 1);
    for (;;) {
        size_t r = fread(buf + n, 1, cap - n, f);
        n += r;
        if (n < cap)
            break;
        cap *= 2;
        buf = realloc(buf, cap + 1);
    }
    fclose(f);
    buf[n] = '\0';
    *len = (long)n;
    return buf;
}
