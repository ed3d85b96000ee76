// A predicated if whose condition is `threadIdx.x < U` (or kin) with U the
// same in every thread runs its branch in a region kernel as a block of
// the row's first threads when the block is one row (src/simt/region.c,
// "low threads"): every comparison form, U at 0, inside a warp, at warp
// and block edges, past the block, negative, wider and floating-point;
// blocks of one row and of several (where the branch keeps its per-thread
// tests); shuffles, votes, a reduction and a device function that waits,
// a return inside the branch, and values written in the branch read after
// it.  Masks name exactly the lanes that take part, so every result is
// defined; each is checked against a host model of the Guide's rules.
#include <cstdio>

__device__ int warp_sum(int v)
{
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

// The lanes of linear thread tl's warp (nt threads, rows of bdx) whose
// threads take the branch: x < lim in their row, and not gone at the
// return (x % 7 == 3 when drop).
__host__ __device__ unsigned lanes_of(int tl, int nt, int bdx, int lim, bool drop)
{
    unsigned m = 0;
    int w0 = tl / 32 * 32;
    for (int l = 0; l < 32 && w0 + l < nt; l++) {
        int x = (w0 + l) % bdx;
        if (x < lim && !(drop && x % 7 == 3))
            m |= 1u << l;
    }
    return m;
}

// Every thread: val = f(t); in the branch (x < U) a vote, a broadcast, a
// reduction over exactly the lanes that take it; out[t] what it holds after.
__global__ void low(int *out, int u, int form, bool drop)
{
    __shared__ int s[256];
    int bdx = blockDim.x, x = threadIdx.x, nt = blockDim.x * blockDim.y;
    int tl = threadIdx.y * blockDim.x + x, t = tl + blockIdx.x * nt;
    int val = (t * 37 + 11) % 101;
    int r = -1;
    s[tl] = val;
    __syncthreads();
    int lim = u < 0 ? bdx : (u < bdx ? u : bdx);
    if (form == 1)
        lim = u < 0 ? bdx : (u + 1 < bdx ? u + 1 : bdx);
    if (form == 0) {
        if (threadIdx.x < u) {
            if (drop && threadIdx.x % 7 == 3)
                return;
            unsigned m = lanes_of(tl, nt, bdx, lim, drop);
            int b = __popc(__ballot_sync(m, val & 1));
            int first = __shfl_sync(m, val, __ffs(m) - 1);
            r = b * 1000 + first + __reduce_add_sync(m, val) * 7;
        }
    } else if (form == 1) {
        if (threadIdx.x <= u) {
            unsigned m = lanes_of(tl, nt, bdx, lim, false);
            int any = __any_sync(m, val > 90);
            r = __reduce_max_sync(m, val + s[tl]) + any;
        }
    } else {
        if (u > threadIdx.x) {
            unsigned m = lanes_of(tl, nt, bdx, lim, false);
            int all = __all_sync(m, val >= 0);
            r = __popc(__ballot_sync(m, val > 50)) + 100 * all;
        }
    }
    out[t] = r;
}

// A block's last warp reduction: warps' sums in shared memory, then the
// first U threads (a multiple of 32 here: full masks) sum them.
__global__ void last_warp(int *out, long u)
{
    __shared__ int warps[8];
    int v = (int)(threadIdx.x * 3 + blockIdx.x);
    v = warp_sum(v);
    if (threadIdx.x % 32 == 0)
        warps[threadIdx.x / 32] = v;
    __syncthreads();
    int got = -5;
    if (threadIdx.x < u) {
        got = threadIdx.x < blockDim.x / 32 ? warps[threadIdx.x] : 0;
        got = warp_sum(got);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = got;
}

// Floating-point U: the point is searched.
__global__ void low_float(int *out, float u)
{
    int x = threadIdx.x, r = 0;
    __syncthreads();
    if (threadIdx.x < u) {
        int lim = (int)u + ((float)(int)u < u ? 1 : 0);
        r = __popc(__ballot_sync(lanes_of(x, blockDim.x, blockDim.x, lim, false), 1));
    }
    out[blockIdx.x * blockDim.x + x] = r;
}

static int fails = 0;

static void check(const char *what, const int *got, const int *want, int n)
{
    for (int i = 0; i < n; i++)
        if (got[i] != want[i]) {
            if (fails++ < 10)
                printf("FAIL %s: [%d] = %d, want %d\n", what, i, got[i], want[i]);
        }
}

static void model_low(int *want, int blocks, int bdx, int bdy, int u, int form, bool drop)
{
    int nt = bdx * bdy;
    int lim = u < 0 ? bdx : (u < bdx ? u : bdx);
    if (form == 1)
        lim = u < 0 ? bdx : (u + 1 < bdx ? u + 1 : bdx);
    for (int b = 0; b < blocks; b++)
        for (int tl = 0; tl < nt; tl++) {
            int x = tl % bdx, t = b * nt + tl, r = -1;
            if (x < lim) {
                if (form == 0 && drop && x % 7 == 3) {
                    want[t] = 0x7777;       /* never written: the canary */
                    continue;
                }
                unsigned m = lanes_of(tl, nt, bdx, lim, form == 0 && drop);
                int bal = 0, sum = 0, mx = -1, any = 0, all = 1, first = -1;
                for (int l = 0; l < 32; l++)
                    if (m >> l & 1) {
                        int tv = ((b * nt + tl / 32 * 32 + l) * 37 + 11) % 101;
                        if (first < 0)
                            first = tv;
                        bal += form == 2 ? tv > 50 : tv & 1;
                        sum += tv;
                        mx = 2 * tv > mx ? 2 * tv : mx;
                        any |= tv > 90;
                        all &= tv >= 0;
                    }
                if (form == 0)
                    r = bal * 1000 + first + sum * 7;
                else if (form == 1)
                    r = mx + any;
                else
                    r = bal + 100 * all;
            }
            want[t] = r;
        }
}

int main()
{
    const int maxn = 8 * 256;
    int *out, want[maxn];
    cudaMallocManaged(&out, maxn * sizeof(int));
    struct { int bdx, bdy; } shapes[] = {{256, 1}, {64, 1}, {48, 1}, {32, 1}, {32, 2}, {20, 3}};
    int us[] = {0, 1, 5, 20, 31, 32, 33, 47, 48, 64, 100, 255, 256, 1000, -1, -7};
    for (auto sh : shapes)
        for (int u : us)
            for (int form = 0; form < 3; form++)
                for (int drop = 0; drop < 2; drop++) {
                    if (drop && form)
                        continue;
                    int blocks = 3, n = blocks * sh.bdx * sh.bdy;
                    for (int i = 0; i < n; i++)
                        out[i] = 0x7777;
                    low<<<blocks, dim3(sh.bdx, sh.bdy)>>>(out, u, form, drop);
                    if (cudaDeviceSynchronize() != cudaSuccess) {
                        printf("FAIL launch low %dx%d u=%d\n", sh.bdx, sh.bdy, u);
                        return 1;
                    }
                    model_low(want, blocks, sh.bdx, sh.bdy, u, form, drop);
                    char what[96];
                    snprintf(what, sizeof what, "low %dx%d u=%d form=%d drop=%d", sh.bdx, sh.bdy,
                             u, form, drop);
                    check(what, out, want, n);
                }

    int bds[] = {32, 64, 96, 256};
    long lus[] = {0, 32, 64, 256, 4096, -1};
    for (int bd : bds)
        for (long u : lus) {
            int blocks = 5;
            last_warp<<<blocks, bd>>>(out, u);
            cudaDeviceSynchronize();
            for (int b = 0; b < blocks; b++) {
                int nw = bd / 32, ws[8];
                for (int w = 0; w < nw; w++) {
                    ws[w] = 0;
                    for (int l = 0; l < 32; l++)
                        ws[w] += (w * 32 + l) * 3 + b;
                }
                for (int x = 0; x < bd; x++) {
                    bool in = (long)x < u;   /* C++: unsigned int converts to long */
                    int lane = x % 32, w0 = x / 32 * 32;
                    /* warp_sum: lane l gets the sum of lanes l, l+1.. in the tree's
                     * down pattern; lane 0 the warp's whole sum */
                    int tree = 0;
                    {
                        int vals[32];
                        for (int l = 0; l < 32; l++)
                            vals[l] = w0 + l < nw ? ws[w0 + l] : 0;
                        for (int off = 16; off > 0; off /= 2) {
                            int nv[32];
                            for (int l = 0; l < 32; l++)
                                nv[l] = vals[l] + (l + off < 32 ? vals[l + off] : vals[l]);
                            for (int l = 0; l < 32; l++)
                                vals[l] = nv[l];
                        }
                        tree = vals[lane];
                    }
                    want[b * bd + x] = in ? tree : -5;
                }
            }
            char what[64];
            snprintf(what, sizeof what, "last_warp bd=%d u=%ld", bd, u);
            check(what, out, want, blocks * bd);
        }

    float fus[] = {0.0f, 0.5f, 20.0f, 20.25f, 32.0f, 99.9f, -3.0f};
    for (float u : fus) {
        int bd = 64, blocks = 2;
        low_float<<<blocks, bd>>>(out, u);
        cudaDeviceSynchronize();
        for (int b = 0; b < blocks; b++)
            for (int x = 0; x < bd; x++) {
                int lim = 0;
                for (int k = 0; k < bd; k++)
                    lim += k < u;
                int w0 = x / 32 * 32, cnt = 0;
                for (int l = 0; l < 32; l++)
                    cnt += w0 + l < lim;
                want[b * bd + x] = x < u ? cnt : 0;
            }
        char what[64];
        snprintf(what, sizeof what, "low_float u=%g", u);
        check(what, out, want, blocks * bd);
    }
    if (fails) {
        printf("%d mismatches\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
