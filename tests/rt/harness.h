/*
 * A small test harness for the runtime API tests (tests/rt/api_*.c).
 *
 *     TEST(name) { ... ASSERT_EQ(a, b); ASSERT_ERR(call, cudaErrorX); ... }
 *
 * Each test runs in a child process of its own, so a test that leaves a
 * sticky error, or crashes, affects no other.  `prog` runs every test;
 * `prog name...` runs the named ones.  Output: "ok name" or "FAIL name"
 * lines and a summary; the exit status is non-zero when a test failed.
 */
#ifndef CUCC_TEST_HARNESS_H
#define CUCC_TEST_HARNESS_H

#include <stdio.h>

void harness_add(const char *name, void (*fn)(void));
void harness_fail(const char *file, int line, const char *msg);
extern int harness_failed;

#define TEST(name)                                                                  \
    static void test_##name(void);                                                  \
    __attribute__((constructor)) static void register_##name(void)                  \
    {                                                                               \
        harness_add(#name, test_##name);                                            \
    }                                                                               \
    static void test_##name(void)

/* A failed assertion ends the test. */
#define ASSERT(cond)                                                                \
    do {                                                                            \
        if (!(cond)) {                                                              \
            harness_fail(__FILE__, __LINE__, #cond);                                \
            return;                                                                 \
        }                                                                           \
    } while (0)

#define ASSERT_EQ(a, b)                                                             \
    do {                                                                            \
        long long a_ = (long long)(a), b_ = (long long)(b);                         \
        if (a_ != b_) {                                                             \
            char m_[512];                                                           \
            snprintf(m_, sizeof m_, "%s == %lld, want %s == %lld", #a, a_, #b, b_); \
            harness_fail(__FILE__, __LINE__, m_);                                   \
            return;                                                                 \
        }                                                                           \
    } while (0)

#define ASSERT_STR(a, b)                                                            \
    do {                                                                            \
        const char *a_ = (a), *b_ = (b);                                            \
        if (strcmp(a_, b_) != 0) {                                                  \
            char m_[512];                                                           \
            snprintf(m_, sizeof m_, "%s is \"%s\", want \"%s\"", #a, a_, b_);       \
            harness_fail(__FILE__, __LINE__, m_);                                   \
            return;                                                                 \
        }                                                                           \
    } while (0)

/* The call returns want (a cudaError_t). */
#define ASSERT_ERR(call, want)                                                      \
    do {                                                                            \
        cudaError_t e_ = (call), w_ = (want);                                       \
        if (e_ != w_) {                                                             \
            char m_[512];                                                           \
            snprintf(m_, sizeof m_, "%s = %s, want %s", #call, cudaGetErrorName(e_), \
                     cudaGetErrorName(w_));                                         \
            harness_fail(__FILE__, __LINE__, m_);                                   \
            return;                                                                 \
        }                                                                           \
    } while (0)

#define ASSERT_OK(call) ASSERT_ERR(call, cudaSuccess)

#endif
