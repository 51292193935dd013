import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imagePreloadLinks, ResponsiveImage } from './responsive-image.tsx';

const hero = {
  src: 'hero/church-at-dusk',
  preset: 'wide',
  sizes: '100vw',
  artDirection: [{ media: '(max-width: 767px)', preset: 'standard' }],
} as const;

describe('ResponsiveImage', () => {
  it('offers AVIF and WebP before JPEG, with a size that reserves its space, lazily', () => {
    const { container } = render(
      <ResponsiveImage
        src="people/william-johnston"
        preset="portrait"
        alt="William Johnston"
        sizes="10rem"
      />,
    );
    const types = [...container.querySelectorAll('source')].map((s) => s.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp']);
    const img = screen.getByRole('img', { name: 'William Johnston' });
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toContain('william-johnston-portrait-top-320.jpeg 320w');
  });

  it('fetches a priority image first and never lazily, with the phone cut first', () => {
    const { container } = render(
      <ResponsiveImage {...hero} artDirection={[...hero.artDirection]} alt="The church" priority />,
    );
    const img = screen.getByRole('img', { name: 'The church' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    const first = container.querySelector('source')!;
    expect(first).toHaveAttribute('media', '(max-width: 767px)');
    expect(first.getAttribute('srcset')).toContain('church-at-dusk-standard-480.avif');
  });
});

describe('imagePreloadLinks', () => {
  it('preloads one AVIF per cut, with media queries that never both match', () => {
    const links = imagePreloadLinks({ ...hero, artDirection: [...hero.artDirection] });
    expect(links.map((l) => l.media)).toEqual([
      '(max-width: 767px)',
      'not all and (max-width: 767px)',
    ]);
    expect(links.every((l) => l.type === 'image/avif' && l.rel === 'preload')).toBe(true);
    expect(links[1]!.imageSrcSet).toContain('church-at-dusk-wide-1920.avif 1920w');
  });
});
