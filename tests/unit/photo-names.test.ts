import { cardImageOf, cardSizeOf } from '@/lib/media/photo-names';

describe('a photo URL’s card variant', () => {
  it('is 4:3 and at most 400 px wide, never larger than the photo', () => {
    expect(cardSizeOf(1200, 1600)).toEqual({ width: 400, height: 300 });
    expect(cardSizeOf(1200, 300)).toEqual({ width: 400, height: 300 });
    expect(cardSizeOf(1200, 150)).toEqual({ width: 200, height: 150 });
    expect(cardSizeOf(120, 90)).toEqual({ width: 120, height: 90 });
    expect(cardSizeOf(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it('is named beside the photo with its size, so a card tells the browser its width and height', () => {
    expect(cardImageOf('/media/abc/photo-0123456789abcdef-800x1600.webp')).toEqual({
      src: '/media/abc/card-0123456789abcdef-400x300.webp',
      width: 400,
      height: 300,
    });
  });

  it('is the photo itself for an upload from before variants, and for a placeholder', () => {
    expect(cardImageOf('/media/abc/My-Photo.png')).toEqual({ src: '/media/abc/My-Photo.png' });
    expect(cardImageOf('/no-image.webp')).toEqual({ src: '/no-image.webp' });
    expect(cardImageOf('/media/abc/card-0123456789abcdef-400x300.webp')).toEqual({
      src: '/media/abc/card-0123456789abcdef-400x300.webp',
    });
  });
});
