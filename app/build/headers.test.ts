import { describe, expect, it } from 'vitest';
import { checkHeadersLimits, headersLimits, parseHeadersFile } from './headers';

const file = `# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; img-src https:
/admin/*
  ! Content-Security-Policy
  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'
`;

describe('_headers', () => {
  it('reads each rule, keeping colons inside values and detached headers apart', () => {
    const [all, admin] = parseHeadersFile(file);
    expect(all?.pattern).toBe('/*');
    expect(all?.headers).toContainEqual([
      'Content-Security-Policy',
      "default-src 'self'; img-src https:",
    ]);
    expect(admin?.unset).toEqual(['Content-Security-Policy']);
  });

  it('passes a file within both hosts’ limits', () => {
    expect(() => checkHeadersLimits(file)).not.toThrow();
  });

  it('refuses a line Cloudflare Pages would ignore, naming the header', () => {
    const long = `/*\n  Content-Security-Policy: ${'a'.repeat(headersLimits.lineLength)}\n`;
    expect(() => checkHeadersLimits(long)).toThrow(
      /line 2 \(Content-Security-Policy\) has 2027 characters; Cloudflare Pages ignores any line over 2000/,
    );
  });

  it('refuses more rules than Cloudflare Pages reads', () => {
    const many = Array.from({ length: 101 }, (_, i) => `/p${i}\n  X-Robots-Tag: noindex`).join(
      '\n',
    );
    expect(() => checkHeadersLimits(many)).toThrow(
      /it has 101 rules; Cloudflare Pages reads at most 100/,
    );
  });
});
