import { contentSetFor } from '../scripts/e2e-content-sets.mjs';
import { content } from './support/content.ts';
import { eventsArea, typedEvents } from './support/feed.ts';
import { startPreview } from './support/preview.ts';
import { expect, test as reading } from './support/shared-page.ts';
import { paths } from '../app/lib/paths.ts';

// The calendar set's content built again with a calendar the build could not read
// (scripts/e2e-content-sets.mjs): the build went through, and its / and /events say the events
// could not be loaded, with JavaScript off and on, and list only the events typed in /admin,
// which are the site's own.

const { eventsText: words } = content;
const { failedCalendar } = contentSetFor();
// Run only on the set that has one: none would be no test at all, not a pass.
if (!failedCalendar) throw new Error('This content set has no failed calendar');
const { when, buildDir } = failedCalendar;

const test = reading.extend<object, { site: string }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this
    async ({}, use) => {
      const preview = await startPreview(buildDir, {});
      await use(preview.url);
      preview.stop();
    },
    // The runtime's start, more on two busy cores (support/preview.ts).
    { scope: 'worker', timeout: 150_000 },
  ],
});

test.describe(`a calendar that ${when}`, () => {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });

      test('/events and the home page say the events could not be loaded, and list the typed ones @calendar', async ({
        page,
        site,
      }) => {
        for (const path of [paths.events, '/']) {
          await page.goto(`${site}${path}`);
          const area = eventsArea(page, path);
          await expect(area.getByRole('alert')).toHaveText(words.failed);
          const listed = area.getByRole('article');
          // The carousel may show fewer, the first of them.
          const typed = typedEvents.slice(
            0,
            path === paths.events ? undefined : await listed.count(),
          );
          await expect(listed).toHaveCount(typed.length);
          for (const [index, { name }] of typed.entries()) {
            await expect(listed.nth(index)).toContainText(name);
          }
          // A calendar to subscribe to would be empty: none is offered.
          await expect(page.locator(`a[href$="${paths.calendar}"]`)).toHaveCount(0);
          if (javaScriptEnabled) {
            await expect(page.getByText(words.failedPopup, { exact: true })).toBeVisible();
          }
        }
      });
    });
  }
});
