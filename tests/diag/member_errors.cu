// Member functions: in-class and out-of-class definitions, class templates.
float host_norm(float x) { return x < 0 ? -x : x; }

struct Particle {
    float x, v;
    __device__ void advance(float dt);
    __device__ float speed() const { return host_norm(v); }
    float energy() const { return 0.5f * v * v; }
    __device__ float both() const { return energy() + speed(); }
};

__device__ void Particle::advance(float dt)
{
    x += v * dt;
    blockDim.x = 0;
}

template <class T> struct Grid {
    T *cells;
    __device__ T &at(int i) { return cells[i + threadIdx.x]; }
    __device__ void clear() { warpSize = 0; cells[0] = T(); }
    void host_fill() { clear(); }
};

int main(void)
{
    Grid<int> g;
    g.host_fill();
    return 0;
}
