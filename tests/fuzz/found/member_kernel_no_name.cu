// A __global__ member function declarator without a name: the check that
// kernels are not members reported at the missing name's token (-1) and
// the front end read out of its token array (found by make fuzz).
struct S {
    __global__ void (int *out) { out[0] = 1; }
};
