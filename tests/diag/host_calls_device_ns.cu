// Qualified calls of __device__ functions from host code.
namespace math {
__device__ float fast_rcp(float x) { return 1.0f / x; }
float slow_rcp(float x) { return 1.0f / x; }
}

static float host_side(float v)
{
    return math::slow_rcp(v) + math::fast_rcp(v);
}

int main(void)
{
    return (int)host_side(2.0f);
}
