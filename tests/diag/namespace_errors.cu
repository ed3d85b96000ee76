// Errors in functions inside namespaces.
namespace physics {
namespace detail {
double host_drag(double v) { return 0.1 * v; }
}

__device__ double step(double v)
{
    return v - detail::host_drag(v);
}

__global__ void integrate(double *v)
{
    v[threadIdx.x] = step(v[threadIdx.x]);
    &blockIdx;
}
}

int main(void)
{
    return (int)physics::step(1.0);
}
