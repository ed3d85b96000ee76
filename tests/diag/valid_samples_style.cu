// Valid code in the style of the CUDA samples that must produce no
// diagnostics: SharedMemory<T> conversion operators, cooperative groups,
// helper_math-style operators, quadtree classes, device-side launches.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <stdio.h>
#include <sys/types.h>
namespace cg = cooperative_groups;

template <class T> struct SharedMemory {
  __device__ inline operator T *() { extern __shared__ int __smem[]; return (T *)__smem; }
  __device__ inline operator const T *() const { extern __shared__ int __smem[]; return (T *)__smem; }
};
template <> struct SharedMemory<double> {
  __device__ inline operator double *() { extern __shared__ double __smem_d[]; return (double *)__smem_d; }
};

template <class T>
__device__ __forceinline__ T warpReduceSum(unsigned int mask, T mySum) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) mySum += __shfl_down_sync(mask, mySum, offset);
  return mySum;
}
#if __CUDA_ARCH__ >= 800
template <> __device__ __forceinline__ int warpReduceSum<int>(unsigned int mask, int mySum) { return __reduce_add_sync(mask, mySum); }
#endif
template <> __device__ __forceinline__ float warpReduceSum<float>(unsigned int mask, float mySum) { return mySum; }

template <class T, unsigned int blockSize, bool nIsPow2>
__global__ void reduce6(T *g_idata, T *g_odata, unsigned int n) {
  cg::thread_block cta = cg::this_thread_block();
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int gridSize = blockSize * gridDim.x;
  T mySum = 0;
  if (nIsPow2) {
    unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
    gridSize = gridSize << 1;
    while (i < n) { mySum += g_idata[i]; if ((i + blockSize) < n) mySum += g_idata[i + blockSize]; i += gridSize; }
  }
  sdata[tid] = mySum;
  cg::sync(cta);
  if ((blockSize >= 512) && (tid < 256)) sdata[tid] = mySum = mySum + sdata[tid + 256];
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  if (cta.thread_rank() < 32) {
    if (blockSize >= 64) mySum += sdata[tid + 32];
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2) mySum += tile32.shfl_down(mySum, offset);
  }
  if (cta.thread_rank() == 0) g_odata[blockIdx.x] = mySum;
  const unsigned int mask = (0xffffffff) >> (blockSize & 31);
  mySum = warpReduceSum<T>(mask, mySum);
}

template <typename T, typename Group>
__device__ T cg_reduce_n(T in, Group &threads) { return cg::reduce(threads, in, cg::plus<T>()); }

inline __host__ __device__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
inline __host__ __device__ void operator+=(float2 &a, float2 b) { a.x += b.x; a.y += b.y; }
inline __host__ __device__ float2 operator*(float2 a, float s) { return make_float2(a.x * s, a.y * s); }
inline __device__ __host__ float clamp(float f, float a, float b) { return fmaxf(a, fminf(f, b)); }
inline __host__ __device__ float dot(float2 a, float2 b) { return a.x * b.x + a.y * b.y; }

#define KERNEL_RADIUS 8
#define KERNEL_LENGTH (2 * KERNEL_RADIUS + 1)
__constant__ float c_Kernel[KERNEL_LENGTH];

inline __device__ void Comparator(uint &keyA, uint &valA, uint &keyB, uint &valB, uint dir) {
  uint t;
  if ((keyA > keyB) == dir) { t = keyA; keyA = keyB; keyB = t; t = valA; valA = valB; valB = t; }
}

class Points {
  float *m_x, *m_y;
 public:
  __host__ __device__ Points() : m_x(NULL), m_y(NULL) {}
  __host__ __device__ Points(float *x, float *y) : m_x(x), m_y(y) {}
  __host__ __device__ __forceinline__ float2 get_point(int idx) const { return make_float2(m_x[idx], m_y[idx]); }
  __host__ __device__ __forceinline__ void set_point(int idx, const float2 &p) { m_x[idx] = p.x; m_y[idx] = p.y; }
  __host__ __device__ __forceinline__ void set(float *x, float *y) { m_x = x; m_y = y; }
};

struct Parameters {
  int point_selector, num_nodes_at_this_level, depth;
  const int max_depth, min_points_per_node;
  __host__ __device__ Parameters(int max_depth, int min_points_per_node)
      : point_selector(0), num_nodes_at_this_level(1), depth(0), max_depth(max_depth), min_points_per_node(min_points_per_node) {}
  __host__ __device__ Parameters(const Parameters &params, bool)
      : point_selector((params.point_selector + 1) % 2), num_nodes_at_this_level(4 * params.num_nodes_at_this_level),
        depth(params.depth + 1), max_depth(params.max_depth), min_points_per_node(params.min_points_per_node) {}
};

__device__ int laneid() {
  int id;
  id = threadIdx.x % 32;
  return id;
}

__global__ void convolutionRowsKernel(float *d_Dst, float *d_Src, int imageW, int imageH, int pitch) {
  __shared__ float s_Data[4][(8 + 2) * 16];
  const int baseX = (blockIdx.x * 8 - 1) * 16 + threadIdx.x;
  d_Src += threadIdx.y * pitch + baseX;
#pragma unroll
  for (int i = 1; i < 9; i++) s_Data[threadIdx.y][threadIdx.x + i * 16] = d_Src[i * 16];
  __syncthreads();
#pragma unroll
  for (int i = 1; i < 9; i++) {
    float sum = 0;
#pragma unroll
    for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS; j++)
      sum += c_Kernel[KERNEL_RADIUS - j] * s_Data[threadIdx.y][threadIdx.x + i * 16 + j];
    d_Dst[i * 16] = sum;
  }
}

__global__ void cdp_simple_quicksort(unsigned int *data, int left, int right, int depth) {
  if (depth >= 16 || right - left <= 32) { return; }
  unsigned int *lptr = data + left;
  unsigned int *rptr = data + right;
  unsigned int pivot = data[(left + right) / 2];
  while (lptr <= rptr) {
    unsigned int lval = *lptr, rval = *rptr;
    while (lval < pivot) { lptr++; lval = *lptr; }
    while (rval > pivot) { rptr--; rval = *rptr; }
    if (lptr <= rptr) { *lptr++ = rval; *rptr-- = lval; }
  }
  int nright = rptr - data;
  int nleft = lptr - data;
  if (left < (rptr - data)) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cdp_simple_quicksort<<<1, 1, 0, s>>>(data, left, nright, depth + 1);
    cudaStreamDestroy(s);
  }
  if ((lptr - data) < right) {
    cudaStream_t s1;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cdp_simple_quicksort<<<1, 1, 0, s1>>>(data, nleft, right, depth + 1);
    cudaStreamDestroy(s1);
  }
}

__global__ void texk(cudaTextureObject_t tex, float *out, int w) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  float u = x / (float)w;
  out[x] = tex2D<float>(tex, u + 0.5f, 0.5f) + tex1Dfetch<float>(tex, x);
  volatile float *vs = out;
  vs[0] += 1.0f;
  float2 a = make_float2(1, 2), b = {3, 4};
  a += b;
  a = a * 2.0f + b;
  out[1] = clamp(dot(a, b), 0.0f, 1.0f);
  Points pts(out, out + 1);
  float2 p = pts.get_point(0);
  Parameters params(3, 4), child(params, true);
  out[2] = p.x + child.depth;
  out[3] = (float)laneid();
}

template <typename T> struct KernelArray { T *_array; int _size; };
template <typename T> KernelArray<T> convertToKernel(T *v, int n) { KernelArray<T> k; k._array = v; k._size = n; return k; }

int main(void) {
  float *d = NULL;
  cudaMalloc((void **)&d, 1024);
  reduce6<float, 256, true><<<1, 256, 256 * sizeof(float)>>>(d, d, 256);
  convolutionRowsKernel<<<dim3(1, 1), dim3(16, 4)>>>(d, d, 16, 16, 16);
  float2 h = make_float2(1, 2) + make_float2(3, 4);
  printf("%f %f\n", h.x, clamp(2.0f, 0.0f, 1.0f));
  KernelArray<float> ka = convertToKernel(d, 4);
  (void)ka;
  return 0;
}
