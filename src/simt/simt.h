/*
 * SIMT lowering decisions: which execution strategy each kernel may use
 * (docs/design.md, "SIMT execution"; docs/architecture.md section 2).
 *
 *   strategy.c   simt_choose(): every kernel of the user's files either
 *                runs its blocks as thread loops (strategy 1) or needs
 *                fibers (strategy 3); `cucc --dump=simt` prints the choice
 *                and the reason
 *
 * The emitter (src/emit/kernel.c) asks simt_kernel_loops() and registers a
 * loop entry for the kernels that qualify (include/cucc/kernel.hpp).
 */
#ifndef CUCC_SIMT_H
#define CUCC_SIMT_H

#include "front/front.h"

/* Runs after check_tu() (it uses the name tables of src/front/names.c). */
void simt_choose(TU *tu);
/* Can the blocks of kernel definition d run as thread loops? */
bool simt_kernel_loops(const Decl *d);
void dump_simt(TU *tu, FILE *out);     /* --dump=simt */

#endif
