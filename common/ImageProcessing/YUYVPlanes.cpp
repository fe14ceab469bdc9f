/**
 * @file ImageProcessing/YUYVPlanes.cpp
 * YUYV to planes and back; splitting uses SSE2 where available (every x86-64 CPU).
 */
#include "ImageProcessing/YUYVPlanes.h"
#ifdef __SSE2__
#include <emmintrin.h>
#endif

void YUYVPlanes::split(const YUYVPixel* pixels, std::size_t n, unsigned char* y, unsigned char* u, unsigned char* v)
{
  std::size_t i = 0;
#ifdef __SSE2__
  // 16 macro-pixels (64 bytes) per step: the even bytes are the luminances; of the odd bytes,
  // the even ones are U, the odd ones V.
  const __m128i lowBytes = _mm_set1_epi16(0x00ff);
  const auto* source = reinterpret_cast<const __m128i*>(pixels);
  for(; i + 16 <= n; i += 16, source += 4, y += 32, u += 16, v += 16)
  {
    const __m128i a = _mm_loadu_si128(source);
    const __m128i b = _mm_loadu_si128(source + 1);
    const __m128i c = _mm_loadu_si128(source + 2);
    const __m128i d = _mm_loadu_si128(source + 3);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(y), _mm_packus_epi16(_mm_and_si128(a, lowBytes), _mm_and_si128(b, lowBytes)));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(y + 16), _mm_packus_epi16(_mm_and_si128(c, lowBytes), _mm_and_si128(d, lowBytes)));
    const __m128i uv0 = _mm_packus_epi16(_mm_srli_epi16(a, 8), _mm_srli_epi16(b, 8));
    const __m128i uv1 = _mm_packus_epi16(_mm_srli_epi16(c, 8), _mm_srli_epi16(d, 8));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(u), _mm_packus_epi16(_mm_and_si128(uv0, lowBytes), _mm_and_si128(uv1, lowBytes)));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(v), _mm_packus_epi16(_mm_srli_epi16(uv0, 8), _mm_srli_epi16(uv1, 8)));
  }
#endif
  for(; i < n; ++i)
  {
    const YUYVPixel& pixel = pixels[i];
    *y++ = pixel.y0;
    *y++ = pixel.y1;
    *u++ = pixel.u;
    *v++ = pixel.v;
  }
}

void YUYVPlanes::merge(const unsigned char* y, const unsigned char* u, const unsigned char* v, std::size_t n, YUYVPixel* pixels)
{
  for(std::size_t i = 0; i < n; ++i, y += 2)
    pixels[i] = YUYVPixel{y[0], u[i], y[1], v[i]};
}
