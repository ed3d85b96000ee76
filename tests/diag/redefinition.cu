// A kernel and a device function defined twice with one signature (the
// parameters named differently, a default argument added): CUDA's front end
// reports each at the second definition; overloads are not redefinitions.
__global__ void fill(int *p, int n) { p[0] = n; }
__global__ void fill(int *q, int m) { q[0] = m + 1; }

__device__ float twice(const float *__restrict__ a, int i) { return 2 * a[i]; }
__device__ float twice(const float *__restrict__ b, int j = 0) { return b[j] + b[j]; }

__device__ float twice(const float *a, float x) { return x + a[0]; }
__device__ float twice(float x) { return x + x; }
namespace other {
__device__ float twice(float y) { return y * 2; }
}
template <class T> __device__ T twice(T v) { return v + v; }
