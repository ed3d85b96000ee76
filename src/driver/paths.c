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

/* The hooks of a --sanitize=racecheck|initcheck build, beside it. */
const char *cucc_access_lib(void)
{
    static char lib[PATH_MAX + 64];
    snprintf(lib, sizeof lib, "%s/libcucc_access.a", cucc_lib_dir());
    return lib;
}

/* The directory of the runtime library. */
const char *cucc_lib_dir(void)
{
    static char dir[PATH_MAX + 32];
    snprintf(dir, sizeof dir, "%s", cucc_runtime_lib());
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    return dir;
}

/* Header `name` of NVIDIA's CUDA toolkit where one is installed ($CUDA_HOME,
 * $CUDA_PATH, /usr/local/cuda, or Debian's /usr), holding the text
 * `marker` in its first 16 KB: its path, or NULL.  A directory that is
 * cucc's own include/ (CUDA_HOME may name cucc) does not count. */
const char *toolkit_header(const char *name, const char *marker)
{
    const char *roots[] = {getenv("CUDA_HOME"), getenv("CUDA_PATH"), "/usr/local/cuda", "/usr"};
    char own[PATH_MAX];
    if (!realpath(cucc_include_dir(), own))
        own[0] = '\0';
    for (size_t i = 0; i < sizeof roots / sizeof *roots; i++) {
        if (!roots[i] || !*roots[i])
            continue;
        char dir[PATH_MAX + 16], real[PATH_MAX];
        snprintf(dir, sizeof dir, "%s/include", roots[i]);
        if (!realpath(dir, real) || !strcmp(real, own))
            continue;
        char *path = path_join(real, name);
        FILE *f = fopen(path, "r");
        if (f) {
            static char head[16384 + 1];
            size_t n = fread(head, 1, sizeof head - 1, f);
            fclose(f);
            head[n] = '\0';
            if (strstr(head, marker))
                return path;
        }
        free(path);
    }
    return NULL;
}

/* -v: the environment nvcc prints before its commands, which build
 * systems read: CMake takes the toolkit's root from TOP, and the link line
 * (the command that holds the LIBRARIES string) for the libraries it must
 * give the host linker itself when it links CUDA code. */
void print_nvcc_environment(void)
{
    find_root();
    const char *path = getenv("PATH");
    fprintf(stderr,
            "#$ _NVVM_BRANCH_=nvvm\n#$ _SPACE_= \n#$ _CUDART_=cudart\n"
            "#$ _HERE_=%s/bin\n#$ _THERE_=%s/bin\n"
            "#$ _TARGET_SIZE_=\n#$ _TARGET_DIR_=\n#$ _TARGET_SIZE_=64\n"
            "#$ TOP=%s\n#$ PATH=%s/bin:%s\n#$ INCLUDES=\"-I%s\"\n#$ LIBRARIES=  -L%s\n"
            "#$ CUDAFE_FLAGS=\n#$ PTXAS_FLAGS=\n",
            root, root, root, root, path ? path : "", cucc_include_dir(), cucc_lib_dir());
}
