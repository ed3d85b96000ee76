// __shared__ variables belong to blocks: not allowed in host functions.
static int helper(void)
{
    __shared__ int scratch[16];
    scratch[0] = 1;
    return scratch[0];
}

int main(void)
{
    __shared__ float buf;
    buf = 2.0f;
    return helper() + (int)buf;
}
