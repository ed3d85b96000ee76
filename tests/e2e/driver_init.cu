// Before cuInit every driver API call but the version and error-string
// queries fails with CUDA_ERROR_NOT_INITIALIZED; cuInit takes flags 0 only.
//     driver_init MODULE
#include "driver_check.h"

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    const char *module = argc > 1 ? argv[1] : "driver_kernels.cubin";
    int v = 0;
    OK(cuDriverGetVersion(&v));
    CHECK(v >= 13000);
    const char *s = NULL;
    OK(cuGetErrorName(CUDA_ERROR_NOT_INITIALIZED, &s));
    CHECK(s && !strcmp(s, "CUDA_ERROR_NOT_INITIALIZED"));
    OK(cuGetErrorString(CUDA_ERROR_NOT_INITIALIZED, &s));
    CHECK(s && !strcmp(s, "initialization error"));

    int n;
    CUdevice d;
    CUcontext c;
    CUdeviceptr p;
    CUmodule m;
    EXPECT(cuDeviceGetCount(&n), CUDA_ERROR_NOT_INITIALIZED);
    EXPECT(cuDeviceGet(&d, 0), CUDA_ERROR_NOT_INITIALIZED);
    EXPECT(cuCtxGetCurrent(&c), CUDA_ERROR_NOT_INITIALIZED);
    EXPECT(cuCtxCreate(&c, NULL, 0, 0), CUDA_ERROR_NOT_INITIALIZED);
    EXPECT(cuDevicePrimaryCtxRetain(&c, 0), CUDA_ERROR_NOT_INITIALIZED);
    EXPECT(cuMemAlloc(&p, 16), CUDA_ERROR_NOT_INITIALIZED);
    EXPECT(cuModuleLoad(&m, module), CUDA_ERROR_NOT_INITIALIZED);
    EXPECT(cuCtxSynchronize(), CUDA_ERROR_NOT_INITIALIZED);

    EXPECT(cuInit(1), CUDA_ERROR_INVALID_VALUE);
    EXPECT(cuDeviceGetCount(&n), CUDA_ERROR_NOT_INITIALIZED);
    OK(cuInit(0));
    OK(cuDeviceGetCount(&n));
    CHECK(n >= 1);
    OK(cuDeviceGet(&d, 0));
    OK(cuCtxGetCurrent(&c));
    CHECK(c == NULL);
    return check_done();
}
