import { describe, expect, it } from 'vitest';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  deferBoot,
  flatName,
  inlineScriptHashes,
  withScriptPolicy,
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

describe('flatName', () => {
  it('moves a page out of its folder, so the host serves it at its address with no redirect', () => {
    expect(flatName('about-us/index.html')).toBe('about-us.html');
    expect(flatName('activities/the-ark/index.html')).toBe('activities/the-ark.html');
    expect(flatName('index.html')).toBe('index.html');
    expect(flatName('404.html')).toBe('404.html');
  });
});

describe('withScriptPolicy', () => {
  const html =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body><script>a()</script><script>a()</script><script src="/x.js"></script></body></html>';

  it('puts the page’s own script hashes in a policy before any script', () => {
    const out = withScriptPolicy(html);
    const meta = out.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/);
    const [hash] = inlineScriptHashes(html);
    expect(meta?.[1]).toBe(`script-src 'self' ${hash}`);
    expect(out.indexOf(meta?.[0] ?? '')).toBeLessThan(out.indexOf('<script'));
  });

  it('refuses a page it cannot place the policy in', () => {
    expect(() => withScriptPolicy('<head><title>t</title></head>')).toThrow(/no <meta charSet/);
    expect(() =>
      withScriptPolicy('<head><script>x()</script><meta charSet="utf-8"/></head>'),
    ).toThrow(/before its <meta charSet>/);
  });
});

describe('the CMS policy', () => {
  it('allows no inline script and no other site to frame the CMS', () => {
    const csp = adminContentSecurityPolicy();
    expect(csp).toMatch(/script-src 'self' 'unsafe-eval'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(adminHeaders()).toContain('! Content-Security-Policy');
  });
});
