import { describe, expect, it } from 'vitest';
import { deferBoot, inlineScriptHashes } from './postbuild.mjs';

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
