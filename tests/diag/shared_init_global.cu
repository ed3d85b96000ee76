// A __shared__ variable at file scope cannot have an initialiser either.
__shared__ int total = 0;
__shared__ float table[2] = {0.5f, 1.5f};
__shared__ int fine;

__global__ void kernel(int *p) { p[0] = total + (int)table[0] + fine; }

int main(void) { return 0; }
