// __constant__ variables are declared at namespace scope only.
__constant__ float coef[4];

int main(void)
{
    __constant__ int local_coef;
    local_coef = 1;
    return local_coef + (int)coef[0];
}
