/*
 * Fiber context switch for x86-64, System V ABI (see fiber.c).
 *
 * A switched-out fiber's stack holds, from its saved stack pointer up:
 *     0  x87 control word (2 bytes, padded to 4)
 *     4  mxcsr
 *     8  r15, r14, r13, r12, rbx, rbp
 *    56  return address
 * Only callee-saved state is kept: the caller of cucc__fiber_switch has
 * already saved everything else, as for any function call.  No system call.
 */
#if defined(__x86_64__)

        .text

/* void cucc__fiber_switch(void **save_sp, void *to_sp) */
        .globl  cucc__fiber_switch
        .hidden cucc__fiber_switch
        .type   cucc__fiber_switch, @function
        .p2align 4
cucc__fiber_switch:
        .cfi_startproc
        pushq   %rbp
        pushq   %rbx
        pushq   %r12
        pushq   %r13
        pushq   %r14
        pushq   %r15
        subq    $8, %rsp
        stmxcsr 4(%rsp)
        fnstcw  (%rsp)
        movq    %rsp, (%rdi)
        movq    %rsi, %rsp
        ldmxcsr 4(%rsp)
        fldcw   (%rsp)
        addq    $8, %rsp
        popq    %r15
        popq    %r14
        popq    %r13
        popq    %r12
        popq    %rbx
        popq    %rbp
        ret
        .cfi_endproc
        .size   cucc__fiber_switch, .-cucc__fiber_switch

/* First code run on a new fiber: cucc__fiber_start put the function in r12
 * and its argument in r13.  The function never returns (it switches away
 * for good); ud2 catches a bug if it does.  The stack pointer is 16-byte
 * aligned here, so the call leaves it as the ABI requires at entry. */
        .globl  cucc__fiber_entry
        .hidden cucc__fiber_entry
        .type   cucc__fiber_entry, @function
        .p2align 4
cucc__fiber_entry:
        .cfi_startproc
        .cfi_undefined rip
        xorl    %ebp, %ebp
        movq    %r13, %rdi
        callq   *%r12
        ud2
        .cfi_endproc
        .size   cucc__fiber_entry, .-cucc__fiber_entry

#endif
        .section .note.GNU-stack,"",@progbits
