/*
 * Locating cucc's own headers and runtime library: next to the executable
 * (bin/cucc -> include/, lib/libcucc.a, as in the build tree) or in an
 * installed prefix (bin/cucc -> include/cucc/, lib/cucc/libcucc.a).
 * CUCC_HOME overrides both.
 */
#include "driver.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char root[PATH_MAX];
static char include_dir[PATH_MAX + 32];
static char runtime_lib[PATH_MAX + 32];

static bool exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0;
}

static void find_root(void)
{
    if (root[0])
        return;
    const char *home = getenv("CUCC_HOME");
    if (home && *home) {
        snprintf(root, sizeof root, "%s", home);
    } else {
        char exe[PATH_MAX];
        ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        if (n < 0) { perror("cucc: /proc/self/exe"); exit(1); }
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');   /* .../bin/cucc */
        if (slash) *slash = '\0';
        slash = strrchr(exe, '/');         /* .../bin */
        if (slash) *slash = '\0';
        snprintf(root, sizeof root, "%s", exe);
    }
    snprintf(include_dir, sizeof include_dir, "%s/include/cucc/cuda_runtime.h", root);
    if (exists(include_dir)) {
        snprintf(include_dir, sizeof include_dir, "%s/include/cucc", root);
        snprintf(runtime_lib, sizeof runtime_lib, "%s/lib/cucc/libcucc.a", root);
    } else {
        snprintf(include_dir, sizeof include_dir, "%s/include", root);
        snprintf(runtime_lib, sizeof runtime_lib, "%s/lib/libcucc.a", root);
    }
}

const char *cucc_include_dir(void)
{
    find_root();
    return include_dir;
}

const char *cucc_runtime_lib(void)
{
    find_root();
    return runtime_lib;
}
