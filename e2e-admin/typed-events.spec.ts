import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect } from '@playwright/test';
import { collections } from '../app/content/kinds.ts';
import { imageCacheFor } from '../app/content/pictures/image-build.ts';
import { typeDate } from './forms.ts';
import { build, served, test } from './office.ts';
import { endedEvening, typedEvent as typed } from './office-data.ts';
import { paths } from '../app/lib/paths.ts';
import { sourceContent, url } from './office-page.ts';

// A church with no calendar feed (no ChurchSuite) types its events in /admin: one already over
// refused, naming its box; one added by hand, saved as typed, and the site built from that
// content lists it on /events, in the home page's carousel and in the calendar to subscribe to.
// Its own build, not site-rebuilt.spec.ts's: with no feed at all, the typed events are the
// whole list (the browser tests' calendar and second sets list them beside a feed's).

test.use({ withoutChurchSuite: true });

const { folder, cms: events } = collections.typedEvents;

test('an event typed by hand is saved as typed, and the rebuilt site lists it', async ({
  cms,
  page: visitor,
}) => {
  const { page } = cms;
  // Decap adds "(optional)" to an optional box's label.
  const box = (label: string) => page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));
  await cms.signIn();
  await page.goto(cms.admin(`#/collections/${events.name}/new`));
  await box('Title').fill(typed.title);
  // Typed with dates two days past, it is refused by the box to change, not saved and never shown.
  await typeDate(page, box('Starts'), endedEvening.start);
  await typeDate(page, box('Ends'), endedEvening.end);
  await cms.refused([/^Ends: This event has already ended/]);
  await typeDate(page, box('Starts'), typed.start);
  await typeDate(page, box('Ends'), typed.end);
  await box('Name').fill(typed.place.name);
  await box('Address').fill(typed.place.address);
  await box('More details or booking').fill(typed.link);
  await cms.publish();

  const saved = () =>
    cms.files().filter((file) => file.startsWith(`${folder}/`) && file.endsWith('.yml'));
  await expect.poll(saved).toHaveLength(1);
  // Named by the day it starts, then its title, so the folder reads in date order.
  expect(saved()[0]).toMatch(new RegExp(`^${folder}/${typed.start.slice(0, 10)}-[a-z-]+\\.yml$`));
  expect(cms.readYaml(saved()[0]!)).toEqual(typed);

  // The site built from what was saved, with no feed at all: the sample's photos as the first
  // build cut them (global-setup.ts), so only the build's own work is timed.
  // Inside the project, as the server build imports its packages; made afresh each run.
  const client = 'build-admin-typed/client';
  rmSync(dirname(client), { recursive: true, force: true });
  const made = imageCacheFor(sourceContent);
  if (existsSync(made)) cpSync(made, imageCacheFor(cms.contentDir), { recursive: true });
  const site = await served(client, () =>
    build({ CONTENT_DIR: cms.contentDir, BUILD_DIR: client, EVENTS_SNAPSHOT_URL: '' }),
  );
  try {
    await visitor.goto(url(site.port, paths.events));
    const card = visitor.getByRole('article').filter({
      has: visitor.getByRole('heading', { name: typed.title }),
    });
    await expect(card).toBeVisible();
    await expect(card.getByText(typed.place.name)).toBeVisible();
    await expect(card.locator(`a[href="${typed.link}"]`)).toBeVisible();
    // The build's list is the whole list: no "as of" line.
    await expect(visitor.locator('[data-slot="events-as-of"]')).toHaveCount(0);
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('\n')).toContain(`"startDate":"${typed.start}:00+0`);

    await visitor.goto(url(site.port, '/'));
    await expect(visitor.getByRole('heading', { name: typed.title })).toBeVisible();
    await expect(visitor.locator('[data-slot="events-as-of"]')).toHaveCount(0);

    const calendar = await visitor.request.get(url(site.port, paths.calendar));
    expect(await calendar.text()).toContain(`SUMMARY:${typed.title}`);
  } finally {
    await site.stop();
    rmSync(dirname(client), { recursive: true, force: true });
    rmSync(imageCacheFor(cms.contentDir), { recursive: true, force: true });
  }
});
