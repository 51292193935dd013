import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('writes sizes the way a computer shows them', () => {
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(48_842)).toBe('49 KB');
    expect(formatFileSize(2_456_000)).toBe('2.5 MB');
    expect(formatFileSize(38_912_000)).toBe('39 MB');
  });
});
