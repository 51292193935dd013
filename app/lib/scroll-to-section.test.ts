// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll-to-section.ts';

function prefersReducedMotion(reduce: boolean) {
  // jsdom has no matchMedia: give it one that answers the reduced-motion question.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));
}

function addSection(id: string) {
  const section = document.createElement('section');
  section.id = id;
  section.scrollIntoView = vi.fn();
  document.body.append(section);
  return section;
}

describe('scrollToSection', () => {
  afterEach(() => document.body.replaceChildren());

  it('scrolls smoothly to the section and gives it focus', () => {
    prefersReducedMotion(false);
    const section = addSection('service-times');
    expect(scrollToSection('service-times')).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(section);
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    const section = addSection('our-story');
    scrollToSection('our-story');
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('logs an error and does nothing else when the section is missing', () => {
    prefersReducedMotion(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = document.activeElement;
    expect(scrollToSection('our-story')).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"our-story"'));
    expect(document.activeElement).toBe(before);
  });
});
