import type { Page } from '@playwright/test';
import { formatLongDateTime } from '../app/features/events/event-dates.ts';
import { dateWordsOf, formatLongDate } from '../app/lib/format-date.ts';
import { defaultPath, languageOfPath, pathIn } from '../app/lib/language-paths.ts';
import { htmlLang, type Language, languageNames, languagesOf } from '../app/lib/languages.ts';
import { paths } from '../app/lib/paths.ts';
import { parseWallClock } from '../app/lib/wall-clock.ts';
import { content, translations } from './support/content.ts';
import { answerFeed, sampleEvents } from './support/feed.ts';
import { axeViolations, expect, test } from './support/test.ts';

// A site of two languages (the bilingual content set: Welsh first, English second, one page and
// one notice not yet in English). Every page in each language at its own address, each saying
// which it is and naming its twin; the switch a plain link; a page not yet written in English
// says so; dates and services in Welsh on the Welsh pages; search finds Welsh in Welsh.

const languages = languagesOf(content.church);
const [first, second] = languages as [Language, Language];
const inLanguage: Record<Language, typeof content> = {
  ...({ [first]: content, [second]: translations[second] } as Record<Language, typeof content>),
};
const at = (language: Language, path: string) => pathIn(language, languages)(path);
const hrefLangs = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute('hreflang'),
        new URL((link as HTMLLinkElement).href).pathname,
      ]),
    );

test('every page of the sitemap answers in its language, naming its twin both ways @bilingual', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url!).pathname,
  );
  // Each language's page once, the second's the first's under its code.
  const own = pages.filter((path) => languageOfPath(path, languages) === first);
  expect(pages.filter((path) => languageOfPath(path, languages) === second).sort()).toEqual(
    own.map((path) => at(second, path)).sort(),
  );
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const language = languageOfPath(path, languages);
    expect(html, path).toContain(`<html lang="${htmlLang(language)}"`);
    const twin = at(language === first ? second : first, defaultPath(path, languages));
    expect(html, path).toMatch(new RegExp(`hrefLang="${htmlLang(language)}" href="[^"]*${path}"`));
    expect(html, path).toMatch(new RegExp(`hrefLang="[^"]+" href="[^"]*${twin}"`));
  }
});

test('the language switch is a plain link to the same page in the other, and back @bilingual', async ({
  page,
}) => {
  await page.goto(paths.events);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(first));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.pages.events.heading);
  expect(await hrefLangs(page)).toContainEqual([htmlLang(second), at(second, paths.events)]);
  const switchTo = (language: Language) =>
    page
      .getByRole('navigation', {
        name: inLanguage[language === first ? second : first].siteText.languages!.label,
      })
      .getByRole('link', { name: languageNames[language] });
  await switchTo(second).click();
  await expect(page).toHaveURL(at(second, paths.events));
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(second));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    inLanguage[second].pages.events.heading,
  );
  // The menu's links stay in the page's language.
  const menuLinks = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(menuLinks.filter((href) => languageOfPath(href, languages) !== second)).toEqual([]);
  await switchTo(first).click();
  await expect(page).toHaveURL(paths.events);
});

test('a page not yet in English says so in English, links to the page as written, and marks its words Welsh @bilingual', async ({
  page,
}) => {
  const english = inLanguage[second];
  expect(english.untranslated.length).toBeGreaterThan(0);
  for (const path of english.untranslated) {
    await page.goto(at(second, path));
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(second));
    const note = page.locator('[data-slot="untranslated"]');
    const words = english.siteText.languages!;
    await expect(note).toContainText(
      words.untranslated.split('{original}')[0]!.replaceAll('{language}', words.names[second]),
    );
    await expect(note.getByRole('link', { name: words.names[first] })).toHaveAttribute(
      'href',
      path,
    );
    await expect(page.locator(`main [lang="${htmlLang(first)}"] h1`)).toBeVisible();
  }
  // A page written in both has no such note.
  await page.goto(at(second, paths.events));
  await expect(page.locator('[data-slot="untranslated"]')).toHaveCount(0);
});

test('dates and services read in Welsh on the Welsh pages, in English on the English @bilingual', async ({
  page,
}) => {
  for (const language of languages) {
    const { news, siteText, church } = inLanguage[language];
    const words = dateWordsOf(siteText.dates, church);
    await page.goto(at(language, paths.news));
    await expect(page.locator('main time').first()).toHaveText(
      formatLongDate(news[0]!.date, words),
    );
    await page.goto(at(language, paths.home));
    // A service's day in the words file's own form ("Dydd Sul", "Sunday"), on the home page.
    const days = siteText.dates.weekdays.map((day) => day.plural);
    await expect(page.locator('main')).toContainText(
      new RegExp(days.map((day) => day.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
    );
  }
});

test("the live events list writes the feed's dates in the page's language @bilingual", async ({
  page,
}) => {
  // One event, not the build's list: the island runs React with the feed's answer, keeping the
  // events typed in /admin beside it.
  const [event] = sampleEvents;
  await answerFeed(page, { kind: 'json', body: [event] });
  for (const language of languages) {
    const { siteText, church, typedEvents } = inLanguage[language];
    await page.goto(at(language, paths.events));
    const articles = page.getByRole('list').getByRole('article');
    await expect(articles).toHaveCount(typedEvents.length + 1);
    await expect(articles.filter({ hasText: event!.name }).locator('time').first()).toHaveText(
      formatLongDateTime(
        parseWallClock(event!.datetime_start)!,
        dateWordsOf(siteText.dates, church),
      ),
    );
  }
});

test('search in Welsh finds a Welsh page, in English an English one @bilingual', async ({
  page,
}) => {
  for (const language of languages) {
    const { sermons, search } = inLanguage[language];
    const title = sermons[0]!.title;
    await page.goto(at(language, paths.search));
    await page.getByRole('searchbox', { name: search.boxLabel }).fill(title);
    await page.getByRole('main').getByRole('button', { name: search.button, exact: true }).click();
    const results = page.getByRole('list', { name: new RegExp(`^${search.resultsHeading}`) });
    const found = results.getByRole('link', { name: title, exact: true }).first();
    await expect(found).toBeVisible();
    const href = (await found.getAttribute('href')) ?? '';
    expect(languageOfPath(new URL(href, 'http://localhost').pathname, languages)).toBe(language);
  }
});

test('each language passes axe, and reads at 320 px and with its text at 200 % @bilingual', async ({
  page,
}) => {
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  for (const language of languages) {
    for (const path of [paths.home, paths.events, inLanguage[second].untranslated[0]!]) {
      const address = at(language, path);
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(address);
      expect(await axeViolations(page), address).toEqual([]);
      expect(await overflow(), `${address} at 320 px`).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 640, height: 800 });
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      expect(await overflow(), `${address} at 640 px, 200 % text`).toBeLessThanOrEqual(0);
    }
  }
});
