import { describe, expect, it } from 'vitest';
import { brokenLinks, elementIds, fileForPath, internalTarget, pageUrls } from './check-html.mjs';

const files = new Set(['index.html', 'about-us.html', 'assets/a.js', 'images/x-480.avif']);
/** @type {Record<string, string>} */
const pages = {
  'index.html': '<main id="main"><a href="#main">skip</a></main>',
  'about-us.html': '<h2 id="kirk-session">Kirk Session</h2>',
};
/** @param {string} file */
const idsOf = (file) => elementIds(pages[file] ?? '');

describe('pageUrls', () => {
  it('collects href, src and every srcset candidate, but not URLs inside scripts', () => {
    const html = `<a href="/about-us?x=1&amp;y=2">a</a><img src="/images/x-480.avif" srcset="/images/x-480.avif 480w, /images/x-960.avif 960w">
      <script type="application/ld+json">{"url":"/nowhere"}</script>`;
    expect(pageUrls(html)).toEqual([
      '/about-us?x=1&y=2',
      '/images/x-480.avif',
      '/images/x-480.avif',
      '/images/x-960.avif',
    ]);
  });
});

describe('internalTarget', () => {
  it('leaves outside links alone and splits path and fragment of our own', () => {
    expect(internalTarget('https://facebook.com/x', '/')).toBeNull();
    expect(internalTarget('mailto:office@example.org', '/')).toBeNull();
    expect(internalTarget('tel:+442890000000', '/')).toBeNull();
    expect(internalTarget('/about-us#kirk-session', '/')).toEqual({
      path: '/about-us',
      fragment: 'kirk-session',
    });
    expect(internalTarget('#main', '/giving')).toEqual({ path: '/giving', fragment: 'main' });
  });
});

describe('fileForPath', () => {
  it('maps clean URLs the way the static host does', () => {
    expect(fileForPath('/', files)).toBe('index.html');
    expect(fileForPath('/about-us', files)).toBe('about-us.html');
    // The host answers it with a redirect: a link should not cost the visitor that hop.
    expect(fileForPath('/about-us/', files)).toBeNull();
    expect(fileForPath('/assets/a.js', files)).toBe('assets/a.js');
    expect(fileForPath('/events', files)).toBeNull();
  });
});

describe('brokenLinks', () => {
  /** @type {(html: string, file?: string, pagePath?: string) => string[]} */
  const check = (html, file = 'index.html', pagePath = '/') =>
    brokenLinks({ html, file, pagePath, files, idsOf });

  it('passes links to built pages, files and existing ids', () => {
    expect(
      check(
        '<a href="/about-us#kirk-session">x</a><a href="#main">y</a><img src="/images/x-480.avif">',
      ),
    ).toEqual([]);
  });

  it('reports a missing page, a missing file and a missing fragment', () => {
    expect(
      check('<a href="/events">e</a><img src="/images/gone.avif"><a href="/about-us#elders">x</a>'),
    ).toEqual([
      '/: "/events" is not a built page or file',
      '/: "/images/gone.avif" is not a built page or file',
      '/: "/about-us#elders" has no element with id "elders"',
    ]);
  });

  it('checks a same-page fragment against the page itself', () => {
    expect(check('<a href="#nowhere">x</a>')).toEqual([
      '/: "#nowhere" has no element with id "nowhere"',
    ]);
  });
});
