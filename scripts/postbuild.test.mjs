import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './headers.mjs';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  deferBoot,
  inlineScriptHashes,
} from './postbuild.mjs';

const page = `<head><link rel="modulepreload" href="/assets/entry.client-1.js"/></head><body><h1>PW</h1>
<script type="module" async=""> import "/assets/manifest-1.js"; import * as route0 from "/assets/root-1.js"; import * as route1 from "/assets/pw-1.js"; window.__reactRouterRouteModules = {"root":route0,"pw":route1}; import("/assets/entry.client-1.js"); </script></body>`;

describe('deferBoot', () => {
  it('boots React Router after the first paint, with nothing preloaded ahead of the page', () => {
    const html = deferBoot(page);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<h1>PW</h1>');
    const boot = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(boot).toBe(
      'requestAnimationFrame(()=>setTimeout(async()=>{await import("/assets/manifest-1.js");' +
        'const [route0, route1]=await Promise.all([import("/assets/root-1.js"), import("/assets/pw-1.js")]);' +
        'window.__reactRouterRouteModules = {"root":route0,"pw":route1}; import("/assets/entry.client-1.js");}))',
    );
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });

  it('refuses a boot script of another shape rather than breaking the site', () => {
    expect(() => deferBoot('<body><p>no scripts</p></body>')).toThrow(
      /no React Router boot script/,
    );
    const changed = page.replace(
      'window.__reactRouterRouteModules',
      'import x from "/y.js"; window.__other',
    );
    expect(() => deferBoot(changed)).toThrow(/unexpected shape/);
  });
});

describe('the CMS headers', () => {
  const file = `/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'\n  X-Frame-Options: DENY\n  Cross-Origin-Opener-Policy: same-origin\n/admin\n${adminHeaders()}\n/admin/*\n${adminHeaders()}\n`;
  const rules = parseHeadersFile(file);

  it('give /admin its own policy in place of the public one, keeping the other headers', () => {
    for (const path of ['/admin', '/admin/', '/admin/decap-cms.js']) {
      const headers = headersFor(rules, path);
      expect(headers.get('content-security-policy')).toBe(adminContentSecurityPolicy());
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(headers.get('x-robots-tag')).toBe('noindex');
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('leave the public pages as they were', () => {
    const headers = headersFor(rules, '/about-us');
    expect(headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self'");
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.has('x-robots-tag')).toBe(false);
    expect(headersFor(rules, '/administration').has('x-robots-tag')).toBe(false);
  });

  it('allow no inline script and no other site to frame the CMS', () => {
    const csp = adminContentSecurityPolicy();
    expect(csp).toMatch(/script-src 'self' 'unsafe-eval'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});
