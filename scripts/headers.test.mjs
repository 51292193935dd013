import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './headers.mjs';

const file = `# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; img-src https:
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

describe('_headers', () => {
  it('applies the catch-all rule and the more specific one together', () => {
    const rules = parseHeadersFile(file);
    const assets = headersFor(rules, '/assets/root.js');
    expect(assets.get('x-content-type-options')).toBe('nosniff');
    expect(assets.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/about-us').has('cache-control')).toBe(false);
  });

  it('keeps colons inside values', () => {
    const csp = headersFor(parseHeadersFile(file), '/').get('content-security-policy');
    expect(csp).toBe("default-src 'self'; img-src https:");
  });
});
