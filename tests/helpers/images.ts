import sharp from 'sharp';

/**
 * A real 1x1 PNG. Uploaded photos are decoded and re-encoded, so a test photo must be a whole image
 * (the smallest signature-only PNG that file-type recognises is not one).
 */
export const tinyPng = () =>
  sharp({ create: { width: 1, height: 1, channels: 4, background: '#c0ffee' } })
    .png()
    .toBuffer();
