import { churchSuite, content, pagesWithHeadings } from './support/content.ts';
import { expect, test } from './support/test.ts';
import { paths } from '../app/lib/paths.ts';
import {
  adminContentSecurityPolicy,
  picturePolicy,
  searchWorkerPolicy,
} from '../app/pipeline/policies.ts';

const { church } = content;
const routes = [...pagesWithHeadings.map(({ path }) => path), '/no-such-page'];

const churchSuiteOrigin = churchSuite.origin;
const analyticsOrigin = church.analytics ? new URL(church.analytics.endpoint).origin : null;

/** The CSP as a map of directive → sources. */
function directives(csp: string) {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

// Each route's run with no CSP violation and no cookie is in routes.spec.ts, with its other
// checks, from one load.

// Headers do not depend on the screen: checked once, in the desktop project.
test.describe('security headers', { tag: '@desktop' }, () => {
  for (const path of ['/', '/events', '/no-such-page', '/favicon.svg']) {
    test(`${path} carries the policy and the hardening headers @content`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = directives(headers['content-security-policy'] ?? '');

      // Scripts from the site only, and inline ones by hash alone: the first-paint parts.
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc[0]).toBe("'self'");
      for (const source of scriptSrc.slice(1)) expect(source, path).toMatch(/^'sha256-/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual([churchSuiteOrigin]);
      const allowedConnect = ["'self'", churchSuiteOrigin, analyticsOrigin].filter(Boolean);
      expect(csp.get('connect-src')?.every((source) => allowedConnect.includes(source))).toBe(true);
      expect(csp.get('connect-src')).toContain(churchSuiteOrigin);
      if (analyticsOrigin) expect(csp.get('connect-src')).toContain(analyticsOrigin);

      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-robots-tag']).toBeUndefined();
      expect(headers['set-cookie']).toBeUndefined();
    });
  }

  test('every page runs one inline script, a first-paint part of the shared script, and carries the Speculation Rules, both allowed by hash in one policy; an island’s props are data, not script @content', async ({
    request,
  }) => {
    const { createHash } = await import('node:crypto');
    /** The policies' hashes of the plain pages, and the scripts those pages run. */
    const plainPolicies = new Set<string>();
    const plainScripts = new Set<string>();
    for (const path of routes) {
      const response = await request.get(path);
      const html = await response.text();
      expect(html, `${path} has no <meta> policy`).not.toContain(
        'http-equiv="Content-Security-Policy"',
      );
      const scriptSrc =
        directives(response.headers()['content-security-policy'] ?? '').get('script-src') ?? [];
      expect(scriptSrc[0]).toBe("'self'");
      // The search page alone may compile Pagefind's WebAssembly.
      const wasm = path === paths.search ? ["'wasm-unsafe-eval'"] : [];
      expect(scriptSrc.slice(1, 1 + wasm.length), path).toEqual(wasm);
      const hashes = scriptSrc.slice(1 + wasm.length);
      for (const source of hashes) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      const inline = new Set<string>();
      const rules = new Set<string>();
      for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (!match[2] || /application\/(ld\+)?json/.test(match[1] ?? '')) continue;
        const hash = `'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`;
        (/type="speculationrules"/.test(match[1] ?? '') ? rules : inline).add(hash);
      }
      expect(inline.size, `${path} runs one inline script`).toBe(1);
      expect(rules.size, `${path} carries the Speculation Rules once`).toBe(1);
      expect(hashes, path).toContain([...inline][0]);
      expect(hashes, path).toContain([...rules][0]);
      for (const script of rules) plainScripts.add(script);
      plainPolicies.add(hashes.join(' '));
      for (const script of inline) plainScripts.add(script);
    }
    // One policy for them all, allowing the first-paint parts (one that asks for a sermon's
    // player too, one for the islands, one for neither) and the rules, and nothing else.
    expect([...plainPolicies]).toHaveLength(1);
    const allowed = [...plainPolicies][0]!.split(' ');
    expect(allowed.length).toBeLessThanOrEqual(4);
    expect(allowed).toEqual(expect.arrayContaining([...plainScripts]));
  });

  for (const path of [paths.home, paths.privacyPolicy]) {
    test(`an inline script the page did not ship is refused (${path})`, async ({ page }) => {
      await page.goto(path);
      const outcome = await page.evaluate(
        () =>
          new Promise<{ ran: boolean; blocked: string }>((resolve) => {
            const ran = () => (window as { __injected?: boolean }).__injected === true;
            document.addEventListener('securitypolicyviolation', (event) =>
              resolve({ ran: ran(), blocked: event.violatedDirective }),
            );
            const script = document.createElement('script');
            script.textContent = 'window.__injected = true';
            document.head.append(script);
            // An allowed script runs as it is added; a refused one is reported by the event.
            if (ran()) resolve({ ran: true, blocked: '' });
          }),
      );
      expect(outcome).toEqual({ ran: false, blocked: 'script-src-elem' });
    });
  }

  test('the search page and its worker may compile WebAssembly, nothing else new', async ({
    request,
  }) => {
    const page = directives(
      (await request.get(paths.search)).headers()['content-security-policy']!,
    );
    const home = directives((await request.get(paths.home)).headers()['content-security-policy']!);
    expect(page.get('script-src')).toContain("'wasm-unsafe-eval'");
    expect(home.get('script-src')).not.toContain("'wasm-unsafe-eval'");
    for (const [name, sources] of home) {
      if (name === 'script-src') continue;
      expect(page.get(name), name).toEqual(sources);
    }
    const worker = (await request.get('/pagefind/pagefind-worker.js')).headers();
    expect(worker['content-security-policy']).toBe(searchWorkerPolicy);
  });

  test("a picture copy, a script and a style sheet get the shortest policy and none of a page's own headers", async ({
    request,
  }) => {
    const html = await (await request.get(paths.home)).text();
    const picture = html.match(/\/images\/generated\/[^"\s,]+\.avif/)?.[0];
    expect(picture, 'a picture copy on the home page').toBeTruthy();
    const script = html.match(/\/assets\/[\w-]+\.js/)?.[0];
    const style = html.match(/\/assets\/[^"\s]+\.css/)?.[0];
    expect(script && style, 'a script and a style sheet on the home page').toBeTruthy();
    const files: [string, string][] = [
      [picture!, 'image/avif'],
      [script!, 'javascript'],
      [style!, 'text/css'],
    ];
    for (const [file, type] of files) {
      const headers = (await request.get(file)).headers();
      expect(headers['content-type'], file).toContain(type);
      expect(headers['content-security-policy'], file).toBe(picturePolicy);
      expect(headers['permissions-policy'], file).toBeUndefined();
      expect(headers['x-content-type-options'], file).toBe('nosniff');
      expect(headers['cache-control'], file).toContain('immutable');
    }
  });

  test('the CMS gets its own policy and stays out of search results', async ({ request }) => {
    for (const path of ['/admin/', '/admin/config.yml']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toBe(adminContentSecurityPolicy());
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
      expect(headers['x-robots-tag'], path).toBe('noindex');
      expect(headers['cache-control'], path).toBe('no-cache');
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });
});
