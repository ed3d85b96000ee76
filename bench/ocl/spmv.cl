/* OpenCL version of bench/spmv.cu: 32 work-items per CSR row striding over
 * its nonzeros; the shuffle reduction becomes a local-memory tree within
 * each group of 32, and the first of them writes. */
#define THREADS 256
__kernel void spmv(int rows, __global const int *rowptr, __global const int *cols,
                   __global const float *vals, __global const float *x, __global float *y)
{
    __local float part[THREADS];
    int lid = get_local_id(0);
    int row = get_global_id(0) / 32, lane = lid % 32;
    float sum = 0;
    if (row < rows)
        for (int k = rowptr[row] + lane; k < rowptr[row + 1]; k += 32)
            sum += vals[k] * x[cols[k]];
    part[lid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = 16; off > 0; off /= 2) {
        if (lane < off)
            part[lid] += part[lid + off];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && row < rows)
        y[row] = part[lid];
}
