import { aboutUs } from '../app/content/about-us';
import { activities } from '../app/content/activities';
import { activitySectionLabels } from '../app/content/activity-labels';
import { activityList } from './support/activities';
import { church } from '../app/content/church';
import { home } from '../app/content/home';
import { privacyPolicy } from '../app/content/privacy-policy';
import { churchSuiteUrls } from '../app/lib/churchsuite';
import { homeSections } from '../app/lib/paths';
import {
  expectExternalLinksSafe,
  expectHeadingsInOrder,
  mainHeadings,
  topInWindow,
  waitForHydration,
} from './support/page-checks';
import { expect, test } from './support/test';

const churchSuite = churchSuiteUrls(church.churchSuite.account);
const myPages = [
  '/',
  '/get-involved',
  '/giving',
  '/about-us',
  '/privacy-policy',
  ...activityList.map(({ slug }) => `/activities/${slug}`),
];

test.describe('every page of content', () => {
  for (const path of myPages) {
    test(`${path}: headings in order, external links open safely in a new tab`, async ({
      page,
    }) => {
      await page.goto(path);
      await expectHeadingsInOrder(page);
      await expectExternalLinksSafe(page);
    });
  }
});

test.describe('home page', () => {
  test('hero: the church name, its picture fetched first, and the two buttons', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('main').getByRole('region', { exact: true, name: church.name });
    await expect(hero.getByRole('heading', { level: 1, name: church.name })).toBeVisible();
    const picture = hero.getByRole('img', { name: home.hero.image.alt });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).not.toHaveAttribute('loading', 'lazy');
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(hero.getByRole('button', { name: 'Sunday Service' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Find out more' })).toBeVisible();
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(2);
    await expect(preload.first()).toHaveAttribute('imagesrcset', /hero\/church-at-dusk-.*\.avif/);
  });

  test('every picture below the hero waits until it is near the screen', async ({ page }) => {
    await page.goto('/');
    const lazy = await page
      .getByRole('main')
      .locator('img')
      .evaluateAll((imgs) => imgs.slice(1).map((img) => img.getAttribute('loading')));
    expect(lazy.length).toBeGreaterThan(0);
    expect(lazy.every((loading) => loading === 'lazy')).toBe(true);
  });

  test('service times: every Sunday at 11:30 AM, the address, the children, Psalm 95:1', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page
      .getByRole('main')
      .getByRole('region', { exact: true, name: 'Service Times' });
    await expect(section).toContainText('Every Sunday');
    await expect(section).toContainText('11:30 AM Main Service');
    await expect(section).toContainText(`${church.address.street}, ${church.address.town}`);
    await expect(section).toContainText(church.address.postcode);
    await expect(section).toContainText(
      'Children aged 3 to Year 7 may leave for The Ark and Bible Class in the Church Halls during the morning service.',
    );
    await expect(section.locator('blockquote')).toContainText('Come, let us sing for joy');
    await expect(section.locator('figcaption')).toHaveText('Psalm 95:1');
  });

  test('church story: welcome, What Makes Us Tick and the three pillars', async ({ page }) => {
    await page.goto('/');
    const story = page
      .getByRole('main')
      .getByRole('region', { exact: true, name: home.story.heading });
    await expect(story).toContainText(home.story.paragraphs[0]!);
    await expect(story.getByRole('heading', { name: 'What Makes Us Tick' })).toBeVisible();
    for (const pillar of ['Loving People', 'Reaching People', 'Teaching People']) {
      await expect(story.getByRole('heading', { level: 4, name: pillar })).toBeVisible();
    }
  });

  test('sections come in order, Upcoming Events after the church story', async ({ page }) => {
    await page.goto('/');
    const sections = (await mainHeadings(page)).filter((h) => h.level === 2).map((h) => h.text);
    expect(sections).toEqual([
      'Service Times',
      home.story.heading,
      'Upcoming Events',
      home.activities.heading,
      home.getInvolved.heading,
      home.findUs.heading,
    ]);
  });

  test('activities for every age link to each activity page', async ({ page }) => {
    await page.goto('/');
    const section = page
      .getByRole('main')
      .getByRole('region', { exact: true, name: home.activities.heading });
    for (const { slug, name } of activityList) {
      await expect(section.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/activities/${slug}`,
      );
    }
    await section.getByRole('link', { name: 'The Ark', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Ark' })).toBeVisible();
  });

  test('how to find us: the address and a map link for directions', async ({ page }) => {
    await page.goto('/');
    const section = page
      .getByRole('main')
      .getByRole('region', { exact: true, name: home.findUs.heading });
    await expect(section).toContainText(church.address.street);
    await expect(section.getByRole('link', { name: church.phone.display })).toHaveAttribute(
      'href',
      `tel:${church.phone.international}`,
    );
    const directions = section.getByRole('link', { name: /^Get directions/ });
    await expect(directions).toHaveAttribute('href', /google\.com\/maps\/search\/.*Church%20Road/);
    await expect(directions).toHaveAttribute('target', '_blank');
  });

  test('tells search engines it is a Church, with address, phone, site and service', async ({
    page,
  }) => {
    await page.goto('/');
    const scripts = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
    const data = scripts.find((s) => s['@type'] === 'Church');
    expect(data).toMatchObject({
      name: church.name,
      url: church.siteUrl,
      telephone: church.phone.international,
      address: { streetAddress: church.address.street, postalCode: church.address.postcode },
      event: [{ eventSchedule: { byDay: 'https://schema.org/Sunday', startTime: '11:30' } }],
    });
  });

  for (const [button, target] of [
    ['Sunday Service', homeSections.serviceTimes],
    ['Find out more', homeSections.churchStory],
  ] as const) {
    test(`"${button}" scrolls smoothly to its section and moves focus there`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const startTop = await topInWindow(page, `#${target}`);
      // The very moment after the click the page has barely moved: the scroll is animated.
      const topRightAfterClick = await page.evaluate(
        ({ name, id }) => {
          const found = [...document.querySelectorAll('button')].find(
            (b) => b.textContent === name,
          );
          found?.click();
          return document.getElementById(id)!.getBoundingClientRect().top;
        },
        { name: button, id: target },
      );
      expect(topRightAfterClick).toBeGreaterThan(startTop - 100);
      // It lands just below the fixed header (64 px), not under it.
      await expect.poll(() => topInWindow(page, `#${target}`)).toBeLessThan(100);
      expect(await topInWindow(page, `#${target}`)).toBeGreaterThanOrEqual(64);
      await expect(page.locator(`#${target}`)).toBeFocused();
    });
  }

  test('with reduced motion, the buttons jump to their section at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    const topRightAfterClick = await page.evaluate((id) => {
      const found = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Find out more',
      );
      found?.click();
      return document.getElementById(id)!.getBoundingClientRect().top;
    }, homeSections.churchStory);
    expect(topRightAfterClick).toBeGreaterThanOrEqual(64);
    expect(topRightAfterClick).toBeLessThan(100);
  });

  test('a button whose section is missing does nothing but log an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate((id) => document.getElementById(id)?.remove(), homeSections.churchStory);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: 'Find out more' }).click();
    await expect.poll(() => errors.join('\n')).toContain(`"${homeSections.churchStory}"`);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expect(page.getByRole('button', { name: 'Find out more' })).toBeFocused();
  });
});

test.describe('activity pages', () => {
  const facts: Record<string, (string | RegExp)[]> = {
    'the-ark': ['Age 3 to Year 5', 'Sundays, 11:30 AM to 12:30 PM', 'Church Halls'],
    creche: ['0 to 3'],
    snatch: ['Year 8 to Year 14', 'Sundays, 7:00 PM to 9:00 PM'],
    'three-o-clock-club': ['60 and over', '3rd Saturday of the month, 3:00 PM'],
    pw: ['Women', 'First Tuesday of the month'],
    'boys-brigade': ['Boys aged 5 to 18', 'Thursday evenings'],
    dorcas: ['knitting, sewing and crafts', 'Last Tuesday of the month', 'Church library'],
    'girls-brigade': ['Girls aged 3 to 18', 'Wednesday evenings'],
    'worship-team': ['Singers and musicians', 'rehearsal', 'before the service'],
    'bible-class': [
      'Year 6 and Year 7',
      'during the morning service, in term time',
      'Big Breakfast',
      'last Sunday of each term',
    ],
    lotsatots: ['Pre-school children with their carers', 'Thursdays, 10:00 AM to 12:00 PM'],
  };

  test('the facts table covers every activity', () => {
    expect(Object.keys(facts).sort()).toEqual(activityList.map((a) => a.slug).sort());
  });

  for (const { slug, name } of activityList) {
    test(`${name}: Who?, What?, Why?, Where?, Contact${slug === 'three-o-clock-club' ? ', How?' : ''} and its facts`, async ({
      page,
    }) => {
      await page.goto(`/activities/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const card = page.locator('[data-slot="activity-card"]');
      const headings = await card.getByRole('heading', { level: 2 }).allTextContents();
      const expected =
        slug === 'three-o-clock-club'
          ? ['Who?', 'What?', 'Why?', 'Where?', 'How?', 'Contact']
          : ['Who?', 'What?', 'Why?', 'Where?', 'Contact'];
      expect(headings.map((h) => h.trim())).toEqual(expected);
      const main = page.getByRole('main');
      for (const fact of facts[slug] ?? []) await expect(main).toContainText(fact);
      const contact = page
        .getByRole('main')
        .getByRole('region', { exact: true, name: activitySectionLabels.contact });
      await expect(contact.getByRole('link', { name: /@|\d{3}/ }).first()).toBeVisible();
    });
  }

  for (const [slug, label] of [
    ['the-ark', 'Register Your Child for The Ark'],
    ['creche', 'Register Your Child for Crèche'],
  ] as const) {
    test(`"${label}" opens the registration form in a new tab`, async ({ page }) => {
      await page.goto(`/activities/${slug}`);
      const link = page.getByRole('link', { name: `${label} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', new RegExp(`^${churchSuite.origin}/forms/`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  }

  test('SNATCH links to Facebook and Instagram', async ({ page }) => {
    await page.goto('/activities/snatch');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      activities.snatch.links[0]!.href,
    );
    await expect(main.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      activities.snatch.links[1]!.href,
    );
  });

  test("Girls' Brigade links to Facebook", async ({ page }) => {
    await page.goto('/activities/girls-brigade');
    await expect(
      page.getByRole('main').getByRole('link', { name: /Facebook \(opens in a new tab\)/ }),
    ).toHaveAttribute('href', /facebook\.com/);
  });

  test("Boys' Brigade has a contact for each section and a link to its website", async ({
    page,
  }) => {
    await page.goto('/activities/boys-brigade');
    const contact = page.getByRole('main').getByRole('region', { exact: true, name: 'Contact' });
    for (const section of [
      'Anchor Section',
      'Junior Section',
      'Company Section',
      'Senior Section',
    ]) {
      await expect(contact.getByRole('listitem').filter({ hasText: section })).toHaveCount(1);
    }
    await expect(
      page.getByRole('link', { name: '1st Ballyglen BB website (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  });
});

test.describe('Get Involved', () => {
  test('embeds the ChurchSuite sign-up form, lazily, with a title and a plain link', async ({
    page,
  }) => {
    await page.goto('/get-involved');
    await expect(page.getByRole('heading', { level: 1, name: 'Get Involved' })).toBeVisible();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('title', /sign-up form/i);
    await expect(frame).toHaveAttribute('src', churchSuite.addressBookForm);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    const link = page.getByRole('link', { name: /Open the sign-up form in a new tab/ });
    await expect(link).toHaveAttribute('href', churchSuite.addressBookForm);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('the form is 4:3 on a phone @phone', async ({ page }) => {
    await page.goto('/get-involved');
    const box = (await page.locator('iframe').boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  });

  test('the form is 16:9 on a wide screen @desktop', async ({ page }) => {
    await page.goto('/get-involved');
    const box = (await page.locator('iframe').boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  });
});

test.describe('Church Giving', () => {
  test('explains My Giving and Donate, opens ChurchSuite, offers the phone for help', async ({
    page,
  }) => {
    await page.goto('/giving');
    await expect(page.getByRole('heading', { level: 1, name: 'Church Giving' })).toBeVisible();
    const steps = page
      .getByRole('main')
      .getByRole('region', { exact: true, name: 'How to give online' })
      .getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Log in to ChurchSuite');
    await expect(steps.nth(1)).toContainText('“My Giving”');
    await expect(steps.nth(2)).toContainText('“Donate”');
    const access = page.getByRole('link', { name: 'Access ChurchSuite (opens in a new tab)' });
    await expect(access).toHaveAttribute('href', churchSuite.memberLogin);
    await expect(access).toHaveAttribute('target', '_blank');
    const help = page.getByRole('complementary', { name: 'Need Help?' });
    await expect(help.getByRole('link', { name: church.phone.display })).toHaveAttribute(
      'href',
      `tel:${church.phone.international}`,
    );
  });
});

test.describe('About Us', () => {
  test('the elders’ three duties, the vacancy convener, 8 Kirk Session members and 3 staff', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    const elders = page
      .getByRole('main')
      .getByRole('region', { exact: true, name: aboutUs.elders.heading });
    await expect(elders.getByRole('listitem')).toHaveCount(3);

    const vacancy = page
      .getByRole('main')
      .getByRole('region', { exact: true, name: aboutUs.convener.heading });
    await expect(vacancy.getByRole('img', { name: aboutUs.convener.person.name })).toBeVisible();
    await expect(vacancy).toContainText('Vacancy Convener');

    const session = page
      .getByRole('main')
      .getByRole('region', { exact: true, name: 'Kirk Session' });
    await expect(session.getByRole('listitem')).toHaveCount(8);
    await expect(session.getByRole('listitem').filter({ hasText: 'Clerk' })).toHaveCount(1);
    for (const person of aboutUs.kirkSession.people) {
      await expect(session.getByRole('img', { name: person.name, exact: true })).toBeVisible();
    }

    const staff = page.getByRole('main').getByRole('region', { exact: true, name: 'Staff' });
    await expect(staff.getByRole('listitem')).toHaveCount(3);
    for (const role of ['Youth Worker', 'Pastoral Worker', 'Musical Director']) {
      await expect(staff.getByRole('listitem').filter({ hasText: role })).toHaveCount(1);
    }
  });

  test('portraits are real, small pictures that wait until they are near the screen', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const portrait = page.getByRole('img', { name: aboutUs.staff.people[0]!.name });
    await expect(portrait).toHaveAttribute('loading', 'lazy');
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/images\/generated\/people\/.*\.avif$/);
  });
});

test.describe('Privacy Policy', () => {
  test('nine numbered sections, retention periods, the lead and the ICO', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: 1 November 2026')).toBeVisible();
    expect(privacyPolicy.sections).toHaveLength(9);
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(headings).toEqual(privacyPolicy.sections.map((s, i) => `${i + 1}. ${s.heading}`));

    const retention = page.getByRole('main').getByRole('region', { exact: true, name: /^6\. / });
    await expect(retention).toContainText('up to 6 years');
    await expect(retention).toContainText('Gift Aid');
    await expect(retention).toContainText('1 year');
    await expect(retention).toContainText('kept permanently');

    const contact = page.getByRole('main').getByRole('region', { exact: true, name: /^9\. / });
    await expect(contact).toContainText(church.dataProtectionLead.name);
    await expect(
      contact.getByRole('link', { name: church.dataProtectionLead.email }),
    ).toHaveAttribute('href', `mailto:${church.dataProtectionLead.email}`);
    await expect(contact.getByRole('link', { name: '0303 123 1113' })).toHaveAttribute(
      'href',
      'tel:+443031231113',
    );
    await expect(
      contact.getByRole('link', { name: 'ico.org.uk (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://ico.org.uk');
    await expect(contact).toContainText('Wycliffe House');
    await expect(contact).toContainText('SK9 5AF');
  });
});
