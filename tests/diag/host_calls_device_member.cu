// A host member function cannot call a __device__ member function.
struct Counter {
    int n;
    __device__ void bump() { n++; }
    void reset() { n = 0; bump(); }
    __host__ __device__ int get() const { return n; }
};

int main(void)
{
    Counter c;
    c.reset();
    return c.get();
}
