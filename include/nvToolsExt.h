/* NVTX through its old path (nvtx3/nvToolsExt.h). */
#include "nvtx3/nvToolsExt.h"
