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
 *
 * An object compiled alone (`cucc -c a.cu -o a.o`, one input) carries its
 * compile recipe in .cucc_build_o: "cucc-obj 1", the number of strings
 * that follow, the cucc executable, the directory, the object's absolute
 * path, the command's arguments.  The linker puts the objects' sections
 * one after another into the program's .cucc_build_o, so that the tool can
 * build each object again and link them as the program's recipe says.
 */
#include "driver.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Section `name` of file `out` made of the strings head[0..nhead) and
 * argv[1..argc): quietly, since a file without its recipe still works. */
static void add_section(const char *name, const char *const *head, int nhead, int argc, char **argv,
                        const char *out, const char *tmp)
{
    struct stat st;
    if (stat(out, &st) != 0 || !S_ISREG(st.st_mode))
        return;     /* (-o /dev/null: objcopy renames what it writes over its output) */
    char *path = path_join(tmp, "cucc_build.recipe");
    FILE *f = fopen(path, "wb");
    if (!f) {
        free(path);
        return;
    }
    for (int i = 0; i < nhead; i++)
        fwrite(head[i], 1, strlen(head[i]) + 1, f);
    for (int i = 1; i < argc; i++)
        fwrite(argv[i], 1, strlen(argv[i]) + 1, f);
    if (fclose(f) == 0) {
        char section[PATH_MAX + 64], flags[64];
        snprintf(section, sizeof section, "%s=%s", name, path);
        snprintf(flags, sizeof flags, "%s=noload,readonly", name);
        StrList a = {0};
        strlist_push(&a, "objcopy");
        strlist_push(&a, "--add-section");
        strlist_push(&a, section);
        strlist_push(&a, "--set-section-flags");
        strlist_push(&a, flags);
        strlist_push(&a, out);
        run_command_to(&a, false, "/dev/null");
    }
    unlink(path);
    free(path);
}

/* This cucc and the directory it runs in: false where unknown. */
static bool whence(char self[PATH_MAX], char cwd[PATH_MAX])
{
    ssize_t n = readlink("/proc/self/exe", self, PATH_MAX - 1);
    if (n <= 0 || !getcwd(cwd, PATH_MAX))
        return false;
    self[n] = '\0';
    return true;
}

void embed_build_recipe(const Options *o, int argc, char **argv, const char *exe, const char *tmp)
{
    char self[PATH_MAX], cwd[PATH_MAX];
    if (!whence(self, cwd))
        return;
    bool sources = o->cu_inputs.n + o->c_inputs.n + o->cxx_inputs.n == o->inputs.n;
    const char *head[] = {"cucc-build 1", self, cwd, sources ? "sources" : "objects"};
    add_section(".cucc_build", head, 4, argc, argv, exe, tmp);
}

void embed_object_recipe(int argc, char **argv, const char *obj, const char *tmp)
{
    char self[PATH_MAX], cwd[PATH_MAX], real[PATH_MAX], count[16];
    if (!whence(self, cwd) || !realpath(obj, real))
        return;
    snprintf(count, sizeof count, "%d", 3 + argc - 1);
    const char *head[] = {"cucc-obj 1", count, self, cwd, real};
    add_section(".cucc_build_o", head, 5, argc, argv, obj, tmp);
}
