import { expect } from '@playwright/test';
import { collections } from '../app/content/schemas/kinds.ts';
import { typeDate } from './forms.ts';
import { test } from './office.ts';
import { endedEvening, typedEvent as typed } from './office-data.ts';

// A church with no calendar feed (no ChurchSuite) types its events in /admin: one already over
// refused, naming its box; one added by hand, saved as typed, and read by the build as the
// event the site lists.

test.use({ withoutChurchSuite: true });

const { folder, cms: events } = collections.typedEvents;

test('an event typed by hand is saved as typed, and the build reads it as the event the site lists', async ({
  cms,
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

  // As the build reads it. How a site with no feed lists its typed events is
  // app/feeds/typed-events.test.ts's to check; the calendar set's browser tests see them on /
  // and /events.
  expect(collections.typedEvents.schema(cms.contentDir).parse(cms.readYaml(saved()[0]!))).toEqual(
    typed,
  );
});
