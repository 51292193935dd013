import { describe, expect, it } from 'vitest';
import { adminContentSecurityPolicy, adminHeaders, speculationRules } from './policies.ts';

describe('speculationRules', () => {
  it('prerenders the pages and only prefetches those with islands, never a file or the CMS', () => {
    const rules = JSON.parse(speculationRules(['/', '/events']));
    const where = (rule: { where: object }) => JSON.stringify(rule.where);
    expect(rules.prerender).toHaveLength(1);
    expect(where(rules.prerender[0])).toContain('{"not":{"or":[{"href_matches":"/"},');
    expect(where(rules.prefetch[0])).toContain('{"or":[{"href_matches":"/"},');
    for (const rule of [...rules.prerender, ...rules.prefetch]) {
      expect(where(rule)).toContain('{"not":{"href_matches":"/*.*"}}');
      expect(where(rule)).toContain('{"not":{"href_matches":"/admin/*"}}');
      expect(rule.eagerness).toBe('moderate');
    }
  });
});

describe('the CMS policy', () => {
  it('allows no inline script, no other site to frame the CMS, and nothing on this computer', () => {
    const csp = adminContentSecurityPolicy();
    // `npm run cms`'s decap-server is the dev server's, which sends no policy.
    expect(csp).not.toMatch(/localhost|127\.0\.0\.1|http:/);
    expect(csp).toMatch(/script-src 'self' 'unsafe-eval'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(adminHeaders()).toContain('! Content-Security-Policy');
  });
});
