// A C++ program linked with the shared CUDA library shared_ops.
#include <cstdio>
#include "shared_ops.h"

int main()
{
    int v[300];
    long sum = 0;
    for (int i = 0; i < 300; i++)
        v[i] = i;
    if (square_all(v, 300) != 0)
        return 1;
    for (int i = 0; i < 300; i++)
        sum += v[i];
    std::printf("squares %ld\n", sum);
    return 0;
}
