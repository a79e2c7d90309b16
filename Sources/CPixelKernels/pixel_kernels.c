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

PK_AVX2 long pk_blend_row_unmodulated(const uint32_t *src, uint32_t *dst, long count) {
  const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
  const __m256i low = _mm256_set1_epi16(0x00FF);
  const __m256i rgb = _mm256_set1_epi32(0x00FFFFFF);
  long i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256i v = _mm256_loadu_si256((const __m256i *)(src + i));
    if (_mm256_testz_si256(v, alpha)) continue;  // all transparent
    __m256i va = _mm256_and_si256(v, alpha);
    if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(va, alpha)) == -1) {  // all opaque
      _mm256_storeu_si256((__m256i *)(dst + i), _mm256_and_si256(v, rgb));
      continue;
    }
    __m256i dv = _mm256_loadu_si256((const __m256i *)(dst + i));
    __m256i se = _mm256_and_si256(v, low), so = _mm256_srli_epi16(v, 8);
    __m256i de = _mm256_and_si256(dv, low), d_o = _mm256_srli_epi16(dv, 8);
    __m256i a = pk_alpha_pairs(so);
    __m256i out = pk_join(pk_unmodulated(se, de, a), pk_unmodulated(so, d_o, a));
    _mm256_storeu_si256((__m256i *)(dst + i), out);
  }
  return i;
}

PK_AVX2 long pk_blend_row_modulated(const uint32_t *src, uint32_t *dst, long count,
                                    uint8_t m) {
  const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
  const __m256i low = _mm256_set1_epi16(0x00FF);
  const __m256i full = _mm256_set1_epi16(255);
  const __m256i mod = _mm256_set1_epi16(m);
  long i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256i v = _mm256_loadu_si256((const __m256i *)(src + i));
    if (_mm256_testz_si256(v, alpha)) continue;  // all transparent
    __m256i dv = _mm256_loadu_si256((const __m256i *)(dst + i));
    __m256i se = _mm256_and_si256(v, low), so = _mm256_srli_epi16(v, 8);
    __m256i de = _mm256_and_si256(dv, low), d_o = _mm256_srli_epi16(dv, 8);
    // a' = a * m / 255 per pixel, in both of its lanes.
    __m256i a = pk_div255(_mm256_mullo_epi16(pk_alpha_pairs(so), mod));
    __m256i ia = _mm256_sub_epi16(full, a);
    __m256i even = _mm256_add_epi16(pk_div255(_mm256_mullo_epi16(de, ia)),
                                    pk_div255(_mm256_mullo_epi16(se, a)));
    __m256i odd = _mm256_add_epi16(pk_div255(_mm256_mullo_epi16(d_o, ia)),
                                   pk_div255(_mm256_mullo_epi16(so, a)));
    _mm256_storeu_si256((__m256i *)(dst + i), pk_join(even, odd));
  }
  return i;
}

PK_AVX2 long pk_blend_fill_row(uint32_t *dst, long count, uint8_t inva, uint8_t pr,
                               uint8_t pg, uint8_t pb) {
  const __m256i low = _mm256_set1_epi16(0x00FF);
  const __m256i ia = _mm256_set1_epi16(inva);
  // The premultiplied colour in the lanes it is added to: blue and red in the even bytes,
  // green and 0 (the unused top byte) in the odd ones.
  const __m256i addEven = _mm256_set1_epi32((int)(((uint32_t)pr << 16) | pb));
  const __m256i addOdd = _mm256_set1_epi32((int)pg);
  long i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256i v = _mm256_loadu_si256((const __m256i *)(dst + i));
    __m256i even = _mm256_add_epi16(pk_div255(_mm256_mullo_epi16(_mm256_and_si256(v, low), ia)),
                                    addEven);
    __m256i odd = _mm256_add_epi16(pk_div255(_mm256_mullo_epi16(_mm256_srli_epi16(v, 8), ia)),
                                   addOdd);
    _mm256_storeu_si256((__m256i *)(dst + i), pk_join(even, odd));
  }
  return i;
}

#else  // Not x86: no AVX2; the Swift loops blend every pixel.

int pk_has_avx2(void) { return 0; }

long pk_blend_row_unmodulated(const uint32_t *src, uint32_t *dst, long count) {
  (void)src; (void)dst; (void)count;
  return 0;
}

long pk_blend_row_modulated(const uint32_t *src, uint32_t *dst, long count, uint8_t m) {
  (void)src; (void)dst; (void)count; (void)m;
  return 0;
}

long pk_blend_fill_row(uint32_t *dst, long count, uint8_t inva, uint8_t pr, uint8_t pg,
                       uint8_t pb) {
  (void)dst; (void)count; (void)inva; (void)pr; (void)pg; (void)pb;
  return 0;
}

#endif
