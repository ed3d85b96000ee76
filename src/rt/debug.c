/*
 * What a debugger asks the runtime about the CUDA threads of the block the
 * stopped OS thread is running (`call cucc__debug_threads()` in gdb; cucc-gdb's
 * `info cuda threads` prints the same from the program's memory, and calls
 * this only where the runtime has no debug information).  Threads are listed as runs of
 * consecutive threads in the same state, as cuda-gdb groups them; the
 * thread the debugger stopped in is marked.  Only blocks on fibers (-G
 * builds) have per-thread states; a thread-loop or region block has one
 * stack for all its threads, and says so.
 */
#include "sched.h"

#include <stdio.h>

#include "device_launch_parameters.h"

/* The states' names, by state; cucc-gdb reads them from here. */
const char *const cucc__thread_state_names[CUCC_T_EXITED + 1] = {
    [CUCC_T_UNSTARTED] = "not started",
    [CUCC_T_RUNNING] = "running",
    [CUCC_T_RUNNABLE] = "ready (released from a barrier)",
    [CUCC_T_AT_BARRIER] = "at __syncthreads",
    [CUCC_T_AT_WARP_SYNC] = "at a warp collective",
    [CUCC_T_AT_ACTIVEMASK] = "in __activemask",
    [CUCC_T_AT_PART] = "at a named barrier",
    [CUCC_T_EXITED] = "exited",
};

static const char *state_name(unsigned s)
{
    return s <= CUCC_T_EXITED ? cucc__thread_state_names[s] : "?";
}

/* The state of thread t of b: a thread past the last one started is not
 * started yet, whatever its slot holds from an earlier block. */
static unsigned thread_state(const struct cucc__block *b, unsigned t)
{
    return t < b->next_start ? b->thr[t].state : CUCC_T_UNSTARTED;
}

/* Prints the block's threads; returns 0, or -1 outside a kernel. */
int cucc__debug_threads(void)
{
    struct cucc__worker *w = cucc__worker_in_block();
    if (!w) {
        fprintf(stderr, "cucc: this thread is not running a CUDA block\n");
        return -1;
    }
    const struct cucc__block *b = &w->blk;
    const struct cucc__grid *g = b->grid;
    fprintf(stderr, "kernel %s, grid (%u,%u,%u), block (%u,%u,%u) of (%u,%u,%u) threads\n",
            g->name ? g->name : "?", g->grid.x, g->grid.y, g->grid.z, blockIdx.x, blockIdx.y,
            blockIdx.z, g->block.x, g->block.y, g->block.z);
    if (b->loop) {
        fprintf(stderr, "  a thread loop or regions: the threads take turns on one stack; "
                        "now threadIdx (%u,%u,%u)\n", threadIdx.x, threadIdx.y, threadIdx.z);
        return 0;
    }
    fprintf(stderr, "  %-24s %-24s %s\n", "threadIdx from", "to", "state");
    for (unsigned t = 0; t < b->nthreads;) {
        unsigned s = thread_state(b, t), e = t;
        while (e + 1 < b->nthreads && thread_state(b, e + 1) == s && e + 1 != b->cur && t != b->cur)
            e++;
        char from[40], to[40];
        unsigned bx = g->block.x, by = g->block.y;
        snprintf(from, sizeof from, "(%u,%u,%u)", t % bx, t / bx % by, t / (bx * by));
        snprintf(to, sizeof to, "(%u,%u,%u)", e % bx, e / bx % by, e / (bx * by));
        fprintf(stderr, "%s %-24s %-24s %s\n", t == b->cur ? "*" : " ", from, to, state_name(s));
        t = e + 1;
    }
    return 0;
}
