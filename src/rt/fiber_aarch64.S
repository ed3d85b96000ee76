/*
 * Fiber context switch for AArch64, AAPCS64 (see fiber.c).
 *
 * A switched-out fiber's stack holds, from its saved stack pointer up:
 *     0  x19 .. x28
 *    80  x29 (frame pointer), x30 (return address)
 *    96  d8 .. d15
 *   160  fpcr
 * (176 bytes, keeping sp 16-byte aligned).  Only callee-saved state is
 * kept.  No system call.
 */
#if defined(__aarch64__)

        .text

/* void cucc__fiber_switch(void **save_sp, void *to_sp) */
        .globl  cucc__fiber_switch
        .hidden cucc__fiber_switch
        .type   cucc__fiber_switch, %function
        .p2align 4
cucc__fiber_switch:
        sub     sp, sp, #176
        stp     x19, x20, [sp, #0]
        stp     x21, x22, [sp, #16]
        stp     x23, x24, [sp, #32]
        stp     x25, x26, [sp, #48]
        stp     x27, x28, [sp, #64]
        stp     x29, x30, [sp, #80]
        stp     d8, d9, [sp, #96]
        stp     d10, d11, [sp, #112]
        stp     d12, d13, [sp, #128]
        stp     d14, d15, [sp, #144]
        mrs     x9, fpcr
        str     x9, [sp, #160]
        mov     x9, sp
        str     x9, [x0]
        mov     sp, x1
        ldp     x19, x20, [sp, #0]
        ldp     x21, x22, [sp, #16]
        ldp     x23, x24, [sp, #32]
        ldp     x25, x26, [sp, #48]
        ldp     x27, x28, [sp, #64]
        ldp     x29, x30, [sp, #80]
        ldp     d8, d9, [sp, #96]
        ldp     d10, d11, [sp, #112]
        ldp     d12, d13, [sp, #128]
        ldp     d14, d15, [sp, #144]
        ldr     x9, [sp, #160]
        msr     fpcr, x9
        add     sp, sp, #176
        ret
        .size   cucc__fiber_switch, .-cucc__fiber_switch

/* First code run on a new fiber: cucc__fiber_start put the function in x19
 * and its argument in x20; the function never returns. */
        .globl  cucc__fiber_entry
        .hidden cucc__fiber_entry
        .type   cucc__fiber_entry, %function
        .p2align 4
cucc__fiber_entry:
        mov     x29, #0
        mov     x30, #0
        mov     x0, x20
        blr     x19
        brk     #0
        .size   cucc__fiber_entry, .-cucc__fiber_entry

#endif
        .section .note.GNU-stack,"",%progbits
