/*
 * cucc driver: nvcc-compatible command line, runs the phases in order.
 */
#ifndef CUCC_DRIVER_H
#define CUCC_DRIVER_H

#include <stdbool.h>

typedef struct StrList {
    char **v;
    int n, cap;
} StrList;

void strlist_push(StrList *l, const char *s);
void strlist_append(StrList *dst, const StrList *src);

typedef struct Options {
    StrList cu_inputs, c_inputs, cxx_inputs, obj_inputs; /* by kind */
    StrList inputs;          /* all inputs, in command-line order */
    StrList cpp_flags;       /* -I -D -U -include, for every preprocessing */
    StrList host_flags;      /* -O -g -std -Xcompiler ..., for every compile */
    StrList link_flags;      /* -L -l -Xlinker ..., for the link */
    const char *output;      /* -o */
    const char *keep_dir;    /* --keep-dir */
    const char *dump;        /* --dump=tokens|decls|cpp */
    const char *std;         /* -std= value, e.g. c++17 */
    bool compile_only;       /* -c */
    bool preprocess_only;    /* -E */
    bool keep;               /* -keep */
    bool verbose;            /* -v: print each command */
    bool shared;             /* -shared */
    bool dlink;              /* -dlink: the device link step (an empty object) */
    const char *module;      /* -cubin/-fatbin/-ptx: a driver API module; its default suffix */
    char opt;                /* '0'..'3' or 's' from -O; 0 when not given */
    bool debug;              /* -g / -G */
    bool device_debug;       /* -G: device code at -O0 (unless -O says), every kernel on fibers */
    bool lineinfo;           /* -lineinfo: line tables only */
    bool sanitize;           /* --sanitize[=memcheck]: for cucc-sanitizer (AddressSanitizer, -g) */
    bool access_checks;      /* --sanitize=racecheck|initcheck: every access calls src/rt/access_hooks.c */
    bool run;                /* -run: run the program once built */
    StrList run_args;        /* --run-args a,b: its arguments */
    bool dryrun;             /* -dryrun: print the commands, run none */
    bool fast_math;          /* --use_fast_math */
    int ftz;                 /* -ftz=true: 1, =false: 0, not given: -1 (--use_fast_math: true) */
    bool native;             /* -arch=native: code for this machine's CPU (-march=native) */
    int archs[32];           /* -arch/-code/-gencode: the architectures named (80 for sm_80) */
    int narchs;
    bool no_fmad;            /* -fmad=false: -ffp-contract=off */
    bool no_regions;         /* internal: plan no regions (the retry of compile_cu) */
    bool align_free;         /* internal: --sanitize without alignment checks (compile_cu) */
    /* Make dependencies: -M/-MM print them instead of compiling, -MD/-MMD
     * write them while compiling; -MM/-MMD leave out system headers. */
    enum { DEPS_NONE, DEPS_ONLY, DEPS_WITH_COMPILE } deps;
    bool deps_user_only;     /* -MM, -MMD */
    bool deps_phony;         /* -MP */
    const char *dep_file;    /* -MF */
    const char *dep_target;  /* -MT */
    const char *odir;        /* -odir: where -c puts objects */
    bool lib;                /* -lib: the objects into a static library (ar) */
    bool cuda_only;          /* -cuda: write the C++ cucc makes of each .cu (X.cu.cpp.ii) */
    bool fwd_compiler;       /* -forward-unknown-to-host-compiler / --forward-unknown-opts */
    bool fwd_linker;         /* -forward-unknown-to-host-linker / --forward-unknown-opts */
    StrList ignored;         /* options accepted and ignored, as given (-v lists them) */
} Options;

/* compile.c: the host compiler (-ccbin, else $CUCC_CXX, else g++). */
void set_host_compiler(const char *ccbin);
void choose_sanitizer_compiler(const Options *o);
/* Make dependencies of src only (-M, -MM), to -o or standard output. */
int dependencies_only(const Options *o, const char *src);

/* paths.c: where cucc's include/ and libcucc.a are. */
const char *cucc_include_dir(void);
const char *cucc_runtime_lib(void);
const char *cucc_access_lib(void);
const char *cucc_lib_dir(void);
const char *toolkit_header(const char *name, const char *marker);
void print_nvcc_environment(void);   /* -v: nvcc's variable lines */

/* run.c (with cucc_dry_run set, commands are printed, none is run) */
extern bool cucc_dry_run;
int run_command(const StrList *argv, bool verbose);
/* The same with its standard error into the file err_path (if not NULL). */
int run_command_to(const StrList *argv, bool verbose, const char *err_path);
char *make_temp_dir(void);
void remove_temp_dir(const char *dir, const StrList *files);
char *path_join(const char *dir, const char *name);
char *path_stem(const char *path); /* "dir/prog.cu" -> "prog" */
char *read_file(const char *path, long *len);

/* compile.c: the phases */
int compile_cu(const Options *o, const char *src, const char *obj, const char *tmp, StrList *temps);
int compile_host_source(const Options *o, const char *src, const char *obj, bool is_c);
int cucc_front_end_file(const char *ii, const char *out);  /* tests/fuzz */
int link_program(const Options *o, const StrList *objs);
/* recipe.c: how the program was built, in its .cucc_build section */
void embed_build_recipe(const Options *o, int argc, char **argv, const char *exe, const char *tmp);
void embed_object_recipe(int argc, char **argv, const char *obj, const char *tmp);
int preprocess_only(const Options *o, const char *src);
/* hostdiag.c: the host compiler's messages in err_path, each once, without
 * cucc's names; whether an error lies in the user's file src. */
bool print_host_diagnostics(const char *err_path, const char *src);

#endif
