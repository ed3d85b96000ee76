/*
 * cuRAND's MTGP32 generator: its sizes and the types of its parameters and
 * states (the layout is cuRAND's, so that the parameter table of
 * curand_mtgp32dc_p_11213.h and programs that fill these structures by
 * hand see the same fields).
 *
 * MTGP32 (Saito and Matsumoto's Mersenne Twister for Graphic Processors,
 * Mersenne exponent 11213) keeps 351 words of state per parameter set; a
 * block of up to 256 threads makes one number per thread per call, each
 * thread from its own words of the state (curand_mtgp32_kernel.h).
 */
#ifndef CURAND_MTGP32_H     /* cuRAND's guard: its parameter table includes this file by that name */
#define CURAND_MTGP32_H

#define MTGPDC_MEXP 11213
#define MTGPDC_N 351
#define MTGPDC_FLOOR_2P 256
#define MTGPDC_CEIL_2P 512
#define MTGPDC_PARAM_TABLE mtgp32dc_params_fast_11213
#define MTGP32_STATE_SIZE 1024
#define MTGP32_STATE_MASK 1023
#define CURAND_NUM_MTGP32_PARAMS 200
#define MEXP 11213
#define THREAD_NUM MTGPDC_FLOOR_2P
#define LARGE_SIZE (THREAD_NUM * 3)
#define TBL_SIZE 16

/* One parameter set, as the table gives it. */
struct mtgp32_params_fast {
    int mexp;                           /* the Mersenne exponent */
    int pos;                            /* where the recursion picks its third word */
    int sh1;                            /* the recursion's shifts */
    int sh2;
    unsigned int tbl[16];               /* the recursion's small matrix */
    unsigned int tmp_tbl[16];           /* tempering */
    unsigned int flt_tmp_tbl[16];       /* tempering into a float of [1, 2) */
    unsigned int mask;                  /* of the state's first word */
    unsigned char poly_sha1[21];        /* digest of the characteristic polynomial */
};
typedef struct mtgp32_params_fast mtgp32_params_fast_t;

/* The parameter sets in the form kernels read them (curandMakeMTGP32Constants). */
struct mtgp32_kernel_params {
    unsigned int pos_tbl[CURAND_NUM_MTGP32_PARAMS];
    unsigned int param_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
    unsigned int temper_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
    unsigned int single_temper_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
    unsigned int sh1_tbl[CURAND_NUM_MTGP32_PARAMS];
    unsigned int sh2_tbl[CURAND_NUM_MTGP32_PARAMS];
    unsigned int mask[1];
};
typedef struct mtgp32_kernel_params mtgp32_kernel_params_t;

/* A block's generator: its words (a ring of 1024, of which 351 are live
 * from offset on), and its parameter set pIdx of k. */
struct curandStateMtgp32 {
    unsigned int s[MTGP32_STATE_SIZE];
    int offset;
    int pIdx;
    mtgp32_kernel_params_t *k;
};
typedef struct curandStateMtgp32 curandStateMtgp32_t;

#endif
