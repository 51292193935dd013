import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PagePhoto } from './page-photo.tsx';

// A notice's, a church page's or a room's photo in its 3 by 2 slot: a landscape one cut to fill
// it, an upright one shown whole (its own shape's copies, fitted in with space either side),
// so a phone's upright photo does not lose its top and bottom without a word.

describe('a photo in a 3 by 2 slot', () => {
  it('landscape: the 3 by 2 copies, filling the slot', () => {
    render(<PagePhoto photo={{ src: 'news/wide', alt: 'A wide one', shape: [1800, 1200] }} />);
    const img = screen.getByRole('img', { name: 'A wide one' });
    expect(img.getAttribute('src')).toContain('news/wide-landscape-');
    expect(Number(img.getAttribute('height')) / Number(img.getAttribute('width'))).toBeCloseTo(
      2 / 3,
    );
    expect(img).toHaveClass('object-cover');
  });

  it('upright: the whole photo, in its own shape, fitted into the slot', () => {
    render(<PagePhoto photo={{ src: 'news/tall', alt: 'A tall one', shape: [1200, 1800] }} />);
    const img = screen.getByRole('img', { name: 'A tall one' });
    expect(img.getAttribute('src')).toContain('news/tall-whole-');
    expect(Number(img.getAttribute('height')) / Number(img.getAttribute('width'))).toBeCloseTo(1.5);
    expect(img).toHaveClass('object-contain', 'aspect-[3/2]');
    expect(img).not.toHaveClass('object-cover');
  });

  it('a little taller than 3 by 2, or of a shape unknown: cut to fill it', () => {
    for (const shape of [[1200, 900], undefined] as const) {
      render(<PagePhoto photo={{ src: 'news/near', alt: `Near ${shape}`, shape }} />);
      expect(screen.getByRole('img', { name: `Near ${shape}` })).toHaveClass('object-cover');
    }
  });
});
