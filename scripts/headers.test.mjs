import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './headers.mjs';

const file = `# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; img-src https:
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/admin/*
  ! Content-Security-Policy
  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'
  X-Robots-Tag: noindex
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

  it('replaces a header a later rule detaches with "! Name", keeping the others', () => {
    const rules = parseHeadersFile(file);
    const admin = headersFor(rules, '/admin/index.html');
    expect(admin.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-eval'",
    );
    expect(admin.get('x-content-type-options')).toBe('nosniff');
    expect(admin.get('x-robots-tag')).toBe('noindex');
    expect(headersFor(rules, '/admin').has('x-robots-tag')).toBe(false);
  });

  it('joins a header set by two rules with a comma, as the hosts do', () => {
    const rules = parseHeadersFile('/*\n  Link: <a>\n/x\n  Link: <b>\n');
    expect(headersFor(rules, '/x').get('link')).toBe('<a>, <b>');
  });

  it('detaches without setting again', () => {
    const rules = parseHeadersFile('/*\n  X-Frame-Options: DENY\n/embed\n  ! X-Frame-Options\n');
    expect(headersFor(rules, '/embed').has('x-frame-options')).toBe(false);
    expect(headersFor(rules, '/other').get('x-frame-options')).toBe('DENY');
  });
});
