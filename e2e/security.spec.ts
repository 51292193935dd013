import {
  churchSuite,
  content,
  escapeRegExp,
  filledGroups,
  pagesWithHeadings,
} from './support/content';
import { expect, test } from './support/test';

const { church, navigation, siteText } = content;
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

test.describe('Content-Security-Policy in the browser', () => {
  for (const path of routes) {
    // The policy is the same at every width; the phone's drawer is exercised on the home page.
    const tag = path === '/' ? [] : ['@desktop'];
    test(
      `${path} runs with no CSP violation and sets no cookie`,
      { tag },
      async ({ page, context }) => {
        const violations: string[] = [];
        page.on('console', (message) => {
          if (/content security policy/i.test(message.text())) violations.push(message.text());
        });
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            console.error(
              `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
            );
          });
        });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Hydration, the events feed and the page view have had their chance to break the policy.
        await page.waitForLoadState('networkidle');
        // Menus and tooltips load their code on first use: use them too.
        const menu = page.getByRole('button', { name: siteText.openMenu });
        if (await menu.isVisible()) {
          await menu.click();
          await expect(page.getByRole('dialog', { name: siteText.menuTitle })).toBeVisible();
          await page.keyboard.press('Escape');
        } else {
          await page
            .getByRole('button', { name: navigation.links.activities, exact: true })
            .hover();
          await expect(
            page.getByRole('list', { name: filledGroups.at(-1)!.label, exact: true }),
          ).toBeVisible();
        }
        await page
          .getByRole('contentinfo')
          .getByRole('link', {
            name: new RegExp(`^${escapeRegExp(siteText.socialLinks.instagram)}`),
          })
          .hover();
        await page.waitForLoadState('networkidle');
        expect(violations).toEqual([]);
        // Privacy: no cookie from us, the feed or the analytics.
        expect(await context.cookies()).toEqual([]);
        expect(await page.evaluate(() => document.cookie)).toBe('');
      },
    );
  }
});

// Headers do not depend on the screen: checked once, in the desktop project.
test.describe('security headers', { tag: '@desktop' }, () => {
  for (const path of ['/', '/events', '/no-such-page', '/favicon.svg']) {
    test(`${path} carries the policy and the hardening headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = directives(headers['content-security-policy'] ?? '');

      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc.filter((source) => source !== "'self'")).not.toHaveLength(0);
      for (const source of scriptSrc.filter((s) => s !== "'self'")) {
        expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      }
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
      expect(headers['set-cookie']).toBeUndefined();
    });
  }

  test('every inline script on every page is allowed by a hash', async ({ request }) => {
    const { createHash } = await import('node:crypto');
    const csp = directives((await request.get('/')).headers()['content-security-policy'] ?? '');
    const allowed = new Set(csp.get('script-src'));
    for (const path of routes) {
      const html = await (await request.get(path)).text();
      for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        if (!match[1]) continue;
        const hash = `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`;
        expect(allowed.has(hash), `${path}: ${match[1].slice(0, 60)}`).toBe(true);
      }
    }
  });
});
