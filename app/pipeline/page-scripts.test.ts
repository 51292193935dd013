import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, writeFiles } from '../../test/temp-dir.ts';
import { addressOf } from '../lib/built-files.js';
import { contentSecurityPolicy } from './policies.ts';
import {
  checkPageScripts,
  dataFileOf,
  inlineScriptHashes,
  plainPageScriptHash,
} from './page-scripts.ts';

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
});

it('names the .data file React Router prerenders for a page, and the address the host serves it at', () => {
  const pages: [page: string, dataFile: string, address: string][] = [
    ['index.html', '_root.data', '/'],
    ['about-us/index.html', 'about-us.data', '/about-us'],
    ['sermons/glad-to-go/index.html', 'sermons/glad-to-go.data', '/sermons/glad-to-go'],
    ['404.html', '404.data', '/404'],
    ['events/index.html', 'events.data', '/events'],
    ['search.html', 'search.data', '/search'],
  ];
  for (const [page, dataFile, address] of pages) {
    expect(dataFileOf(page)).toBe(dataFile);
    expect(addressOf(page)).toBe(address);
  }
});

describe('checkPageScripts, on a built folder', () => {
  const work = tempDir('page-scripts-');
  const firstPaint = 'document.documentElement.dataset.painted=""';

  it('drops every page’s route data, names the pages with islands, and refuses another inline script', async () => {
    writeFiles(work, {
      'assets/site-first-paint-islands-abc123.js': firstPaint,
      'events/index.html': `<div data-island="event-list"></div><script>${firstPaint}</script>`,
      'events.data': '[]',
      'about-us/index.html': `<p>Hello</p><script>${firstPaint}</script>`,
      'about-us.data': '[]',
    });
    const { islandAddresses, firstPaintHashes } = await checkPageScripts(work);
    expect(islandAddresses).toEqual(['/events']);
    expect([...firstPaintHashes]).toEqual(inlineScriptHashes(`<script>${firstPaint}</script>`));
    expect(existsSync(join(work, 'events.data'))).toBe(false);
    expect(existsSync(join(work, 'about-us.data'))).toBe(false);
    writeFileSync(join(work, 'about-us/index.html'), '<script>other()</script>');
    await expect(checkPageScripts(work)).rejects.toThrow(/about-us\/index\.html/);
  });
});
