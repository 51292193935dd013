import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  menuGroupsExist,
  pagePathsOf,
  sameAddresses,
  seriesExist,
  churchesNamedExist,
  servicesHaveChurches,
} from './cross-checks.ts';
import { shortLinksLand } from './cross-checks.server.ts';
import { type CollectionName, collections, itemKinds } from '../schemas/kinds.ts';
import type { Problem } from './problem.ts';
import type { RawContent, RawItem } from './file-value.ts';
import type { Items, Settings } from './validate.ts';

// The checks across files, on items made up here: only the fields each check reads.

const kinds = itemKinds(mkdtempSync(join(tmpdir(), 'kinds-')));
const shown = (file: string) => file;
const entry = (file: string, item: object) => ({ file, stem: file, item });
const sentences = (problems: Problem[]) => problems.map((problem) => problem.sentence);
/** Every kind of the registry with no items, so a new kind needs nothing here. */
const none = () =>
  Object.fromEntries(Object.keys(collections).map((name) => [name, []])) as unknown as Record<
    CollectionName,
    never[]
  >;
const itemsOf = (items: Partial<Record<keyof Items, { file: string; item: object }[]>>) =>
  ({ ...none(), ...items }) as unknown as Items;
const rawOf = (items: Partial<Record<keyof Items, RawItem[]>>): RawContent => ({
  settings: new Map(),
  items: { ...none(), ...items },
  problems: [],
});

describe('checks across files', () => {
  it('one web address per item, in the words of its kind', () => {
    const items = itemsOf({
      news: [entry('news/a.md', { slug: 'x' }), entry('news/b.md', { slug: 'x' })],
      activities: [
        entry('activities/a.yml', { slug: 'ark' }),
        entry('activities/b.yml', { slug: 'ark' }),
      ],
    });
    expect(sentences(sameAddresses(items, kinds, shown))).toEqual([
      '- activities/b.yml, slug: activities/a.yml already uses the web address "ark"; give each activity its own',
      '- news/b.md, slug: news/a.md already uses the web address /news/x; give each its own',
    ]);
  });

  it('a menu group named by an activity or a page in a group exists', () => {
    const navigation = { activityGroups: [{ id: 'children' }] } as Settings['navigation'];
    const items = itemsOf({
      activities: [
        entry('activities/a.yml', { group: 'children' }),
        entry('activities/b.yml', { group: 'none' }),
      ],
      churchPages: [
        entry('church-pages/a.yml', { appears: 'footer', group: 'none' }),
        entry('church-pages/b.yml', { appears: 'group', group: 'elsewhere' }),
      ],
    });
    expect(sentences(menuGroupsExist(items, kinds, navigation, shown))).toEqual([
      '- activities/b.yml, group: the menu group "none" does not exist; use one of "children" (they are listed in navigation.yml)',
      '- church-pages/b.yml, group: the menu group "elsewhere" does not exist; use one of "children" (they are listed in navigation.yml)',
    ]);
    expect(menuGroupsExist(items, kinds, undefined, shown)).toEqual([]);
  });

  it('so does the menu group /groups’ or /halls’ link is placed in, by its page’s file', () => {
    const navigation = { activityGroups: [{ id: 'adults' }] } as Settings['navigation'];
    const groupsPage = (link: { appears: string; group?: string }) => ({
      file: 'pages/groups.yml',
      link,
    });
    const problems = (...pages: { file: string; link: { appears: string; group?: string } }[]) =>
      sentences(menuGroupsExist(itemsOf({}), kinds, navigation, shown, ...pages));
    expect(problems(groupsPage({ appears: 'group', group: 'youth' }))).toEqual([
      '- pages/groups.yml, link → group: the menu group "youth" does not exist; use one of "adults" (they are listed in navigation.yml)',
    ]);
    const halls = { file: 'pages/halls.yml', link: { appears: 'group', group: 'rooms' } };
    expect(problems(groupsPage({ appears: 'menu' }), halls)).toEqual([
      '- pages/halls.yml, link → group: the menu group "rooms" does not exist; use one of "adults" (they are listed in navigation.yml)',
    ]);
    for (const link of [
      { appears: 'group', group: 'adults' },
      { appears: 'menu', group: 'youth' },
    ])
      expect(problems(groupsPage(link))).toEqual([]);
  });

  it("a sermon's series exists", () => {
    const items = itemsOf({
      sermons: [
        entry('sermons/a.md', { series: 'advent' }),
        entry('sermons/b.md', { series: 'lent' }),
      ],
      sermonSeries: [entry('sermon-series/advent.yml', { slug: 'advent' })],
    });
    expect(sentences(seriesExist(items, shown))).toEqual([
      '- sermons/b.md, series: there is no series "lent" in sermon-series; add it there, or choose one of "advent"',
    ]);
  });

  it('an event or sermon names one of the churches, or none', () => {
    const items = itemsOf({
      churches: [entry('churches/ashby.yml', { slug: 'ashby' })],
      typedEvents: [
        entry('events/fair.yml', { church: 'ashby' }),
        entry('events/tea.yml', { church: 'ashbey' }),
      ],
      sermons: [entry('sermons/a.md', {}), entry('sermons/b.md', { church: 'kilnbrook' })],
    });
    expect(sentences(churchesNamedExist(items, shown))).toEqual([
      '- events/tea.yml, church: there is no church "ashbey" in churches; add it there, or choose one of "ashby"',
      '- sermons/b.md, church: there is no church "kilnbrook" in churches; add it there, or choose one of "ashby"',
    ]);
    // One church: naming any is a mistake the office is told of.
    expect(
      sentences(
        churchesNamedExist(itemsOf({ sermons: [entry('sermons/b.md', { church: 'x' })] }), shown),
      ),
    ).toEqual([
      '- sermons/b.md, church: there is no church "x" in churches; add it there, or choose one of none (there are no churches listed yet)',
    ]);
  });

  it("every item's page may be linked to, even one whose file has a mistake", () => {
    const raw = rawOf({
      news: [{ file: 'news/a.md', stem: 'a', text: '', data: { slug: 'hello', title: 3 } }],
      churchPages: [
        { file: 'church-pages/a.yml', stem: 'a', text: '', data: { slug: 'Bad Slug' } },
      ],
    });
    const paths = pagePathsOf(raw);
    expect(paths).toContain('/news/hello');
    expect(paths).toContain('/events');
    expect([...paths].some((path) => path.includes('Bad'))).toBe(false);
  });

  it("a short address hides no page of the church's own, and goes to a page that exists", () => {
    const raw = rawOf({
      churchPages: [
        { file: 'church-pages/a.yml', stem: 'a', text: '', data: { slug: 'plan-your-visit' } },
      ],
      news: [{ file: 'news/a.md', stem: 'a', text: '', data: { slug: 'harvest' } }],
    });
    const links = [
      { path: '/plan-your-visit', to: '/news/harvest', note: '' },
      { path: '/visit', to: '/plan-your-visit#parking', note: '' },
      { path: '/harvest', to: '/news/harvest-2', note: '' },
      { path: '/prayer', to: 'https://our-church.churchsuite.com/forms/abc', note: '' },
    ];
    expect(sentences(shortLinksLand(raw, { links }, 'short-links.yml', shown))).toEqual([
      '- short-links.yml, links → 0 → path: the short address /plan-your-visit would hide the page at that address; choose another',
      '- short-links.yml, links → 2 → to: the short address /harvest goes to /news/harvest-2, which is not a page of this site; check the address (such as /giving)',
    ]);
  });

  it('on a site of several churches, each service and change names one, and their words are there', () => {
    const items = itemsOf({ churches: [entry('churches/ashby.yml', { slug: 'ashby' })] });
    const church = {
      services: [
        { day: 'Sunday', time: '09:00', name: 'Holy Communion', church: 'ashby' },
        { day: 'Sunday', time: '18:00', name: 'Evensong' },
      ],
      serviceChanges: [{ date: '2027-01-03', change: 'cancelled', church: 'ashbey' }],
    } as unknown as Settings['church'];
    const files = { church: 'church.yml', siteText: 'site-text.yml' };
    expect(
      sentences(
        servicesHaveChurches(items, { church, siteText: {} as Settings['siteText'] }, files, shown),
      ),
    ).toEqual([
      '- church.yml, services → 1 → church: the service "Evensong" must name its church: one of "ashby"',
      '- church.yml, serviceChanges → 0 → church: the change on 2027-01-03 names no church "ashbey": one of "ashby"',
      '- site-text.yml, churches: the words for Our churches are missing: a site of several churches needs them',
    ]);
    // One church: nothing to name.
    expect(servicesHaveChurches(itemsOf({}), { church }, files, shown)).toEqual([]);
  });
});
