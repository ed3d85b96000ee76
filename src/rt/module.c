/*
 * Modules: what the driver API loads (cuModuleLoad, cuModuleLoadData) and
 * finds functions and globals in.
 *
 * A cucc module is a shared object, built by `cucc -cubin k.cu -o k.cubin`
 * (docs/driver_api.md): position-independent code of k.cu, linked without
 * libcucc, so that its references to the runtime resolve to the program's
 * one copy (programs are linked with -rdynamic and the whole of libcucc),
 * and with -Bsymbolic, so that its own kernels and variables resolve to
 * themselves even where the program defines the same names.
 *
 * Loading.  The image is copied into an anonymous file (memfd) and opened
 * with dlopen(RTLD_NOW | RTLD_LOCAL).  A file of its own for every load
 * makes every load a separate instance, with its own variables, as CUDA's
 * modules are; the loader would otherwise hand back the same object for a
 * second load of one file.  dlopen runs the module's static initialisers,
 * which register its kernels and variables like any cucc program's
 * (include/cucc/kernel.hpp); `loading`, a thread-local pointer set around
 * dlopen, tells the registry that they belong to this module.  Module
 * kernels stay out of the program's kernel table (launch.c): they are
 * reached through their CUfunction, or by stub through
 * cucc__module_find_kernel.  Module variables do enter the symbol table
 * (symbol.c), so that copies to and from them are checked as copies of
 * device memory.
 *
 * Names.  cuModuleGetFunction takes what NVIDIA's driver takes, the
 * symbol name (mangled for C++ kernels, plain for extern "C" ones), which
 * dladdr finds for the kernel's host stub: stub and kernel have the same
 * signature, hence the same mangled name.  It also takes the demangled
 * name without parameters ("scale", "ns::inc", "fill<int>", spaces not
 * counted) and the name as written in the source, each when it names one
 * kernel of the module only.
 *
 * Locking.  mod_lock guards the list of loaded modules and every module's
 * lists.  It is never held while calling into the dynamic loader (dlopen,
 * dladdr, dlclose), because dlopen holds the loader's lock while static
 * initialisers run, and they take mod_lock (through registration).
 */
#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "rt/module.h"

struct CUfunc_st {
    struct cucc__kernel *k;     /* owned: allocated by launch.c */
    char *sym;                  /* symbol name of the stub, NULL when not exported */
    char *pretty;               /* demangled, without parameters; NULL if not mangled */
    char *full;                 /* demangled with parameters */
    struct CUfunc_st *next;
};

struct var {
    const void *addr;
    size_t size;
    int kind;
    const char *name;           /* as written (unqualified) */
    char *sym, *pretty;
    struct var *next;
};

struct CUmod_st {
    void *dl;
    int fd;                     /* the image's file, open while loaded (see open_image) */
    CUcontext ctx;
    struct CUfunc_st *funcs, **funcs_end;
    struct var *vars, **vars_end;
    size_t const_bytes;
    struct CUmod_st *next;
};

static pthread_mutex_t mod_lock = PTHREAD_MUTEX_INITIALIZER;
static struct CUmod_st *modules;
static __thread struct CUmod_st *loading;

/* Registration hooks ------------------------------------------------------ */

int cucc__module_adopt_kernel(struct cucc__kernel *k)
{
    struct CUmod_st *m = loading;
    if (!m)
        return 0;
    struct CUfunc_st *f = calloc(1, sizeof *f);
    if (!f) {
        free(k);    /* out of memory: the module will not have this kernel */
        return 1;
    }
    f->k = k;
    pthread_mutex_lock(&mod_lock);
    *m->funcs_end = f;
    m->funcs_end = &f->next;
    pthread_mutex_unlock(&mod_lock);
    return 1;
}

static const struct cucc__kernel *find_in(const struct CUmod_st *m, const void *stub)
{
    for (const struct CUfunc_st *f = m->funcs; f; f = f->next)
        if (f->k->stub == stub)
            return f->k;
    return NULL;
}

const struct cucc__kernel *cucc__module_find_kernel(const void *stub)
{
    const struct cucc__kernel *k = NULL;
    pthread_mutex_lock(&mod_lock);
    if (loading)
        k = find_in(loading, stub);
    for (const struct CUmod_st *m = modules; m && !k; m = m->next)
        k = find_in(m, stub);
    pthread_mutex_unlock(&mod_lock);
    return k;
}

void cucc__module_note_var(const void *addr, size_t size, const char *name, int kind)
{
    struct CUmod_st *m = loading;
    if (!m)
        return;
    struct var *v = calloc(1, sizeof *v);
    if (!v)
        return;
    v->addr = addr;
    v->size = size;
    v->kind = kind;
    v->name = name ? name : "";
    pthread_mutex_lock(&mod_lock);
    *m->vars_end = v;
    m->vars_end = &v->next;
    if (kind == 1)
        m->const_bytes += size;
    pthread_mutex_unlock(&mod_lock);
}

/* Images ------------------------------------------------------------------ */

#if defined(__x86_64__)
#define HOST_MACHINE EM_X86_64
#elif defined(__aarch64__)
#define HOST_MACHINE EM_AARCH64
#else
#error "cucc modules: unknown host machine"
#endif

#define FATBIN_MAGIC 0xba55ed50u          /* nvcc -fatbin output */
#define FATBIN_WRAPPER_MAGIC 0x466243b1u  /* a fat binary embedded in a program */

static uint64_t max_u64(uint64_t a, uint64_t b)
{
    return a > b ? a : b;
}

/* What an image is: 0 for a shared object of this machine (*size set to
 * its length when it was 0), or the error loading it reports: another
 * machine's code (an NVIDIA cubin or fat binary, another CPU) has no
 * binary for this device; PTX would need a JIT compiler cucc lacks;
 * anything else is not an image. */
static CUresult classify(const unsigned char *p, size_t *size)
{
    size_t have = *size;
    uint32_t magic;
    if (have == 0 || have >= 4) {
        memcpy(&magic, p, 4);
        if (magic == FATBIN_MAGIC || magic == FATBIN_WRAPPER_MAGIC)
            return CUDA_ERROR_NO_BINARY_FOR_GPU;
    }
    if (memcmp(p, ELFMAG, SELFMAG) != 0) {
        /* PTX is text, NUL-terminated (cuModuleLoad's buffer is too). */
        if (strstr((const char *)p, ".version") && strstr((const char *)p, ".target"))
            return CUDA_ERROR_JIT_COMPILER_NOT_FOUND;
        return CUDA_ERROR_INVALID_IMAGE;
    }
    if (have && have < sizeof(Elf64_Ehdr))
        return CUDA_ERROR_INVALID_IMAGE;
    const Elf64_Ehdr *eh = (const Elf64_Ehdr *)p;
    if (eh->e_ident[EI_CLASS] != ELFCLASS64)
        return eh->e_ident[EI_CLASS] == ELFCLASS32 ? CUDA_ERROR_NO_BINARY_FOR_GPU : CUDA_ERROR_INVALID_IMAGE;
    if (eh->e_machine != HOST_MACHINE)
        return CUDA_ERROR_NO_BINARY_FOR_GPU;
    if (eh->e_type != ET_DYN || eh->e_shentsize != sizeof(Elf64_Shdr) || eh->e_phentsize != sizeof(Elf64_Phdr))
        return CUDA_ERROR_INVALID_IMAGE;
    /* The length: the furthest byte any header, segment or section covers. */
    uint64_t end = max_u64(eh->e_shoff + (uint64_t)eh->e_shnum * eh->e_shentsize,
                           eh->e_phoff + (uint64_t)eh->e_phnum * eh->e_phentsize);
    if (have && end > have)
        return CUDA_ERROR_INVALID_IMAGE;
    const Elf64_Phdr *ph = (const Elf64_Phdr *)(p + eh->e_phoff);
    for (unsigned i = 0; i < eh->e_phnum; i++)
        end = max_u64(end, ph[i].p_offset + ph[i].p_filesz);
    const Elf64_Shdr *sh = (const Elf64_Shdr *)(p + eh->e_shoff);
    for (unsigned i = 0; i < eh->e_shnum; i++)
        if (sh[i].sh_type != SHT_NOBITS)
            end = max_u64(end, sh[i].sh_offset + sh[i].sh_size);
    if (have && end > have)
        return CUDA_ERROR_INVALID_IMAGE;
    if (!have)
        *size = (size_t)end;
    return CUDA_SUCCESS;
}

static int write_all(int fd, const unsigned char *p, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return 0;
        p += w;
        n -= (size_t)w;
    }
    return 1;
}

/* Opens the image as a shared object of its own: through a memfd, or a
 * temporary file where /proc is missing.  The loader knows the object by
 * its path, /proc/self/fd/N, and hands back an object already loaded under
 * that name instead of loading another, so fd N stays open while the
 * module is loaded (and after, should dlclose leave the object mapped). */
static void *open_image(const unsigned char *image, size_t size, int *fd_out)
{
    char path[64];
    int fd = memfd_create("cucc-module", MFD_CLOEXEC);
    if (fd >= 0) {
        snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
        if (!write_all(fd, image, size) || access(path, R_OK) != 0) {
            close(fd);
            fd = -1;
        }
    }
    if (fd < 0) {
        const char *dir = getenv("TMPDIR");
        snprintf(path, sizeof path, "%s/cucc-module-XXXXXX", dir && *dir && strlen(dir) < 32 ? dir : "/tmp");
        fd = mkstemp(path);
        if (fd < 0)
            return NULL;
        int ok = write_all(fd, image, size);
        unlink(path);   /* dlopen below still finds it: the name goes once it is open */
        if (!ok) {
            close(fd);
            return NULL;
        }
        snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
        if (access(path, R_OK) != 0) {
            close(fd);
            return NULL;
        }
    }
    void *dl = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (dl)
        *fd_out = fd;
    else
        close(fd);
    return dl;
}

static void close_image(void *dl, int fd)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    dlclose(dl);
    void *still = dlopen(path, RTLD_LAZY | RTLD_NOLOAD);
    if (still)
        dlclose(still);     /* still mapped: its name must stay taken */
    else
        close(fd);
}

/* Names ---------------------------------------------------------------------- */

/* libstdc++'s demangler, from the process or loaded for it; NULL when
 * there is none (names are then matched as symbols and as written). */
typedef char *(*demangle_fn)(const char *mangled, char *buf, size_t *len, int *status);
static demangle_fn demangler;
static pthread_once_t demangler_once = PTHREAD_ONCE_INIT;

static void find_demangler(void)
{
    void *f = dlsym(RTLD_DEFAULT, "__cxa_demangle");
    if (!f) {
        void *lib = dlopen("libstdc++.so.6", RTLD_LAZY | RTLD_LOCAL);
        f = lib ? dlsym(lib, "__cxa_demangle") : NULL;
    }
    demangler = (demangle_fn)f;
}

/* Removes the parameter list (the last balanced parenthesis group) and a
 * leading "void " (function templates demangle with their return type). */
static char *strip_signature(const char *full)
{
    size_t n = strlen(full);
    if (n == 0 || full[n - 1] != ')')
        return strdup(full);
    int depth = 0;
    size_t i = n;
    while (i > 0) {
        char c = full[--i];
        if (c == ')')
            depth++;
        else if (c == '(' && --depth == 0)
            break;
    }
    const char *start = full;
    if (!strncmp(start, "void ", 5) && (size_t)(start + 5 - full) < i)
        start += 5;
    size_t len = (size_t)(full + i - start);
    char *s = malloc(len + 1);
    if (s) {
        memcpy(s, start, len);
        s[len] = 0;
    }
    return s;
}

/* Symbol name of addr (when it is exactly a dynamic symbol) and its
 * demangled forms. */
static void name_of(const void *addr, char **sym, char **pretty, char **full)
{
    Dl_info info;
    if (!dladdr(addr, &info) || info.dli_saddr != addr || !info.dli_sname)
        return;
    *sym = strdup(info.dli_sname);
    int status = -1;
    pthread_once(&demangler_once, find_demangler);
    char *d = demangler && !strncmp(info.dli_sname, "_Z", 2) ? demangler(info.dli_sname, NULL, NULL, &status)
                                                              : NULL;
    if (d && status == 0) {
        *pretty = strip_signature(d);
        if (full)
            *full = d;
        else
            free(d);
    } else {
        free(d);
    }
}

static void name_module(struct CUmod_st *m)
{
    for (struct CUfunc_st *f = m->funcs; f; f = f->next)
        name_of(f->k->stub, &f->sym, &f->pretty, &f->full);
    for (struct var *v = m->vars; v; v = v->next)
        name_of(v->addr, &v->sym, &v->pretty, NULL);
}

/* a == b, spaces not counted. */
static int same_name(const char *a, const char *b)
{
    if (!a || !b)
        return 0;
    for (;;) {
        while (*a == ' ')
            a++;
        while (*b == ' ')
            b++;
        if (*a != *b)
            return 0;
        if (!*a)
            return 1;
        a++;
        b++;
    }
}

/* Loading and unloading ------------------------------------------------------ */

static void free_module(struct CUmod_st *m)
{
    for (struct CUfunc_st *f = m->funcs, *next; f; f = next) {
        next = f->next;
        free(f->k);
        free(f->sym);
        free(f->pretty);
        free(f->full);
        free(f);
    }
    for (struct var *v = m->vars, *next; v; v = next) {
        next = v->next;
        free(v->sym);
        free(v->pretty);
        free(v);
    }
    free(m);
}

static void unregister_vars(struct CUmod_st *m)
{
    for (struct var *v = m->vars; v; v = v->next)
        cucc__symbol_unregister(v->addr);
}

CUresult cucc__module_load(const void *image, size_t size, CUcontext ctx, CUmodule *out)
{
    CUresult r = classify(image, &size);
    if (r != CUDA_SUCCESS)
        return r;
    struct CUmod_st *m = calloc(1, sizeof *m);
    if (!m)
        return CUDA_ERROR_OUT_OF_MEMORY;
    m->ctx = ctx;
    m->funcs_end = &m->funcs;
    m->vars_end = &m->vars;
    struct CUmod_st *outer = loading;   /* a module that loads one while loading */
    loading = m;
    dlerror();
    m->dl = open_image(image, size, &m->fd);
    loading = outer;
    if (!m->dl) {
        const char *why = dlerror();
        unregister_vars(m);
        free_module(m);
        if (!why)
            return CUDA_ERROR_OPERATING_SYSTEM;
        return strstr(why, "undefined symbol") ? CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND
                                               : CUDA_ERROR_SHARED_OBJECT_INIT_FAILED;
    }
    name_module(m);
    pthread_mutex_lock(&mod_lock);
    m->next = modules;
    modules = m;
    pthread_mutex_unlock(&mod_lock);
    *out = m;
    return CUDA_SUCCESS;
}

/* Takes m off the list; 0 if it is not a loaded module. */
static int take(struct CUmod_st *m)
{
    int found = 0;
    pthread_mutex_lock(&mod_lock);
    for (struct CUmod_st **p = &modules; *p; p = &(*p)->next)
        if (*p == m) {
            *p = m->next;
            found = 1;
            break;
        }
    pthread_mutex_unlock(&mod_lock);
    return found;
}

/* Its kernels may still run: unloading waits for the device first. */
static void destroy(struct CUmod_st *m)
{
    cucc__device_sync();
    unregister_vars(m);
    close_image(m->dl, m->fd);
    free_module(m);
}

CUresult cucc__module_unload(CUmodule m)
{
    if (!m || !take(m))
        return CUDA_ERROR_INVALID_HANDLE;
    destroy(m);
    return CUDA_SUCCESS;
}

void cucc__module_unload_context(CUcontext ctx)
{
    for (;;) {
        struct CUmod_st *m = NULL;
        pthread_mutex_lock(&mod_lock);
        for (struct CUmod_st **p = &modules; *p; p = &(*p)->next)
            if ((*p)->ctx == ctx) {
                m = *p;
                *p = m->next;
                break;
            }
        pthread_mutex_unlock(&mod_lock);
        if (!m)
            return;
        destroy(m);
    }
}

/* Lookups -------------------------------------------------------------------- */

static int loaded_locked(const struct CUmod_st *m)
{
    for (const struct CUmod_st *p = modules; p; p = p->next)
        if (p == m)
            return 1;
    return 0;
}

static struct CUfunc_st *find_function_locked(struct CUmod_st *m, const char *name)
{
    for (struct CUfunc_st *f = m->funcs; f; f = f->next)
        if (f->sym && !strcmp(f->sym, name))
            return f;
    struct CUfunc_st *hit = NULL;
    int hits = 0;
    for (struct CUfunc_st *f = m->funcs; f; f = f->next)
        if (same_name(f->pretty, name) || same_name(f->full, name)) {
            hit = f;
            hits++;
        }
    if (hits == 0)
        for (struct CUfunc_st *f = m->funcs; f; f = f->next)
            if (!strcmp(f->k->name, name)) {
                hit = f;
                hits++;
            }
    return hits == 1 ? hit : NULL;
}

CUresult cucc__module_get_function(CUmodule m, const char *name, CUfunction *out)
{
    CUresult r = CUDA_ERROR_INVALID_HANDLE;
    pthread_mutex_lock(&mod_lock);
    if (m && loaded_locked(m)) {
        struct CUfunc_st *f = find_function_locked(m, name);
        if (f)
            *out = f;
        r = f ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
    }
    pthread_mutex_unlock(&mod_lock);
    return r;
}

CUresult cucc__module_function_count(CUmodule m, unsigned *count)
{
    CUresult r = CUDA_ERROR_INVALID_HANDLE;
    pthread_mutex_lock(&mod_lock);
    if (m && loaded_locked(m)) {
        unsigned n = 0;
        for (struct CUfunc_st *f = m->funcs; f; f = f->next)
            n++;
        *count = n;
        r = CUDA_SUCCESS;
    }
    pthread_mutex_unlock(&mod_lock);
    return r;
}

static struct var *find_var_locked(struct CUmod_st *m, const char *name)
{
    for (struct var *v = m->vars; v; v = v->next)
        if (v->sym && !strcmp(v->sym, name))
            return v;
    struct var *hit = NULL;
    int hits = 0;
    for (struct var *v = m->vars; v; v = v->next)
        if (same_name(v->pretty, name)) {
            hit = v;
            hits++;
        }
    if (hits == 0)
        for (struct var *v = m->vars; v; v = v->next)
            if (!strcmp(v->name, name)) {
                hit = v;
                hits++;
            }
    return hits == 1 ? hit : NULL;
}

/* A function's name given for a global is an invalid value, as NVIDIA's
 * driver has it; any other unknown name is not found. */
CUresult cucc__module_get_global(CUmodule m, const char *name, CUdeviceptr *dptr, size_t *bytes)
{
    CUresult r = CUDA_ERROR_INVALID_HANDLE;
    pthread_mutex_lock(&mod_lock);
    if (m && loaded_locked(m)) {
        struct var *v = find_var_locked(m, name);
        if (v) {
            if (dptr)
                *dptr = (CUdeviceptr)(uintptr_t)v->addr;
            if (bytes)
                *bytes = v->size;
            r = CUDA_SUCCESS;
        } else {
            r = find_function_locked(m, name) ? CUDA_ERROR_INVALID_VALUE : CUDA_ERROR_NOT_FOUND;
        }
    }
    pthread_mutex_unlock(&mod_lock);
    return r;
}

const struct cucc__kernel *cucc__function_kernel(CUfunction f, size_t *const_bytes)
{
    const struct cucc__kernel *k = NULL;
    if (!f)
        return NULL;
    pthread_mutex_lock(&mod_lock);
    for (const struct CUmod_st *m = modules; m && !k; m = m->next)
        for (const struct CUfunc_st *g = m->funcs; g; g = g->next)
            if (g == f) {
                k = g->k;
                if (const_bytes)
                    *const_bytes = m->const_bytes;
                break;
            }
    pthread_mutex_unlock(&mod_lock);
    return k;
}

const char *cucc__function_name(CUfunction f)
{
    return f->sym ? f->sym : f->k->name;
}
