import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pageFile } from '../scripts/build-set.mjs';
import { contentSetFor } from '../scripts/e2e-content-sets.mjs';
import { content } from './support/content.ts';
import { expect, test, withJavaScriptOffAndOn } from './support/test.ts';

// /halls as the build wrote it from the bookings feed it read: two pages across the clock
// change of 28 March 2027, a fixture of each church's own (scripts/build-set.mjs serves it,
// the build counting BOOKINGS_READ_AT as now). What each day should say is worked out here
// from the feed file by hand, with Node's own time-zone data; the rules (midnight, several
// days, part of a room, the clock change) are the unit tests' (app/features/halls).

const set = contentSetFor();
if (!set.bookingsFeed) throw new Error('This content set is built without a bookings feed');
const { words, rooms, slug } = content.hallsPage;
// The page's own address, as its content gives it (/halls in the sample).
const hallsPage = `/${slug}`;

type Slot = {
  id: number;
  resource_id: number | string;
  quantity: number;
  starts_at: string;
  ends_at: string;
};
type Resource = { id: number | string; name: string; quantity: number | null };
type Answer = {
  booked_resources: Slot[];
  resources?: Resource[];
  pagination: { num_results: number; per_page: number };
};
const first = JSON.parse(readFileSync(set.bookingsFeed, 'utf8')) as Answer;
const pages = Array.from(
  { length: Math.ceil(first.pagination.num_results / first.pagination.per_page) },
  (_, index) => JSON.parse(readFileSync(pageFile(set.bookingsFeed!, index + 1), 'utf8')) as Answer,
);
const resources = new Map<string, Resource>();
for (const page of pages) for (const r of page.resources ?? []) resources.set(String(r.id), r);

/** The room's name on the page: the content's room standing for the resource, else the feed's. */
function roomName(resourceId: string) {
  const resource = resources.get(resourceId)!;
  const room = rooms.find((r) => {
    const wanted = (r.resource ?? r.name).trim();
    return wanted === resourceId || wanted.toLowerCase() === resource.name.toLowerCase();
  });
  return room?.name ?? resource.name.replace(/\s+/g, ' ').trim();
}

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** An instant on the church's clock: its date, and its time as the site writes it. */
function onChurchClock(instant: string) {
  const parts = Object.fromEntries(
    london.formatToParts(new Date(instant)).map((p) => [p.type, p.value]),
  );
  const hour = Number(parts.hour);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${hour % 12 || 12}:${parts.minute} ${hour < 12 ? 'AM' : 'PM'}`,
  };
}

const room = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const day = (page: Page, name: string, date: string) =>
  room(page, name).locator(`[data-slot="day"][data-date="${date}"]`);

test('lists every room and says when each is booked, on the church’s clock @content', async ({
  page,
}) => {
  await page.goto(hallsPage);
  await expect(
    page.getByRole('heading', { level: 1, name: content.pages.halls.heading }),
  ).toBeVisible();
  const ask = page.getByRole('region', { name: content.hallsPage.ask.heading });
  await expect(ask.getByRole('link', { name: content.church.phone.display })).toBeVisible();
  const names = [...new Set([...rooms.map((r) => r.name), ...[...resources.keys()].map(roomName)])];
  for (const name of names) {
    await expect(room(page, name).getByRole('heading', { level: 2 })).toHaveText(name);
  }

  // A booking from the second page, after the clocks went forward, on its day and times.
  const later = pages[1]!.booked_resources[0]!;
  const from = onChurchClock(later.starts_at);
  const to = onChurchClock(later.ends_at);
  expect(from.date).toBe(to.date);
  await expect(day(page, roomName(String(later.resource_id)), from.date)).toContainText(
    `${from.time} ${words.to} ${to.time}`,
  );

  // Part of a divided room.
  const slots = pages.flatMap((p) => p.booked_resources);
  const part = slots.find(
    (s) => s.quantity < (resources.get(String(s.resource_id))?.quantity ?? 0),
  )!;
  await expect(
    day(page, roomName(String(part.resource_id)), onChurchClock(part.starts_at).date),
  ).toContainText(`(${words.part})`);

  // A booking across several days: its first day from its start, the days between whole, its
  // last day until its end.
  const long = slots.find((s) => Date.parse(s.ends_at) - Date.parse(s.starts_at) > 36 * 3_600_000)!;
  const name = roomName(String(long.resource_id));
  const start = onChurchClock(long.starts_at);
  const end = onChurchClock(long.ends_at);
  await expect(day(page, name, start.date)).toContainText(`${words.from} ${start.time}`);
  const between = new Date(Date.parse(`${start.date}T12:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  await expect(day(page, name, between)).toContainText(words.allDay);
  await expect(day(page, name, end.date)).toContainText(`${words.until} ${end.time}`);

  // A day the room has nothing booked: the day of the reading, for a room with none that day.
  const readDay = onChurchClock(set.bookingsReadAt).date;
  const freeRoom = names.find(
    (n) =>
      !slots.some(
        (s) =>
          roomName(String(s.resource_id)) === n &&
          onChurchClock(s.starts_at).date <= readDay &&
          onChurchClock(s.ends_at).date >= readDay,
      ),
  )!;
  await expect(day(page, freeRoom, readDay)).toContainText(words.free);
  await expect(room(page, freeRoom).locator('[data-slot="booked-as-of"]')).toContainText(
    words.asOf,
  );
});

withJavaScriptOffAndOn(() => {
  test('shows one room at a time, at an address of its own, and every room again @content', async ({
    page,
  }) => {
    await page.goto(hallsPage);
    const choice = page.getByRole('navigation', { name: words.rooms });
    const chosen = rooms.at(-1)!.name;
    await choice.getByRole('link', { name: chosen, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${hallsPage}/[a-z0-9-]+$`));
    await expect(page.getByRole('link', { name: chosen, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('[data-slot="room"]')).toHaveCount(1);
    await expect(room(page, chosen)).toBeVisible();
    await page
      .getByRole('navigation', { name: words.rooms })
      .getByRole('link', { name: words.allRooms })
      .click();
    await expect(page).toHaveURL(new RegExp(`${hallsPage}$`));
    await expect(page.locator('[data-slot="room"]')).toHaveCount(
      new Set([...rooms.map((r) => r.name), ...[...resources.keys()].map(roomName)]).size,
    );
  });
});

const hostile = [...resources.values()].find((r) => /[<>&]/.test(r.name));
if (hostile) {
  test('shows a hostile room name from the feed as text @content', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(hallsPage);
    const name = roomName(String(hostile.id));
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toHaveText(name);
    await expect(page.locator('main script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
}
