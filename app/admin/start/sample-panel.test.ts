import { describe, expect, it } from 'vitest';
import { fillPhrase } from '../../lib/format-date.ts';
import { samplePanel } from './sample-panel.ts';
import { formWords } from './words.ts';

// /admin's "Sample content" panel (admin/start/sample-panel.ts): the build's list of what is
// still the sample church's, shown where the office works, and nothing once the list is empty.

describe('what /admin says of the sample content', () => {
  it('lists each kind still to replace, and how the list goes', () => {
    const samples = [
      'the sample pictures: replace each with a photo of your own (images/hero/a.jpg)',
      "ChurchSuite's demo account, in church.yml",
    ];
    const panel = samplePanel(samples);
    expect(panel?.headline).toBe('Sample content left: 2 kinds');
    expect(panel?.lines.slice(0, 2)).toEqual(samples);
    expect(panel?.lines.at(-1)).toContain(
      'The list goes once nothing of the sample church is left',
    );
    expect(samplePanel(samples.slice(0, 1))?.headline).toBe('Sample content left: one kind');
  });

  it('says it in Welsh where /admin speaks Welsh', () => {
    const { samplePanel: words } = formWords.cy;
    const panel = samplePanel(['a', 'b', 'c'], formWords.cy);
    expect(panel?.headline).toBe(fillPhrase(words.headline.other, { count: '3' }));
    expect(panel?.lines.at(-1)).toBe(words.note);
  });

  it('says nothing when nothing of the sample church is left, or the build did not say', () => {
    expect(samplePanel([])).toBeNull();
    expect(samplePanel(undefined)).toBeNull();
  });
});
