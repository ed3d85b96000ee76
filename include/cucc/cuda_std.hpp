/*
 * libcu++'s cuda::std namespace (NVIDIA's CCCL, which nvcc puts on the
 * include path): on the CPU the host's standard library is the device's,
 * so each <cuda/std/X> header includes <X> and cuda::std names ::std's
 * contents through a using-directive.  What libcu++ has beyond the C++17
 * library of the host compiler is written here: atomic_ref, floating-point
 * fetch_add/fetch_sub on atomic, fetch_min/fetch_max, thread scopes.
 * docs/device-library.md lists the headers that exist and those that do
 * not.
 */
#ifndef CUCC_CUDA_STD_HPP
#define CUCC_CUDA_STD_HPP

namespace cuda {
namespace std {
using namespace ::std;
}
}

#endif
