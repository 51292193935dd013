import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { formatLongDate } from '../app/lib/format-date.ts';
import { countWords } from '../app/lib/plural.ts';
import { slugOf } from '../app/lib/slug.ts';
import { pageFile } from '../scripts/build-set.mjs';
import { contentSetFor } from '../scripts/e2e-content-sets.mjs';
import { activityList, churchSuite, content, dates } from './support/content.ts';
import { expect, test } from './support/test.ts';

// /groups as the build wrote it from the groups feed it read: the legacy feed for the church's
// own content, the current feed in two pages for the second church (scripts/build-set.mjs
// serves each from test/fixtures). What each page should say is worked out here from the feed
// file itself, not with the site's helpers; the rules behind it (shapes, sign-up, times,
// choices, escaping) are the unit tests' (app/features/groups).

const words = content.groupsPage;
const feedFile = contentSetFor().groupsFeed;
if (!feedFile) throw new Error('This content set is built without a groups feed');

type FeedGroup = Record<string, unknown> & { name: string; identifier: string };
const first = JSON.parse(readFileSync(feedFile, 'utf8')) as
  | FeedGroup[]
  | {
      groups: FeedGroup[];
      labels?: { options: { id: string; name: string }[] }[];
      pagination: { num_results: number; per_page: number };
    };
const pages = Array.isArray(first)
  ? [first]
  : Array.from(
      { length: Math.ceil(first.pagination.num_results / first.pagination.per_page) },
      (_, index) =>
        (JSON.parse(readFileSync(pageFile(feedFile, index + 1), 'utf8')) as { groups: FeedGroup[] })
          .groups,
    );
const today = new Date().toISOString().slice(0, 10);
const weekdays = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const optionNames = new Map(
  Array.isArray(first)
    ? []
    : (first.labels ?? []).flatMap((label) => label.options.map((o) => [o.id, o.name] as const)),
);

/** What the feed says of a group, read by hand from either shape. */
function expected(group: FeedGroup) {
  const dayValue = group.day;
  const day =
    typeof dayValue === 'string' && /^[a-z]+$/i.test(dayValue)
      ? dayValue
      : weekdays[Number(dayValue) % 7]!;
  const [hour = 0, minute = 0] = String(group.time).split(':').map(Number);
  const time = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  const signUp = group.signup_options as
    { capacity: number | null; starts_at: string; ends_at: string | null } | null | undefined;
  const legacy = !('signup_options' in group);
  const opens = legacy ? (group.signup_date_start as string) : signUp?.starts_at;
  const enabled = legacy
    ? [true, 1, '1'].includes(group.signup_enabled as string)
    : Boolean(signUp);
  const members = Number(group.num_members ?? 0);
  const capacity = Number((legacy ? group.signup_capacity : signUp?.capacity) ?? 0);
  const full =
    (legacy && [true, 1, '1'].includes(group.signup_full as string)) ||
    (capacity > 0 && members >= capacity);
  const labels = legacy
    ? ((group.tags as { name: string }[]) ?? []).map((tag) => tag.name)
    : ((group.labels as { options: string[] }[]) ?? []).flatMap((label) =>
        label.options.map((id) => optionNames.get(id)!),
      );
  const ends = (legacy ? group.date_end : group.ends_at) as string | null;
  return {
    name: group.name,
    identifier: group.identifier,
    day,
    time,
    opens,
    enabled,
    full,
    labels,
    ends,
  };
}

const groups = pages
  .flat()
  .map(expected)
  .filter((group) => !group.ends || group.ends >= today);
const full = groups.find((group) => group.enabled && group.full && group.opens! <= today);
const opening = groups.find((group) => group.enabled && group.opens && group.opens > today);

const count = (n: number) => countWords(n, words.count, content.church.language);
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name, exact: true });
const shown = (page: Page) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^${words.chosen} `) });
const choice = (page: Page, way: 'day' | 'label', name: string, n: number) =>
  page
    .getByRole('navigation', { name: words.choose })
    .getByRole('list', { name: words.ways[way] })
    .getByRole('link', { name: `${name} (${count(n)})`, exact: true });

async function expectOnly(page: Page, names: string[]) {
  await expect(shown(page)).toContainText(count(names.length));
  await expect(cards(page)).toHaveCount(names.length);
  for (const name of names) await expect(card(page, name)).toBeVisible();
}

async function expectWhen(article: Locator, group: (typeof groups)[number]) {
  await expect(article).toContainText(`${group.day}, ${group.time}`);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/groups lists every group of every page with its day, time and sign-up, and narrows by a day and a label, each choice a link of its own @content', async ({
    page,
  }) => {
    expect(full, 'the feed has a full group').toBeDefined();
    expect(opening, 'the feed has a group whose sign-up opens later').toBeDefined();
    await page.goto('/groups');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.meta.heading);
    await expectOnly(
      page,
      groups.map((group) => group.name),
    );
    for (const group of groups) await expectWhen(card(page, group.name), group);
    await expect(card(page, full!.name)).toContainText(words.signUp.full);
    await expect(card(page, opening!.name)).toContainText(
      `${words.signUp.opens} ${formatLongDate(opening!.opens!, dates)}`,
    );
    await expect(
      card(page, opening!.name).getByRole('link', { name: new RegExp(`^${words.signUp.more}`) }),
    ).toHaveAttribute('href', churchSuite.group(opening!.identifier));

    // A day, then a label on top of it: each a page of its own, saying how many it shows.
    const day = opening!.day;
    const onDay = groups.filter((group) => group.day === day);
    await choice(page, 'day', day, onDay.length).click();
    await expect(page).toHaveURL(`/groups/day/${day.toLowerCase()}`);
    await expectOnly(
      page,
      onDay.map((group) => group.name),
    );
    const label = opening!.labels[0]!;
    const both = onDay.filter((group) => group.labels.includes(label));
    await choice(page, 'label', label, both.length).click();
    await expect(page).toHaveURL(new RegExp(`/groups/day/${day.toLowerCase()}/label/[a-z0-9-]+$`));
    await expectOnly(
      page,
      both.map((group) => group.name),
    );
    await expect(shown(page)).toContainText(`${day}, ${label}`);
  });
});

test('a shared link to a day and a label shows just those groups, and its choices lead on @content', async ({
  page,
}) => {
  const day = opening!.day;
  const label = opening!.labels[0]!;
  const slug = slugOf(label);
  await page.goto(`/groups/day/${day.toLowerCase()}/label/${slug}`);
  const both = groups.filter((group) => group.day === day && group.labels.includes(label));
  await expectOnly(
    page,
    both.map((group) => group.name),
  );
  // "Any" day keeps the label.
  const withLabel = groups.filter((group) => group.labels.includes(label));
  await choice(page, 'day', words.ways.any, withLabel.length).click();
  await expect(page).toHaveURL(`/groups/label/${slug}`);
  await expectOnly(
    page,
    withLabel.map((group) => group.name),
  );
  await page.getByRole('link', { name: words.showAll }).click();
  await expect(page).toHaveURL('/groups');
  await expect(cards(page)).toHaveCount(groups.length);
});

test('an activity that names its ChurchSuite group shows the group’s sign-up and the way to join it @content', async ({
  page,
}) => {
  const activity = activityList.find((item) => item.churchSuiteGroup);
  expect(activity, 'the content names a group on an activity').toBeDefined();
  const group = groups.find((item) => item.identifier === activity!.churchSuiteGroup)!;
  await page.goto(activity!.path);
  const signUp = page.locator('[data-slot="activity-group"]');
  const state = !group.enabled
    ? words.signUp.closed
    : group.opens! > today
      ? words.signUp.opens
      : group.full
        ? words.signUp.full
        : words.signUp.open;
  await expect(signUp).toContainText(state);
  await expect(signUp).toContainText(words.signUp.asOf);
  await expect(
    signUp.getByRole('link', {
      name: new RegExp(`^${state === words.signUp.open ? words.signUp.join : words.signUp.more}`),
    }),
  ).toHaveAttribute('href', churchSuite.group(group.identifier));
});
