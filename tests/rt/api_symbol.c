/* The symbol API over registered variables, as generated code registers
 * __device__ / __constant__ / __managed__ variables before main. */
#include <string.h>

#include "cuda_runtime_api.h"
#include "cucc/abi.h"
#include "harness.h"
#include "rt/rt.h"

static int g_arr[256];
static int g_init[4] = { 10, 20, 30, 40 };
static float c_table[8] = { 1.5f };
static unsigned long long m_total = 5;
static char not_a_symbol[16];

__attribute__((constructor)) static void register_vars(void)
{
    cucc__register_var(g_arr, sizeof g_arr, "g_arr", 0);
    cucc__register_var(g_init, sizeof g_init, "g_init", 0);
    cucc__register_var(c_table, sizeof c_table, "c_table", 1);
    cucc__register_var(&m_total, sizeof m_total, "m_total", 2);
    cucc__register_var(g_init, sizeof g_init, "g_init", 0); /* twice: ignored */
}

TEST(copy_to_and_from)
{
    int h[256], r[256];
    for (int i = 0; i < 256; i++)
        h[i] = i;
    ASSERT_OK(cudaMemcpyToSymbol(g_arr, h, sizeof h, 0, cudaMemcpyHostToDevice));
    int patch[16];
    for (int i = 0; i < 16; i++)
        patch[i] = 1000 + i;
    ASSERT_OK(cudaMemcpyToSymbol(g_arr, patch, sizeof patch, 100 * sizeof(int), cudaMemcpyHostToDevice));
    ASSERT_OK(cudaMemcpyFromSymbol(r, g_arr, sizeof r, 0, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 256; i++)
        ASSERT_EQ(r[i], (i >= 100 && i < 116) ? 1000 + i - 100 : i);
    int tail[8];
    ASSERT_OK(cudaMemcpyFromSymbol(tail, g_arr, sizeof tail, 248 * sizeof(int), cudaMemcpyDefault));
    ASSERT_EQ(tail[7], 255);
    float f = 2.5f;
    ASSERT_OK(cudaMemcpyToSymbol(c_table, &f, sizeof f, 4, cudaMemcpyDefault));
    ASSERT(c_table[1] == 2.5f);
    ASSERT_OK(cudaMemcpyToSymbolAsync(g_init, h + 1, sizeof(int), 0, cudaMemcpyHostToDevice, 0));
    ASSERT_OK(cudaMemcpyFromSymbolAsync(r, g_init, sizeof g_init, 0, cudaMemcpyDeviceToHost, 0));
    ASSERT_OK(cudaDeviceSynchronize());
    ASSERT_EQ(r[0], 1);
    ASSERT_EQ(r[3], 40);
}

TEST(device_to_device)
{
    int *d, h[4] = { 1, 2, 3, 4 }, r[4];
    ASSERT_OK(cudaMalloc((void **)&d, sizeof h));
    ASSERT_OK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    ASSERT_OK(cudaMemcpyToSymbol(g_init, d, sizeof h, 0, cudaMemcpyDeviceToDevice));
    ASSERT_ERR(cudaMemcpyToSymbol(g_init, h, sizeof h, 0, cudaMemcpyDeviceToDevice), cudaErrorInvalidValue);
    ASSERT_OK(cudaMemset(d, 0, sizeof h));
    ASSERT_OK(cudaMemcpyFromSymbol(d, g_init, sizeof h, 0, cudaMemcpyDeviceToDevice));
    ASSERT_OK(cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost));
    ASSERT_EQ(r[3], 4);
    /* A symbol's memory is device memory for the rest of the API. */
    void *p;
    ASSERT_OK(cudaGetSymbolAddress(&p, g_arr));
    ASSERT_OK(cudaMemset((int *)p + 10, 0, 5 * sizeof(int)));
    ASSERT_ERR(cudaMemset((int *)p + 250, 0, 7 * sizeof(int)), cudaErrorInvalidValue);
    ASSERT_OK(cudaMemcpy(r, p, sizeof r, cudaMemcpyDeviceToHost));
    struct cudaPointerAttributes a;
    ASSERT_OK(cudaPointerGetAttributes(&a, (int *)p + 3));
    ASSERT_EQ(a.type, cudaMemoryTypeDevice);
    ASSERT_OK(cudaPointerGetAttributes(&a, &m_total));
    ASSERT_EQ(a.type, cudaMemoryTypeManaged);
}

TEST(errors)
{
    int h[300] = { 0 };
    ASSERT_ERR(cudaMemcpyToSymbol(not_a_symbol, h, 4, 0, cudaMemcpyHostToDevice), cudaErrorInvalidSymbol);
    ASSERT_ERR(cudaMemcpyToSymbol(g_arr + 1, h, 4, 0, cudaMemcpyHostToDevice), cudaErrorInvalidSymbol);
    ASSERT_ERR(cudaMemcpyToSymbol(g_init, h, 20, 0, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpyToSymbol(g_init, h, 4, 16, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    ASSERT_OK(cudaMemcpyToSymbol(g_init, h, 0, 16, cudaMemcpyHostToDevice));
    ASSERT_ERR(cudaMemcpyToSymbol(g_init, h, 4, 0, cudaMemcpyDeviceToHost), cudaErrorInvalidMemcpyDirection);
    ASSERT_ERR(cudaMemcpyToSymbol(g_init, h, 4, 0, cudaMemcpyHostToHost), cudaErrorInvalidMemcpyDirection);
    ASSERT_ERR(cudaMemcpyToSymbol(g_init, h, 4, 0, (enum cudaMemcpyKind)9), cudaErrorInvalidMemcpyDirection);
    ASSERT_ERR(cudaMemcpyToSymbolAsync(g_init, h, 4, 0, (enum cudaMemcpyKind)9, 0), cudaErrorInvalidMemcpyDirection);
    ASSERT_ERR(cudaMemcpyFromSymbol(h, g_init, 4, 0, cudaMemcpyHostToDevice), cudaErrorInvalidMemcpyDirection);
    ASSERT_ERR(cudaMemcpyFromSymbol(h, g_init, 20, 0, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
    ASSERT_ERR(cudaMemcpyFromSymbol(NULL, g_init, 4, 0, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
    void *p;
    size_t n;
    ASSERT_ERR(cudaGetSymbolAddress(&p, not_a_symbol), cudaErrorInvalidSymbol);
    ASSERT_ERR(cudaGetSymbolAddress(&p, g_arr + 1), cudaErrorInvalidSymbol);
    ASSERT_ERR(cudaGetSymbolSize(&n, NULL), cudaErrorInvalidSymbol);
    ASSERT_ERR(cudaGetSymbolAddress(NULL, g_arr), cudaErrorInvalidValue);
    ASSERT_OK(cudaGetSymbolSize(&n, g_arr));
    ASSERT_EQ(n, sizeof g_arr);
    ASSERT_OK(cudaGetSymbolAddress(&p, c_table));
    ASSERT(p == c_table);
    ASSERT_ERR(cudaGetLastError(), cudaErrorInvalidValue);
}

TEST(reset_restores_initial_values)
{
    int h[4] = { 0, 0, 0, 0 };
    ASSERT_OK(cudaMemcpyToSymbol(g_init, h, sizeof h, 0, cudaMemcpyHostToDevice));
    m_total = 99;
    g_arr[7] = 7;
    c_table[0] = 0;
    ASSERT_OK(cudaDeviceReset());
    ASSERT_EQ(g_init[0], 10);
    ASSERT_EQ(g_init[3], 40);
    ASSERT_EQ(m_total, 5);
    ASSERT_EQ(g_arr[7], 0);
    ASSERT(c_table[0] == 1.5f);
    ASSERT_OK(cudaMemcpyFromSymbol(h, g_init, sizeof h, 0, cudaMemcpyDeviceToHost));
    ASSERT_EQ(h[1], 20);
}

TEST(sticky)
{
    cucc__set_sticky(cudaErrorIllegalAddress);
    int h[4] = { 0 };
    void *p;
    ASSERT_ERR(cudaMemcpyToSymbol(g_init, h, 4, 0, cudaMemcpyHostToDevice), cudaErrorIllegalAddress);
    ASSERT_ERR(cudaGetSymbolAddress(&p, g_init), cudaErrorIllegalAddress);
}
