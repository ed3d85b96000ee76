// grid_group under cudaLaunchCooperativeKernel: grid.sync() (also through
// the thread_group base and cg::sync) orders phases across blocks in a 2D
// grid of 2D blocks; is_valid() is true there and false in an ordinary
// launch, where grid.sync() ends the grid with cudaErrorLaunchFailure (the
// GPU traps there too).
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <stdio.h>
#include <stdlib.h>

namespace cg = cooperative_groups;

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorName(e_)); exit(1); } } while (0)

#define PHASES 6

__global__ void phases(int *a, int *b, int *info)
{
    cg::grid_group grid = cg::this_grid();
    cg::thread_group any = grid;
    unsigned long long r = grid.thread_rank(), n = grid.size();
    if (r == 0) {
        info[0] = grid.is_valid();
        info[1] = (int)grid.num_blocks();
        info[2] = (int)any.size();
        info[3] = (int)(grid.dim_blocks().x * 100 + grid.dim_blocks().y);
    }
    a[r] = (int)r;
    for (int p = 0; p < PHASES; p++) {
        if (p % 3 == 0) grid.sync();
        else if (p % 3 == 1) any.sync();
        else cg::sync(grid);
        b[r] = a[(r * 7 + 3) % n] - a[n - 1 - r];
        grid.barrier_wait(grid.barrier_arrive());
        a[r] = b[r] / 2 + (int)(any.thread_rank() % 5);
    }
}

__global__ void not_cooperative(int *flag)
{
    cg::grid_group grid = cg::this_grid();
    if (threadIdx.x == 0) flag[blockIdx.x] = grid.is_valid() ? 1 : 2;
    grid.sync();
    flag[blockIdx.x] = 3;       /* never reached */
}

int main(void)
{
    dim3 g(3, 2), bl(16, 4);
    int nb = 6, n = nb * 64;
    int *da, *db, *di, *ha = (int *)malloc(n * sizeof(int)), hi[4];
    CHECK(cudaMalloc(&da, n * sizeof(int)));
    CHECK(cudaMalloc(&db, n * sizeof(int)));
    CHECK(cudaMalloc(&di, sizeof hi));
    void *args[] = { &da, &db, &di };
    CHECK(cudaLaunchCooperativeKernel((const void *)phases, g, bl, args, 0, 0));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(ha, da, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost));
    int *ref = (int *)malloc(n * sizeof(int)), *tmp = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++) ref[i] = i;
    for (int p = 0; p < PHASES; p++) {
        for (int i = 0; i < n; i++) tmp[i] = ref[(i * 7 + 3) % n] - ref[n - 1 - i];
        for (int i = 0; i < n; i++) ref[i] = tmp[i] / 2 + i % 5;
    }
    int bad = 0;
    for (int i = 0; i < n; i++) bad += ha[i] != ref[i];
    printf("cooperative: is_valid=%d blocks=%d size=%d dims=%d phase mismatches=%d\n", hi[0], hi[1], hi[2], hi[3], bad);
    int failures = bad != 0 || hi[0] != 1 || hi[1] != nb || hi[2] != n || hi[3] != 302;

    int *df, hf[2] = { 0, 0 };
    CHECK(cudaMalloc(&df, sizeof hf));
    CHECK(cudaMemset(df, 0, sizeof hf));
    not_cooperative<<<2, 32>>>(df);
    cudaError_t e = cudaDeviceSynchronize();
    printf("grid.sync without a cooperative launch: %s\n", cudaGetErrorName(e));
    failures += e != cudaErrorLaunchFailure;
    if (failures) { printf("FAIL\n"); return 1; }
    printf("PASS\n");
    return 0;
}
