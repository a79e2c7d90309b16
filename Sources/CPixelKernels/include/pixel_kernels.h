#ifndef PIXEL_KERNELS_H
#define PIXEL_KERNELS_H

// AVX2 versions of the rasterizer's per-row blends (SoftwareBlit, SoftwareBlend), eight
// pixels at a time, with exactly the arithmetic of the Swift (SSE) loops they stand in for.
// Whole rectangles at a time, every pixel (a row's last partial group of eight too, without
// masked stores, which are slow on some CPUs). Call them only when pk_has_avx2() says so
// (elsewhere they do nothing).

#include <stdint.h>

// 1 when the CPU runs AVX2 code (checked once), else 0.
int pk_has_avx2(void);

// SDL's blends (SoftwareBlit) of `rows` rows of ARGB8888 source pixels over RGB888 ones:
// unmodulated when `m` is 255, else with alpha modulation `m`. `src` is the first row's
// pixel 0 and rows are `srcStride` pixels apart; `dst` is where the first row's pixel
// `left` goes and rows are `dstStride` pixels apart. Row y blends its pixels from
// max(left, spans[2y]) to min(right, spans[2y + 1]) (its visible span within the copy).
// Every pixel, the last partial group of eight too.
void pk_blit_rows(const uint32_t *src, long srcStride, uint32_t *dst, long dstStride,
                  const int32_t *spans, long rows, int32_t left, int32_t right, uint8_t m);

// SDL's blended fill (SoftwareBlend.blendRect) of `rows` rows of `width` RGB888 pixels,
// `stride` pixels apart, with 255 - alpha `inva` and the premultiplied colour `pr`, `pg`,
// `pb`. Every pixel.
void pk_blend_fill_rows(uint32_t *dst, long stride, long width, long rows, uint8_t inva,
                        uint8_t pr, uint8_t pg, uint8_t pb);

#endif
