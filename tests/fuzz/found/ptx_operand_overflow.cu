// An inline PTX operand number too large for an int (%3000000000 wraps to
// a negative int): the lowering indexed its operand table with it (found
// by make fuzz).  It must be an error naming the instruction.
__global__ void k(unsigned *out)
{
    unsigned v;
    asm("shr.u32 %3000000000, %1, 2;" : "=r"(v) : "r"(out[0]));
    out[0] = v;
}
