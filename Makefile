# cucc: one plain Makefile.  make | make test | make bench | make real | make fuzz | make install
#   make SAN=address,undefined test   builds everything with sanitizers
CC      ?= cc
CFLAGS  ?= -O2 -g
CFLAGS  += -std=c11 -D_GNU_SOURCE -Wall -Wextra -Wno-unused-parameter -Iinclude -Isrc
ifdef SAN
CFLAGS  += -fsanitize=$(SAN) -fno-omit-frame-pointer
LDFLAGS += -fsanitize=$(SAN)
# Programs built by this cucc link the instrumented libcucc.a, so the driver
# compiles and links them with the same sanitizers.  The compiler and many
# CUDA programs never free what they allocate once: no leak reports.
build/driver/%.o: CFLAGS += -DCUCC_SANITIZE='"$(SAN)"'
export ASAN_OPTIONS ?= detect_leaks=0
# Test programs that link libcucc.a directly (tests/rt, simt, warp) need them too.
export CUCC_SAN_CFLAGS = -fsanitize=$(SAN) -fno-omit-frame-pointer
endif
PREFIX  ?= /usr/local

CUCC_SRCS := $(wildcard src/driver/*.c src/front/*.c src/simt/*.c src/emit/*.c)
# (access_hooks.c, the calls of a --sanitize=racecheck build, is an archive
# of its own, linked only into such builds)
RT_SRCS   := $(filter-out src/rt/access_hooks.c,$(wildcard src/rt/*.c))
RT_ASM    := $(wildcard src/rt/*.S)
CUCC_OBJS := $(CUCC_SRCS:src/%.c=build/%.o)
RT_OBJS   := $(RT_SRCS:src/%.c=build/%.o) $(RT_ASM:src/%.S=build/%.o)
# lib/libcucc.so, the runtime of `cucc -shared` libraries (loadable by
# any host: dlopen, Python ctypes): the same sources, no static TLS
RT_SO_OBJS := $(RT_SRCS:src/rt/%.c=build/rt_so/%.o) $(RT_ASM:src/rt/%.S=build/rt_so/%.o)

# The CUDA toolkit's library names, for links that name them (g++ ...
# -lcudart, CMake's CUDA runtime library, CUDA::cudart): linker scripts that
# stand for libcucc.a (ld takes a file it cannot read as an object as one).
CUDA_LIB_NAMES := lib/libcudart.so lib/libcudart_static.a lib/libcudadevrt.a lib/libcuda.so

# CUDA libraries over the host's (docs/libraries.md), built where the host
# library's headers are: cuBLAS over CBLAS (-lcublas is a linker script for
# libcucc_cublas.a and the host's libblas, OpenBLAS on Debian when installed),
# cuFFT over FFTW 3 (-lcufft: libcucc_cufft.a, libfftw3f, libfftw3), and
# cuRAND's host API (-lcurand) over cucc's own curand_kernel.h.
HAVE_CBLAS := $(shell printf '\043include <cblas.h>\n' | $(CC) -E -x c - >/dev/null 2>&1 && echo 1)
HAVE_FFTW := $(shell printf '\043include <fftw3.h>\n' | $(CC) -E -x c - >/dev/null 2>&1 && echo 1)
LIB_LIBS :=
ifeq ($(HAVE_CBLAS),1)
LIB_LIBS += lib/libcucc_cublas.a lib/libcublas.so
endif
ifeq ($(HAVE_FFTW),1)
LIB_LIBS += lib/libcucc_cufft.a lib/libcufft.so
endif
# cuRAND's host API runs curand_kernel.h's generators on the host: always built
LIB_LIBS += lib/libcucc_curand.a lib/libcurand.so
# cuSPARSE (-lcusparse): cucc's own loops over the stored entries, always built
LIB_LIBS += lib/libcucc_cusparse.a lib/libcusparse.so

all: bin/cucc bin/cucc-sanitizer bin/cucc-prof bin/cucc-gdb bin/cucc-gdb.py lib/libcucc.a lib/libcucc.so lib/libcucc_access.a $(CUDA_LIB_NAMES) $(LIB_LIBS) \
     bin/nvcc nvvm/libdevice/README

# The build tree as a CUDA toolkit for CMake's FindCUDAToolkit
# (-DCUDAToolkit_ROOT=this directory): CMake runs ROOT/bin/nvcc -v (cucc,
# whose TOP is this directory) and wants TOP/nvvm/libdevice to exist.  Not
# installed (an nvcc in PREFIX/bin would shadow a real one).
bin/nvcc: bin/cucc
	ln -sf cucc $@

nvvm/libdevice/README:
	@mkdir -p nvvm/libdevice
	printf 'cucc: this directory only tells CMake (FindCUDAToolkit) that the tree above is a toolkit.\n' > $@

lib/libcucc_cublas.a: build/lib/cublas.o build/lib/cublas_lu.o build/lib/cublas_batched.o build/lib/cublas_qr.o
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

lib/libcublas.so:
	@mkdir -p lib
	printf '/* cucc: cuBLAS is libcucc_cublas.a over the host BLAS */\nINPUT(libcucc_cublas.a -lblas)\n' > $@

lib/libcucc_cufft.a: build/lib/cufft.o
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

lib/libcufft.so:
	@mkdir -p lib
	printf '/* cucc: cuFFT is libcucc_cufft.a over FFTW 3 */\nINPUT(libcucc_cufft.a -lfftw3f -lfftw3 -lm)\n' > $@

build/lib/%.o: CFLAGS += -fPIC -pthread

lib/libcucc_cusparse.a: build/lib/cusparse.o build/lib/cusparse_ilu.o build/lib/cusparse_convert.o \
                         build/lib/cusparse_spgemm.o
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

lib/libcusparse.so:
	@mkdir -p lib
	printf '/* cucc: cuSPARSE is libcucc_cusparse.a */\nINPUT(libcucc_cusparse.a -lm)\n' > $@

lib/libcucc_curand.a: build/lib/curand_host.o build/lib/curand_discrete.o build/lib/curand_sobol.o \
                      build/lib/curand_mtgp32_params.o
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

lib/libcurand.so:
	@mkdir -p lib
	printf '/* cucc: cuRAND host API is libcucc_curand.a */\nINPUT(libcucc_curand.a)\n' > $@

# C++, with cucc's CUDA headers as device code sees them (the generators of
# curand_kernel.h run on the host here)
CXX ?= g++
build/lib/curand_host.o build/lib/curand_discrete.o build/lib/curand_sobol.o: build/lib/%.o: src/lib/%.cpp include/curand.h include/curand_kernel.h src/lib/curand_sobol.h src/lib/curand_mtgp32_params.h include/curand_mtgp32.h include/curand_mtgp32_kernel.h
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 -O2 -g -fPIC -w -Iinclude -include cuda_runtime.h -c -o $@ $<
# MTGP32's parameter sets are NVIDIA's: read from the CUDA toolkit's header
# where one is installed (src/lib/curand_mtgp32_params.cpp); a flag file
# rewritten when that changes, as for the Sobol table below
CUDA_HOME ?= /usr/local/cuda
MTGP32_PARAMS := $(firstword $(wildcard $(CUDA_HOME)/include/curand_mtgp32dc_p_11213.h \
                                        /usr/local/cuda/include/curand_mtgp32dc_p_11213.h))
build/lib/mtgp32_params.flag: FORCE
	@mkdir -p $(dir $@)
	@echo '$(MTGP32_PARAMS)' | cmp -s - $@ || echo '$(MTGP32_PARAMS)' > $@
build/lib/curand_mtgp32_params.o: src/lib/curand_mtgp32_params.cpp src/lib/curand_mtgp32_params.h include/curand_mtgp32.h \
                                  include/curand_mtgp32_host.h include/curand_mtgp32dc_p_11213.h build/lib/mtgp32_params.flag
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 -O2 -g -fPIC -w -Iinclude -include cuda_runtime.h \
	    $(if $(MTGP32_PARAMS),-D__CUCC_MTGP32_PARAMS='"$(MTGP32_PARAMS)"') -c -o $@ $<
# Whether Boost's Sobol table is there (src/lib/curand_sobol.cpp): a file
# rewritten when that changes, so that installing libboost-dev rebuilds it
SOBOL_TABLE := $(if $(wildcard /usr/include/boost/random/detail/sobol_table.hpp),yes,no)
build/lib/sobol_table.flag: FORCE
	@mkdir -p $(dir $@)
	@echo $(SOBOL_TABLE) | cmp -s - $@ || echo $(SOBOL_TABLE) > $@
build/lib/curand_sobol.o: build/lib/sobol_table.flag
FORCE:

$(CUDA_LIB_NAMES):
	@mkdir -p lib
	printf '/* cucc: the CUDA runtime is libcucc.a (and what it needs; libgomp for objects of files that include Thrust) */\nINPUT(libcucc.a -lm -ldl AS_NEEDED(-lgomp))\n' > $@

bin/cucc-sanitizer: src/tools/cucc-sanitizer.sh
	@mkdir -p bin
	cp $< $@ && chmod 755 $@

bin/cucc-prof: src/tools/cucc-prof.sh
	@mkdir -p bin
	cp $< $@ && chmod 755 $@

bin/cucc-gdb: src/tools/cucc-gdb.sh
	@mkdir -p bin
	cp $< $@ && chmod 755 $@

bin/cucc-gdb.py: src/tools/cucc-gdb.py
	@mkdir -p bin
	cp $< $@

bin/cucc: $(CUCC_OBJS)
	@mkdir -p bin
	$(CC) $(LDFLAGS) -o $@ $^

lib/libcucc.a: $(RT_OBJS)
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

lib/libcucc.so: $(RT_SO_OBJS)
	@mkdir -p lib
	$(CC) -shared -o $@ $^ -lm -ldl -pthread

build/rt_so/%.o: src/rt/%.c $(wildcard src/*/*.h include/cucc/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -fPIC -pthread -DCUCC_RT_SO -ftls-model=global-dynamic -c -o $@ $<
build/rt_so/%.o: src/rt/%.S
	@mkdir -p $(dir $@)
	$(CC) -c -o $@ $<

lib/libcucc_access.a: build/rt/access_hooks.o
	@mkdir -p lib
	rm -f $@ && ar rcs $@ $^

# Runtime objects are position independent so libcucc can also be linked into
# shared objects; -ftls-model keeps built-in variable reads a single load.
build/rt/%.o: CFLAGS += -fPIC -pthread
build/%.o: src/%.c $(wildcard src/*/*.h include/cucc/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<
build/%.o: src/%.S
	@mkdir -p $(dir $@)
	$(CC) -c -o $@ $<

test: all
	@bash tests/run_all.sh

check-long: all
	@bash tests/run_long.sh

# A few programs under valgrind's memcheck (skipped without valgrind).
check-valgrind: all
	@bash tests/valgrind.sh

bench: all
	@bash bench/run.sh && bash bench/lib.sh

# The front end under AFL++ (tests/fuzz/run.sh): FUZZ_SECONDS, default 600.
FUZZ_CC   ?= afl-clang-fast
FUZZ_OBJS := $(filter-out build/fuzz/driver/main.o,$(CUCC_SRCS:src/%.c=build/fuzz/%.o))
build/fuzz/%.o: src/%.c $(wildcard src/*/*.h)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) -O2 -g -std=c11 -D_GNU_SOURCE -w -Iinclude -Isrc -c -o $@ $<
build/fuzz/fuzz_front: $(FUZZ_OBJS) tests/fuzz/front.c
	$(FUZZ_CC) -O2 -g -std=c11 -D_GNU_SOURCE -Isrc -o $@ $^

fuzz: all
	@bash tests/fuzz/run.sh

# Public CUDA programs (cuda-samples, Rodinia) fetched into tests/real/corpus/
# by tests/real/fetch.sh; without them this prints that nothing is present.
real: all
	@bash tests/real/run.sh

install: all
	install -d $(PREFIX)/bin $(PREFIX)/lib/cucc $(PREFIX)/include/cucc
	install -m 755 bin/cucc $(PREFIX)/bin/cucc
	install -m 755 bin/cucc-sanitizer $(PREFIX)/bin/cucc-sanitizer
	install -m 755 bin/cucc-prof $(PREFIX)/bin/cucc-prof
	install -m 755 bin/cucc-gdb $(PREFIX)/bin/cucc-gdb
	install -m 644 bin/cucc-gdb.py $(PREFIX)/bin/cucc-gdb.py
	install -m 644 lib/libcucc.a lib/libcucc.so lib/libcucc_access.a $(CUDA_LIB_NAMES) $(LIB_LIBS) $(PREFIX)/lib/cucc/
	cp -r include/. $(PREFIX)/include/cucc/

clean:
	rm -rf build bin lib nvvm

.PHONY: all test check-long check-valgrind bench real fuzz install clean FORCE
