#ifndef PIXEL_KERNELS_H
#define PIXEL_KERNELS_H

// AVX2 versions of the rasterizer's per-row blends (SoftwareBlit, SoftwareBlend), eight
// pixels at a time, with exactly the arithmetic of the Swift (SSE) loops they stand in for.
// Each handles the longest prefix of whole groups of eight and returns how many pixels that
// was; the caller blends the rest. Call them only when pk_has_avx2() says so.

#include <stdint.h>

// 1 when the CPU runs AVX2 code (checked once), else 0.
int pk_has_avx2(void);

// SDL's unmodulated blend of `count` ARGB8888 source pixels over RGB888 ones
// (SoftwareBlit.blendRowUnmodulated). Returns the pixels done (a multiple of 8).
long pk_blend_row_unmodulated(const uint32_t *src, uint32_t *dst, long count);

// SDL's blend with alpha modulation `m` (< 255) (SoftwareBlit.blendRowModulated). Returns
// the pixels done (a multiple of 8).
long pk_blend_row_modulated(const uint32_t *src, uint32_t *dst, long count, uint8_t m);

// SDL's blended fill of `count` RGB888 pixels with 255 - alpha `inva` and the premultiplied
// colour `pr`, `pg`, `pb` (SoftwareBlend.blendRect). Returns the pixels done (a multiple
// of 8).
long pk_blend_fill_row(uint32_t *dst, long count, uint8_t inva, uint8_t pr, uint8_t pg,
                       uint8_t pb);

#endif
