/* legacy.cu: compiled with the legacy default stream. */
void *open_gate_later(void *gate);
double legacy_copy_and_time(int *h, const int *d, size_t bytes, double since);
double legacy_now_ms(void);
int legacy_checks(int *d);
