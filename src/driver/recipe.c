/*
 * The build recipe a program carries: how cucc built it, for
 * cucc-sanitizer, which builds a program again for the tool asked
 * (src/tools/cucc-sanitizer.sh: `cucc -G prog.cu -o prog` and then
 * `cucc-sanitizer ./prog` checks every access, as compute-sanitizer does
 * with a program nvcc built).
 *
 * The recipe is the ELF section .cucc_build of the linked program
 * (objcopy --add-section, not loaded): NUL-terminated strings, in order
 * "cucc-build 1", the cucc executable, the directory it ran in, "sources"
 * when every input was a source file (else "objects": the program cannot
 * be built again from the recipe alone), then the command's arguments.
 */
#include "driver.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void embed_build_recipe(const Options *o, int argc, char **argv, const char *exe, const char *tmp)
{
    char self[PATH_MAX], cwd[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0 || !getcwd(cwd, sizeof cwd))
        return;
    self[n] = '\0';
    char *path = path_join(tmp, "cucc_build.recipe");
    FILE *f = fopen(path, "wb");
    if (!f) {
        free(path);
        return;
    }
    bool sources = o->cu_inputs.n + o->c_inputs.n + o->cxx_inputs.n == o->inputs.n;
    const char *head[] = {"cucc-build 1", self, cwd, sources ? "sources" : "objects"};
    for (size_t i = 0; i < sizeof head / sizeof *head; i++)
        fwrite(head[i], 1, strlen(head[i]) + 1, f);
    for (int i = 1; i < argc; i++)
        fwrite(argv[i], 1, strlen(argv[i]) + 1, f);
    if (fclose(f) != 0) {
        free(path);
        return;
    }
    /* quietly: a program without its recipe is still a program */
    char section[PATH_MAX + 64];
    snprintf(section, sizeof section, ".cucc_build=%s", path);
    StrList a = {0};
    strlist_push(&a, "objcopy");
    strlist_push(&a, "--add-section");
    strlist_push(&a, section);
    strlist_push(&a, "--set-section-flags");
    strlist_push(&a, ".cucc_build=noload,readonly");
    strlist_push(&a, exe);
    run_command_to(&a, false, "/dev/null");
    unlink(path);
    free(path);
}
