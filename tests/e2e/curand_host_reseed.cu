// FLAGS: -lcurand
// Where cuRAND's host generators go on after a new seed or offset, for
// XORWOW and Philox, after each kind of result (raw, uniform, double,
// normal, double normal) and after an offset: the next 8 raw values.
// Same output as an H200 (src/lib/curand_host.cpp follows its rules).
#include <curand.h>
#include <cstdio>
int main()
{
    unsigned *u; float *f; double *d;
    cudaMallocManaged(&u, 100000 * 4); cudaMallocManaged(&f, 100000 * 4); cudaMallocManaged(&d, 100000 * 8);
    const int ns[] = {100, 1000, 4099, 20000};
    for (int gi = 0; gi < 2; gi++)
        for (int what = 0; what < 6; what++)
            for (int ni = 0; ni < 4; ni++) {
                curandGenerator_t g;
                curandCreateGenerator(&g, gi ? CURAND_RNG_PSEUDO_PHILOX4_32_10 : CURAND_RNG_PSEUDO_XORWOW);
                curandSetPseudoRandomGeneratorSeed(g, 5);
                int n = ns[ni];
                if (what == 0) curandGenerate(g, u, n);
                if (what == 1) curandGenerateUniform(g, f, n);
                if (what == 2) curandGenerateUniformDouble(g, d, n);
                if (what == 3) curandGenerateNormal(g, f, n, 0, 1);
                if (what == 4) curandGenerateNormalDouble(g, d, n, 0, 1);
                if (what == 5) { curandGenerate(g, u, 10); curandSetGeneratorOffset(g, n); curandGenerate(g, u, 10); }
                curandSetPseudoRandomGeneratorSeed(g, 6);
                curandGenerate(g, u, 8);
                cudaDeviceSynchronize();
                printf("g%d what%d n%d:", gi, what, n);
                for (int i = 0; i < 8; i++) printf(" %u", u[i]);
                printf("\n");
                curandDestroyGenerator(g);
            }
}
