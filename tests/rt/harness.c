/* The runner behind tests/rt/harness.h: one child process per test. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness.h"

#define MAX_TESTS 512

static struct {
    const char *name;
    void (*fn)(void);
} tests[MAX_TESTS];
static int ntests;
int harness_failed;

void harness_add(const char *name, void (*fn)(void))
{
    if (ntests < MAX_TESTS) {
        tests[ntests].name = name;
        tests[ntests].fn = fn;
        ntests++;
    }
}

void harness_fail(const char *file, int line, const char *msg)
{
    printf("  %s:%d: %s\n", file, line, msg);
    harness_failed = 1;
}

/* Runs test i in a child; returns 1 when it passed. */
static int run(int i)
{
    fflush(stdout);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        return 0;
    }
    if (pid == 0) {
        tests[i].fn();
        fflush(stdout);
        _exit(harness_failed ? 1 : 0);
    }
    int status;
    if (waitpid(pid, &status, 0) < 0)
        return 0;
    int ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (WIFSIGNALED(status))
        printf("  killed by signal %d\n", WTERMSIG(status));
    printf("%s %s\n", ok ? "ok" : "FAIL", tests[i].name);
    return ok;
}

static int wanted(const char *name, int argc, char **argv)
{
    if (argc < 2)
        return 1;
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], name) == 0)
            return 1;
    return 0;
}

int main(int argc, char **argv)
{
    int passed = 0, failed = 0;
    for (int i = 0; i < ntests; i++) {
        if (!wanted(tests[i].name, argc, argv))
            continue;
        if (run(i))
            passed++;
        else
            failed++;
    }
    printf("%s: %d passed, %d failed\n", argv[0], passed, failed);
    return failed != 0;
}
