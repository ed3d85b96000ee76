/* legacy.cu: compiled with the legacy default stream. */
void *open_gate_later(void *gate);
double legacy_copy_and_time(int *h, const int *d, size_t bytes);
int legacy_checks(int *d);
