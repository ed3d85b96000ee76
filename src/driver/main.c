/*
 * cucc: compile CUDA C programs for the CPU.
 *
 * The command line follows nvcc: `cucc [options] inputs... [-o out]`.
 * main() reads the options, then runs the phases of src/driver/compile.c
 * for every input and links the result with libcucc.
 */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CUCC_VERSION "0.1.0"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: cucc [options] file...\n"
        "Compiles CUDA C/C++ (.cu), C (.c), C++ (.cpp/.cc/.cxx) and objects (.o/.a)\n"
        "into a program that runs CUDA kernels on the CPU's cores.\n\n"
        "  -o <file>            output file\n"
        "  -c                   compile only, do not link\n"
        "  -E                   preprocess only\n"
        "  -I<dir> -D<m>[=v] -U<m>  preprocessor options\n"
        "  -L<dir> -l<lib>      linker options\n"
        "  -O0..-O3 -g -G       optimisation and debug information\n"
        "  --sanitize[=tools]   a build for cucc-sanitizer: memcheck (the default),\n"
        "                       racecheck, initcheck (comma-separated)\n"
        "  -std=<std>           language standard (c++11 .. c++20)\n"
        "  -x cu                treat following inputs as CUDA source\n"
        "  -Xcompiler a,b       pass options to the host compiler\n"
        "  -Xlinker a,b         pass options to the linker\n"
        "  -keep [--keep-dir d] keep the generated host/device sources\n"
        "  --dump=tokens|decls|ast|simt|cpp  print a compiler stage and stop\n"
        "  --default-stream per-thread|legacy\n"
        "  -arch=native       code for this machine's CPU (the host compiler's -march=native)\n"
        "  -lineinfo           line tables (host -g1): faults in kernels name the .cu line\n"
        "  -arch/-gencode/-code/-rdc  accepted for nvcc compatibility\n"
        "  -cubin/-fatbin/-ptx  build a module for the driver API (cuModuleLoad)\n"
        "  -shared              build a shared library for cucc programs\n"
        "  -M -MM -MD -MMD -MF <f> -MT <t> -MP  make dependencies, as gcc's\n"
        "  -ccbin <compiler|dir> the host compiler (default g++, or $CUCC_CXX)\n"
        "  -odir <dir>          where -c puts object files\n"
        "  -v                   print the commands run\n"
        "  -dryrun              print the commands, run none\n"
        "  -run [--run-args a,b] run the program once built\n"
        "  --list-gpu-arch / --list-gpu-code  nvcc 13's virtual and real architectures\n"
        "  --version            print the version\n");
}

/* Splits "a,b,c" into separate arguments. */
static void push_split(StrList *l, const char *s)
{
    char *copy = strdup(s);
    for (char *tok = strtok(copy, ","); tok; tok = strtok(NULL, ","))
        strlist_push(l, tok);
    free(copy);
}

static bool has_suffix(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

static void add_input(Options *o, const char *path, bool force_cu)
{
    strlist_push(&o->inputs, path);
    if (force_cu || has_suffix(path, ".cu"))
        strlist_push(&o->cu_inputs, path);
    else if (has_suffix(path, ".c"))
        strlist_push(&o->c_inputs, path);
    else if (has_suffix(path, ".cpp") || has_suffix(path, ".cc") || has_suffix(path, ".cxx") || has_suffix(path, ".C"))
        strlist_push(&o->cxx_inputs, path);
    else
        strlist_push(&o->obj_inputs, path);
}

/* Value of an option written "-opt value", "-opt=value" or "-optvalue". */
static const char *opt_value(const char *arg, const char *name, int *i, int argc, char **argv)
{
    size_t n = strlen(name);
    if (strncmp(arg, name, n) != 0)
        return NULL;
    if (arg[n] == '=')
        return arg + n + 1;
    if (arg[n] != '\0')
        return NULL;
    if (*i + 1 >= argc) {
        fprintf(stderr, "cucc: error: missing argument to '%s'\n", name);
        exit(1);
    }
    return argv[++*i];
}

/* -arch=native, --gpu-architecture native: nvcc compiles for the GPUs
 * of the machine; cucc for its CPU. */
static bool is_arch_native(const char *a, int i, int argc, char **argv)
{
    static const char *names[] = {"-arch", "--gpu-architecture"};
    for (int k = 0; k < 2; k++) {
        size_t n = strlen(names[k]);
        if (!strncmp(a, names[k], n) &&
            ((a[n] == '=' && !strcmp(a + n + 1, "native")) ||
             (a[n] == '\0' && i + 1 < argc && !strcmp(argv[i + 1], "native"))))
            return true;
    }
    return false;
}

/* Options nvcc takes that do not change code generation for the CPU. */
static bool ignored_with_value(const char *a, int *i, int argc, char **argv)
{
    static const char *names[] = {
        "-arch", "--gpu-architecture", "-gencode", "--generate-code", "-code",
        "--gpu-code", "-rdc", "--relocatable-device-code", "-ccbin", "--compiler-bindir",
        "-maxrregcount", "--maxrregcount", "-cudart", "--cudart", "-Xptxas", "--ptxas-options",
        "-Xnvlink", "-t", "--threads", "-diag-suppress", "--diag-suppress", "-ftz", "-prec-div",
        "-prec-sqrt", "--prec-div", "--prec-sqrt", "-Wno-deprecated-gpu-targets",
        "-Xcudafe", "--cudafe-options", "-Xarchive", "--archive-options",
        /* ... and the GPU-side ones with a value */
        "--cudadevrt", "-ldir", "--libdevice-directory", "-target-dir", "--target-directory", "-opt-info",
        "--optimization-info", "-Ofc", "--Ofast-compile", "-dopt", "--dopt", "-split-compile",
        "--split-compile", "-split-compile-extended", "--split-compile-extended", "-fdevice-time-trace",
        "--fdevice-time-trace", "-idp", "--input-drive-prefix", "-ddp", "--dependency-drive-prefix", "-dp",
        "--drive-prefix", "--entries", "-diag-error", "--diag-error", "-diag-warn", "--diag-warn", "-jtd",
        "--jump-table-density", "--device-stack-protector", "--compress-mode", "--nvlink-options",
        "-arbin", "--archiver-binary", "-time", "--time",
        /* warnings made errors: cucc's own generated C++ is not the user's to fail on */
        "-Werror", "--Werror", NULL,
    };
    for (int k = 0; names[k]; k++) {
        size_t n = strlen(names[k]);
        if (!strncmp(a, names[k], n) && (a[n] == '=' || a[n] == '\0')) {
            if (a[n] == '\0' && strcmp(a, "-Wno-deprecated-gpu-targets") != 0 && *i + 1 < argc)
                ++*i;
            return true;
        }
    }
    return false;
}

static bool ignored_flag(const char *a)
{
    static const char *names[] = {
        "--expt-relaxed-constexpr", "--expt-extended-lambda",
        "--extended-lambda", "-extended-lambda", "-expt-relaxed-constexpr", "-Wno-deprecated-declarations",
        "-m64", "-restrict", "--restrict", "-src-in-ptx",
        "-lcudart", "-lcudadevrt", "-lcuda", "-lcudart_static", "-Werror=all-warnings",
        "--resource-usage", "-res-usage", "-dlto", "--dlink-time-opt",
        /* nvcc's GPU-side options: nothing to do on a CPU (docs/nvcc-compat.md) */
        "-link", "--link", "-objtemp", "--objdir-as-tempdir",
        "-allow-unsupported-compiler", "--allow-unsupported-compiler", "-force-cl-env-setup",
        "--force-cl-env-setup", "-lto", "--lto", "-gen-opt-lto", "--gen-opt-lto", "-nohdinitlist",
        "--no-host-device-initializer-list", "-nohdmoveforward", "--no-host-device-move-forward", "--m64",
        "--static-global-template-stub", "--device-entity-has-hidden-visibility", "-noprof",
        "--dont-use-profile", "--no-align-double", "-nodlink", "--no-device-link",
        "-extra-device-vectorization", "--extra-device-vectorization", "-keep-device-functions",
        "--keep-device-functions", "--source-in-ptx", "-Wreorder", "--Wreorder", "-Wdefault-stream-launch",
        "--Wdefault-stream-launch", "-Wmissing-launch-bounds", "--Wmissing-launch-bounds",
        "-Wext-lambda-captures-this", "--Wext-lambda-captures-this", "--Wno-deprecated-declarations",
        "--Wno-deprecated-gpu-targets", "-ewp", "--extensible-whole-program", "-no-compress", "--no-compress",
        "-qpp-config", "--qpp-config", "-astoolspatch", "--compile-as-tools-patch", "-err-no",
        "--display-error-number", "-no-err-no", "--no-display-error-number", "--brief-diagnostics",
        "-reloc-ptx", "--relocatable-ptx", "-jobserver", "--jobserver", NULL,
    };
    for (int k = 0; names[k]; k++)
        if (!strcmp(a, names[k]))
            return true;
    return false;
}

/* --sanitize=a,b: memcheck (AddressSanitizer) and racecheck/initcheck
 * (the access hooks); false, after a message, for any other name. */
static bool parse_sanitize(Options *o, const char *v)
{
    char *copy = strdup(v);
    bool ok = true;
    for (char *save = NULL, *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        if (!strcmp(t, "memcheck")) {
            o->sanitize = true;
        } else if (!strcmp(t, "racecheck") || !strcmp(t, "initcheck")) {
            o->access_checks = true;
        } else {
            fprintf(stderr, "cucc: error: --sanitize=%s: the tools are memcheck, racecheck and initcheck\n", t);
            ok = false;
        }
    }
    free(copy);
    if (ok && o->sanitize && o->access_checks) {
        fprintf(stderr, "cucc: error: --sanitize: memcheck needs a build of its own (racecheck and initcheck share one)\n");
        ok = false;
    }
    return ok;
}

/* nvcc 13's architectures (sm_NN, compute_NN, lto_NN; a and f variants). */
static const int nvcc_archs[] = {75, 80, 86, 87, 88, 89, 90, 100, 103, 110, 120, 121};

static void add_arch(Options *o, int v)
{
    for (int i = 0; i < o->narchs; i++)
        if (o->archs[i] == v)
            return;
    if (o->narchs < (int)(sizeof o->archs / sizeof *o->archs))
        o->archs[o->narchs++] = v;
}

/* The architectures an -arch, -code or -gencode value names; an unknown
 * one is an error, as for nvcc ("Unsupported gpu architecture"). */
static void note_archs(Options *o, const char *v)
{
    char *copy = strdup(v);
    for (char *save = NULL, *t = strtok_r(copy, ",=[] ", &save); t; t = strtok_r(NULL, ",=[] ", &save)) {
        if (!strcmp(t, "arch") || !strcmp(t, "code") || !strcmp(t, "native"))
            continue;
        if (!strcmp(t, "all") || !strcmp(t, "all-major")) {
            for (size_t k = 0; k < sizeof nvcc_archs / sizeof *nvcc_archs; k++)
                if (!strcmp(t, "all") || nvcc_archs[k] % 10 == 0)
                    add_arch(o, nvcc_archs[k]);
            continue;
        }
        const char *num = !strncmp(t, "compute_", 8) ? t + 8 : !strncmp(t, "sm_", 3) ? t + 3
                        : !strncmp(t, "lto_", 4) ? t + 4 : NULL;
        char *end = NULL;
        long n = num ? strtol(num, &end, 10) : 0;
        bool known = false;
        for (size_t k = 0; num && end != num && k < sizeof nvcc_archs / sizeof *nvcc_archs; k++)
            known |= nvcc_archs[k] == n;
        if (!known || (end[0] && strcmp(end, "a") && strcmp(end, "f"))) {
            fprintf(stderr, "cucc: error: unsupported gpu architecture '%s'\n", t);
            exit(1);
        }
        add_arch(o, (int)n);
    }
    free(copy);
}

/* "a,b,c" onto l. */
static void split_commas(StrList *l, const char *v)
{
    char *copy = strdup(v);
    for (char *save = NULL, *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save))
        strlist_push(l, strdup(t));
    free(copy);
}

/* nvcc's long spellings of preprocessor options, and the host compiler's. */
static const char *const long_cpp[][2] = {
    {"--include-path", "-I"}, {"--system-include", "-isystem"}, {"--pre-include", "-include"},
    {"--define-macro", "-D"}, {"--undefine-macro", "-U"},
};

/* The value of a long_cpp option at a (*k its index in long_cpp), or NULL. */
static const char *long_cpp_option(const char *a, int *i, int argc, char **argv, size_t *k)
{
    for (*k = 0; *k < sizeof long_cpp / sizeof *long_cpp; ++*k) {
        const char *v = opt_value(a, long_cpp[*k][0], i, argc, argv);
        if (v)
            return v;
    }
    return NULL;
}

static void parse_args(Options *o, int argc, char **argv)
{
    bool force_cu = false;
    size_t k;
    /* where unknown options go: decided by flags anywhere on the line */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i] + (argv[i][0] == '-' && argv[i][1] == '-');
        o->fwd_compiler |= !strcmp(a, "-forward-unknown-to-host-compiler") || !strcmp(a, "-forward-unknown-opts");
        o->fwd_linker |= !strcmp(a, "-forward-unknown-to-host-linker") || !strcmp(a, "-forward-unknown-opts");
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        int k0 = i;             /* the last argument an ignored option takes */
        if (a[0] != '-' || !strcmp(a, "-")) {
            add_input(o, a, force_cu);
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            exit(0);
        } else if (!strcmp(a, "--version") || !strcmp(a, "-V")) {
            printf("cucc %s: CUDA C for CPUs (CUDA runtime API 13.0)\n", CUCC_VERSION);
            exit(0);
        } else if ((v = opt_value(a, "-o", &i, argc, argv)) || (v = opt_value(a, "--output-file", &i, argc, argv))) {
            o->output = v;
        } else if (!strcmp(a, "-c") || !strcmp(a, "--compile") || !strcmp(a, "-dc") || !strcmp(a, "--device-c") ||
                   !strcmp(a, "-dw") || !strcmp(a, "--device-w")) {
            /* -dc (-rdc=true -c) and -dw (-rdc=false -c): every cucc object
             * links with every other, relocatable or not */
            o->compile_only = !o->module;   /* a module is always linked */
        } else if (!strcmp(a, "-E") || !strcmp(a, "--preprocess")) {
            o->preprocess_only = true;
        } else if (!strcmp(a, "-M") || !strcmp(a, "--generate-dependencies") || !strcmp(a, "-MM") ||
                   !strcmp(a, "--generate-nonsystem-dependencies")) {
            o->deps = DEPS_ONLY;
            o->deps_user_only = !strcmp(a, "-MM") || !strcmp(a, "--generate-nonsystem-dependencies");
        } else if (!strcmp(a, "-MD") || !strcmp(a, "--generate-dependencies-with-compile") ||
                   !strcmp(a, "-MMD") || !strcmp(a, "--generate-nonsystem-dependencies-with-compile")) {
            o->deps = DEPS_WITH_COMPILE;
            o->deps_user_only = !strcmp(a, "-MMD") ||
                                !strcmp(a, "--generate-nonsystem-dependencies-with-compile");
        } else if (!strcmp(a, "-MP") || !strcmp(a, "--generate-dependency-targets")) {
            o->deps_phony = true;
        } else if ((v = opt_value(a, "-MF", &i, argc, argv)) || (v = opt_value(a, "--dependency-output", &i, argc, argv))) {
            o->dep_file = v;
        } else if ((v = opt_value(a, "-MT", &i, argc, argv)) || (v = opt_value(a, "--dependency-target-name", &i, argc, argv))) {
            o->dep_target = v;
        } else if ((v = opt_value(a, "-ccbin", &i, argc, argv)) || (v = opt_value(a, "--compiler-bindir", &i, argc, argv))) {
            set_host_compiler(v);
        } else if ((v = opt_value(a, "-odir", &i, argc, argv)) || (v = opt_value(a, "--output-directory", &i, argc, argv))) {
            o->odir = v;
        } else if ((v = opt_value(a, "--optimize", &i, argc, argv))) {
            o->opt = v[0] && strchr("0123s", v[0]) && !v[1] ? v[0] : '3';
        } else if (!strcmp(a, "-pg") || !strcmp(a, "--profile")) {
            strlist_push(&o->host_flags, "-pg");        /* gprof, compile and link */
        } else if (!strcmp(a, "-w") || !strcmp(a, "--disable-warnings")) {
            strlist_push(&o->host_flags, "-w");         /* no warnings, the host compiler's too */
        } else if (!strcmp(a, "-noeh") || !strcmp(a, "--no-exceptions")) {
            strlist_push(&o->host_flags, "-fno-exceptions");
        } else if ((v = opt_value(a, "-ftemplate-backtrace-limit", &i, argc, argv)) ||
                   (v = opt_value(a, "--ftemplate-backtrace-limit", &i, argc, argv)) ||
                   (v = opt_value(a, "-ftemplate-depth", &i, argc, argv)) ||
                   (v = opt_value(a, "--ftemplate-depth", &i, argc, argv)) ||
                   (v = opt_value(a, "-frandom-seed", &i, argc, argv)) ||
                   (v = opt_value(a, "--frandom-seed", &i, argc, argv))) {
            /* the host compiler's option of the same name */
            const char *name = a + (a[1] == '-' ? 2 : 1);
            char buf[256];
            snprintf(buf, sizeof buf, "-%.*s=%s", (int)strcspn(name, "="), name, v);
            strlist_push(&o->host_flags, strdup(buf));
        } else if (!strcmp(a, "-optix-ir") || !strcmp(a, "--optix-ir") || !strcmp(a, "-ltoir") ||
                   !strcmp(a, "--ltoir")) {
            fprintf(stderr, "cucc: error: '%s' asks for GPU code (%s), which cucc does not make: "
                            "it builds CPU code (docs/nvcc-compat.md)\n", a, strstr(a, "optix") ? "OptiX IR" : "LTO IR");
            exit(1);
        } else if (!strcmp(a, "-lib") || !strcmp(a, "--lib")) {
            o->lib = true;
            o->compile_only = false;
        } else if (!strcmp(a, "-cuda") || !strcmp(a, "--cuda")) {
            o->cuda_only = true;
        } else if (!strcmp(a + (a[1] == '-'), "-forward-unknown-to-host-compiler") ||
                   !strcmp(a + (a[1] == '-'), "-forward-unknown-to-host-linker") ||
                   !strcmp(a, "--forward-unknown-opts") || !strcmp(a, "-forward-unknown-opts")) {
            /* (read before this loop) */
        } else if (!strcmp(a, "-save-temps") || !strcmp(a, "--save-temps")) {
            o->keep = true;     /* nvcc's -keep under the host compilers' name */
        } else if (!strcmp(a, "-keep") || !strcmp(a, "--keep")) {
            o->keep = true;
        } else if ((v = opt_value(a, "--keep-dir", &i, argc, argv)) || (v = opt_value(a, "-keep-dir", &i, argc, argv))) {
            o->keep_dir = v;
        } else if (!strncmp(a, "--dump=", 7)) {
            o->dump = a + 7;
        } else if (!strcmp(a, "-v") || !strcmp(a, "--verbose")) {
            o->verbose = true;
        } else if (!strcmp(a, "-shared") || !strcmp(a, "--shared")) {
            o->shared = true;
        } else if (!strcmp(a, "-cubin") || !strcmp(a, "--cubin") || !strcmp(a, "-fatbin") ||
                   !strcmp(a, "--fatbin") || !strcmp(a, "-ptx") || !strcmp(a, "--ptx")) {
            /* All three build the same thing, a cucc module (docs/driver_api.md);
             * the name only picks nvcc's default output suffix. */
            const char *kind = a + (a[1] == '-' ? 2 : 1);
            o->module = !strcmp(kind, "cubin") ? ".cubin" : !strcmp(kind, "fatbin") ? ".fatbin" : ".ptx";
            o->compile_only = false;
        } else if (!strcmp(a, "-g") || !strcmp(a, "-G") || !strcmp(a, "--debug") || !strcmp(a, "--device-debug")) {
            o->debug = true;
            o->device_debug |= !strcmp(a, "-G") || !strcmp(a, "--device-debug");
        } else if (!strcmp(a, "-dlink") || !strcmp(a, "--device-link")) {
            o->dlink = true;
        } else if (!strcmp(a, "-lineinfo") || !strcmp(a, "--generate-line-info")) {
            o->lineinfo = true;
        } else if (!strcmp(a, "--sanitize") || !strcmp(a, "-sanitize")) {
            o->sanitize = true;
        } else if (!strncmp(a, "--sanitize=", 11) || !strncmp(a, "-sanitize=", 10)) {
            if (!parse_sanitize(o, strchr(a, '=') + 1))
                exit(1);
        } else if (!strcmp(a, "-run") || !strcmp(a, "--run")) {
            o->run = true;
        } else if ((v = opt_value(a, "--run-args", &i, argc, argv)) || (v = opt_value(a, "-run-args", &i, argc, argv))) {
            split_commas(&o->run_args, v);
        } else if (!strcmp(a, "-dryrun") || !strcmp(a, "--dryrun")) {
            o->dryrun = true;
        } else if (!strcmp(a, "--list-gpu-arch") || !strcmp(a, "-arch-ls") || !strcmp(a, "--list-gpu-code") ||
                   !strcmp(a, "-code-ls")) {
            /* nvcc 13's list; cucc compiles each for the CPU alike */
            static const char *const v13[] = {"75", "80", "86", "87", "88", "89", "90", "100", "110", "103",
                                              "120", "121"};
            bool arch = !strcmp(a, "--list-gpu-arch") || !strcmp(a, "-arch-ls");
            for (size_t k = 0; k < sizeof v13 / sizeof *v13; k++)
                printf("%s_%s\n", arch ? "compute" : "sm", v13[k]);
            exit(0);
        } else if ((v = long_cpp_option(a, &i, argc, argv, &k))) {
            strlist_push(&o->cpp_flags, long_cpp[k][1]);
            strlist_push(&o->cpp_flags, v);
        } else if ((v = opt_value(a, "--library-path", &i, argc, argv))) {
            char buf[4096];
            snprintf(buf, sizeof buf, "-L%s", v);
            strlist_push(&o->link_flags, buf);
        } else if ((v = opt_value(a, "--library", &i, argc, argv))) {
            char buf[1024];
            snprintf(buf, sizeof buf, "-l%s", v);
            if (!ignored_flag(buf))
                strlist_push(&o->link_flags, buf);
        } else if ((v = opt_value(a, "--machine", &i, argc, argv)) || (v = opt_value(a, "-m", &i, argc, argv))) {
            if (strcmp(v, "64") != 0) {
                fprintf(stderr, "cucc: error: --machine %s: only 64-bit code is built\n", v);
                exit(1);
            }
        } else if (!strcmp(a, "--use-local-env")) {
            /* Windows: nothing to do */
        } else if (a[1] == 'O' && (a[2] == '\0' || (strchr("0123s", a[2]) && a[3] == '\0'))) {
            o->opt = a[2] ? a[2] : '1';
        } else if (!strcmp(a, "--use_fast_math") || !strcmp(a, "-use_fast_math")) {
            o->fast_math = true;
            strlist_push(&o->cpp_flags, "-D__USE_FAST_MATH__=1");
        } else if ((v = opt_value(a, "-ftz", &i, argc, argv)) || (v = opt_value(a, "--ftz", &i, argc, argv))) {
            if (strcmp(v, "true") && strcmp(v, "false")) {
                fprintf(stderr, "cucc fatal   : Value '%s' is not defined for option 'ftz'\n", v);
                exit(1);
            }
            o->ftz = !strcmp(v, "true") ? 1 : 0;
        } else if ((v = opt_value(a, "-std", &i, argc, argv)) || (v = opt_value(a, "--std", &i, argc, argv))) {
            o->std = v;
        } else if ((v = opt_value(a, "-x", &i, argc, argv)) || (v = opt_value(a, "--x", &i, argc, argv))) {
            force_cu = !strcmp(v, "cu");
        } else if ((v = opt_value(a, "-Xcompiler", &i, argc, argv)) || (v = opt_value(a, "--compiler-options", &i, argc, argv))) {
            push_split(&o->host_flags, v);
        } else if ((v = opt_value(a, "-Xlinker", &i, argc, argv)) || (v = opt_value(a, "--linker-options", &i, argc, argv))) {
            char buf[4096];
            snprintf(buf, sizeof buf, "-Wl,%s", v);
            strlist_push(&o->link_flags, buf);
        } else if ((v = opt_value(a, "--default-stream", &i, argc, argv)) || (v = opt_value(a, "-default-stream", &i, argc, argv))) {
            if (!strcmp(v, "per-thread"))
                strlist_push(&o->cpp_flags, "-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1");
            else if (strcmp(v, "legacy") && strcmp(v, "null")) {
                fprintf(stderr, "cucc: error: unknown --default-stream value '%s'\n", v);
                exit(1);
            }
        } else if (!strncmp(a, "-fmad", 5) || !strncmp(a, "--fmad", 6)) {
            /* nvcc's -fmad=false: no contraction into fused multiply-adds */
            const char *v = strchr(a, '=') ? strchr(a, '=') + 1 : i + 1 < argc ? argv[++i] : "";
            if (!strcmp(v, "false"))
                o->no_fmad = true;
            else if (!strcmp(v, "true"))
                o->no_fmad = false;
            else {
                fprintf(stderr, "cucc: error: -fmad takes true or false, not '%s'\n", v);
                exit(1);
            }
        } else if (is_arch_native(a, i, argc, argv)) {
            o->native = true;
            i += strchr(a, '=') ? 0 : 1;
        } else if ((v = opt_value(a, "-arch", &i, argc, argv)) ||
                   (v = opt_value(a, "--gpu-architecture", &i, argc, argv)) ||
                   (v = opt_value(a, "-code", &i, argc, argv)) || (v = opt_value(a, "--gpu-code", &i, argc, argv)) ||
                   (v = opt_value(a, "-gencode", &i, argc, argv)) ||
                   (v = opt_value(a, "--generate-code", &i, argc, argv))) {
            note_archs(o, v);
        } else if (ignored_flag(a) || ignored_with_value(a, &k0, argc, argv)) {
            /* accepted for nvcc compatibility; -v says so */
            char note[1024] = "";
            for (int j = i; j <= k0 && j < argc; j++)
                snprintf(note + strlen(note), sizeof note - strlen(note), "%s%s", j > i ? " " : "", argv[j]);
            strlist_push(&o->ignored, strdup(note));
            i = k0;
        } else if (!strcmp(a, "-include") || !strcmp(a, "-isystem") || !strcmp(a, "-I") || !strcmp(a, "-D") || !strcmp(a, "-U")) {
            if (i + 1 >= argc) { fprintf(stderr, "cucc: error: missing argument to '%s'\n", a); exit(1); }
            strlist_push(&o->cpp_flags, a);
            strlist_push(&o->cpp_flags, argv[++i]);
        } else if (!strncmp(a, "-isystem=", 9) || !strncmp(a, "-include=", 9)) {
            /* nvcc's -option=value spelling (CMake writes -isystem=DIR) */
            strlist_push(&o->cpp_flags, a[2] == 's' ? "-isystem" : "-include");
            strlist_push(&o->cpp_flags, a + 9);
        } else if (a[1] == 'I' || a[1] == 'D' || a[1] == 'U') {
            strlist_push(&o->cpp_flags, a);
        } else if (a[1] == 'L' || !strncmp(a, "-Wl,", 4) || !strcmp(a, "-pthread") || !strcmp(a, "-static")) {
            strlist_push(&o->link_flags, a);
        } else if (a[1] == 'l') {
            if (a[2] == '\0' && i + 1 < argc) {
                char buf[1024];
                snprintf(buf, sizeof buf, "-l%s", argv[++i]);
                if (!ignored_flag(buf)) strlist_push(&o->link_flags, buf);
            } else {
                strlist_push(&o->link_flags, a);
            }
        } else if (a[1] == 'W' || a[1] == 'f' || a[1] == 'm') {
            strlist_push(&o->host_flags, a);
        } else if (o->fwd_compiler || o->fwd_linker) {
            if (o->fwd_compiler)
                strlist_push(&o->host_flags, a);
            if (o->fwd_linker)
                strlist_push(&o->link_flags, a);
        } else {
            fprintf(stderr, "cucc fatal   : Unknown option '%s'\n", a);     /* nvcc's words */
            exit(1);
        }
    }
}

static char *object_name(const Options *o, const char *src, const char *tmp, StrList *temps)
{
    char *stem = path_stem(src);
    char name[4096];
    snprintf(name, sizeof name, "%s.o", stem);
    if (o->compile_only && o->output && o->inputs.n == 1)
        return strdup(o->output);
    if (o->compile_only)
        return o->odir ? path_join(o->odir, name) : strdup(name);
    char *p = path_join(tmp, name);
    strlist_push(temps, p);
    return p;
}

/* -cuda: nvcc's name for the C++ of X.cu is X.cu.cpp.ii, here or -o's */
static char *cuda_output_name(const Options *o, const char *src)
{
    if (o->output && o->inputs.n == 1)
        return strdup(o->output);
    const char *base = strrchr(src, '/') ? strrchr(src, '/') + 1 : src;
    char name[4096];
    snprintf(name, sizeof name, "%s.cpp.ii", base);
    return o->odir ? path_join(o->odir, name) : strdup(name);
}

/* -lib: the objects (compiled or given) added to a static library, a.a
 * unless -o names it */
static int archive_objects(const Options *o, const StrList *objs)
{
    StrList a = {0};
    strlist_push(&a, "ar");
    strlist_push(&a, "rcs");
    strlist_push(&a, o->output ? o->output : "a.a");
    strlist_append(&a, objs);
    return run_command(&a, o->verbose);
}

/* nvcc's --options-file F / -optf F: F's words (blank-separated, quotes
 * grouping) take the option's place in the command line. */
static void expand_options_files(int *argc, char ***argv)
{
    StrList out = {0};
    for (int i = 0; i < *argc; i++) {
        const char *a = (*argv)[i], *file = NULL;
        if ((!strcmp(a, "--options-file") || !strcmp(a, "-optf")) && i + 1 < *argc)
            file = (*argv)[++i];
        else if (!strncmp(a, "--options-file=", 15))
            file = a + 15;
        if (!file) {
            strlist_push(&out, a);
            continue;
        }
        FILE *f = fopen(file, "r");
        if (!f) {
            fprintf(stderr, "cucc: error: cannot open options file '%s'\n", file);
            exit(1);
        }
        char word[8192];
        size_t n = 0;
        int c, quote = 0;
        bool any = false;
        while ((c = fgetc(f)) != EOF) {
            if (quote ? c == quote : (c == '"' || c == '\'')) {
                quote = quote ? 0 : c;
                any = true;
            } else if (!quote && (c == ' ' || c == '\t' || c == '\n' || c == '\r')) {
                if (any) {
                    word[n] = 0;
                    strlist_push(&out, word);
                }
                n = 0;
                any = false;
            } else if (n + 1 < sizeof word) {
                if (c == '\\' && !quote && (c = fgetc(f)) == EOF)
                    break;
                word[n++] = (char)c;
                any = true;
            }
        }
        if (any) {
            word[n] = 0;
            strlist_push(&out, word);
        }
        fclose(f);
    }
    *argc = out.n;
    *argv = out.v;
}

/* -dlink: device code is host code already linked with its objects, so
 * the device link step writes an object with nothing in it (CMake links it
 * in with the others). */
static int device_link(const Options *o)
{
    StrList a = {0};
    strlist_push(&a, "cc");
    strlist_push(&a, "-x");
    strlist_push(&a, "c");
    strlist_push(&a, "-c");
    strlist_push(&a, "/dev/null");
    strlist_push(&a, "-o");
    strlist_push(&a, o->output ? o->output : "a_dlink.o");
    return run_command(&a, o->verbose);
}

int main(int argc, char **argv)
{
    Options o = {0};
    o.ftz = -1;
    expand_options_files(&argc, &argv);
    parse_args(&o, argc, argv);
    choose_sanitizer_compiler(&o);
    if (o.dlink)
        return device_link(&o);
    cucc_dry_run = o.dryrun;
    if (o.inputs.n == 0) {
        fprintf(stderr, "cucc: error: no input files\n");
        return 1;
    }
    if (o.deps == DEPS_ONLY) {
        int rc = 0;
        for (int i = 0; i < o.inputs.n && !rc; i++)
            rc = dependencies_only(&o, o.inputs.v[i]);
        return rc;
    }
    if (o.deps == DEPS_WITH_COMPILE && !o.compile_only && !o.dep_target)
        o.dep_target = o.output ? o.output : "a.out";    /* the program depends on them */
    if (o.preprocess_only) {
        int rc = 0;
        for (int i = 0; i < o.inputs.n && !rc; i++)
            rc = preprocess_only(&o, o.inputs.v[i]);
        return rc;
    }

    if (o.verbose)
        print_nvcc_environment();
    if (o.verbose)
        for (int i = 0; i < o.ignored.n; i++)
            fprintf(stderr, "#$ cucc: ignored %s: %s (docs/nvcc-compat.md)\n", o.ignored.v[i],
                    !strncmp(o.ignored.v[i], "-l", 2) ? "cucc's runtime is always linked"
                                                      : "it concerns GPU code or nvcc's own tools");
    char *tmp = make_temp_dir();
    StrList temps = {0}, objs = {0};
    int rc = 0;
    for (int i = 0; i < o.inputs.n && !rc; i++) {
        const char *in = o.inputs.v[i];
        bool is_cu = false, is_c = false, is_cxx = false;
        for (int k = 0; k < o.cu_inputs.n; k++) is_cu |= o.cu_inputs.v[k] == in || !strcmp(o.cu_inputs.v[k], in);
        for (int k = 0; k < o.c_inputs.n; k++) is_c |= !strcmp(o.c_inputs.v[k], in);
        for (int k = 0; k < o.cxx_inputs.n; k++) is_cxx |= !strcmp(o.cxx_inputs.v[k], in);
        if (!is_cu && !is_c && !is_cxx) {
            strlist_push(&objs, in);
            continue;
        }
        if (o.cuda_only && !is_cu)
            continue;
        char *obj = o.cuda_only ? cuda_output_name(&o, in) : object_name(&o, in, tmp, &temps);
        rc = is_cu ? compile_cu(&o, in, obj, tmp, &temps) : compile_host_source(&o, in, obj, is_c);
        /* an object compiled alone: how, for cucc-sanitizer (recipe.c) */
        if (!rc && o.compile_only && o.inputs.n == 1 && !o.cuda_only && !o.dump && !o.dryrun)
            embed_object_recipe(argc, argv, obj, tmp);
        strlist_push(&objs, obj);
    }
    if (o.cuda_only || o.lib) {
        if (!rc && o.lib)
            rc = archive_objects(&o, &objs);
        remove_temp_dir(tmp, &temps);
        return rc ? 1 : 0;
    }
    char module_out[4096];
    if (o.module && !o.output) {    /* nvcc's default: the first input's name, in the current directory */
        snprintf(module_out, sizeof module_out, "%s%s", path_stem(o.inputs.v[0]), o.module);
        o.output = module_out;
    }
    if (!rc && !o.compile_only && !o.dump) {
        rc = link_program(&o, &objs);
        if (!rc && !o.module && !o.shared && !o.dryrun)
            embed_build_recipe(&o, argc, argv, o.output ? o.output : "a.out", tmp);
    }
    remove_temp_dir(tmp, &temps);
    if (!rc && o.run && !o.compile_only && !o.dump && !o.module && !o.shared && !o.dryrun) {
        /* -run: the program, as nvcc runs it, its status cucc's */
        StrList a = {0};
        const char *exe = o.output ? o.output : "a.out";
        char path[4096];
        snprintf(path, sizeof path, "%s%s", strchr(exe, '/') ? "" : "./", exe);
        strlist_push(&a, path);
        strlist_append(&a, &o.run_args);
        return run_command(&a, o.verbose);
    }
    return rc ? 1 : 0;
}
