import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  deferBoot,
  flatName,
  inlineScriptHashes,
  withScriptPolicy,
} from './postbuild.mjs';

// A page exactly as the pinned React Router emits it (react-router build, before this script),
// from the second content set: the rewrite is tested on the real output, not on a copy made
// by hand. Named after the version; after an upgrade, build one page again and rename it.
const pinned = JSON.parse(readFileSync('package.json', 'utf8')).dependencies['react-router'];
const fixture = `scripts/fixtures/react-router-${pinned}-page.html`;
const page = existsSync(fixture) ? readFileSync(fixture, 'utf8') : '';
const bootOf = (html) =>
  html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? '';

describe("deferBoot, on React Router's real output", () => {
  it('has a page from the pinned React Router to test on', () => {
    expect(page, `${fixture} is missing: build one page with React Router ${pinned}`).toContain(
      '<script type="module" async="">',
    );
  });

  it('boots React Router after the first paint, with nothing preloaded ahead of the page', () => {
    const html = deferBoot(page);
    expect(page).toContain('rel="modulepreload"');
    expect(html).not.toContain('modulepreload');
    const before = bootOf(page);
    const after = bootOf(html);
    expect(after).toMatch(/^requestAnimationFrame\(\(\)=>setTimeout\(async\(\)=>\{/);
    // Every module the original imports is still imported, now dynamically, and nothing else.
    const imported = (source) => [...source.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(imported(after).sort()).toEqual(imported(before).sort());
    expect(after).not.toMatch(/^\s*import\s/m);
    expect(after).toContain('window.__reactRouterRouteModules = {');
    // It is valid JavaScript (a syntax error would only show in the browser).
    expect(() => new Function(after)).not.toThrow();
    // The rest of the page is untouched.
    expect(
      html.replace(bootOf(html), '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, ''),
    ).toBe(page.replace(before, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, ''));
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
