// cuda_awbarrier_primitives.h: the arrive-wait barrier of one block (cucc/awbarrier.hpp)
#pragma once
#include "cucc/awbarrier.hpp"
