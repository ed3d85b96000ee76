// Only a file that mentions the device-pass macro is preprocessed twice:
// `cucc -v` prints the commands it runs.  (This file must not spell the
// macro's name, so it is put together from two pieces.)
#include <cstdio>
#include <cstring>
#include <string>

static std::string root(void)
{
    std::string f = __FILE__;   // tests/e2e/cuda_arch_cost.cu, relative to the root
    size_t at = f.rfind("tests/e2e/");
    return at == std::string::npos ? "" : f.substr(0, at);
}

// How many preprocessing commands `cucc -v --dump=decls src` runs, and
// how many of them define the device macro; -1 when cucc fails.
static int passes(const std::string &src, int *device)
{
    std::string cmd = root() + "bin/cucc -v --dump=decls " + src + " 2>&1 >/dev/null";
    FILE *p = popen(cmd.c_str(), "r");
    if (!p)
        return -1;
    const char *macro = "-D__CUDA_" "ARCH__=900";
    char line[65536];
    int n = 0;
    *device = 0;
    while (fgets(line, sizeof line, p)) {
        if (strncmp(line, "#$ ", 3) || !strstr(line, " -E "))
            continue;
        n++;
        *device += strstr(line, macro) != NULL;
    }
    return pclose(p) == 0 ? n : -1;
}

__global__ void kernel(int *x) { *x = 1; }

int main(void)
{
    int dev_plain, dev_arch;
    int plain = passes(root() + "tests/e2e/cuda_arch_cost.cu", &dev_plain);
    int arch = passes(root() + "tests/e2e/cuda_arch_device.cu", &dev_arch);
    printf("without the macro: %d pass(es), %d device\n", plain, dev_plain);
    printf("with the macro:    %d pass(es), %d device\n", arch, dev_arch);
    int fails = (plain != 1) + (dev_plain != 0) + (arch != 2) + (dev_arch != 1);
    int *x;
    cudaMallocManaged(&x, sizeof *x);
    kernel<<<1, 1>>>(x);
    cudaDeviceSynchronize();
    fails += *x != 1;
    printf("%s\n", fails ? "FAIL" : "PASS");
    return fails != 0;
}
