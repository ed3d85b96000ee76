/*
 * Shared by the benchmark programs (NAME.cu, built with cucc) and their
 * OpenMP references (ref/NAME.c): a clock, and the line bench/run.sh reads.
 * Each program times only its kernels (after one warm-up run) and prints
 *     time_ms <milliseconds per repetition>
 *     check <a number that depends on every result>
 */
#ifndef CUCC_BENCH_H
#define CUCC_BENCH_H

#include <stdio.h>
#include <time.h>

static double bench_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void bench_report(double ms_per_rep, double check)
{
    printf("time_ms %.3f\ncheck %.6g\n", ms_per_rep, check);
}

#endif
