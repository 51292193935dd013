// @vitest-environment jsdom -- the feeds' descriptions are read with the browser's DOMParser
import { describe, expect, it } from 'vitest';
import { englishDates } from '../../../test/date-words.ts';
import legacy from '../../../test/fixtures/groups.json';
import current from '../../../test/fixtures/groups-current.json';
import currentPage2 from '../../../test/fixtures/groups-current-page-2.json';
import { parseGroupsFeed } from '../../feeds/groups/reading.ts';
import type { GroupsFeed } from '../../feeds/groups/type.ts';
import {
  choiceAt,
  choiceLinks,
  choicePages,
  choicePath,
  chosenNames,
  dimensionsOf,
  groupsFor,
  maxChoicePages,
} from './group-choices.ts';

const today = '2026-11-25';
const feed = parseGroupsFeed([current, currentPage2], today);
const names = (choice: Parameters<typeof groupsFor>[1], from: GroupsFeed = feed) =>
  groupsFor(from, choice).map((group) => group.name);

// The days' names are the content's (site-text.yml, dates), Sunday first.
const dayNames = englishDates().weekdays.map(({ name }) => name);

describe('the ways to choose', () => {
  it('offers the days the groups meet on, Monday first, their labels and their sites', () => {
    expect(dimensionsOf(feed, dayNames)).toEqual([
      {
        key: 'day',
        values: [
          { slug: 'monday', name: 'Monday' },
          { slug: 'wednesday', name: 'Wednesday' },
          { slug: 'thursday', name: 'Thursday' },
          { slug: 'friday', name: 'Friday' },
        ],
      },
      { key: 'label', values: feed.labels },
      { key: 'site', values: feed.sites },
    ]);
  });

  it('offers sites only to a church with two or more, and no way that narrows nothing', () => {
    const oneSite = { ...feed, sites: feed.sites.slice(0, 1) };
    expect(dimensionsOf(oneSite).map((way) => way.key)).toEqual(['day', 'label']);
    const allTuesday: GroupsFeed = {
      groups: feed.groups.map((group) => ({ ...group, day: 2 })),
      labels: [],
      sites: [],
    };
    expect(dimensionsOf(allTuesday)).toEqual([]);
  });
});

describe('what a choice shows', () => {
  it('narrows by day, by label and by site, together', () => {
    expect(names({ day: 'wednesday' })).toEqual(['Christianity Explored', 'Early Morning Prayer']);
    expect(names({ label: 'bible-study' })).toEqual([
      'Monday House Group',
      'Christianity Explored',
      'Thursday Morning Bible Study',
    ]);
    expect(names({ day: 'wednesday', label: 'bible-study' })).toEqual(['Christianity Explored']);
    expect(names({ site: 'kilbride' })).toEqual(['Christianity Explored', 'Early Morning Prayer']);
  });

  it('shows a group of every site under each site, and a group of no day under each day', () => {
    expect(names({ site: 'carrowmore' })).toContain('Christianity Explored');
    const variousDays: GroupsFeed = {
      ...feed,
      groups: feed.groups.map((group, index) =>
        index === 0 ? { ...group, day: undefined } : group,
      ),
    };
    expect(names({ day: 'friday' }, variousDays)).toEqual([
      'Monday House Group',
      'Youth Fellowship',
    ]);
  });
});

describe('the choices’ pages', () => {
  const pages = choicePages(feed);

  it('are every choice that shows a group, one way before two, two before three', () => {
    const ways = pages.map((choice) => Object.keys(choice).length);
    expect(ways).toEqual([...ways].sort((a, b) => a - b));
    expect(pages.every((choice) => groupsFor(feed, choice).length > 0)).toBe(true);
    expect(pages).toContainEqual({ day: 'wednesday' });
    expect(pages).toContainEqual({ day: 'wednesday', label: 'bible-study' });
    expect(pages).toContainEqual({ day: 'wednesday', label: 'bible-study', site: 'kilbride' });
    expect(pages).not.toContainEqual({ day: 'monday', site: 'kilbride' });
    expect(new Set(pages.map(choicePath)).size).toBe(pages.length);
  });

  it('have addresses that name each way in one order, and that lead back to the choice', () => {
    expect(choicePath({})).toBe('/groups');
    expect(choicePath({ site: 'kilbride', day: 'friday' })).toBe(
      '/groups/day/friday/site/kilbride',
    );
    expect(choiceAt('day/wednesday/label/bible-study', pages)).toEqual({
      day: 'wednesday',
      label: 'bible-study',
    });
    expect(choiceAt('day/wednesday/', pages)).toEqual({ day: 'wednesday' });
    expect(choiceAt('label/bible-study/day/wednesday', pages)).toBeUndefined();
    expect(choiceAt('day/tuesday', pages)).toBeUndefined();
    expect(choiceAt('anything', pages)).toBeUndefined();
  });

  it('stop at a bound a hostile feed cannot push past, keeping the simplest', () => {
    const labels = Array.from({ length: 30 }, (_, n) => ({ slug: `label-${n}`, name: `L${n}` }));
    const crowded: GroupsFeed = {
      groups: Array.from({ length: 200 }, (_, n) => ({
        ...feed.groups[0]!,
        id: `g${n}`,
        day: (n % 7) as 0,
        labels: [labels[n % 30]!.slug],
      })),
      labels,
      sites: [],
    };
    const written = choicePages(crowded);
    expect(written).toHaveLength(maxChoicePages);
    expect(written.slice(0, 37).every((choice) => Object.keys(choice).length === 1)).toBe(true);
  });
});

describe('the links from a choice', () => {
  const pages = choicePages(feed);

  it('keep what is chosen, change one way, and say how many each shows', () => {
    const [day, label] = choiceLinks(feed, { label: 'bible-study' }, pages, 'Any', dayNames);
    expect(day?.links.map(({ name, count, path }) => ({ name, count, path }))).toEqual([
      { name: 'Any', count: 3, path: '/groups/label/bible-study' },
      { name: 'Monday', count: 1, path: '/groups/day/monday/label/bible-study' },
      { name: 'Wednesday', count: 1, path: '/groups/day/wednesday/label/bible-study' },
      { name: 'Thursday', count: 1, path: '/groups/day/thursday/label/bible-study' },
      // No page for a choice that shows nothing: no link.
      { name: 'Friday', count: 0 },
    ]);
    expect(label?.links.filter((link) => link.current).map((link) => link.name)).toEqual([
      'Bible study',
    ]);
    expect(day?.links.find((link) => link.current)?.name).toBe('Any');
  });

  it('name what is chosen, in the ways’ order', () => {
    expect(chosenNames(feed, { site: 'kilbride', day: 'wednesday' }, dayNames)).toEqual([
      'Wednesday',
      'Kilbride',
    ]);
    expect(chosenNames(feed, {}, dayNames)).toEqual([]);
  });

  it('work on the legacy feed too, by day and by its tags', () => {
    const legacyFeed = parseGroupsFeed([legacy], today);
    expect(dimensionsOf(legacyFeed).map((way) => way.key)).toEqual(['day', 'label']);
    expect(names({ day: 'tuesday', label: 'bible-study' }, legacyFeed)).toEqual([
      'Tuesday Bible Study',
    ]);
  });
});
