// API calls CUDA prohibits during a stream capture, in each capture mode
// (global, thread-local, relaxed): potentially unsafe calls (allocation,
// freeing, host registration) return cudaErrorStreamCaptureUnsupported
// unless the capture is relaxed; cudaDeviceSynchronize always does; work
// for the legacy stream, which would wait for the capturing blocking stream,
// returns cudaErrorStreamCaptureImplicit; either invalidates the capture.
// Safe calls (cudaMallocAsync, stream and event creation, copies on another
// non-blocking stream) leave it going.  Expected output: an H100's.
#include <cstdio>
#include <cuda_runtime.h>
__global__ void k(float *x) { x[threadIdx.x] = 1; }
__device__ float sym[4];
static float *dbuf, *hbuf;
static cudaStream_t s;
typedef cudaError_t (*fn_t)(void);
static void *p;
#define CASE(name, expr) static cudaError_t name(void) { return expr; }
CASE(c_malloc, cudaMalloc(&p, 64))
CASE(c_free, cudaFree(dbuf))
CASE(c_free0, cudaFree(0))
CASE(c_mallochost, cudaMallocHost(&p, 64))
CASE(c_freehost, cudaFreeHost(hbuf))
CASE(c_managed, cudaMallocManaged(&p, 64))
CASE(c_pitch, ({ size_t pp; cudaMallocPitch(&p, &pp, 64, 4); }))
CASE(c_memcpy, cudaMemcpy(hbuf, dbuf, 64, cudaMemcpyDeviceToHost))
CASE(c_memset, cudaMemset(dbuf, 0, 64))
CASE(c_devsync, cudaDeviceSynchronize())
CASE(c_meminfo, ({ size_t a, b; cudaMemGetInfo(&a, &b); }))
CASE(c_eventcreate, ({ cudaEvent_t e; cudaEventCreate(&e); }))
CASE(c_streamcreate, ({ cudaStream_t t; cudaStreamCreate(&t); }))
CASE(c_tosymbol, cudaMemcpyToSymbol(sym, hbuf, 16))
CASE(c_asyncother, ({ cudaStream_t t; cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking); cudaMemcpyAsync(hbuf, dbuf, 64, cudaMemcpyDeviceToHost, t); }))
CASE(c_hostregister, ({ static float r[1024]; cudaHostRegister(r, sizeof r, 0); }))
CASE(c_mallocasync, cudaMallocAsync(&p, 64, s))
CASE(c_getlast, cudaGetLastError())
CASE(c_setdevice, cudaSetDevice(0))
CASE(c_launch0, ({ k<<<1,1>>>(dbuf); cudaGetLastError(); }))
struct { const char *n; fn_t f; } cases[] = {
 {"cudaMalloc", c_malloc}, {"cudaFree", c_free}, {"cudaFree(0)", c_free0}, {"cudaMallocHost", c_mallochost},
 {"cudaFreeHost", c_freehost}, {"cudaMallocManaged", c_managed}, {"cudaMallocPitch", c_pitch},
 {"cudaMemcpy", c_memcpy}, {"cudaMemset", c_memset}, {"cudaDeviceSynchronize", c_devsync},
 {"cudaMemGetInfo", c_meminfo}, {"cudaEventCreate", c_eventcreate}, {"cudaStreamCreate", c_streamcreate},
 {"cudaMemcpyToSymbol", c_tosymbol}, {"cudaMemcpyAsync other stream", c_asyncother},
 {"cudaHostRegister", c_hostregister}, {"cudaMallocAsync", c_mallocasync}, {"cudaGetLastError", c_getlast},
 {"cudaSetDevice", c_setdevice}, {"launch on legacy", c_launch0},
};
int main() {
  cudaStreamCreate(&s);
  for (int mode = 0; mode < 3; mode++)
  for (auto &c : cases) {
    cudaMalloc(&dbuf, 64); cudaMallocHost(&hbuf, 64);
    cudaStreamBeginCapture(s, (cudaStreamCaptureMode)mode);
    k<<<1, 4, 0, s>>>(dbuf);
    cudaError_t r = c.f();
    cudaStreamCaptureStatus st; cudaError_t qe = cudaStreamIsCapturing(s, &st);
    cudaGraph_t g = 0; cudaError_t ee = cudaStreamEndCapture(s, &g);
    cudaError_t last = cudaGetLastError();
    printf("mode %d %-30s -> %s, status %d (%s), end %s%s, last %s\n", mode, c.n, cudaGetErrorName(r), (int)st, cudaGetErrorName(qe), cudaGetErrorName(ee), g ? "" : " (no graph)", cudaGetErrorName(last));
    if (g) cudaGraphDestroy(g);
    cudaDeviceSynchronize(); cudaGetLastError();
  }
  return 0;
}
