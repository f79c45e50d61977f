import sharp from 'sharp';

/**
 * A real PNG of this size, made by sharp: a light page with dark bands, as a long scrolling phone
 * screenshot looks (1080×19500 by default, past WebP's 16383 px limit, yet small enough to upload).
 */
export async function tallScreenshot(width = 1080, height = 19_500): Promise<Buffer> {
  const band = await sharp({ create: { width, height: 40, channels: 3, background: '#1f2937' } })
    .png()
    .toBuffer();
  const bands = Array.from({ length: Math.floor(height / 400) }, (_, i) => ({ input: band, top: i * 400, left: 0 }));
  return sharp({ create: { width, height, channels: 3, background: '#f9fafb' } })
    .composite(bands)
    .png()
    .toBuffer();
}
