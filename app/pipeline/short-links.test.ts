import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { qrCodePath } from '../content/schemas/short-links.ts';
import { absoluteUrl } from '../lib/site-url.ts';
import { hiddenFiles, redirectsFile, redirectsLimits, writeShortLinks } from './short-links.ts';

// The build's step for the short addresses, on made-up lists and a folder of the site's real
// files (public/, which the build copies whole into build/client).

const builtPage = join(
  'scripts/fixtures',
  readdirSync('scripts/fixtures').find((name) => /^react-router-.*-page\.html$/.test(name)) ?? '',
);
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
/** A built site's folder holding public/'s files and one page. */
function builtSite() {
  const dir = mkdtempSync(join(tmpdir(), 'short-links-'));
  cpSync('public', dir, { recursive: true });
  // A page as React Router writes it, where the build gives it its own name.
  cpSync(builtPage, join(dir, 'plan-your-visit.html'));
  folders.push(dir);
  return dir;
}

/** What a scanner reads from a QR code in SVG. */
async function decode(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

const siteUrl = 'https://www.our-church.org.uk';
const links = [
  { path: '/prayer', to: 'https://our-church.churchsuite.com/forms/prayer' },
  { path: '/give', to: '/giving' },
];

describe('_redirects', () => {
  it('sends each short address, with or without a final slash, straight to its place, for a while (302) rather than for good', () => {
    expect(
      redirectsFile(links)
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual([
      '/prayer https://our-church.churchsuite.com/forms/prayer 302',
      '/prayer/ https://our-church.churchsuite.com/forms/prayer 302',
      '/give /giving 302',
      '/give/ /giving 302',
    ]);
  });

  it("refuses an address longer than the host's line", () => {
    const to = `https://our-church.churchsuite.com/forms/${'a'.repeat(redirectsLimits.lineLength)}`;
    expect(() => redirectsFile([{ path: '/long', to }])).toThrow(
      'the short address /long goes to an address too long for the host',
    );
  });
});

describe('the short addresses against the built site', () => {
  it("refuse one that would hide the site's own file, folder or page", () => {
    const client = builtSite();
    expect(
      hiddenFiles(
        [
          { path: '/prayer', to: '/giving' },
          { path: '/favicon.svg', to: '/' },
          { path: '/audio', to: '/' },
          { path: '/plan-your-visit', to: '/' },
        ],
        client,
      ),
    ).toEqual([
      "- short-links.yml, links → 1 → path: the short address /favicon.svg would hide the site's own file or folder /favicon.svg; choose another",
      "- short-links.yml, links → 2 → path: the short address /audio would hide the site's own file or folder /audio; choose another",
      "- short-links.yml, links → 3 → path: the short address /plan-your-visit would hide the site's own page /plan-your-visit; choose another",
    ]);
  });

  it('write _redirects and a QR code of each that scans as the short address on the site', async () => {
    const client = builtSite();
    const addressOf = (path: string) => absoluteUrl(siteUrl, path);
    await writeShortLinks(links, { client, addressOf });
    expect(readFileSync(join(client, '_redirects'), 'utf8')).toBe(redirectsFile(links));
    for (const { path } of links) {
      const svg = readFileSync(join(client, qrCodePath(path)), 'utf8');
      expect(svg).toMatch(/^<svg /);
      expect(await decode(svg)).toBe(`${siteUrl}${path}`);
    }
  });
});
