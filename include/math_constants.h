/*
 * CUDA's math_constants.h: the CUDART_* constants, single precision (_F)
 * and double precision, as constant expressions usable in host and device
 * code and in C.  _HI/_LO pairs split a constant into its nearest double
 * and the remainder.  Values computed to 80 digits, rounded to nearest, written with enough
 * digits to convert back exactly.
 */
#ifndef CUCC_MATH_CONSTANTS_H
#define CUCC_MATH_CONSTANTS_H
#define __MATH_CONSTANTS_H__     /* NVIDIA's include guard: programs test it */
#define __MATH_CONSTANTS_H__

/* single precision */
#define CUDART_INF_F             __builtin_inff()
#define CUDART_NAN_F             __builtin_nanf("0x3fffff")
#define CUDART_MIN_DENORM_F      1.4013e-45f
#define CUDART_MAX_NORMAL_F      3.4028235e+38f
#define CUDART_NEG_ZERO_F        (-0.0f)
#define CUDART_ZERO_F            0.0f
#define CUDART_ONE_F             1.0f
#define CUDART_SQRT_HALF_F       0.70710677f
#define CUDART_SQRT_HALF_HI_F    0.70710677f
#define CUDART_SQRT_HALF_LO_F    1.21016175e-08f
#define CUDART_SQRT_TWO_F        1.4142135f
#define CUDART_THIRD_F           0.33333334f
#define CUDART_PIO4_F            0.7853982f
#define CUDART_PIO2_F            1.5707964f
#define CUDART_3PIO4_F           2.3561945f
#define CUDART_2_OVER_PI_F       0.63661975f
#define CUDART_SQRT_2_OVER_PI_F  0.7978846f
#define CUDART_PI_F              3.1415927f
#define CUDART_L2E_F             1.442695f
#define CUDART_L2T_F             3.321928f
#define CUDART_LG2_F             0.30103f
#define CUDART_LGE_F             0.4342945f
#define CUDART_LN2_F             0.6931472f
#define CUDART_LNT_F             2.3025851f
#define CUDART_LNPI_F            1.1447299f
#define CUDART_TWO_TO_M126_F     1.1754944e-38f
#define CUDART_TWO_TO_126_F      8.507059e+37f
#define CUDART_NORM_HUGE_F       3.4028235e+38f
#define CUDART_TWO_TO_23_F       8388608.0f
#define CUDART_TWO_TO_24_F       16777216.0f
#define CUDART_TWO_TO_31_F       2.1474836e+09f
#define CUDART_TWO_TO_32_F       4.2949673e+09f
#define CUDART_REMQUO_BITS_F     3U
#define CUDART_REMQUO_MASK_F     (~((~0U) << CUDART_REMQUO_BITS_F))
#define CUDART_TRIG_PLOSS_F      105615.0f

/* double precision */
#define CUDART_INF               __builtin_inf()
#define CUDART_NAN               (-__builtin_nan(""))
#define CUDART_NEG_ZERO          (-0.0)
#define CUDART_MIN_DENORM        5e-324
#define CUDART_ZERO              0.0
#define CUDART_ONE               1.0
#define CUDART_SQRT_TWO          1.4142135623730951
#define CUDART_SQRT_HALF         0.7071067811865476
#define CUDART_SQRT_HALF_HI      0.7071067811865476
#define CUDART_SQRT_HALF_LO      (-4.833646656726457e-17)
#define CUDART_THIRD             0.3333333333333333
#define CUDART_TWOTHIRD          0.6666666666666666
#define CUDART_PIO4              0.7853981633974483
#define CUDART_PIO4_HI           0.7853981633974483
#define CUDART_PIO4_LO           3.061616997868383e-17
#define CUDART_PIO2              1.5707963267948966
#define CUDART_PIO2_HI           1.5707963267948966
#define CUDART_PIO2_LO           6.123233995736766e-17
#define CUDART_3PIO4             2.356194490192345
#define CUDART_2_OVER_PI         0.6366197723675814
#define CUDART_PI                3.141592653589793
#define CUDART_PI_HI             3.141592653589793
#define CUDART_PI_LO             1.2246467991473532e-16
#define CUDART_SQRT_2PI          2.5066282746310007
#define CUDART_SQRT_2PI_HI       2.5066282746310007
#define CUDART_SQRT_2PI_LO       (-1.8328579980459167e-16)
#define CUDART_SQRT_PIO2         1.2533141373155003
#define CUDART_SQRT_PIO2_HI      1.2533141373155003
#define CUDART_SQRT_PIO2_LO      (-9.164289990229583e-17)
#define CUDART_SQRT_2OPI         0.7978845608028654
#define CUDART_L2E               1.4426950408889634
#define CUDART_L2E_HI            1.4426950408889634
#define CUDART_L2E_LO            2.0355273740931033e-17
#define CUDART_L2T               3.321928094887362
#define CUDART_LG2               0.3010299956639812
#define CUDART_LG2_HI            0.3010299956639812
#define CUDART_LG2_LO            (-2.8037281277851704e-18)
#define CUDART_LGE               0.4342944819032518
#define CUDART_LGE_HI            0.4342944819032518
#define CUDART_LGE_LO            1.098319650216765e-17
#define CUDART_LN2               0.6931471805599453
#define CUDART_LN2_HI            0.6931471805599453
#define CUDART_LN2_LO            2.3190468138462996e-17
#define CUDART_LNT               2.302585092994046
#define CUDART_LNT_HI            2.302585092994046
#define CUDART_LNT_LO            (-2.1707562233822494e-16)
#define CUDART_LNPI              1.1447298858494002
#define CUDART_LN2_X_1024        709.782712893384
#define CUDART_LN2_X_1025        710.475860073944
#define CUDART_LN2_X_1075        745.1332191019412
#define CUDART_LG2_X_1024        308.25471555991675
#define CUDART_LG2_X_1075        323.60724533877976
#define CUDART_TWO_TO_23         8388608.0
#define CUDART_TWO_TO_52         4503599627370496.0
#define CUDART_TWO_TO_53         9007199254740992.0
#define CUDART_TWO_TO_54         1.8014398509481984e+16
#define CUDART_TWO_TO_M54        5.551115123125783e-17
#define CUDART_TWO_TO_M1022      2.2250738585072014e-308
#define CUDART_TRIG_PLOSS        2147483648.0
#define CUDART_DBL2INT_CVT       6755399441055744.0

#endif
