/*
 * Which copy of the runtime is the program's.  A cucc program carries the
 * runtime (libcucc.a, its symbols exported); a `cucc -shared` library
 * needs lib/libcucc.so, so that Python's ctypes, dlopen and programs that
 * gcc linked can load it.  When a cucc program loads such a library, both
 * copies are there: every call binds to the program's (it comes first in
 * the lookup), and only the constructors of libcucc.so would still run
 * code of their own.  They ask this first.
 */
#include "rt.h"

#include <dlfcn.h>

int cucc__rt_instance;
extern int cucc__rt_instance_here __attribute__((alias("cucc__rt_instance"), visibility("hidden")));

int cucc__rt_primary(void)
{
    void *first = dlsym(RTLD_DEFAULT, "cucc__rt_instance");
    return !first || first == (void *)&cucc__rt_instance_here;
}
