import { describe, expect, it } from 'vitest';
import { imageVariant } from './images.ts';

describe('imageVariant', () => {
  it('names every width of a format the way the image build writes them', () => {
    const portrait = imageVariant('people/ruth-kerr', 'portrait');
    expect(portrait.srcSet('avif')).toBe(
      '/images/generated/people/ruth-kerr-portrait-top-160.avif 160w, ' +
        '/images/generated/people/ruth-kerr-portrait-top-320.avif 320w, ' +
        '/images/generated/people/ruth-kerr-portrait-top-480.avif 480w',
    );
    expect(portrait.fallbackSrc).toBe('/images/generated/people/ruth-kerr-portrait-top-320.jpeg');
  });

  it("names a person's square by the part of the photo it keeps", () => {
    const kept = imageVariant('people/ruth-kerr', 'portrait', undefined, 'bottom');
    expect(kept.fallbackSrc).toBe('/images/generated/people/ruth-kerr-portrait-bottom-320.jpeg');
  });

  it('gives the largest copy its size from the preset shape', () => {
    expect(imageVariant('hero/church-at-dusk', 'wide')).toMatchObject({
      width: 1920,
      height: 1080,
    });
    expect(imageVariant('hero/church-at-dusk', 'standard')).toMatchObject({
      width: 960,
      height: 720,
    });
  });

  it('gives a picture in text the size of its own shape, as its copies keep it', () => {
    const text = imageVariant('text/hall-1a2b3c4d', 'text', [1600, 900]);
    expect(text).toMatchObject({ width: 1200, height: 675 });
    expect(text.srcSet('avif')).toContain(
      '/images/generated/text/hall-1a2b3c4d-text-480.avif 480w',
    );
  });

  it('refuses a preset the folder is not cut to', () => {
    expect(() => imageVariant('people/ruth-kerr', 'wide')).toThrow(
      'The picture "people/ruth-kerr" has no "wide" copies',
    );
  });
});
