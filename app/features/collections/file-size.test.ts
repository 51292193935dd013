import { describe, expect, it } from 'vitest';
import { siteText } from '../../content/data.ts';
import { welshWords } from '../../../test/date-words.ts';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('writes sizes the way a computer shows them, bytes in the words file’s words', () => {
    const size = (bytes: number) => formatFileSize(bytes, siteText.bytes, 'en');
    expect(size(812)).toBe(siteText.bytes.other.replace('{count}', '812'));
    expect(size(1)).toBe(siteText.bytes.one.replace('{count}', '1'));
    expect(size(48_842)).toBe('49 KB');
    expect(size(2_456_000)).toBe('2.5 MB');
    expect(size(38_912_000)).toBe('39 MB');
  });

  it('chooses the Welsh form by the Welsh plural rules', () => {
    const { bytes } = welshWords;
    expect(formatFileSize(812, bytes, 'cy')).toBe(bytes.other.replace('{count}', '812'));
    expect(formatFileSize(1, bytes, 'cy')).toBe(bytes.one.replace('{count}', '1'));
  });
});
