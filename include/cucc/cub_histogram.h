/*
 * cub::DeviceHistogram (HistogramEven, HistogramRange and their
 * multi-channel forms, one- and two-dimensional) on cucc: one pass over
 * the samples on the host, in stream order (cub_host.h).
 *
 * Every form reaches DispatchHistogram<NUM_CHANNELS, NUM_ACTIVE_CHANNELS,
 * Sample, Counter, Level, Offset>::DispatchEven or DispatchRange, which
 * has no policy parameter, so, as in cub_select.h, CUB's class is read
 * under another name and this one takes its place.  A sample's bin comes
 * from CUB's own transforms (ScaleTransform for even levels, with the
 * scale CUB computes; SearchTransform, an upper bound in the levels, for
 * ranges), called on the host exactly as CUB's agent calls them, so a
 * float sample at a bin's edge lands where it does on a GPU.  Samples
 * outside [lower, upper) or the levels are not counted.  8-bit samples
 * go first through 256 counters by value, as through CUB's privatised
 * bins indexed by (int)sample, where a negative signed char is never
 * counted; each value's bin is then found once.  A
 * bin number past the last bin (integer levels whose range the bins do
 * not divide) is dropped, as CUB's privatised bins drop it.  The
 * histograms are zeroed first, bins [0, num_output_levels - 1).
 */
#ifndef CUCC_CUB_HISTOGRAM_H
#define CUCC_CUB_HISTOGRAM_H

#include "cucc/cub_host.h"

#define DispatchHistogram cucc_cub_DispatchHistogram
#include <cub/device/dispatch/dispatch_histogram.cuh>
#undef DispatchHistogram

CUB_NAMESPACE_BEGIN

namespace cucc_histogram
{

template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, class SampleIt, class CounterT, class OffsetT, class DecodeOp,
          bool BYTE>
struct job {
    typedef cub::detail::value_t<SampleIt> SampleT;
    SampleIt samples;
    CounterT *hist[NUM_ACTIVE_CHANNELS];
    int num_levels[NUM_ACTIVE_CHANNELS];
    DecodeOp decode[NUM_ACTIVE_CHANNELS];
    OffsetT row_pixels, rows, row_stride;

    /* sample s of channel c counted */
    __host__ __device__ void count(int c, SampleT s)
    {
        int bin = -1;
        decode[c].template BinSelect<LOAD_DEFAULT>(s, bin, true);
        if (bin >= 0 && bin < num_levels[c] - 1)
            hist[c][bin]++;
    }

    __host__ __device__ void run()
    {
        for (int c = 0; c < NUM_ACTIVE_CHANNELS; c++)
            for (int b = 0; b < num_levels[c] - 1; b++)
                hist[c][b] = 0;
        /* 8-bit samples: counted by value first, each value's bin found
         * once (CUB's privatised bins, the negative ones left out) */
        static const int BY_VALUE = BYTE ? 256 : 1;
        OffsetT *by_value = BYTE ? new OffsetT[NUM_ACTIVE_CHANNELS * BY_VALUE]() : 0;
        for (OffsetT r = 0; r < rows; r++) {
            SampleIt row = samples + r * row_stride;
            for (OffsetT p = 0; p < row_pixels; p++) {
                for (int c = 0; c < NUM_ACTIVE_CHANNELS; c++) {
                    SampleT s = row[p * NUM_CHANNELS + c];
                    if (!BYTE)
                        count(c, s);
                    else if ((int)s >= 0)
                        by_value[c * BY_VALUE + ((int)s & 255)]++;
                }
            }
        }
        if (!BYTE)
            return;
        for (int c = 0; c < NUM_ACTIVE_CHANNELS; c++)
            for (int v = 0; v < BY_VALUE; v++) {
                OffsetT k = by_value[c * BY_VALUE + v];
                int bin = -1;
                if (k > 0)
                    decode[c].template BinSelect<LOAD_DEFAULT>((SampleT)v, bin, true);
                if (bin >= 0 && bin < num_levels[c] - 1)
                    hist[c][bin] += k;
            }
        delete[] by_value;
    }
};

} // namespace cucc_histogram

template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, typename SampleIteratorT, typename CounterT, typename LevelT,
          typename OffsetT>
struct DispatchHistogram {
    typedef cucc_cub_DispatchHistogram<NUM_CHANNELS, NUM_ACTIVE_CHANNELS, SampleIteratorT, CounterT, LevelT, OffsetT>
        by_cub;

    template <class DecodeOp, int BYTE>
    static cudaError_t launch(SampleIteratorT d_samples, CounterT *d_output_histograms[NUM_ACTIVE_CHANNELS],
                              int num_output_levels[NUM_ACTIVE_CHANNELS], const DecodeOp *decode,
                              OffsetT num_row_pixels, OffsetT num_rows, OffsetT row_stride_samples,
                              cudaStream_t stream, Int2Type<BYTE>)
    {
        cucc_histogram::job<NUM_CHANNELS, NUM_ACTIVE_CHANNELS, SampleIteratorT, CounterT, OffsetT, DecodeOp,
                            BYTE != 0>
            j;
        j.samples = d_samples;
        for (int c = 0; c < NUM_ACTIVE_CHANNELS; c++) {
            j.hist[c] = d_output_histograms[c];
            j.num_levels[c] = num_output_levels[c];
            j.decode[c] = decode[c];
        }
        j.row_pixels = num_row_pixels;
        j.rows = num_rows;
        j.row_stride = row_stride_samples;
        return cucc_host::launch(j, stream);
    }

    template <int BYTE>
    CUB_RUNTIME_FUNCTION static cudaError_t
    DispatchRange(void *d_temp_storage, size_t &temp_storage_bytes, SampleIteratorT d_samples,
                  CounterT *d_output_histograms[NUM_ACTIVE_CHANNELS], int num_output_levels[NUM_ACTIVE_CHANNELS],
                  LevelT *d_levels[NUM_ACTIVE_CHANNELS], OffsetT num_row_pixels, OffsetT num_rows,
                  OffsetT row_stride_samples, cudaStream_t stream, bool debug_synchronous, Int2Type<BYTE> is_byte)
    {
        if (!d_temp_storage) {
            size_t cub_bytes = 0;
            cudaError_t e = by_cub::DispatchRange(NULL, cub_bytes, d_samples, d_output_histograms,
                                                  num_output_levels, d_levels, num_row_pixels, num_rows,
                                                  row_stride_samples, stream, debug_synchronous, is_byte);
            temp_storage_bytes = cucc_host::query_bytes(e, cub_bytes);
            return cudaSuccess;
        }
        cucc_host::where w = cucc_host::choose(stream);
        if (w == cucc_host::BY_CUB)
            return by_cub::DispatchRange(d_temp_storage, temp_storage_bytes, d_samples, d_output_histograms,
                                         num_output_levels, d_levels, num_row_pixels, num_rows,
                                         row_stride_samples, stream, debug_synchronous, is_byte);
        typedef typename by_cub::template SearchTransform<LevelT *> search_t;
        search_t decode[NUM_ACTIVE_CHANNELS];
        for (int c = 0; c < NUM_ACTIVE_CHANNELS; c++)
            decode[c].Init(d_levels[c], num_output_levels[c]);
        return launch(d_samples, d_output_histograms, num_output_levels, decode, num_row_pixels, num_rows,
                      row_stride_samples, stream, is_byte);
    }

    template <int BYTE>
    CUB_RUNTIME_FUNCTION __forceinline__ static cudaError_t
    DispatchEven(void *d_temp_storage, size_t &temp_storage_bytes, SampleIteratorT d_samples,
                 CounterT *d_output_histograms[NUM_ACTIVE_CHANNELS], int num_output_levels[NUM_ACTIVE_CHANNELS],
                 LevelT lower_level[NUM_ACTIVE_CHANNELS], LevelT upper_level[NUM_ACTIVE_CHANNELS],
                 OffsetT num_row_pixels, OffsetT num_rows, OffsetT row_stride_samples, cudaStream_t stream,
                 bool debug_synchronous, Int2Type<BYTE> is_byte)
    {
        if (!d_temp_storage) {
            size_t cub_bytes = 0;
            cudaError_t e = by_cub::DispatchEven(NULL, cub_bytes, d_samples, d_output_histograms, num_output_levels,
                                                 lower_level, upper_level, num_row_pixels, num_rows,
                                                 row_stride_samples, stream, debug_synchronous, is_byte);
            temp_storage_bytes = cucc_host::query_bytes(e, cub_bytes);
            return cudaSuccess;
        }
        cucc_host::where w = cucc_host::choose(stream);
        if (w == cucc_host::BY_CUB)
            return by_cub::DispatchEven(d_temp_storage, temp_storage_bytes, d_samples, d_output_histograms,
                                        num_output_levels, lower_level, upper_level, num_row_pixels, num_rows,
                                        row_stride_samples, stream, debug_synchronous, is_byte);
        /* the scale as CUB's DispatchEven computes it, in LevelT */
        typedef typename by_cub::ScaleTransform scale_t;
        scale_t decode[NUM_ACTIVE_CHANNELS];
        for (int c = 0; c < NUM_ACTIVE_CHANNELS; c++) {
            int bins = num_output_levels[c] - 1;
            LevelT scale = static_cast<LevelT>((upper_level[c] - lower_level[c]) / bins);
            decode[c].Init(num_output_levels[c], upper_level[c], lower_level[c], scale);
        }
        return launch(d_samples, d_output_histograms, num_output_levels, decode, num_row_pixels, num_rows,
                      row_stride_samples, stream, is_byte);
    }
};

CUB_NAMESPACE_END

#endif
