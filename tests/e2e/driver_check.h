// Checks shared by the driver API tests (tests/e2e/driver_*.cu).  Each
// test prints a FAIL line per failed check and "PASS" at the end when none
// failed; the exit status says the same.
#ifndef DRIVER_CHECK_H
#define DRIVER_CHECK_H

#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check_failures;
static int check_trace = -1;    // DRIVER_TRACE=1: print each call before making it

static void check_note(const char *file, int line, const char *what)
{
    if (check_trace < 0)
        check_trace = getenv("DRIVER_TRACE") != NULL;
    if (check_trace)
        printf("trace %s:%d: %s\n", file, line, what);
}

static const char *check_name(CUresult r)
{
    const char *s = NULL;
    return cuGetErrorName(r, &s) == CUDA_SUCCESS && s ? s : "?";
}

// EXPECT(call, code): call returns code.
#define EXPECT(call, code)                                                                   \
    do {                                                                                     \
        check_note(__FILE__, __LINE__, #call);                                               \
        CUresult r_ = (call);                                                                \
        if (r_ != (code)) {                                                                  \
            printf("FAIL %s:%d: %s returned %d %s, expected %s\n", __FILE__, __LINE__, #call, \
                   (int)r_, check_name(r_), #code);                                          \
            check_failures++;                                                                \
        }                                                                                    \
    } while (0)

#define OK(call) EXPECT(call, CUDA_SUCCESS)

// CHECK(cond): cond holds.
#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (!(cond)) {                                                               \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                   \
            check_failures++;                                                        \
        }                                                                            \
    } while (0)

static int check_done(void)
{
    if (check_failures) {
        printf("%d checks failed\n", check_failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}

#endif
