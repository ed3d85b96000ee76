// BUILD: racecheck
// TOOL: --tool racecheck
// EXPECT: ^========= Error: Race reported between Write access at halves in .*race_named_bar\.cu:25$
// EXPECT: and Read access at halves in .*race_named_bar\.cu:28
// EXPECT: RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)
// EXIT: 7
// FIXED: RACECHECK SUMMARY: 0 hazards displayed
// FIXED: ^sum 
// racecheck: each half of the block reads what another thread of its half
// wrote; PTX named barriers (`bar.sync id, count`), one per half, order
// them (an H200's compute-sanitizer: the same race, 512 hazards, without
// them; nothing for the fixed twin).
// cucc orders a named barrier's accesses as a block barrier's, so a race
// between the two halves across it goes unseen (docs/sanitizer.md).
#include <cstdio>
#ifdef FIXED
#define HALF_SYNC(g) do { if (g == 0) asm volatile("bar.sync 1, 64;"); else asm volatile("bar.sync 2, 64;"); } while (0)
#else
#define HALF_SYNC(g) do { } while (0)
#endif
__global__ void halves(int *out)
{
    __shared__ int s[128];
    int t = threadIdx.x, g = t / 64;
    s[t] = t * 3;
    HALF_SYNC(g);
    int partner = g * 64 + (t % 64 + 5) % 64;
    out[t] = s[partner];
}
int main(void)
{
    int *out;
    cudaMallocManaged(&out, 128 * sizeof(int));
    halves<<<1, 128>>>(out);
    cudaDeviceSynchronize();
    long sum = 0;
    for (int i = 0; i < 128; i++)
        sum += out[i];
    printf("sum %ld\n", sum);
    return 0;
}
