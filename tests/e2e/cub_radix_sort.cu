// NEEDS: cub
// cub::DeviceRadixSort in all its forms: keys and pairs, ascending and
// descending, pointer and DoubleBuffer forms, bit ranges, key types from
// char to double (negative integers and floats), one and 0 items, and a
// sort on a non-blocking stream after the kernel that writes its keys.
// A stable sort is fully defined, so every line is a GPU's; the
// DoubleBuffer's selector is CUB's choice and is not printed, only what
// Current() holds.  Expected output from an H200.
#include <cub/cub.cuh>
#include <cstdio>
#include <cstring>

static unsigned long long mix(unsigned long long h, unsigned long long v)
{
    return (h ^ v) * 1099511628211ull;
}

template <class T> static unsigned long long hash_of(const T *p, int n)
{
    unsigned long long h = 14695981039346656037ull;
    for (int i = 0; i < n; i++) {
        unsigned long long v = 0;
        memcpy(&v, p + i, sizeof(T) < 8 ? sizeof(T) : 8);
        h = mix(h, v);
    }
    return h;
}

static unsigned rnd(unsigned &s)
{
    s = s * 1664525u + 1013904223u;
    return s >> 8;
}

template <class K> static K key_of(unsigned r);
template <> char key_of<char>(unsigned r) { return (char)(r % 200 - 100); }
template <> unsigned char key_of<unsigned char>(unsigned r) { return (unsigned char)(r % 37); }
template <> short key_of<short>(unsigned r) { return (short)(r % 4000 - 2000); }
template <> int key_of<int>(unsigned r) { return (int)(r % 20001) - 10000; }
template <> unsigned key_of<unsigned>(unsigned r) { return r % 5003u; }
template <> long long key_of<long long>(unsigned r) { return ((long long)(r % 3001) - 1500) * 4294967311ll; }
template <> unsigned long long key_of<unsigned long long>(unsigned r) { return (unsigned long long)(r % 997) << 33 | (r % 13); }
template <> float key_of<float>(unsigned r) { return ((int)(r % 2001) - 1000) * 0.375f + 0.125f; }
template <> double key_of<double>(unsigned r) { return ((int)(r % 50001) - 25000) * 1.0e-3 + 0.5e-4; }

template <class K> static void show(const char *what, const K *k, const int *v, int n)
{
    printf("%s n=%d keys %016llx", what, n, hash_of(k, n));
    if (v)
        printf(" values %016llx", hash_of(v, n));
    if (n > 0) {
        printf(" first");
        for (int i = 0; i < n && i < 3; i++)
            printf(" %.6g", (double)k[i]);
        printf(" last %.6g", (double)k[n - 1]);
        if (v)
            printf(" v0 %d", v[0]);
    }
    printf("\n");
}

template <class K> static void sorts(const char *name, int n, int begin_bit, int end_bit)
{
    K *kin, *kout, *kalt;
    int *vin, *vout, *valt;
    cudaMallocManaged(&kin, (n + 1) * sizeof(K));
    cudaMallocManaged(&kout, (n + 1) * sizeof(K));
    cudaMallocManaged(&kalt, (n + 1) * sizeof(K));
    cudaMallocManaged(&vin, (n + 1) * sizeof(int));
    cudaMallocManaged(&vout, (n + 1) * sizeof(int));
    cudaMallocManaged(&valt, (n + 1) * sizeof(int));
    unsigned s = 12345u + (unsigned)n;
    for (int i = 0; i < n; i++) {
        kin[i] = key_of<K>(rnd(s));
        vin[i] = i;
    }
    char what[96];
    void *tmp = NULL;
    size_t bytes = 0, b;
    b = 0; cub::DeviceRadixSort::SortPairs(NULL, b, kin, kout, vin, vout, n, begin_bit, end_bit); bytes = b > bytes ? b : bytes;
    b = 0; cub::DeviceRadixSort::SortKeysDescending(NULL, b, kin, kout, n, begin_bit, end_bit); bytes = b > bytes ? b : bytes;
    cudaMalloc(&tmp, bytes ? bytes : 1);

    if (cub::DeviceRadixSort::SortPairs(tmp, bytes, kin, kout, vin, vout, n, begin_bit, end_bit) != cudaSuccess)
        printf("%s: SortPairs failed\n", name);
    cudaDeviceSynchronize();
    snprintf(what, sizeof what, "%s pairs [%d,%d)", name, begin_bit, end_bit);
    show(what, kout, vout, n);
    cub::DeviceRadixSort::SortPairsDescending(tmp, bytes, kin, kout, vin, vout, n, begin_bit, end_bit);
    cudaDeviceSynchronize();
    snprintf(what, sizeof what, "%s pairs desc [%d,%d)", name, begin_bit, end_bit);
    show(what, kout, vout, n);
    cub::DeviceRadixSort::SortKeys(tmp, bytes, kin, kout, n, begin_bit, end_bit);
    cudaDeviceSynchronize();
    snprintf(what, sizeof what, "%s keys [%d,%d)", name, begin_bit, end_bit);
    show(what, kout, (int *)0, n);
    cub::DeviceRadixSort::SortKeysDescending(tmp, bytes, kin, kout, n, begin_bit, end_bit);
    cudaDeviceSynchronize();
    snprintf(what, sizeof what, "%s keys desc [%d,%d)", name, begin_bit, end_bit);
    show(what, kout, (int *)0, n);
    int unchanged = hash_of(kin, n) == hash_of(kin, n);
    for (int i = 0; i < n; i++)
        unchanged &= vin[i] == i;

    /* DoubleBuffer forms: the input buffers may be overwritten */
    memcpy(kalt, kin, n * sizeof(K));
    memcpy(valt, vin, n * sizeof(int));
    cub::DoubleBuffer<K> dk(kalt, kout);
    cub::DoubleBuffer<int> dv(valt, vout);
    size_t dbytes = 0;
    cub::DeviceRadixSort::SortPairs(NULL, dbytes, dk, dv, n, begin_bit, end_bit);
    void *dtmp;
    cudaMalloc(&dtmp, dbytes ? dbytes : 1);
    if (cub::DeviceRadixSort::SortPairs(dtmp, dbytes, dk, dv, n, begin_bit, end_bit) != cudaSuccess)
        printf("%s: double-buffer SortPairs failed\n", name);
    cudaDeviceSynchronize();
    snprintf(what, sizeof what, "%s double-buffer pairs [%d,%d)", name, begin_bit, end_bit);
    show(what, dk.Current(), dv.Current(), n);
    memcpy(kalt, kin, n * sizeof(K));
    cub::DoubleBuffer<K> dk2(kalt, kout);
    size_t kbytes = 0;
    cub::DeviceRadixSort::SortKeysDescending(NULL, kbytes, dk2, n, begin_bit, end_bit);
    void *ktmp;
    cudaMalloc(&ktmp, kbytes ? kbytes : 1);
    cudaError_t e = cub::DeviceRadixSort::SortKeysDescending(ktmp, kbytes, dk2, n, begin_bit, end_bit);
    cudaDeviceSynchronize();
    if (e != cudaSuccess)
        printf("%s: %s\n", name, cudaGetErrorString(e));
    cudaFree(ktmp);
    snprintf(what, sizeof what, "%s double-buffer keys desc [%d,%d)", name, begin_bit, end_bit);
    show(what, dk2.Current(), (int *)0, n);
    printf("%s input kept: %s\n", name, unchanged ? "yes" : "no");
    cudaFree(tmp);
    cudaFree(dtmp);
    cudaFree(kin);
    cudaFree(kout);
    cudaFree(kalt);
    cudaFree(vin);
    cudaFree(vout);
    cudaFree(valt);
}

__global__ void fill(unsigned *k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        k[i] = (unsigned)(i * 2654435761u) % 100003u;
}

int main(void)
{
    sorts<int>("int", 100000, 0, 32);
    sorts<int>("int", 1000, 4, 20);
    sorts<unsigned>("unsigned", 70001, 0, 32);
    sorts<unsigned>("unsigned", 7, 0, 13);
    sorts<unsigned>("unsigned", 1, 0, 32);
    sorts<char>("char", 5000, 0, 8);
    sorts<unsigned char>("uchar", 300, 0, 8);
    sorts<short>("short", 40000, 0, 16);
    sorts<long long>("long long", 50000, 0, 64);
    sorts<unsigned long long>("ull", 20000, 30, 40);
    sorts<float>("float", 65536, 0, 32);
    sorts<float>("float", 3000, 16, 32);
    sorts<double>("double", 30000, 0, 64);
    sorts<unsigned>("empty", 0, 0, 32);

    /* stream order: a kernel writes the keys on a non-blocking stream,
     * the sort follows it there */
    cudaStream_t st;
    cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking);
    const int n = 200000;
    unsigned *k, *ko;
    cudaMalloc(&k, n * sizeof(unsigned));
    cudaMalloc(&ko, n * sizeof(unsigned));
    void *tmp = NULL;
    size_t bytes = 0;
    cub::DeviceRadixSort::SortKeys(tmp, bytes, k, ko, n, 0, 32, st);
    cudaMalloc(&tmp, bytes);
    fill<<<(n + 255) / 256, 256, 0, st>>>(k, n);
    cub::DeviceRadixSort::SortKeys(tmp, bytes, k, ko, n, 0, 32, st);
    unsigned *h = (unsigned *)malloc(n * sizeof(unsigned));
    cudaMemcpyAsync(h, ko, n * sizeof(unsigned), cudaMemcpyDeviceToHost, st);
    cudaStreamSynchronize(st);
    int sorted = 1;
    for (int i = 1; i < n; i++)
        sorted &= h[i - 1] <= h[i];
    printf("stream: sorted %s, keys %016llx, min %u max %u\n", sorted ? "yes" : "no", hash_of(h, n), h[0], h[n - 1]);
    printf("errors: %s\n", cudaGetErrorString(cudaGetLastError()));
    free(h);
    cudaFree(k);
    cudaFree(ko);
    cudaFree(tmp);
    cudaStreamDestroy(st);
    return 0;
}
