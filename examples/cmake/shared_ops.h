#pragma once
// Squares v[0..n) on the device; 0 on success.
int square_all(int *v, int n);
