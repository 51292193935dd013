import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addressOf } from '../lib/built-files.js';
import { contentSecurityPolicy } from './policies';
import {
  bootLivePagesLater,
  dataFileOf,
  deferBoot,
  hydrates,
  inlineScriptHashes,
  plainPageScriptHash,
} from './live-pages';

// A page exactly as the pinned React Router emits it (react-router build, before this script),
// from the second content set: the rewrite is tested on the real output, not on a copy made
// by hand. Named after the version; after an upgrade, build one page again and rename it.
const pinned = JSON.parse(readFileSync('package.json', 'utf8')).dependencies['react-router'];
const fixture = `scripts/fixtures/react-router-${pinned}-page.html`;
const page = existsSync(fixture) ? readFileSync(fixture, 'utf8') : '';
const bootOf = (html: string) =>
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
    const imported = (source: string) =>
      [...source.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
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

describe('the pages’ script policy', () => {
  const policy = { churchSuiteOrigin: 'https://x.churchsuite.com', analyticsOrigin: null };
  const scriptSrc = (csp: string) => csp.match(/script-src ([^;]*)/)?.[1];

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

describe('bootLivePagesLater, on a built folder', () => {
  const work = mkdtempSync(join(tmpdir(), 'live-pages-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const firstPaint = 'document.documentElement.dataset.painted=""';

  it('defers the live pages’ boot, and drops the route data of the pages that do not hydrate', async () => {
    mkdirSync(join(work, 'assets'), { recursive: true });
    mkdirSync(join(work, 'events'), { recursive: true });
    mkdirSync(join(work, 'about-us'), { recursive: true });
    writeFileSync(join(work, 'assets/site-first-paint-plain-abc123.js'), firstPaint);
    writeFileSync(join(work, 'events/index.html'), page);
    writeFileSync(join(work, 'events.data'), '[]');
    writeFileSync(join(work, 'about-us/index.html'), `<p>Hello</p><script>${firstPaint}</script>`);
    writeFileSync(join(work, 'about-us.data'), '[]');
    const { live, firstPaintHashes } = await bootLivePagesLater(work);
    expect([...live.keys()]).toEqual(['/events']);
    expect([...firstPaintHashes]).toEqual(inlineScriptHashes(`<script>${firstPaint}</script>`));
    const events = readFileSync(join(work, 'events/index.html'), 'utf8');
    expect(events).not.toContain('modulepreload');
    expect(live.get('/events')).toEqual(inlineScriptHashes(events));
    expect(existsSync(join(work, 'events.data'))).toBe(true);
    expect(existsSync(join(work, 'about-us.data'))).toBe(false);
  });
});
