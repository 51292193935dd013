import { activityList } from './support/activities';
import { church } from '../app/content/church';
import { axeViolations, expect, test } from './support/test';

const pagesWithHeadings: [string, string | RegExp][] = [
  ['/', church.name],
  ['/events', 'Upcoming Events'],
  ['/get-involved', 'Get Involved'],
  ['/giving', 'Church Giving'],
  ['/about-us', 'About Us'],
  ['/privacy-policy', 'Privacy Policy'],
  ...activityList.map(({ slug, name }): [string, string] => [`/activities/${slug}`, name]),
];

test.describe('every route', () => {
  for (const [path, heading] of pagesWithHeadings) {
    test(`${path} shows its heading, title and landmarks with no axe violations`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the prerendered HTML carries each heading before any JavaScript runs', async ({
    request,
  }) => {
    for (const [path, heading] of pagesWithHeadings) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
      const text = h1.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
      if (typeof heading === 'string') expect(text, path).toContain(heading);
      else expect(text, path).toMatch(heading);
    }
  });

  test('every page has its own title', async ({ request }) => {
    const titles = new Set<string>();
    for (const [path] of pagesWithHeadings) {
      const html = await (await request.get(path)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    }
    expect(titles.size).toBe(pagesWithHeadings.length);
  });
});

test.describe('skip link', () => {
  test('is the first thing the keyboard reaches and moves to the main content', async ({
    page,
  }) => {
    await page.goto('/giving');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('desktop menu', { tag: '@desktop' }, () => {
  test('shows the main links, Get Involved highlighted, and no menu button', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Events', 'Giving', 'About Us', 'Get Involved']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Activities' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const getInvolved = nav.getByRole('link', { name: 'Get Involved' });
    const background = await getInvolved.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('the Activities dropdown has two columns of the right links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Activities' }).hover();
    const activities = page.getByRole('list', { name: 'Activities' });
    const youngPeople = page.getByRole('list', { name: 'Young People' });
    await expect(activities.getByRole('link')).toHaveText([
      "3 O'Clock Club",
      'PW',
      'Dorcas Group',
      'Worship Team',
    ]);
    await expect(youngPeople.getByRole('link')).toHaveText([
      'Crèche',
      'Lotsatots',
      'The Ark',
      'Bible Class',
      'SNATCH',
      "Boys' Brigade",
      "Girls' Brigade",
    ]);
    const [a, b] = await Promise.all([activities.boundingBox(), youngPeople.boundingBox()]);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    await youngPeople.getByRole('link', { name: 'The Ark' }).click();
    await expect(page).toHaveURL('/activities/the-ark');
    await expect(page.getByRole('heading', { level: 1, name: 'The Ark' })).toBeVisible();
  });

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/giving');
    const trigger = page.getByRole('button', { name: 'Activities' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: "3 O'Clock Club" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/activities/three-o-clock-club');
  });
});

test.describe('phone drawer', { tag: '@phone' }, () => {
  test('opens from the left at 280 px and holds every link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 280 });
    for (const name of ['Home', 'Events', 'Giving', 'About Us', 'Get Involved']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('keeps one group open at a time, and choosing the open group closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const activities = drawer.getByRole('button', { name: 'Activities' });
    const youngPeople = drawer.getByRole('button', { name: 'Young People' });

    await activities.click();
    await expect(activities).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Dorcas Group' })).toBeVisible();

    await youngPeople.click();
    await expect(youngPeople).toHaveAttribute('aria-expanded', 'true');
    await expect(activities).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Dorcas Group' })).toBeHidden();
    await expect(drawer.getByRole('link', { name: 'SNATCH' })).toBeVisible();

    await youngPeople.click();
    await expect(youngPeople).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'SNATCH' })).toBeHidden();
  });

  test('choosing a link closes the drawer and goes there', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Young People' }).click();
    await drawer.getByRole('link', { name: "Girls' Brigade" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/activities/girls-brigade');
    await expect(page.getByRole('heading', { level: 1, name: "Girls' Brigade" })).toBeVisible();
  });

  test('Escape closes it and focus returns to the menu button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    const focusInside = await drawer.evaluate((el) => el.contains(document.activeElement));
    expect(focusInside).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the open drawer passes axe', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Activities' })
      .click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('footer', () => {
  test('has social links, service times, contact details, charity note and privacy link', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Facebook group', church.social.facebook],
      ['Instagram', church.social.instagram],
      ['YouTube channel', church.social.youtube],
    ]) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href!);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByRole('heading', { name: 'Service Times' })).toBeVisible();
    await expect(footer).toContainText('Every Sunday');
    await expect(footer).toContainText('11:30 AM Main Service');
    await expect(footer).toContainText(church.address.street);
    await expect(footer.getByRole('link', { name: church.phone.display })).toHaveAttribute(
      'href',
      `tel:${church.phone.international}`,
    );
    await expect(footer.getByRole('link', { name: church.email })).toHaveAttribute(
      'href',
      `mailto:${church.email}`,
    );
    await expect(footer).toContainText(`number ${church.charityNumber}`);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
  });

  test('shows the visitor’s current year, even when the build is older', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${church.name}`);
  });
});

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('link', { name: /home page/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: church.name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('unknown route', () => {
  test('answers 404 with the designed page, keeps header and footer, logs the path', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect.poll(() => logged.join('\n')).toContain('/no-such-page');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: church.name })).toBeVisible();
  });

  test('an unknown activity is a 404 too', async ({ page }) => {
    const response = await page.goto('/activities/knitting-circle');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
  });
});

test.describe('analytics and privacy', () => {
  test('sends one page view on load and one per move to another page', async ({
    page,
    pageviews,
  }) => {
    await page.goto('/');
    await expect.poll(() => pageviews.length).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => pageviews.length).toBe(2);
    await page.goBack();
    await expect.poll(() => pageviews.length).toBe(3);
    expect(pageviews.map((view) => new URL(view.url).pathname)).toEqual([
      '/',
      '/privacy-policy',
      '/',
    ]);
    expect(
      pageviews.every(
        (view) => view.name === 'pageview' && view.domain === church.analytics.domain,
      ),
    ).toBe(true);
  });
});

test('the preview server sends the security headers of the _headers file', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toContain('camera=()');
});
