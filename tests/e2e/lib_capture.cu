// FLAGS: -lcublas -lcusparse
// cuBLAS and cuSPARSE calls inside a stream capture become part of the
// graph: they run when the graph is launched, each time, in stream order
// with the kernels around them; scalars passed by host pointer are read
// at the call (later changes to the variable do not matter), scalars by
// device pointer when the graph runs.  Bad arguments are reported at the
// call.  Then user objects: the references a graph, its executable graph
// and a launch in flight hold.
#include <cstdio>
#include <atomic>
#include <ctime>
#include <cublas_v2.h>
#include <cusparse.h>

#define N 64

__global__ void fill(float *x, float *y, float base)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) {
        x[i] = base + i * 0.5f;
        y[i] = 1.0f;
    }
}

__global__ void halve(float *s) { *s *= 0.5f; }

__global__ void bump(float *y)
{
    int i = threadIdx.x;
    if (i < N)
        y[i] += 1.0f;
}

static std::atomic<int> destroyed{0};
static void on_destroy(void *p) { destroyed.fetch_add(*(int *)p); }

// The destructor runs on a thread of CUDA's (cudaUserObjectNoDestructorSync):
// poll for up to 2 s for `want`; a value that should not change gets 20 ms.
static int wait_destroyed(int want, int ms)
{
    for (int i = 0; i < ms && destroyed.load() != want; i++) {
        cudaDeviceSynchronize();
        struct timespec ts = {0, 1000000};
        nanosleep(&ts, NULL);
    }
    return destroyed.load();
}

int main()
{
    float *x, *y, *dot, *scale, *h = (float *)malloc(N * sizeof(float));
    cudaMalloc(&x, N * sizeof(float));
    cudaMalloc(&y, N * sizeof(float));
    cudaMalloc(&dot, sizeof(float));
    cudaMalloc(&scale, sizeof(float));
    cudaStream_t s;
    cudaStreamCreate(&s);
    cublasHandle_t hb;
    cublasCreate(&hb);
    cublasSetStream(hb, s);

    // 1. kernels and cuBLAS calls in one capture
    float alpha = 2.0f, two = 2.0f;
    cudaMemcpy(scale, &two, sizeof two, cudaMemcpyHostToDevice);
    int imax = -1;
    int *d_imax;
    cudaMalloc(&d_imax, sizeof(int));
    cudaGraph_t g;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    fill<<<1, N, 0, s>>>(x, y, 1.0f);
    cublasSetPointerMode(hb, CUBLAS_POINTER_MODE_HOST);
    cublasStatus_t st1 = cublasSaxpy(hb, N, &alpha, x, 1, y, 1);       // y = 2x + 1
    cublasSetPointerMode(hb, CUBLAS_POINTER_MODE_DEVICE);
    cublasStatus_t st2 = cublasSscal(hb, N, scale, y, 1);              // y *= *scale
    cublasStatus_t st3 = cublasSdot(hb, N, x, 1, y, 1, dot);           // *dot = x.y
    halve<<<1, 1, 0, s>>>(scale);                                      // the next launch scales by half
    cublasStatus_t st4 = cublasIsamax(hb, N, y, 1, d_imax);
    cublasSetPointerMode(hb, CUBLAS_POINTER_MODE_HOST);
    cublasStatus_t bad = cublasSgemm(hb, CUBLAS_OP_N, CUBLAS_OP_N, -1, N, N, &alpha, x, N, y, N, &alpha, y, N);
    cudaError_t ce = cudaStreamEndCapture(s, &g);
    alpha = 100.0f;   // captured by value: no effect
    printf("capture: %s, statuses %d %d %d %d, bad gemm %d\n", cudaGetErrorString(ce), st1, st2, st3, st4, bad);

    cudaGraphExec_t ge;
    cudaGraphInstantiate(&ge, g, 0);
    for (int launch = 0; launch < 2; launch++) {
        cudaGraphLaunch(ge, s);
        cudaStreamSynchronize(s);
        float d;
        cudaMemcpy(&d, dot, sizeof d, cudaMemcpyDeviceToHost);
        cudaMemcpy(h, y, N * sizeof(float), cudaMemcpyDeviceToHost);
        cudaMemcpy(&imax, d_imax, sizeof imax, cudaMemcpyDeviceToHost);
        printf("launch %d: y[0] %.2f y[63] %.2f dot %.2f isamax %d\n", launch, h[0], h[N - 1], d, imax);
    }

    // 2. cuSPARSE SpMV (host alpha and beta) between two kernels
    cusparseHandle_t hs;
    cusparseCreate(&hs);
    cusparseSetStream(hs, s);
    int rows[N + 1], cols[N];
    float vals[N];
    for (int i = 0; i < N; i++) {
        rows[i] = i;
        cols[i] = N - 1 - i;   // an anti-diagonal: reverses
        vals[i] = 3.0f;
    }
    rows[N] = N;
    int *d_rows, *d_cols;
    float *d_vals, *z;
    cudaMalloc(&d_rows, sizeof rows);
    cudaMalloc(&d_cols, sizeof cols);
    cudaMalloc(&d_vals, sizeof vals);
    cudaMalloc(&z, N * sizeof(float));
    cudaMemcpy(d_rows, rows, sizeof rows, cudaMemcpyHostToDevice);
    cudaMemcpy(d_cols, cols, sizeof cols, cudaMemcpyHostToDevice);
    cudaMemcpy(d_vals, vals, sizeof vals, cudaMemcpyHostToDevice);
    cudaMemset(z, 0, N * sizeof(float));
    cusparseSpMatDescr_t A;
    cusparseDnVecDescr_t vx, vz;
    cusparseCreateCsr(&A, N, N, N, d_rows, d_cols, d_vals, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                      CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
    cusparseCreateDnVec(&vx, N, x, CUDA_R_32F);
    cusparseCreateDnVec(&vz, N, z, CUDA_R_32F);
    float one = 1.0f, beta = 1.0f;
    size_t ws = 0;
    cusparseSpMV_bufferSize(hs, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx, &beta, vz, CUDA_R_32F,
                            CUSPARSE_SPMV_ALG_DEFAULT, &ws);
    void *buf;
    cudaMalloc(&buf, ws ? ws : 1);
    cudaGraph_t g2;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    fill<<<1, N, 0, s>>>(x, y, 0.0f);
    cusparseStatus_t sp = cusparseSpMV(hs, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx, &beta, vz, CUDA_R_32F,
                                       CUSPARSE_SPMV_ALG_DEFAULT, buf);   // z += 3 reverse(x)
    bump<<<1, N, 0, s>>>(z);
    cudaStreamEndCapture(s, &g2);
    one = 0.0f;
    beta = 0.0f;
    cudaGraphExec_t ge2;
    cudaGraphInstantiate(&ge2, g2, 0);
    for (int launch = 0; launch < 2; launch++) {
        cudaGraphLaunch(ge2, s);
        cudaStreamSynchronize(s);
        cudaMemcpy(h, z, N * sizeof(float), cudaMemcpyDeviceToHost);
        printf("spmv status %d, launch %d: z[0] %.2f z[63] %.2f\n", sp, launch, h[0], h[N - 1]);
    }

    // 3. user objects
    int weight = 1;
    cudaUserObject_t o;
    printf("create: %s\n", cudaGetErrorString(cudaUserObjectCreate(&o, &weight, on_destroy, 1,
                                                                   cudaUserObjectNoDestructorSync)));
    printf("bad flags: %s\n", cudaGetErrorString(cudaUserObjectCreate(&o, &weight, on_destroy, 1, 0)));
    printf("zero count: %s\n", cudaGetErrorString(cudaUserObjectRetain(o, 0)));
    cudaGraph_t g3;
    cudaGraphCreate(&g3, 0);
    cudaGraphNode_t empty;
    cudaGraphAddEmptyNode(&empty, g3, NULL, 0);
    printf("retain into graph: %s\n", cudaGetErrorString(cudaGraphRetainUserObject(g3, o, 2, 0)));
    printf("release one of the graph's: %s\n", cudaGetErrorString(cudaGraphReleaseUserObject(g3, o, 1)));
    printf("release the caller's: %s\n", cudaGetErrorString(cudaUserObjectRelease(o, 1)));
    printf("still there: %d\n", wait_destroyed(1, 20));
    cudaGraph_t clone;
    cudaGraphClone(&clone, g3);
    cudaGraphExec_t ge3;
    cudaGraphInstantiate(&ge3, g3, 0);
    cudaGraphDestroy(g3);
    printf("after graph destroyed: %d\n", wait_destroyed(1, 20));
    cudaGraphDestroy(clone);
    printf("after clone destroyed: %d\n", wait_destroyed(1, 20));
    cudaGraphLaunch(ge3, s);
    cudaGraphExecDestroy(ge3);
    printf("after exec destroyed: %d\n", wait_destroyed(1, 2000));
    cudaStreamSynchronize(s);

    cudaGraphExecDestroy(ge);
    cudaGraphDestroy(g);
    cudaGraphExecDestroy(ge2);
    cudaGraphDestroy(g2);
    cusparseDestroySpMat(A);
    cusparseDestroyDnVec(vx);
    cusparseDestroyDnVec(vz);
    cusparseDestroy(hs);
    cublasDestroy(hb);
    printf("done: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));

    // 4. a move of references the caller holds
    cudaUserObject_t o2;
    int weight2 = 10;
    cudaUserObjectCreate(&o2, &weight2, on_destroy, 2, cudaUserObjectNoDestructorSync);
    cudaGraph_t g4;
    cudaGraphCreate(&g4, 0);
    cudaGraphRetainUserObject(g4, o2, 2, cudaGraphUserObjectMove);
    cudaGraphDestroy(g4);
    printf("moved, graph destroyed: %d\n", wait_destroyed(11, 2000));

    // 5. cudaMalloc is not allowed in a global-mode capture: it ends it
    cudaStream_t s2;
    cudaStreamCreate(&s2);
    cudaGraph_t g5 = NULL;
    float *late = NULL;
    cudaStreamBeginCapture(s2, cudaStreamCaptureModeGlobal);
    fill<<<1, N, 0, s2>>>(x, y, 0.0f);
    cudaError_t me = cudaMalloc(&late, 16);
    enum cudaStreamCaptureStatus cs;
    cudaStreamIsCapturing(s2, &cs);
    cudaError_t ee = cudaStreamEndCapture(s2, &g5);
    printf("malloc in capture: %s, status %d, end: %s, graph %s\n", cudaGetErrorName(me), (int)cs,
           cudaGetErrorName(ee), g5 ? "made" : "none");
    printf("after: %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
