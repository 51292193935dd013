import type { Page } from '@playwright/test';
import { blockText, plainText, type RichBlock } from '../app/content/schemas/rich-text.ts';
import { formatLongDate } from '../app/lib/format-date.ts';
import { homeSections, paths } from '../app/lib/paths.ts';
import { formatServiceTime } from '../app/lib/service-time.ts';
import {
  activityList,
  activityMenu,
  churchSuite,
  contactsIn,
  content,
  escapeRegExp,
  newTabName,
  dates,
} from './support/content.ts';
import {
  consoleErrors,
  expectBlocksShown,
  expectContactsShown,
  expectNewTabLink,
  mainHeadings,
  openPage,
  topInWindow,
  waitForEnhanced,
} from './support/page-checks.ts';
import { expect, test } from './support/shared-page.ts';
import { poll } from './support/test.ts';

const { church, home, aboutUs, giving, getInvolved, privacyPolicy, labels, pages } = content;

/** A region of the main content by its exact name. */
const region = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { exact: true, name });

test.describe('home page', () => {
  const { hero, serviceTimes, story, findUs } = home;

  // Everything the home page shows, read from one load; the step that follows a link is last.
  test('shows every section of its content, in order, and tells search engines about the church @content', async ({
    page,
  }) => {
    await page.goto('/');
    await test.step('hero: the church name, its picture fetched first, and the two buttons', async () => {
      const section = region(page, church.name);
      await expect(
        section.getByRole('heading', { level: 1, name: church.name, exact: true }),
      ).toBeVisible();
      const picture = section.getByRole('img', { name: hero.image!.alt, exact: true });
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute('fetchpriority', 'high');
      await expect(picture).not.toHaveAttribute('loading', 'lazy');
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
      // Links to their sections, so that they work before and without JavaScript too.
      for (const [name, id] of [
        [hero.serviceButton, homeSections.serviceTimes],
        [hero.storyButton, homeSections.churchStory],
      ]) {
        const link = section.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', `#${id}`);
      }
      const preload = page.locator('link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(2);
      await expect(preload.first()).toHaveAttribute(
        'imagesrcset',
        new RegExp(`/images/generated/${escapeRegExp(hero.image!.src)}-.*\\.avif`),
      );
    });
    await test.step('every picture below the hero waits until it is near the screen', async () => {
      const lazy = await page
        .getByRole('main')
        .locator('img')
        .evaluateAll((imgs) => imgs.slice(1).map((img) => img.getAttribute('loading')));
      expect(lazy.length).toBeGreaterThan(0);
      expect(lazy.every((loading) => loading === 'lazy')).toBe(true);
    });
    await test.step('service times: every service, the address, the children’s note and the verse', async () => {
      const section = region(page, serviceTimes.heading);
      for (const service of church.services) {
        await expect(section).toContainText(`Every ${service.day}`);
        await expect(section).toContainText(
          `${formatServiceTime(service.time, dates)} ${service.name}`,
        );
      }
      await expect(section).toContainText(`${church.address.street}, ${church.address.town}`);
      await expect(section).toContainText(church.address.postcode);
      await expect(section).toContainText(church.childrenNote);
      await expect(section.locator('blockquote')).toContainText(serviceTimes.quote.text);
      await expect(section.locator('figcaption')).toHaveText(serviceTimes.quote.reference);
    });
    await test.step('church story: welcome, the values heading and every pillar', async () => {
      const section = region(page, story.heading);
      await expectBlocksShown(section, story.text);
      await expect(
        section.getByRole('heading', { name: story.valuesHeading, exact: true }),
      ).toBeVisible();
      for (const pillar of story.pillars) {
        await expect(
          section.getByRole('heading', { level: 4, name: pillar.title, exact: true }),
        ).toBeVisible();
      }
    });
    await test.step('sections come in order, the events after the church story', async () => {
      const sections = (await mainHeadings(page)).filter((h) => h.level === 2).map((h) => h.text);
      expect(sections).toEqual([
        serviceTimes.heading,
        // A site of several churches: the services across them (churches.spec.ts).
        ...(content.several ? [content.several.words.thisMonth] : []),
        story.heading,
        content.eventsText.heading,
        // The latest news, when there is any.
        ...(content.news.length > 0 ? [content.newsPage.home.heading] : []),
        home.activities.heading,
        home.getInvolved.heading,
        findUs.heading,
      ]);
    });
    await test.step('get involved: each way with its words and its link', async () => {
      const section = region(page, home.getInvolved.heading);
      for (const way of home.getInvolved.ways) {
        await expect(section).toContainText(way.title);
        await expect(
          section.getByRole('link', { name: way.link.label, exact: true }),
        ).toHaveAttribute('href', way.link.to);
      }
    });
    await test.step('how to find us: the address and a map link for directions', async () => {
      const section = region(page, findUs.heading);
      await expect(section).toContainText(church.address.street);
      await expect(
        section.getByRole('link', { name: church.phone.display, exact: true }),
      ).toHaveAttribute('href', `tel:${church.phone.international}`);
      const directions = section.getByRole('link', {
        name: new RegExp(`^${escapeRegExp(findUs.directions.label)}`),
      });
      await expect(directions).toHaveAttribute('href', findUs.directions.href);
      const href = (await directions.getAttribute('href'))!;
      expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
      expect(href).toContain(encodeURIComponent(church.address.street));
      await expect(directions).toHaveAttribute('target', '_blank');
    });
    await test.step('tells search engines it is a Church, with address, phone, site and services', async () => {
      const scripts = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
      const data = scripts.find((s) => s['@type'] === 'Church');
      expect(data).toMatchObject({
        name: church.name,
        url: church.siteUrl,
        telephone: church.phone.international,
        address: { streetAddress: church.address.street, postalCode: church.address.postcode },
        // Weekly services; a site of several churches, each service held, dated, at its church.
        event: content.several
          ? content.several.services.held.map((service) => ({
              name: service.name,
              location: { name: service.at?.name },
            }))
          : church.services.map((service) => ({
              eventSchedule: {
                byDay: `https://schema.org/${service.day}`,
                startTime: service.time,
              },
            })),
      });
    });
    await test.step('the activities list every activity once, by menu group, and nothing else', async () => {
      const section = region(page, home.activities.heading);
      await expect(section.getByRole('link')).toHaveText(
        activityMenu.flatMap((group) => group.activities.map((activity) => activity.name)),
      );
      expect(activityMenu.flatMap((group) => group.activities)).toHaveLength(activityList.length);
    });
    await test.step('activities for every age link to each activity page', async () => {
      const section = region(page, home.activities.heading);
      for (const group of activityMenu) {
        await expect(
          section.getByRole('heading', { level: 3, name: group.label, exact: true }),
        ).toBeVisible();
      }
      for (const { path, name } of activityList) {
        await expect(section.getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          path,
        );
      }
      const chosen = activityList.at(-1)!;
      await section.getByRole('link', { name: chosen.name, exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: chosen.name, exact: true }),
      ).toBeVisible();
    });
  });

  test('each hero link scrolls smoothly to its section and moves focus there, at once with reduced motion; one whose section is missing does nothing but log an error', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/');
    await waitForEnhanced(page);
    /** Clicks the hero link named `name`: where its section's top is the moment after. */
    const clickHeroLink = (name: string, id: string) =>
      page.evaluate(
        ({ name, id }) => {
          const found = [...document.querySelectorAll('a')].find((a) => a.textContent === name);
          found?.click();
          return document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN;
        },
        { name, id },
      );
    const toTop = () => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

    for (const [button, target] of [
      [hero.serviceButton, homeSections.serviceTimes],
      [hero.storyButton, homeSections.churchStory],
    ] as const) {
      await test.step(`"${button}" scrolls smoothly to its section`, async () => {
        await toTop();
        const startTop = await topInWindow(page, `#${target}`);
        // The very moment after the click the page has barely moved: the scroll is animated.
        expect(await clickHeroLink(button, target)).toBeGreaterThan(startTop - 100);
        // It lands just below the fixed header (64 px), not under it.
        await poll(() => topInWindow(page, `#${target}`)).toBeLessThan(100);
        expect(await topInWindow(page, `#${target}`)).toBeGreaterThanOrEqual(64);
        await expect(page.locator(`#${target}`)).toBeFocused();
        // The address stays the page's: the link's jump was JavaScript's glide instead.
        expect(new URL(page.url()).hash).toBe('');
      });
    }

    await test.step('with reduced motion, a hero link jumps to its section at once', async () => {
      await toTop();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const top = await clickHeroLink(hero.storyButton, homeSections.churchStory);
      expect(top).toBeGreaterThanOrEqual(64);
      expect(top).toBeLessThan(100);
    });

    await test.step('a hero link whose section is missing does nothing but log an error', async () => {
      // A fresh page at its top, with nothing of the steps before still moving (a reload
      // would put back the scroll of the steps before, and the click would scroll to the link).
      await toTop();
      await page.goto('/');
      await waitForEnhanced(page);
      await page.evaluate((id) => document.getElementById(id)?.remove(), homeSections.churchStory);
      const scrollBefore = await page.evaluate(() => window.scrollY);
      const link = page.getByRole('link', { name: hero.storyButton, exact: true });
      await link.click();
      await poll(() => errors.join('\n')).toContain(`"${homeSections.churchStory}"`);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      expect(new URL(page.url()).hash).toBe('');
      await expect(link).toBeFocused();
    });
  });
});

test.describe('activity pages', () => {
  type SectionKey = keyof typeof labels.activitySectionLabels;
  const sectionKeys = Object.keys(labels.activitySectionLabels) as SectionKey[];
  const factKeys = ['audience', 'when', 'where'] as const;
  const social = ['facebook', 'instagram'];

  const contactCards = (page: Page) =>
    region(page, labels.activitySectionLabels.contact).locator('[data-slot="contact-list"] > li');

  // Each activity's page is loaded once for all it shows; a kind of link or contact the
  // content gives no activity is then shown on no page, as its buttons are exactly its links.
  for (const activity of activityList) {
    const shown = sectionKeys.filter((key) => activity[key]);
    const headings = shown.map((key) => labels.activitySectionLabels[key]);
    const contacts = contactsIn(activity.contact);
    test(`${activity.name}: ${headings.join(', ')}, its facts, its links and its contacts @content`, async ({
      page,
    }) => {
      await page.goto(activity.path);
      await test.step(`${headings.join(', ')} and its facts`, async () => {
        await expect(
          page.getByRole('heading', { level: 1, name: activity.name, exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('main')).toContainText(activity.intro);
        // Exactly the sections the content has: no How? where the activity has none.
        const card = page.locator('[data-slot="activity-card"]');
        const cardHeadings = await card.getByRole('heading', { level: 2 }).allTextContents();
        expect(cardHeadings.map((h) => h.trim())).toEqual(headings);
        for (const key of shown) {
          await expectBlocksShown(region(page, labels.activitySectionLabels[key]), activity[key]!);
        }
        const glance = page
          .getByRole('main')
          .getByRole('complementary', { name: labels.activityFactsHeading, exact: true });
        await expect(glance.getByRole('term')).toHaveText(
          factKeys.map((key) => `${labels.activityFactLabels[key]}:`),
        );
        await expect(glance.getByRole('definition')).toHaveText(
          factKeys.map((key) => activity.facts[key]),
        );
      });

      await test.step('the buttons under its name are exactly its links, each opening a new tab', async () => {
        const buttons = page.locator('[data-slot="activity-links"]').getByRole('link');
        await expect(buttons).toHaveCount(activity.links.length);
        for (const [index, link] of activity.links.entries()) {
          const button = buttons.nth(index);
          await expect(button).toHaveAccessibleName(newTabName(link.label));
          await expectNewTabLink(button, link.href);
          await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
        }
      });

      for (const link of activity.links.filter((l) => l.kind === 'register')) {
        await test.step(`"${link.label}" opens the registration form in a new tab`, async () => {
          const button = page.getByRole('link', { name: newTabName(link.label), exact: true });
          await expectNewTabLink(button, link.href);
          await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
        });
      }

      const socialLinks = activity.links.filter((link) => social.includes(link.kind));
      if (socialLinks.length > 0) {
        await test.step(`links to ${socialLinks.map((l) => l.label).join(' and ')}`, async () => {
          const main = page.getByRole('main');
          for (const link of socialLinks) {
            await expect(
              main.getByRole('link', { name: newTabName(link.label), exact: true }),
            ).toHaveAttribute('href', link.href);
          }
        });
      }

      for (const link of activity.links.filter((l) => l.kind === 'website')) {
        await test.step(`links to its website, "${link.label}"`, async () => {
          const website = page.getByRole('link', { name: newTabName(link.label), exact: true });
          await expectNewTabLink(website, link.href);
        });
      }

      await test.step(`a card for each of its ${contacts.length} contacts`, async () => {
        await expect(contactCards(page)).toHaveCount(contacts.length);
        await expect(contactCards(page).first()).toBeVisible();
        await expectContactsShown(region(page, labels.activitySectionLabels.contact), contacts);
      });
    });
  }
});

test.describe('Get Involved', () => {
  test('embeds the ChurchSuite sign-up form, lazily, 4:3 on a phone, with a title and a plain link @content', async ({
    page,
  }) => {
    await openPage(page, paths.getInvolved, pages.getInvolved.heading);
    const form = getInvolved.form!;
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('title', form.title);
    await expect(frame).toHaveAttribute('src', churchSuite.addressBookForm);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    const box = (await frame.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
    const link = page.getByRole('link', { name: newTabName(form.openLabel) });
    await expectNewTabLink(link, churchSuite.addressBookForm);
  });

  test('the form is 16:9 on a wide screen @desktop', async ({ page }) => {
    await page.goto(paths.getInvolved);
    const box = (await page.locator('iframe').boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  });
});

test.describe('Church Giving', () => {
  test('explains every step, opens where the church gives, offers the phone for help @content', async ({
    page,
  }) => {
    await openPage(page, paths.giving, pages.giving.heading);
    const steps = region(page, giving.stepsHeading).getByRole('listitem');
    await expect(steps).toHaveCount(giving.steps.length);
    for (const [index, step] of giving.steps.entries()) {
      await expect(steps.nth(index)).toContainText(step);
    }
    const button = page.getByRole('link', { name: newTabName(giving.button.label), exact: true });
    await expectNewTabLink(button, giving.button.url);
    const help = page.getByRole('complementary', { name: giving.help.heading, exact: true });
    await expect(help).toContainText(giving.help.text);
    await expect(
      help.getByRole('link', { name: church.phone.display, exact: true }),
    ).toHaveAttribute('href', `tel:${church.phone.international}`);
  });
});

test.describe('About Us', () => {
  type Section = (typeof aboutUs.sections)[number];
  type Person = Extract<Section, { type: 'person' }>['person'];

  /**
   * One card per person, with their photo or, without one, no picture at all (their initials are
   * hidden from screen readers), and each role on as many cards as people hold it.
   */
  async function expectPeople(page: Page, name: string, people: Person[]) {
    const section = region(page, name);
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(people.length);
    for (const role of new Set(people.map((person) => person.role))) {
      await expect(cards.filter({ has: page.getByText(role, { exact: true }) })).toHaveCount(
        people.filter((person) => person.role === role).length,
      );
    }
    for (const person of people) {
      if (person.photo) {
        await expect(section.getByRole('img', { name: person.name, exact: true })).toBeVisible();
      } else {
        const card = cards.filter({ hasText: person.name });
        await expect(card).toBeVisible();
        await expect(card.getByRole('img')).toHaveCount(0);
      }
    }
  }

  /** A section's text: its paragraphs and headings, and each item of its lists a list item. */
  async function expectText(page: Page, name: string, text: RichBlock[]) {
    const section = region(page, name);
    const items = text.flatMap((block) =>
      typeof block === 'object' && 'list' in block ? block.list.map(plainText) : [],
    );
    await expect(section.getByRole('listitem')).toHaveText(items);
    for (const block of text) {
      if (typeof block === 'string' || 'p' in block || 'heading' in block) {
        await expect(section).toContainText(blockText(block));
      }
    }
  }

  test('every section in its order, of its kind: text, one person, people with their roles; portraits real, small pictures that wait until they are near the screen @content', async ({
    page,
  }) => {
    await openPage(page, paths.aboutUs, pages.aboutUs.heading);
    await expect(
      page.getByRole('main').locator('section[data-slot="page-section"] > h2'),
    ).toHaveText(aboutUs.sections.map((s) => s.heading));

    for (const section of aboutUs.sections) {
      if (section.type === 'people') await expectPeople(page, section.heading, section.people);
      else await expectText(page, section.heading, section.text);
      if (section.type === 'person') {
        const { person } = section;
        const shown = region(page, section.heading);
        if (person.photo)
          await expect(shown.getByRole('img', { name: person.name, exact: true })).toBeVisible();
        else await expect(shown.getByRole('img')).toHaveCount(0);
        await expect(shown).toContainText(person.role);
      }
    }

    await test.step('portraits are real, small pictures that wait until they are near the screen', async () => {
      const person = aboutUs.sections
        .filter((s) => s.type === 'people')
        .flatMap((s) => s.people)
        .findLast((p) => p.photo)!;
      const portrait = page.getByRole('img', { name: person.name, exact: true });
      await expect(portrait).toHaveAttribute('loading', 'lazy');
      await portrait.scrollIntoViewIfNeeded();
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(new RegExp(`/images/generated/${escapeRegExp(person.photo!)}-[\\w-]+\\.avif$`));
    });
  });
});

test.describe('Privacy Policy', () => {
  test('the date it was last updated, and every section numbered, with its words and contacts @content', async ({
    page,
  }) => {
    await openPage(page, paths.privacyPolicy, pages.privacyPolicy.heading);
    await expect(
      page.getByText(
        `${privacyPolicy.lastUpdatedLabel}: ${formatLongDate(privacyPolicy.lastUpdated, dates)}`,
      ),
    ).toBeVisible();
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(headings).toEqual(privacyPolicy.sections.map((s, i) => `${i + 1}. ${s.heading}`));

    for (const [index, section] of privacyPolicy.sections.entries()) {
      await expectBlocksShown(region(page, `${index + 1}. ${section.heading}`), section.body);
    }
  });
});
