import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addressOf } from '../lib/built-files.js';
import { paths } from '../lib/paths';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  contentSecurityPolicy,
  dataFileOf,
  deferBoot,
  flatName,
  hydrates,
  inlineScriptHashes,
  plainPageScriptHash,
  scriptHash,
  speculationRules,
  speculationRulesFile,
} from './postbuild.mjs';

// A page exactly as the pinned React Router emits it (react-router build, before this script),
// from the second content set: the rewrite is tested on the real output, not on a copy made
// by hand. Named after the version; after an upgrade, build one page again and rename it.
const pinned = JSON.parse(readFileSync('package.json', 'utf8')).dependencies['react-router'];
const fixture = `scripts/fixtures/react-router-${pinned}-page.html`;
const page = existsSync(fixture) ? readFileSync(fixture, 'utf8') : '';
/** @param {string} html */
const bootOf = (html) =>
  html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? '';

describe("deferBoot, on React Router's real output", () => {
  it('has a page from the pinned React Router to test on', () => {
    expect(page, `${fixture} is missing: build one page with React Router ${pinned}`).toContain(
      '<script type="module" async="">',
    );
  });

  it('boots React Router once the page has loaded and painted, with nothing preloaded ahead of the page', () => {
    const html = deferBoot(page);
    expect(page).toContain('rel="modulepreload"');
    expect(html).not.toContain('modulepreload');
    const before = bootOf(page);
    const after = bootOf(html);
    expect(after).toMatch(
      /^const boot=\(\)=>requestAnimationFrame\(\(\)=>setTimeout\(async\(\)=>\{/,
    );
    expect(after).toMatch(
      /document\.readyState==="complete"\?boot\(\):addEventListener\("load",boot,\{once:true\}\)$/,
    );
    // Every module the original imports is still imported, now dynamically, and nothing else.
    /** @param {string} source */
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

describe('the pages’ script policy', () => {
  const policy = { churchSuiteOrigin: 'https://x.churchsuite.com', analyticsOrigin: null };
  /** @param {string} csp */
  const scriptSrc = (csp) => csp.match(/script-src ([^;]*)/)?.[1];

  it('allows scripts from the site alone, with no inline script, unless hashes are given', () => {
    expect(scriptSrc(contentSecurityPolicy(policy))).toBe("'self'");
    expect(
      scriptSrc(contentSecurityPolicy({ ...policy, wasm: true, scriptHashes: ["'sha256-a'"] })),
    ).toBe("'self' 'wasm-unsafe-eval' 'sha256-a'");
  });

  it('hashes the inline scripts that run, once each, and not JSON-LD', () => {
    const html =
      '<script>a()</script><script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(inlineScriptHashes('<script type="application/ld+json">{"a":1}</script>')).toEqual([]);
  });

  it('lets a plain page run one inline script, a first-paint part the build wrote', () => {
    const firstPaint = '<script>paint()</script>';
    const allowed = new Set([...inlineScriptHashes(firstPaint)]);
    const [hash] = allowed;
    expect(plainPageScriptHash('about-us.html', firstPaint, allowed)).toBe(hash);
    expect(() => plainPageScriptHash('giving.html', '<script>other()</script>', allowed)).toThrow(
      /giving\.html .* runs another/,
    );
    expect(() => plainPageScriptHash('visit.html', '<p>no script</p>', allowed)).toThrow(
      /visit\.html .* runs 0/,
    );
    expect(() =>
      plainPageScriptHash('visit.html', `${firstPaint}<script>more()</script>`, allowed),
    ).toThrow(/runs 2/);
  });

  it("tells a live page by React Router's boot script", () => {
    expect(hydrates(page)).toBe(true);
    expect(hydrates('<html><script src="/assets/site-x.js"></script></html>')).toBe(false);
  });
});

describe('the route data and addresses of a page', () => {
  it('names the .data file React Router prerenders for it', () => {
    expect(dataFileOf('index.html')).toBe('_root.data');
    expect(dataFileOf('about-us/index.html')).toBe('about-us.data');
    expect(dataFileOf('sermons/glad-to-go/index.html')).toBe('sermons/glad-to-go.data');
    expect(dataFileOf('404.html')).toBe('404.data');
  });

  it('gives the address the host serves it at', () => {
    expect(addressOf('index.html')).toBe('/');
    expect(addressOf('events/index.html')).toBe('/events');
    expect(addressOf('search.html')).toBe('/search');
  });
});

describe('speculationRules', () => {
  it('are written where a live page fetches them', () => {
    expect(`/${speculationRulesFile}`).toBe(paths.speculationRules);
  });

  it("are allowed on a live page by their hash, which changes with a rule's text", () => {
    const rules = speculationRules(['/']);
    expect(scriptHash(rules)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(scriptHash(speculationRules(['/', '/events']))).not.toBe(scriptHash(rules));
  });

  it('prerenders the plain pages and only prefetches the live ones, never a file or the CMS', () => {
    const rules = JSON.parse(speculationRules(['/', '/events']));
    /** @param {{ where: object }} rule */
    const where = (rule) => JSON.stringify(rule.where);
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
  it('allows no inline script and no other site to frame the CMS', () => {
    const csp = adminContentSecurityPolicy();
    expect(csp).toMatch(/script-src 'self' 'unsafe-eval'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(adminHeaders()).toContain('! Content-Security-Policy');
  });
});
