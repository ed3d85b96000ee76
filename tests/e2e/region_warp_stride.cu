// Loops whose start is a warp's plus the lane (`for (k = start + lane; k <
// end; k += 32)`, a warp per CSR row) run in lockstep by warps where every
// lane of a warp takes part with the same end, and thread after thread
// where not: rows shorter and longer than a warp, a block of 48 threads
// (its second warp is short and its first warp spans two rows), threads
// that returned before the loop, an if around the loop that some lanes
// fail, an end that differs between lanes, an unsigned counter, a step of
// one (the lanes' ranges overlap) and a context variable of a struct
// type.  Each warp adds its lanes' sums with shuffles afterwards.
#include <cstdio>

#define ROWS 200

__device__ float warp_total(float v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void csr(int rows, const int *rowptr, const int *cols, const float *vals,
                    const float *x, float *y)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x % 32;
    float sum = 0;
    if (row < rows)
        for (int k = rowptr[row] + lane; k < rowptr[row + 1]; k += 32)
            sum += vals[k] * x[cols[k]];
    sum = warp_total(sum);
    if (lane == 0 && row < rows)
        y[row] = sum;
}

// Two warps a block, of 32 and 16 threads (blockDim.x 48), the lanes'
// sums added atomically (small integers: exact in any order); with
// `span`, a warp's upper half takes the next row.
__global__ void csr_atomic(int rows, const int *rowptr, const float *vals, float *y, int span)
{
    int row = blockIdx.x * 2 + threadIdx.x / 32 + (span && threadIdx.x % 32 >= 16 ? 1 : 0);
    float sum = 0;
    if (row < rows)
        for (int k = rowptr[row] + threadIdx.x % 32; k < rowptr[row + 1]; k += 32)
            sum += vals[k];
    if (row < rows)
        atomicAdd(&y[row], sum);
}

// Threads of odd rows return first; a warp's lanes count the elements of
// their row above a limit that differs between lanes for row % 3 == 0.
__global__ void uneven(int rows, const int *rowptr, const float *vals, int *out)
{
    int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    unsigned lane = threadIdx.x & 31;
    if (row >= rows || row % 2 == 1)
        return;
    int count = 0;
    int end = rowptr[row + 1] - (row % 3 == 0 ? (int)lane % 4 : 0);
    for (unsigned k = (unsigned)rowptr[row] + lane; k < (unsigned)end; k += warpSize)
        count += vals[k] > 1.0f ? 1 : 0;
    out[row * 32 + lane] = count;
}

struct Pair {
    float lo, hi;
};

// A step of one: lane l walks [start + l, end); a struct accumulator.
__global__ void overlap(int rows, const int *rowptr, const float *vals, float *out)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x % 32;
    Pair p = {0, 0};
    if (row < rows && rowptr[row + 1] - rowptr[row] > 8)
        for (int k = rowptr[row] + lane; k < rowptr[row + 1]; ++k) {
            if (vals[k] < 0)
                p.lo += vals[k];
            else
                p.hi += vals[k];
        }
    __syncwarp();
    if (row < rows)
        out[row * 32 + lane] = p.hi * 1000 + p.lo;
}

int main()
{
    int *rowptr, *cols, *cnt;
    float *vals, *x, *y, *ov;
    cudaMallocManaged(&rowptr, (ROWS + 1) * sizeof(int));
    unsigned s = 7;
    rowptr[0] = 0;
    for (int r = 0; r < ROWS; r++) {
        s = s * 1664525u + 1013904223u;
        rowptr[r + 1] = rowptr[r] + (int)((s >> 16) % 90);     /* 0 to 89 */
    }
    int nnz = rowptr[ROWS];
    cudaMallocManaged(&cols, nnz * sizeof(int));
    cudaMallocManaged(&vals, nnz * sizeof(float));
    cudaMallocManaged(&x, ROWS * sizeof(float));
    cudaMallocManaged(&y, ROWS * sizeof(float));
    cudaMallocManaged(&cnt, ROWS * 32 * sizeof(int));
    cudaMallocManaged(&ov, ROWS * 32 * sizeof(float));
    for (int k = 0; k < nnz; k++) {
        s = s * 1664525u + 1013904223u;
        cols[k] = (int)((s >> 8) % ROWS);
        vals[k] = (float)((int)(s >> 27) % 7 - 3);
    }
    for (int i = 0; i < ROWS; i++)
        x[i] = (float)(i % 9 - 4);

    int shapes[2] = {256, 96};
    for (int h = 0; h < 2; h++) {
        int t = shapes[h];
        for (int i = 0; i < ROWS; i++)
            y[i] = -1;
        csr<<<(ROWS * 32 + t - 1) / t, t>>>(ROWS, rowptr, cols, vals, x, y);
        cudaDeviceSynchronize();
        double c = 0;
        for (int i = 0; i < ROWS; i++)
            c += (double)y[i] * (i % 5 + 1);
        printf("csr %d threads: y[0..3] = %g %g %g %g, check %.0f\n", t, y[0], y[1], y[2], y[3], c);
    }

    for (int span = 0; span < 2; span++) {
        for (int i = 0; i < ROWS; i++)
            y[i] = 0;
        csr_atomic<<<ROWS / 2, 48>>>(ROWS, rowptr, vals, y, span);
        cudaDeviceSynchronize();
        double c = 0;
        for (int i = 0; i < ROWS; i++)
            c += (double)y[i] * (i % 5 + 1);
        printf("csr_atomic span %d: y[0..3] = %g %g %g %g, check %.0f\n", span, y[0], y[1], y[2],
               y[3], c);
    }

    for (int i = 0; i < ROWS * 32; i++)
        cnt[i] = -1;
    uneven<<<(ROWS + 3) / 4, 128>>>(ROWS, rowptr, vals, cnt);
    cudaDeviceSynchronize();
    long cc = 0;
    for (int i = 0; i < ROWS * 32; i++)
        cc += (long)cnt[i] * (i % 11 + 1);
    printf("uneven: row 0 lanes 0..3 = %d %d %d %d, row 1 lane 0 = %d, check %ld\n", cnt[0], cnt[1],
           cnt[2], cnt[3], cnt[32], cc);

    overlap<<<(ROWS * 32 + 127) / 128, 128>>>(ROWS, rowptr, vals, ov);
    cudaDeviceSynchronize();
    double co = 0;
    for (int i = 0; i < ROWS * 32; i++)
        co += (double)ov[i] * (i % 13 + 1);
    printf("overlap: row 0 lanes 0..2 = %g %g %g, check %.0f\n", ov[0], ov[1], ov[2], co);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
