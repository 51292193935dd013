import { describe, expect, it } from 'vitest';
import {
  inlineClassicScripts,
  islandChunks,
  islandNames,
  resolveUrl,
  staticImports,
} from './page-scripts.mjs';
import {
  isSermonPlayer,
  LIVE_PAGE_CEILINGS_KB,
  PLAIN_PAGE_GATE_KB,
  routeOrder,
  summarise,
} from './size.mjs';

const page = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/manifest-1.js" fetchpriority="low"/>
<link rel="modulepreload" href="/assets/entry.client-2.js"/>
<link rel="stylesheet" href="/assets/root.css"/>
<link rel="preload" as="image" href="/images/hero.avif"/>
<script type="module" src="/assets/extra.js"></script>
<script src="/assets/site-5.js"></script>
</head><body>
<script>window.__reactRouterContext = {"import":"/assets/not-a-module.js"};</script>
<script type="application/ld+json">{"url":"import '/x.js'"}</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-2.js");</script>
</body></html>`;

describe('inlineClassicScripts', () => {
  it('gives the code of inline scripts that run, not sources, modules or data blocks', () => {
    const html = `<head><script>document.documentElement.dataset.js=''</script>
<script src="/assets/site-5.js"></script><script type="text/javascript">a()</script></head>`;
    expect(inlineClassicScripts(html)).toEqual(["document.documentElement.dataset.js=''", 'a()']);
    expect(inlineClassicScripts(page)).toEqual([
      'window.__reactRouterContext = {"import":"/assets/not-a-module.js"};',
    ]);
  });
});

describe('staticImports', () => {
  it('reads minified static imports and re-exports but not lazy import()', () => {
    const code =
      'import{a as b,c}from"./framework-1.js";import"./side.js";export*from"./more.js";const l=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['./framework-1.js', './side.js', './more.js']);
  });

  it('counts a statement-level import() only when asked (the inline bootstrap)', () => {
    expect(staticImports('x();\nimport("/a.js");', { includeDynamic: true })).toEqual(['/a.js']);
    expect(staticImports('x();\nimport("/a.js");')).toEqual([]);
  });

  it('reads an import() of a template literal with nothing to fill in (a plain page asks for the rest of the shared script so)', () => {
    expect(staticImports('f(()=>{import(`/assets/site-1.js`)})', { includeDynamic: true })).toEqual(
      ['/assets/site-1.js'],
    );
    expect(staticImports('import(`/assets/${name}.js`)', { includeDynamic: true })).toEqual([]);
  });
});

describe('resolveUrl', () => {
  it('resolves relative and absolute paths, and refuses other origins and bare names', () => {
    expect(resolveUrl('./b.js', '/assets/a.js')).toBe('/assets/b.js');
    expect(resolveUrl('/assets/c.js', '/')).toBe('/assets/c.js');
    expect(resolveUrl('https://cdn.example/x.js', '/')).toBeNull();
    expect(resolveUrl('react', '/assets/a.js')).toBeNull();
  });
});

describe('the islands', () => {
  // As the islands' entry is minified (app/pipeline/islands-build.ts).
  const entry =
    'const m={"hero-links":()=>y(()=>import(`./island-hero-links-B1.js`).then(e=>e.HeroLinks),__vite__mapDeps([0,1])),"event-list":()=>y(()=>import(`./island-event-list-C2.js`).then(e=>e.EventList),[])};';

  it('are read from their entry, each name with its own chunk', () => {
    expect([...islandChunks(entry, '/assets/islands-A.js')]).toEqual([
      ['hero-links', '/assets/island-hero-links-B1.js'],
      ['event-list', '/assets/island-event-list-C2.js'],
    ]);
    expect(() => islandChunks('console.log(1)', '/assets/islands-A.js')).toThrow(/islands/);
  });

  it('a page has are named by their containers, once each', () => {
    const html =
      '<div data-island="event-list" class="contents"></div><p data-islandish="x"></p><div data-island="event-list"></div>';
    expect(islandNames(html)).toEqual(['event-list']);
    expect(islandNames('<main></main>')).toEqual([]);
  });
});

describe('summarise', () => {
  const framework = new Set(['/f.js']);
  const sizes = new Map([
    ['/f.js', 94_000],
    ['/small.js', 5_000],
    ['/big.js', 30_000],
  ]);

  const gates = { ceilings: { '/': 100, '/events': 130 }, plainGateKb: 2 };

  it('holds a page with islands to its own ceiling', () => {
    const { rows, failed } = summarise(
      [
        { route: '/', scripts: ['/f.js', '/big.js'] },
        { route: '/events', scripts: ['/f.js', '/small.js', '/big.js'] },
      ],
      sizes,
      framework,
      gates,
    );
    expect(rows[0]).toMatchObject({ frameworkBytes: 94_000, ourBytes: 30_000, over: true });
    expect(rows[1]).toMatchObject({ ourBytes: 35_000, total: 129_000, over: false });
    expect(failed.map((row) => row.route)).toEqual(['/']);
  });

  it('fails a page that loads the framework without islands, and a plain page over its gate', () => {
    const { rows } = summarise(
      [
        { route: '/about-us', scripts: ['/f.js'] },
        { route: '/giving', scripts: ['/tiny.js'] },
        { route: '/news', scripts: ['/small.js'] },
      ],
      new Map([...sizes, ['/tiny.js', 1_400]]),
      framework,
      gates,
    );
    expect(rows.map((row) => row.problem)).toEqual([
      'loads the framework but is not a page with islands',
      null,
      expect.stringMatching(/^[\d,]+ bytes, over its 2 KB$/),
    ]);
  });

  it('gives a page that loads the sermon player its own gate, the plain one and the player’s', () => {
    const { rows } = summarise(
      [
        { route: '/sermons/a', scripts: ['/tiny.js', '/assets/sermon-player-abc_12-3.js'] },
        { route: '/sermons/b', scripts: ['/tiny.js', '/assets/sermon-player-big.js'] },
        { route: '/news', scripts: ['/tiny.js', '/player.js'] },
      ],
      new Map([
        ...sizes,
        ['/tiny.js', 1_400],
        ['/assets/sermon-player-abc_12-3.js', 1_000],
        ['/assets/sermon-player-big.js', 1_900],
        ['/player.js', 1_000],
      ]),
      framework,
      { ...gates, playerGateKb: 1.2 },
    );
    expect(rows.map((row) => [row.gateKb, row.over])).toEqual([
      [3.2, false],
      [3.2, true],
      [2, true],
    ]);
    expect(isSermonPlayer('/assets/sermon-player-s9LKgVb9If.js')).toBe(true);
    expect(isSermonPlayer('/assets/site-s9LKgVb9If.js')).toBe(false);
  });

  it('refuses a script that was not built', () => {
    expect(() => summarise([{ route: '/', scripts: ['/gone.js'] }], sizes, framework)).toThrow(
      /not built/,
    );
  });

  it("keeps the issues' gates: 2 KB for a plain page, the three pages with islands by name", () => {
    expect(PLAIN_PAGE_GATE_KB).toBe(2);
    expect(Object.keys(LIVE_PAGE_CEILINGS_KB)).toEqual(['/', '/events', '/search']);
  });
});

describe('routeOrder', () => {
  it('puts the home page first and the 404 page last', () => {
    const routes = ['404.html', '/events', '/'];
    routes.sort((a, b) => routeOrder(a) - routeOrder(b) || a.localeCompare(b));
    expect(routes).toEqual(['/', '/events', '404.html']);
  });
});
