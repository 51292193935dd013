import { describe, expect, it } from 'vitest';
import { flatName } from './flat-pages';

describe('flatName', () => {
  it('moves a page out of its folder, so the host serves it at its address with no redirect', () => {
    expect(flatName('about-us/index.html')).toBe('about-us.html');
    expect(flatName('activities/the-ark/index.html')).toBe('activities/the-ark.html');
    expect(flatName('index.html')).toBe('index.html');
    expect(flatName('404.html')).toBe('404.html');
  });
});
