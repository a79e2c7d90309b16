#include "pixel_kernels.h"

#if defined(__x86_64__) || defined(__i386__)

#include <immintrin.h>

// The arithmetic is SoftwareBlit's (see SoftwareBlit.swift): every byte of a pixel in a
// 16-bit lane, split by byte parity (`even` = blue and red, `odd` = green and alpha), so no
// lane crosses the 128-bit halves AVX2 works in.

static int pk_avx2_state = -1;

int pk_has_avx2(void) {
  if (pk_avx2_state < 0) {
    __builtin_cpu_init();
    pk_avx2_state = __builtin_cpu_supports("avx2") ? 1 : 0;
  }
  return pk_avx2_state;
}

#define PK_AVX2 __attribute__((target("avx2")))

// Each pixel's alpha (odd lanes 1, 3, ...) in both of its 16-bit lanes.
PK_AVX2 static inline __m256i pk_alpha_pairs(__m256i odd) {
  __m256i a = _mm256_srli_epi32(odd, 16);
  return _mm256_or_si256(a, _mm256_slli_epi32(a, 16));
}

// Blended lanes (0...255) back into eight pixels, the top byte 0.
PK_AVX2 static inline __m256i pk_join(__m256i even, __m256i odd) {
  return _mm256_and_si256(_mm256_or_si256(even, _mm256_slli_epi16(odd, 8)),
                          _mm256_set1_epi32(0x00FFFFFF));
}

// x / 255 for x in 0...65025, exactly: (x + 1 + (x >> 8)) >> 8.
PK_AVX2 static inline __m256i pk_div255(__m256i x) {
  return _mm256_srli_epi16(
      _mm256_add_epi16(_mm256_add_epi16(x, _mm256_set1_epi16(1)), _mm256_srli_epi16(x, 8)), 8);
}

// (s * a >> 8) + (d * (255 - a) >> 8), plus 1 where a == 255 and s > 0 and where a == 0
// and d > 0 (SoftwareBlit.unmodulated: exactly s at 255 and d at 0).
PK_AVX2 static inline __m256i pk_unmodulated(__m256i s, __m256i d, __m256i a) {
  const __m256i full = _mm256_set1_epi16(255);
  const __m256i one = _mm256_set1_epi16(1);
  __m256i r = _mm256_add_epi16(
      _mm256_srli_epi16(_mm256_mullo_epi16(s, a), 8),
      _mm256_srli_epi16(_mm256_mullo_epi16(d, _mm256_sub_epi16(full, a)), 8));
  __m256i opaque = _mm256_cmpeq_epi16(a, full);
  __m256i clear = _mm256_cmpeq_epi16(a, _mm256_setzero_si256());
  // (v + 255) >> 8 is 1 for v > 0: the one the formula loses there.
  __m256i sFix = _mm256_and_si256(opaque, _mm256_min_epu16(s, one));
  __m256i dFix = _mm256_and_si256(clear, _mm256_min_epu16(d, one));
  return _mm256_add_epi16(r, _mm256_add_epi16(sFix, dFix));
}

// The unmodulated blend of eight source pixels `v` over eight destination pixels `dv`.
PK_AVX2 static inline __m256i pk_unmodulated8(__m256i v, __m256i dv) {
  const __m256i low = _mm256_set1_epi16(0x00FF);
  __m256i se = _mm256_and_si256(v, low), so = _mm256_srli_epi16(v, 8);
  __m256i de = _mm256_and_si256(dv, low), d_o = _mm256_srli_epi16(dv, 8);
  __m256i a = pk_alpha_pairs(so);
  return pk_join(pk_unmodulated(se, de, a), pk_unmodulated(so, d_o, a));
}

// The blend with alpha modulation `mod` (m in every 16-bit lane) of eight pixels.
PK_AVX2 static inline __m256i pk_modulated8(__m256i v, __m256i dv, __m256i mod) {
  const __m256i low = _mm256_set1_epi16(0x00FF);
  const __m256i full = _mm256_set1_epi16(255);
  __m256i se = _mm256_and_si256(v, low), so = _mm256_srli_epi16(v, 8);
  __m256i de = _mm256_and_si256(dv, low), d_o = _mm256_srli_epi16(dv, 8);
  // a' = a * m / 255 per pixel, in both of its lanes.
  __m256i a = pk_div255(_mm256_mullo_epi16(pk_alpha_pairs(so), mod));
  __m256i ia = _mm256_sub_epi16(full, a);
  __m256i even = _mm256_add_epi16(pk_div255(_mm256_mullo_epi16(de, ia)),
                                  pk_div255(_mm256_mullo_epi16(se, a)));
  __m256i odd = _mm256_add_epi16(pk_div255(_mm256_mullo_epi16(d_o, ia)),
                                 pk_div255(_mm256_mullo_epi16(so, a)));
  return pk_join(even, odd);
}

// The blend of eight pixels at `s` over those at `d`: unmodulated when `m` is 255 (an
// opaque group is the source), else modulated by `mod`. Groups of transparent source
// pixels keep the destination.
PK_AVX2 static inline __m256i pk_blend8(const uint32_t *s, const uint32_t *d, uint8_t m,
                                        __m256i mod) {
  const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
  __m256i v = _mm256_loadu_si256((const __m256i *)s);
  __m256i dv = _mm256_loadu_si256((const __m256i *)d);
  if (_mm256_testz_si256(v, alpha)) return dv;  // all transparent
  if (m != 255) return pk_modulated8(v, dv, mod);
  if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_and_si256(v, alpha), alpha)) == -1) {
    return _mm256_and_si256(v, _mm256_set1_epi32(0x00FFFFFF));  // all opaque
  }
  return pk_unmodulated8(v, dv);
}

// Blends `count` pixels at `src` over `dst` (see pk_blend8). Past the last whole group of
// eight, the row's last eight pixels are blended as a group from the destination as it was
// before (computed first, stored last: the pixels both groups hold get the same value
// twice); rows of fewer than eight go through a buffer of eight.
PK_AVX2 static void pk_blend_span(const uint32_t *src, uint32_t *dst, long count, uint8_t m,
                                  __m256i mod) {
  const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
  if (count < 8) {
    uint32_t s[8] = {0}, d[8] = {0};
    for (long i = 0; i < count; i++) {
      s[i] = src[i];
      d[i] = dst[i];
    }
    _mm256_storeu_si256((__m256i *)d, pk_blend8(s, d, m, mod));
    for (long i = 0; i < count; i++) dst[i] = d[i];
    return;
  }
  const long whole = count & ~7L;
  __m256i last = _mm256_setzero_si256();
  if (whole < count) last = pk_blend8(src + count - 8, dst + count - 8, m, mod);
  for (long i = 0; i < whole; i += 8) {
    __m256i v = _mm256_loadu_si256((const __m256i *)(src + i));
    if (_mm256_testz_si256(v, alpha)) continue;  // all transparent
    _mm256_storeu_si256((__m256i *)(dst + i), pk_blend8(src + i, dst + i, m, mod));
  }
  if (whole < count) _mm256_storeu_si256((__m256i *)(dst + count - 8), last);
}

// Asks for the cache lines of one source row's visible span within [left, right).
static inline void pk_prefetch_row(const uint32_t *row, const int32_t *span, int32_t left,
                                   int32_t right) {
  int32_t from = span[0] > left ? span[0] : left;
  int32_t to = span[1] < right ? span[1] : right;
  for (int32_t x = from; x < to; x += 16) _mm_prefetch((const char *)(row + x), _MM_HINT_T0);
  if (from < to) _mm_prefetch((const char *)(row + to - 1), _MM_HINT_T0);
}

PK_AVX2 void pk_blit_rows(const uint32_t *src, long srcStride, uint32_t *dst, long dstStride,
                          const int32_t *spans, long rows, int32_t left, int32_t right,
                          uint8_t m) {
  const __m256i mod = _mm256_set1_epi16(m);
  // Cached images are usually cold at the start of a frame (16 ms after the last one): the
  // source rows two ahead are fetched while this one blends (the loads a row starts with
  // otherwise wait for memory).
  for (long y = 0; y < rows && y < 2; y++) {
    pk_prefetch_row(src + y * srcStride, spans + 2 * y, left, right);
  }
  for (long y = 0; y < rows; y++) {
    if (y + 2 < rows) {
      pk_prefetch_row(src + (y + 2) * srcStride, spans + 2 * (y + 2), left, right);
    }
    int32_t from = spans[2 * y] > left ? spans[2 * y] : left;
    int32_t to = spans[2 * y + 1] < right ? spans[2 * y + 1] : right;
    if (from >= to) continue;
    pk_blend_span(src + y * srcStride + from, dst + y * dstStride + (from - left), to - from, m,
                  mod);
  }
}

// Eight pixels of the blended fill.
PK_AVX2 static inline __m256i pk_fill8(__m256i v, __m256i ia, __m256i addEven, __m256i addOdd) {
  const __m256i low = _mm256_set1_epi16(0x00FF);
  __m256i even = _mm256_add_epi16(pk_div255(_mm256_mullo_epi16(_mm256_and_si256(v, low), ia)),
                                  addEven);
  __m256i odd = _mm256_add_epi16(pk_div255(_mm256_mullo_epi16(_mm256_srli_epi16(v, 8), ia)),
                                 addOdd);
  return pk_join(even, odd);
}

PK_AVX2 void pk_blend_fill_rows(uint32_t *dst, long stride, long width, long rows, uint8_t inva,
                                uint8_t pr, uint8_t pg, uint8_t pb) {
  const __m256i ia = _mm256_set1_epi16(inva);
  // The premultiplied colour in the lanes it is added to: blue and red in the even bytes,
  // green and 0 (the unused top byte) in the odd ones.
  const __m256i addEven = _mm256_set1_epi32((int)(((uint32_t)pr << 16) | pb));
  const __m256i addOdd = _mm256_set1_epi32((int)pg);
  const long whole = width & ~7L;
  for (long y = 0; y < rows; y++) {
    uint32_t *row = dst + y * stride;
    if (width < 8) {  // through a buffer of eight (see pk_blend_span)
      uint32_t d[8] = {0};
      for (long i = 0; i < width; i++) d[i] = row[i];
      __m256i v = _mm256_loadu_si256((const __m256i *)d);
      _mm256_storeu_si256((__m256i *)d, pk_fill8(v, ia, addEven, addOdd));
      for (long i = 0; i < width; i++) row[i] = d[i];
      continue;
    }
    // The last eight first, from the pixels as they were (see pk_blend_span).
    __m256i last = pk_fill8(_mm256_loadu_si256((const __m256i *)(row + width - 8)), ia,
                            addEven, addOdd);
    for (long i = 0; i < whole; i += 8) {
      __m256i v = _mm256_loadu_si256((const __m256i *)(row + i));
      _mm256_storeu_si256((__m256i *)(row + i), pk_fill8(v, ia, addEven, addOdd));
    }
    _mm256_storeu_si256((__m256i *)(row + width - 8), last);
  }
}

#else  // Not x86: no AVX2; the Swift loops blend every pixel.

int pk_has_avx2(void) { return 0; }

void pk_blit_rows(const uint32_t *src, long srcStride, uint32_t *dst, long dstStride,
                  const int32_t *spans, long rows, int32_t left, int32_t right, uint8_t m) {
  (void)src; (void)srcStride; (void)dst; (void)dstStride; (void)spans; (void)rows;
  (void)left; (void)right; (void)m;
}

void pk_blend_fill_rows(uint32_t *dst, long stride, long width, long rows, uint8_t inva,
                        uint8_t pr, uint8_t pg, uint8_t pb) {
  (void)dst; (void)stride; (void)width; (void)rows; (void)inva; (void)pr; (void)pg; (void)pb;
}

#endif
